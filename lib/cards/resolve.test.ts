import { getEntry, listCategories } from '@/lib/backend';
import { resolveCard } from './resolve';

jest.mock('@/lib/backend', () => ({
  getEntry: jest.fn(),
  listCategories: jest.fn(async () => []),
}));

const mockedGetEntry = jest.mocked(getEntry);

describe('a card address', () => {
  it('names the card of an existing page, practice area or lawyer', async () => {
    expect((await resolveCard({ locale: 'es', kind: 'page', key: 'about' }))?.card.title).toBe(
      'Nosotros',
    );
    expect((await resolveCard({ locale: 'en', kind: 'service', key: 'labor' }))?.route).toEqual({
      screen: 'service',
      service: 'labor',
    });
    expect(
      (await resolveCard({ locale: 'es', kind: 'lawyer', key: 'valentina-ruiz-moreno' }))?.card
        .title,
    ).toBe('Valentina Ruiz Moreno');
  });

  it('names nothing for an unknown language, kind, page, area, lawyer or entry', async () => {
    mockedGetEntry.mockResolvedValue(null);
    for (const params of [
      { locale: 'fr', kind: 'page', key: 'about' },
      { locale: 'es', kind: 'nope', key: 'about' },
      { locale: 'es', kind: 'page', key: 'toString' },
      { locale: 'es', kind: 'page', key: 'lawyer' },
      { locale: 'es', kind: 'service', key: 'tax-law' },
      { locale: 'es', kind: 'lawyer', key: 'nadie' },
      { locale: 'es', kind: 'entry', key: 'no-existe' },
      { locale: 'es', kind: 'entry', key: '../../etc/passwd' },
      { locale: 'es', kind: 'entry', key: 'x'.repeat(121) },
      { locale: 'es', kind: 'page' },
      null,
    ]) {
      expect(await resolveCard(params)).toBeNull();
    }
    // Malformed slugs never reach the database.
    expect(mockedGetEntry.mock.calls.map(([, slug]) => slug)).toEqual(['no-existe']);
  });

  it("reads a published entry by its slug in the card's language", async () => {
    mockedGetEntry.mockResolvedValue({
      kind: 'publication',
      categoryId: null,
      title: 'UVT 2027',
      authorId: null,
      issueMonth: null,
      publishedAt: '2026-10-14T14:00:00.000Z',
      slugs: { es: 'uvt-2027', en: 'uvt-2027-en' },
      coverImagePath: null,
    } as never);
    const resolved = await resolveCard({ locale: 'en', kind: 'entry', key: 'uvt-2027-en' });
    expect(mockedGetEntry).toHaveBeenLastCalledWith('en', 'uvt-2027-en');
    expect(listCategories).toHaveBeenCalled();
    expect(resolved?.route).toEqual({
      screen: 'entry',
      slugs: { es: 'uvt-2027', en: 'uvt-2027-en' },
    });
    expect(resolved?.card).toMatchObject({ title: 'UVT 2027', eyebrow: 'Legal update' });
  });
});
