import fc from 'fast-check';
import { entrySlugPattern } from '@/lib/routing';
import { normalizeSlug, suggestSlug } from './suggest-slug';

const slugPattern = new RegExp(`^${entrySlugPattern}$`);

describe('suggestSlug', () => {
  it('turns a title into a slug of the site’s pattern', () => {
    expect(suggestSlug('Boletín jurídico — Noviembre de 2026')).toBe(
      'boletin-juridico-noviembre-de-2026',
    );
    expect(suggestSlug('  Año fiscal: ¿qué cambia?  ')).toBe('ano-fiscal-que-cambia');
    expect(suggestSlug('Legal bulletin (Nov. 2026)')).toBe('legal-bulletin-nov-2026');
    expect(suggestSlug('¡¿—!?')).toBe('');
  });

  it('stays within 120 characters, cut between words', () => {
    const slug = suggestSlug('palabra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('palabra')).toBe(true);
  });
});

describe('normalizeSlug', () => {
  it('normalises what is typed in a slug field', () => {
    expect(normalizeSlug('Año Fiscal  2026')).toBe('ano-fiscal-2026');
    expect(normalizeSlug('  ¿Qué__CAMBIA?  ')).toBe('que-cambia');
    expect(normalizeSlug('Résumé--de--l’été')).toBe('resume-de-l-ete');
    // While typing a trailing hyphen stays (a word may follow), never a leading one.
    expect(normalizeSlug('-plazos ', { typing: true })).toBe('plazos-');
    expect(normalizeSlug('plazos-', { typing: true })).toBe('plazos-');
    expect(normalizeSlug('plazos- -', { typing: true })).toBe('plazos-');
  });

  it('always gives the slug alphabet: lower-case letters, digits and single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (text, typing) => {
        const slug = normalizeSlug(text, { typing });
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug).not.toMatch(/--|^-/);
        if (!typing) expect(slug === '' || slugPattern.test(slug)).toBe(true);
        // Idempotent, and what blur leaves is what typing gives, trimmed.
        expect(normalizeSlug(slug, { typing })).toBe(slug);
        expect(normalizeSlug(normalizeSlug(text, { typing: true }))).toBe(normalizeSlug(text));
      }),
    );
  });

  it('keeps the text before the caret a prefix of the result (the caret stays put)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (text, at) => {
        const caret = at % (text.length + 1);
        const before = normalizeSlug(text.slice(0, caret), { typing: true });
        expect(normalizeSlug(text, { typing: true }).startsWith(before)).toBe(true);
      }),
    );
  });

  it('gives the title’s suggestion the same alphabet', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        const slug = suggestSlug(title);
        expect(slug === '' || slugPattern.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(120);
      }),
    );
  });
});
