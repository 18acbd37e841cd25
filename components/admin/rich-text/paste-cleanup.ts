import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { linkHref } from './extensions';
import { escapeAttribute, escapeText, isElement, styleOf, textOf, weightIsBold } from './paste-dom';
import { isListMarker, listIsNumbered, wordList, wordListLevel, type ListItem } from './word-lists';

// Pasted HTML rewritten into what an entry body may hold, before the editor parses it. Word and
// Google Docs put their own dialects on the clipboard: Word writes lists as paragraphs with a
// typed bullet ("·", "o", "§", "1.") and an `mso-list` style saying the level; Google Docs wraps
// everything in a <b> that is not bold, and says bold and italic in inline styles. What comes out
// is built tag by tag from this allowlist, so nothing else (classes, styles, images, scripts,
// Word's <o:p>) can pass; the server's sanitizer still has the last word on what is stored.
// Plain functions over htmlparser2's tree: the same code runs in the browser and in the tests.

export type CleanPaste = {
  /** The HTML the editor parses: only tags the body's schema knows, with no style or class. */
  html: string;
  /** How many images the paste carried: they are dropped, since a body cannot hold images yet. */
  imagesDropped: number;
};

type Context = { images: number };

/** What is dropped with its content: not text a reader would miss. */
const droppedWhole = new Set([
  'head',
  'style',
  'script',
  'title',
  'meta',
  'link',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
  'button',
  'input',
  'select',
  'textarea',
  'colgroup',
  'col',
  'xml',
]);

const blockTags =
  /^(html|body|head|div|p|h[1-6]|ul|ol|li|blockquote|table|thead|tbody|tfoot|tr|th|td)$/;
const isBlock = (node: ChildNode | null) =>
  node !== null && isElement(node) && blockTags.test(node.name);
/** A block parent, or the document itself. */
const inBlock = (node: ChildNode) =>
  !node.parent || node.parent.type === 'root' || isBlock(node.parent as ChildNode);

/** Source indentation between blocks, not text. */
const isLayoutSpace = (node: ChildNode) =>
  node.type === 'text' &&
  node.data.trim() === '' &&
  !/\u00a0/.test(node.data) &&
  (isBlock(node.prev) || isBlock(node.next) || ((!node.prev || !node.next) && inBlock(node)));

const blank = (html: string) => html.replace(/<br>|&nbsp;|\s|\u00a0/g, '') === '';

/** A run of nodes as HTML, Word's consecutive list paragraphs gathered into real lists. */
function children(nodes: ChildNode[], context: Context): string {
  let html = '';
  for (let index = 0; index < nodes.length; index++) {
    const level = wordListLevel(nodes[index]!);
    if (isLayoutSpace(nodes[index]!)) continue;
    if (level === null) {
      html += node(nodes[index]!, context);
      continue;
    }
    const items: ListItem[] = [];
    let last = index;
    for (let next = index; next < nodes.length; next++) {
      const candidate = nodes[next]!;
      const candidateLevel = wordListLevel(candidate);
      if (candidateLevel !== null) {
        const paragraph = candidate as Element;
        // The marker first: a typed one is cut from the text before the text is written.
        const ordered = listIsNumbered(paragraph);
        items.push({ level: candidateLevel, ordered, html: children(paragraph.children, context) });
        last = next;
      } else if (candidate.type !== 'comment' && textOf(candidate).trim() !== '') break;
      else if (isElement(candidate) && candidate.name !== 'o:p') break;
    }
    html += wordList(items);
    index = last;
  }
  return html;
}

/** A list's items; a list set directly in a list (as Google Docs nests) joins the item before it. */
function listItems(list: Element, context: Context): string {
  let html = '';
  for (const child of list.children) {
    if (!isElement(child)) {
      if (textOf(child).trim() !== '') html += `<li>${escapeText(textOf(child))}</li>`;
      continue;
    }
    if (child.name === 'ul' || child.name === 'ol') {
      const nested = node(child, context);
      html = html.endsWith('</li>')
        ? `${html.slice(0, -5)}${nested}</li>`
        : `${html}<li>${nested}</li>`;
    } else if (child.name === 'li') html += node(child, context);
    else html += `<li>${node(child, context)}</li>`;
  }
  return html;
}

const wrap = (tag: string, inner: string) => `<${tag}>${inner}</${tag}>`;

/** Bold and italic said in a style (Google Docs' spans, Word's own), around `inner`. */
function styledMarks(element: Element, inner: string): string {
  const style = styleOf(element);
  let html = inner;
  if (weightIsBold(style.get('font-weight'))) html = wrap('strong', html);
  if (style.get('font-style') === 'italic') html = wrap('em', html);
  return html;
}

function cellSpans(element: Element): string {
  let attributes = '';
  for (const name of ['colspan', 'rowspan']) {
    const span = Number(element.attribs[name]);
    if (Number.isInteger(span) && span > 1 && span < 100) attributes += ` ${name}="${span}"`;
  }
  return attributes;
}

function node(current: ChildNode, context: Context): string {
  // Line breaks in the source are spaces, as a browser shows them.
  if (current.type === 'text') return escapeText(current.data.replace(/[ \t\r\n\f]+/g, ' '));
  if (!isElement(current)) return '';
  const name = current.name;
  if (name === 'img') {
    context.images += 1;
    return '';
  }
  if (droppedWhole.has(name) || isListMarker(current)) return '';
  if (name === 'br') return current.attribs.class === 'Apple-interchange-newline' ? '' : '<br>';
  const inner = children(current.children, context);
  switch (name) {
    case 'p': {
      // Word's title style reads as a heading, so it becomes the site's subheading.
      const tag = /\bMsoTitle\b/.test(current.attribs.class ?? '') ? 'h2' : 'p';
      return blank(inner) ? '' : wrap(tag, styledMarks(current, inner));
    }
    case 'h1':
    case 'h2':
      // The page's title is its only h1: a pasted title or heading is a subheading.
      return blank(inner) ? '' : wrap('h2', inner);
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return blank(inner) ? '' : wrap('h3', inner);
    case 'b':
    case 'strong': {
      // Google Docs wraps a whole paste in <b style="font-weight:normal">.
      const bold = weightIsBold(styleOf(current).get('font-weight')) ?? true;
      return bold ? wrap('strong', inner) : inner;
    }
    case 'i':
    case 'em':
      return styleOf(current).get('font-style') === 'normal' ? inner : wrap('em', inner);
    case 'a': {
      const href = current.attribs.href ?? '';
      // Word's bookmarks (<a name>) and addresses of other schemes keep only their text.
      return href && linkHref(href) === href
        ? `<a href="${escapeAttribute(href)}">${inner}</a>`
        : inner;
    }
    case 'ul':
    case 'ol':
      return wrap(name, listItems(current, context));
    case 'li':
    case 'blockquote':
    case 'table':
    case 'tr':
      return wrap(name, inner);
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return wrap(name === 'thead' ? 'thead' : 'tbody', inner);
    case 'th':
    case 'td':
      return `<${name}${cellSpans(current)}>${inner}</${name}>`;
    default:
      // Spans, fonts, divs, Word's <o:p> and anything unknown: their content, with the bold or
      // italic their style gives.
      return styledMarks(current, inner);
  }
}

/** Pasted HTML (Word, Google Docs, a web page) as an entry body may hold it. */
export function cleanPastedHtml(html: string): CleanPaste {
  const context: Context = { images: 0 };
  const document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  return { html: children(document.children, context).trim(), imagesDropped: context.images };
}
