import type { ChildNode, Element } from 'domhandler';
import { isElement, styleOf, textOf } from './paste-dom';

// Word's lists on the clipboard: paragraphs whose style names a list and a level
// (`mso-list:l0 level2 lfo1`), each starting with its marker typed out ("·", "o", "§", "1.") in a
// span Word marks `mso-list:Ignore`. A run of them becomes one list, nested by level.

/** A Word list paragraph's level (from `mso-list:l0 level2 lfo1`), or null for any other node. */
export function wordListLevel(node: ChildNode): number | null {
  // Paragraphs only: a numbered Word heading stays a heading (its typed number is dropped).
  if (!isElement(node) || !/^(p|div)$/.test(node.name)) return null;
  const list = /^l\d+\s+level(\d+)/.exec(styleOf(node).get('mso-list') ?? '');
  return list ? Number(list[1]) : null;
}

/** Word's typed marker (`mso-list:Ignore`): shown only by old viewers, never content. */
export const isListMarker = (element: Element) => styleOf(element).get('mso-list') === 'ignore';

function findMarker(node: ChildNode): Element | null {
  if (!isElement(node)) return null;
  if (isListMarker(node)) return node;
  for (const child of node.children) {
    const found = findMarker(child);
    if (found) return found;
  }
  return null;
}

/** A marker that numbers ("1.", "a)", "iv.", "(2)") rather than bullets ("·", "o", "§", "-", "•"). */
const numbered = /^\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)]/i;
const typedMarker = /^\s*(?:\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)]|[·o§•▪\-–*])[\s\u00a0]+/i;

/** Takes a typed marker off the paragraph's first text, when Word left no marker span. */
function stripTypedMarker(node: ChildNode): string | null {
  if (node.type === 'text') {
    if (node.data.trim() === '') return null;
    const marker = typedMarker.exec(node.data);
    if (marker) node.data = node.data.slice(marker[0].length);
    return marker ? marker[0].trim() : '';
  }
  if (!isElement(node)) return null;
  for (const child of node.children) {
    const found = stripTypedMarker(child);
    if (found !== null) return found;
  }
  return null;
}

/** One Word list paragraph: its level, its kind and its content as HTML. */
export type ListItem = { level: number; ordered: boolean; html: string };

/**
 * Whether a Word list paragraph numbers its item. Its typed marker goes: a marker span is skipped
 * when the paragraph is written out (isListMarker), a marker typed in the text is cut here.
 */
export function listIsNumbered(paragraph: Element): boolean {
  const markerSpan = findMarker(paragraph);
  const marker = markerSpan ? textOf(markerSpan).trim() : (stripTypedMarker(paragraph) ?? '');
  return numbered.test(marker);
}

/** Word's list paragraphs from `start` at `level` and deeper, as one list with nested lists. */
function buildList(items: ListItem[], start: number, level: number): [string, number] {
  const tag = items[start]!.ordered ? 'ol' : 'ul';
  let html = '';
  let index = start;
  while (index < items.length && items[index]!.level >= level) {
    const item = items[index]!;
    if (item.level > level) {
      const [nested, next] = buildList(items, index, item.level);
      // A deeper level belongs to the item before it (or to an empty one if none came first).
      html = html.endsWith('</li>')
        ? `${html.slice(0, -5)}${nested}</li>`
        : `${html}<li>${nested}</li>`;
      index = next;
      continue;
    }
    if (index > start && item.ordered !== items[start]!.ordered) break;
    html += `<li><p>${item.html}</p></li>`;
    index += 1;
  }
  return [`<${tag}>${html}</${tag}>`, index];
}

/** A run of Word list paragraphs as real lists, nested where Word's levels say. */
export function wordList(items: ListItem[]): string {
  const base = Math.min(...items.map((item) => item.level));
  let html = '';
  for (let index = 0; index < items.length;) {
    const [list, next] = buildList(items, index, base);
    html += list;
    index = next;
  }
  return html;
}
