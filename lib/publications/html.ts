import sanitizeHtml from 'sanitize-html';

/**
 * Cleans an entry body before it is rendered: only the structure an article needs (paragraphs,
 * subheadings, lists, tables, quotes, emphasis, links to web or mail addresses) survives; scripts,
 * styles, event handlers, frames and images do not. Bodies are stored clean already; this is
 * the second line of defense.
 */
export function sanitizeEntryHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'blockquote',
      'a',
      'br',
      'table',
      'caption',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'rel'],
      // A header cell says what it heads; spans keep a merged cell's shape.
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowProtocolRelative: false,
    // An article's headings sit under the page's <h1>: any <h1> becomes a subheading.
    transformTags: {
      h1: 'h2',
      // Only the href survives from the source; rel is always ours.
      a: (_tag, attribs) => ({
        tagName: 'a',
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' },
      }),
    },
  });
}

/**
 * An entry body as the public page shows it: sanitized, with each table inside its own scrolling
 * frame, so a table wider than the screen scrolls there and the page never scrolls sideways. The
 * frame is a named region that takes the keyboard's focus (arrow keys then scroll it), named by
 * the table's caption or else by `tableName(n)`. Added after sanitizing, so the stored body and
 * the sanitizer's allowlist stay free of these attributes.
 */
export function renderEntryHtml(html: string, tableName: (position: number) => string): string {
  let position = 0;
  // The sanitizer's output carries no attribute on <table> and escapes every `<` in text, so
  // these two spellings are exactly the tables' opening and closing tags.
  return sanitizeEntryHtml(html)
    .replace(/<table>(\s*<caption>)?/g, (_tag, caption?: string) => {
      position += 1;
      const id = `entry-table-${position}`;
      const name = caption
        ? `aria-labelledby="${id}"`
        : `aria-label="${escapeAttribute(tableName(position))}"`;
      const opening = caption ? caption.replace('<caption>', `<caption id="${id}">`) : '';
      return `<div class="table-frame" role="region" tabindex="0" ${name}><table>${opening}`;
    })
    .replace(/<\/table>/g, '</table></div>');
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
