import { suggestSlug } from './suggest-slug';

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
