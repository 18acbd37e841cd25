import { updateTag } from 'next/cache';
import {
  categoriesTag,
  entryChangeTags,
  entryTag,
  feedTag,
  invalidateCategories,
  invalidateEntry,
  listsTag,
  sitemapTag,
} from './tags';

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

describe('the expiry', () => {
  beforeEach(() => jest.mocked(updateTag).mockClear());

  it('expires every tag of an entry’s change, each once', () => {
    const changed = { kind: 'blog' as const, slugs: { es: 'nuevo', en: null } };
    invalidateEntry(changed);
    expect(jest.mocked(updateTag).mock.calls.map(([tag]) => tag)).toEqual(entryChangeTags(changed));
  });

  it('expires the categories and every list for a category’s change', () => {
    invalidateCategories();
    expect(jest.mocked(updateTag).mock.calls.map(([tag]) => tag)).toEqual([
      categoriesTag,
      listsTag,
    ]);
  });
});
