import { entrySlugPattern } from '@/lib/routing';

const slugMax = 120;
const slugRegex = new RegExp(`^${entrySlugPattern}$`);

/**
 * Any text in a slug's alphabet, the one normaliser behind the slug fields and the title's
 * suggestion: accents dropped ("Boletín" → "boletin"), lower case, every run of anything else a
 * single hyphen, none leading. While the admin types (`typing`) one trailing hyphen stays, so a
 * word can follow it; otherwise it goes too, and what is left matches `entrySlugPattern` or is
 * empty. Each character maps on its own, so the normalised text before the caret is a prefix of
 * the whole (the field keeps its caret there).
 */
export function normalizeSlug(text: string, { typing = false } = {}): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return typing ? slug : slug.replace(/-$/, '');
}

/**
 * A slug suggested from a title, matching `entrySlugPattern`: the title normalised (see
 * `normalizeSlug`), at most 120 characters cut at a word.
 */
export function suggestSlug(title: string): string {
  let slug = '';
  for (const word of normalizeSlug(title).split('-')) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > slugMax) break;
    slug = next;
  }
  return slugRegex.test(slug) ? slug : '';
}
