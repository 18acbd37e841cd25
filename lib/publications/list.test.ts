import { listCategories, listLatestEntries, searchEntries } from '@/lib/backend';
import { getPublicationsList } from './list';
import type { EntryCard, SearchInput, SearchResult } from './types';

jest.mock('@/lib/backend', () => ({
  listCategories: jest.fn(),
  listLatestEntries: jest.fn(),
  searchEntries: jest.fn(),
}));

const card = (id: string): EntryCard => ({
  id,
  kind: 'publication',
  categoryId: 'tax',
  slug: id,
  title: id,
  summary: '',
  translated: true,
  authorId: null,
  issueMonth: null,
  publishedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

/** A store of `total` entries, ten to a page: a page past the end comes back empty. */
const storeOf = (total: number) => (input: SearchInput) => {
  const from = (input.page - 1) * input.pageSize;
  const count = Math.max(0, Math.min(input.pageSize, total - from));
  const items = Array.from({ length: count }, (_, i) => card(`e${from + i}`));
  return Promise.resolve<SearchResult>({ total, byCategory: {}, byKind: {}, items });
};

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(listCategories)
    .mockResolvedValue([{ id: 'tax', label: { es: 'Tributario', en: 'Tax' } }]);
  jest.mocked(listLatestEntries).mockResolvedValue([card('bulletin')]);
  jest.mocked(searchEntries).mockReset().mockImplementation(storeOf(25));
});

describe('getPublicationsList', () => {
  it('without a search: the latest bulletins and the first page of everything', async () => {
    const list = await getPublicationsList('es', {});
    expect(list.filtered).toBe(false);
    expect(list.bulletins.map((b) => b.id)).toEqual(['bulletin']);
    expect(listLatestEntries).toHaveBeenCalledWith('es', ['bulletin'], 6);
    expect(list.pages).toBe(3);
    expect(list.result.items).toHaveLength(10);
  });

  it('during a search: no bulletins, and only known categories are searched', async () => {
    const list = await getPublicationsList('en', { q: 'iva', category: ['tax', 'nope'] });
    expect(list.filtered).toBe(true);
    expect(list.bulletins).toEqual([]);
    expect(listLatestEntries).not.toHaveBeenCalled();
    expect(searchEntries).toHaveBeenCalledWith(
      expect.objectContaining({ locale: 'en', query: 'iva', categories: ['tax'], page: 1 }),
    );
  });

  it('a page past the end shows the last page and remembers the page asked for', async () => {
    const list = await getPublicationsList('es', { page: '9' });
    expect(list.askedPage).toBe(9);
    expect(list.query.page).toBe(3);
    expect(list.result.items.map((i) => i.id)).toEqual(['e20', 'e21', 'e22', 'e23', 'e24']);
    expect(jest.mocked(searchEntries).mock.calls.map(([input]) => input.page)).toEqual([9, 3]);
  });
});
