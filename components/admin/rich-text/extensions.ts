import type { Extensions } from '@tiptap/core';
import { Link } from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { StarterKit } from '@tiptap/starter-kit';

// The rich-text editor's schema: exactly what an entry body may hold (lib/publications/html.ts,
// the site's one allowlist): subheadings h2 and h3, paragraphs, bold, italic, links to web and
// mail addresses, both kinds of lists, quotes, tables with a header row, and line breaks. Every
// node renders the plain tag the allowlist keeps, with no class, style or data attribute, so
// what the editor makes is stored as it is (components/admin/rich-text/extensions.test.ts).

/** The link targets a body may hold, as the allowlist's schemes say. */
const allowedHref = /^(?:https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+)$/i;

/**
 * The href for what an admin typed in the link form: a web or mail address as it is, a bare
 * domain (`www.dian.gov.co`) as https, a bare e-mail as mailto; anything else (other schemes,
 * `javascript:`) is null.
 */
export function linkHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? value
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)
      ? `mailto:${value}`
      : `https://${value}`;
  return allowedHref.test(candidate) ? candidate : null;
}

/** Spans only where a cell spans: colspan="1" is the default and says nothing. */
function spans(node: ProseMirrorNode): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (node.attrs.colspan > 1) attrs.colspan = String(node.attrs.colspan);
  if (node.attrs.rowspan > 1) attrs.rowspan = String(node.attrs.rowspan);
  return attrs;
}

// Column widths and alignment (set by resizing or pasted HTML) would render as style and
// colwidth attributes the allowlist drops: the cells render their spans only.
const PlainCell = TableCell.extend({
  renderHTML: ({ node }) => ['td', spans(node), 0],
});
const PlainHeader = TableHeader.extend({
  renderHTML: ({ node }) => ['th', spans(node), 0],
});
// Without resizing a table needs no <colgroup> nor min-width style.
const PlainTable = Table.extend({
  renderHTML: () => ['table', {}, ['tbody', 0]],
}).configure({ resizable: false });

// A link renders its address and the rel the allowlist gives every link, in the allowlist's order:
// a pasted link's target, class or title never reaches the HTML.
const PlainLink = Link.extend({
  renderHTML: ({ HTMLAttributes }) => {
    const href = typeof HTMLAttributes.href === 'string' ? HTMLAttributes.href : '';
    const allowed = linkHref(href) === href;
    return ['a', { ...(allowed ? { href } : {}), rel: 'noopener noreferrer' }, 0];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => linkHref(url) === url,
});

/** The editor's extensions (also the schema the tests check against the allowlist). */
export const entryBodyExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // What an entry body never holds: the allowlist drops it, so the editor does not offer it.
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // Drag-and-drop of content inside the editor: not needed, and one less thing to explain.
    dropcursor: false,
    // Configured below (PlainLink): StarterKit's own would render target and title.
    link: false,
  }),
  PlainLink,
  PlainTable,
  TableRow,
  PlainHeader,
  PlainCell,
];
