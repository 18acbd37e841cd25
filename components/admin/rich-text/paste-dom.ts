import type { ChildNode, Element } from 'domhandler';

// Reading htmlparser2's tree of pasted HTML (paste-cleanup.ts, word-lists.ts).

export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

export const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** An inline style's declarations, by lower-case property name. */
export function styleOf(element: Element): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of (element.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    declarations.set(
      property,
      declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase(),
    );
  }
  return declarations;
}

export function weightIsBold(weight: string | undefined): boolean | undefined {
  if (weight === undefined) return undefined;
  if (weight === 'bold' || weight === 'bolder') return true;
  const number = Number(weight);
  return Number.isFinite(number) ? number >= 600 : false;
}

/** The text inside a node, as a reader sees it (entities decoded, tags gone). */
export function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node)) return '';
  return node.children.map(textOf).join('');
}
