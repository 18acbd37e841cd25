import { getSchema } from '@tiptap/core';
import type { DOMOutputSpec, Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';
import { sanitizeEntryHtml } from '@/lib/publications/html';
import { entryBodyExtensions, linkHref } from './extensions';

// The editor may only make what the allowlist keeps: every node and mark of its schema is
// rendered here the way the editor's getHTML() renders it (each type's toDOM), and the
// sanitizer must give the same HTML back.

const schema = getSchema(entryBodyExtensions);

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DOMOutputSpec as HTML; `hole` fills the content hole (0). */
function specToHtml(spec: DOMOutputSpec, hole: string): string {
  if (typeof spec === 'string') return escape(spec);
  if (!Array.isArray(spec)) throw new Error('a DOM node spec is not expected here');
  const [tag, ...rest] = spec as [string, ...unknown[]];
  let attrs = '';
  let children = rest;
  const first = rest[0];
  if (first && typeof first === 'object' && !Array.isArray(first)) {
    attrs = Object.entries(first as Record<string, unknown>)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([name, value]) => ` ${name}="${escape(String(value)).replace(/"/g, '&quot;')}"`)
      .join('');
    children = rest.slice(1);
  }
  if (tag === 'br') return `<br${attrs}>`;
  const inner = children
    .map((child) => (child === 0 ? hole : specToHtml(child as DOMOutputSpec, hole)))
    .join('');
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

function markHtml(mark: Mark, inner: string) {
  return specToHtml(mark.type.spec.toDOM!(mark, true), inner);
}

function nodeHtml(node: ProseMirrorNode): string {
  if (node.isText)
    return node.marks.reduceRight((html, mark) => markHtml(mark, html), escape(node.text!));
  let inner = '';
  node.forEach((child) => (inner += nodeHtml(child)));
  if (node.type.name === 'doc') return inner;
  return specToHtml(node.type.spec.toDOM!(node), inner);
}

const text = (value: string, marks: object[] = []) => ({ type: 'text', text: value, marks });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const cell = (type: 'tableCell' | 'tableHeader', value: string, attrs = {}) => ({
  type,
  attrs,
  content: [paragraph(text(value))],
});

/** A document with every node and mark the editor can make. */
const everything = schema.nodeFromJSON({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Plazos')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Renta')] },
    paragraph(
      text('negrita', [{ type: 'bold' }]),
      text(' y '),
      text('cursiva', [{ type: 'italic' }]),
      text(' y '),
      // A pasted link may bring a target, a class and a title: none reaches the HTML.
      text('enlace', [
        {
          type: 'link',
          attrs: { href: 'https://www.dian.gov.co', target: '_blank', class: 'x', title: 't' },
        },
      ]),
      { type: 'hardBreak' },
      text('correo', [{ type: 'link', attrs: { href: 'mailto:info@firm.example' } }]),
    ),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('uno'))] }] },
    { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('dos'))] }] },
    { type: 'blockquote', content: [paragraph(text('cita'))] },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [cell('tableHeader', 'Dígito'), cell('tableHeader', 'Fecha')],
        },
        {
          type: 'tableRow',
          content: [
            // What resizing or a paste could set: width and alignment must not reach the HTML.
            cell('tableCell', '1', { colwidth: [120], align: 'right' }),
            cell('tableCell', '12 de agosto'),
          ],
        },
        { type: 'tableRow', content: [cell('tableCell', 'todas', { colspan: 2 })] },
      ],
    },
  ],
});

describe('the editor’s schema and the allowlist', () => {
  it('holds only the nodes and marks an entry body may have', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'doc',
        'hardBreak',
        'heading',
        'listItem',
        'orderedList',
        'paragraph',
        'table',
        'tableCell',
        'tableHeader',
        'tableRow',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
  });

  it('offers headings 2 and 3 only', () => {
    expect(schema.nodes.heading!.spec.attrs).toBeDefined();
    const h4 = schema.nodeFromJSON({ type: 'heading', attrs: { level: 4 }, content: [text('x')] });
    // An unknown level still renders as its own tag: the toolbar offers 2 and 3 only, and
    // pasted HTML parses h2 and h3 only (checked by the parse rules below).
    expect(h4.type.name).toBe('heading');
    const tags = schema.nodes.heading!.spec.parseDOM!.map((rule) => rule.tag);
    expect(tags).toEqual(['h2', 'h3']);
  });

  it('renders nothing the allowlist drops or changes', () => {
    const html = nodeHtml(everything);
    expect(html).toContain('<table><tbody><tr><th><p>Dígito</p></th>');
    expect(html).toContain('<td colspan="2"><p>todas</p></td>');
    expect(html).toContain(
      '<a href="https://www.dian.gov.co" rel="noopener noreferrer">enlace</a>',
    );
    expect(html).not.toMatch(/style=|colwidth|class=|target=|title=|<colgroup/);
    expect(sanitizeEntryHtml(html).replaceAll('<br />', '<br>')).toBe(html);
  });
});

describe('linkHref', () => {
  it('keeps web and mail addresses, completing bare ones', () => {
    expect(linkHref('https://www.dian.gov.co/x?y=1')).toBe('https://www.dian.gov.co/x?y=1');
    expect(linkHref(' http://a.example ')).toBe('http://a.example');
    expect(linkHref('www.dian.gov.co')).toBe('https://www.dian.gov.co');
    expect(linkHref('info@firm.example')).toBe('mailto:info@firm.example');
    expect(linkHref('mailto:info@firm.example')).toBe('mailto:info@firm.example');
  });

  it('refuses other schemes and nonsense', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'ftp://a.example',
      'tel:+5712345',
      'mailto:nobody',
      'https://',
      'https:// spaced.example',
    ])
      expect(linkHref(bad)).toBeNull();
  });
});
