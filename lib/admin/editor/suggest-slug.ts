import { entrySlugPattern } from '@/lib/routing';

const slugMax = 120;
const slugRegex = new RegExp(`^${entrySlugPattern}$`);

/**
 * A slug suggested from a title, matching `entrySlugPattern`: accents dropped ("Boletín" →
 * "boletin"), anything else between words a single hyphen, at most 120 characters cut at a word.
 */
export function suggestSlug(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > slugMax) break;
    slug = next;
  }
  return slugRegex.test(slug) ? slug : '';
}
