import type { Locale } from '@/lib/routing';

/**
 * Shown when a key has no text in either language and no readable name
 * (docs/product.md#languages).
 */
export const lastResortText = 'Contenido próximamente disponible';

type MessageTree = { [key: string]: unknown };

function lookup(tree: MessageTree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as MessageTree)[part];
  }
  return node;
}

/** "shareBulletin" → "Share bulletin", "privacy_policy" → "Privacy policy", "" → "". */
export function humanizeKey(segment: string): string {
  const words = segment
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * The text for a key missing in `locale`: the other language's text, else the humanised last
 * segment of the key, else the last-resort sentence (docs/product.md#languages).
 */
export function fallbackMessage(
  path: string,
  locale: Locale,
  messages: Record<Locale, MessageTree>,
): string {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const translated = lookup(messages[other], path);
  if (typeof translated === 'string' && translated.trim()) return translated;
  const lastSegment = path.split('.').pop() ?? '';
  return humanizeKey(lastSegment) || lastResortText;
}
