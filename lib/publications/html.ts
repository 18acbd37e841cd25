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
