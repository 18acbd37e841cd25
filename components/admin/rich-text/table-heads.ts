/**
 * The editor's HTML with each table's leading row of header cells moved into a <thead>, its
 * cells marked scope="col": Tiptap keeps every row in one <tbody>, while the public page styles
 * (and screen readers announce) column headers from <thead>. Browser only (it parses with the DOM).
 */
export function withTableHeads(html: string): string {
  if (!html.includes('<table')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of template.content.querySelectorAll('table')) {
    const body = table.querySelector(':scope > tbody');
    const first = body?.firstElementChild;
    if (!body || !first || table.querySelector(':scope > thead')) continue;
    const cells = [...first.children];
    if (cells.length === 0 || !cells.every((cell) => cell.tagName === 'TH')) continue;
    for (const cell of cells) cell.setAttribute('scope', 'col');
    const head = document.createElement('thead');
    head.append(first);
    table.insertBefore(head, body);
    if (body.children.length === 0) body.remove();
  }
  return template.innerHTML;
}
