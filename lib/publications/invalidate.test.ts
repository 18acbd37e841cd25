import { entryChangeTags } from './invalidate';
import { entryTag, feedTag, listsTag, sitemapTag } from './tags';

jest.mock('next/cache', () => ({ updateTag: jest.fn() }));

describe('entryChangeTags', () => {
  it('touches the lists, the sitemap and both feeds on any change', () => {
    const tags = entryChangeTags({ kind: 'publication', slugs: { es: 'a', en: 'b' } });
    expect(tags).toEqual(
      expect.arrayContaining([listsTag, sitemapTag, feedTag('es'), feedTag('en')]),
    );
  });

  it('touches both languages of the new and the old slugs', () => {
    const tags = entryChangeTags({
      kind: 'blog',
      slugs: { es: 'nuevo', en: 'new' },
      oldSlugs: { es: 'viejo', en: 'old' },
    });
    for (const tag of [
      entryTag('es', 'nuevo'),
      entryTag('en', 'new'),
      entryTag('es', 'viejo'),
      entryTag('en', 'old'),
    ])
      expect(tags).toContain(tag);
  });

  it('reads an untranslated entry at its Spanish slug in English', () => {
    const tags = entryChangeTags({ kind: 'publication', slugs: { es: 'solo', en: null } });
    expect(tags).toContain(entryTag('en', 'solo'));
  });
});
