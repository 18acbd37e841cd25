import { notFound } from 'next/navigation';
import { requirePage } from '@/lib/auth/guard';
import { editorCategories } from '@/lib/admin/categories/loaders';
import { adminContent } from '../content';
import { adminLocale } from '../locale';
import { getEntryEditor, getEntryList } from './loaders';

jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));
jest.mock('@/lib/auth/guard', () => ({ requirePage: jest.fn() }));
jest.mock('@/lib/admin/categories/loaders', () => ({ editorCategories: jest.fn() }));
jest.mock('../content', () => ({ adminContent: jest.fn() }));
jest.mock('../locale', () => ({ adminLocale: jest.fn() }));

const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const category = { id: 'tax', label: { es: 'Tributario', en: 'Tax' } };
const getEntry = jest.fn();
const listRevisions = jest.fn();
const listEntries = jest.fn();
const entryReview = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requirePage).mockResolvedValue({ claims: {}, role: 'author' } as never);
  jest.mocked(adminLocale).mockResolvedValue('en');
  jest.mocked(editorCategories).mockResolvedValue([category]);
  jest
    .mocked(adminContent)
    .mockResolvedValue({ getEntry, listRevisions, listEntries, entryReview } as never);
  listRevisions.mockResolvedValue([]);
  entryReview.mockResolvedValue(null);
  listEntries.mockResolvedValue([]);
});

describe('getEntryEditor', () => {
  it('asks the guard for entries.draft, and a new entry reads nothing but the categories', async () => {
    expect(await getEntryEditor('blog')).toEqual({
      locale: 'en',
      may: { publish: false, delete: false, readHistory: false, review: false },
      saved: null,
      categories: [category],
    });
    expect(requirePage).toHaveBeenCalledWith('entries.draft');
    expect(adminContent).not.toHaveBeenCalled();
  });

  it('offers publishing and deleting to an editor, not to an author', async () => {
    jest.mocked(requirePage).mockResolvedValue({ claims: {}, role: 'editor' } as never);
    expect((await getEntryEditor('blog')).may).toEqual({
      publish: true,
      delete: true,
      readHistory: false,
      review: true,
    });
  });

  it('links to the entry’s history only for a role that may read the audit trail', async () => {
    jest.mocked(requirePage).mockResolvedValue({ claims: {}, role: 'admin' } as never);
    expect((await getEntryEditor('blog')).may.readHistory).toBe(true);
  });

  it('opens a saved entry of its kind with its revisions', async () => {
    getEntry.mockResolvedValue({ id, kind: 'publication' });
    const editor = await getEntryEditor('publication', id);
    expect(editor.saved).toEqual({
      entry: { id, kind: 'publication' },
      revisions: [],
      review: null,
    });
    expect(getEntry).toHaveBeenCalledWith(id);
  });

  it('shows a draft’s review, and none left over on a published entry', async () => {
    const review = { id, version: 2, state: 'returned', note: 'Revisar.' };
    entryReview.mockResolvedValue(review);
    getEntry.mockResolvedValue({ id, kind: 'publication', status: 'draft' });
    expect((await getEntryEditor('publication', id)).saved?.review).toEqual(review);
    getEntry.mockResolvedValue({ id, kind: 'publication', status: 'published' });
    expect((await getEntryEditor('publication', id)).saved?.review).toBeNull();
  });

  it.each([
    ['a malformed id', 'not-an-id', null],
    ['an unknown id', id, null],
    ['an entry of another kind', id, { id, kind: 'blog' }],
  ])('answers 404 for %s', async (_, asked, stored) => {
    getEntry.mockResolvedValue(stored);
    await expect(getEntryEditor('publication', asked)).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalled();
  });
});

describe('getEntryList', () => {
  it('asks the guard for bulletins.edit for the bulletins’ list', async () => {
    await getEntryList('bulletin', {});
    expect(requirePage).toHaveBeenCalledWith('bulletins.edit');
  });

  it('asks the guard for entries.draft and runs the trimmed title search', async () => {
    const list = await getEntryList('blog', { q: ['  iva ', 'ignored'] });
    expect(requirePage).toHaveBeenCalledWith('entries.draft');
    expect(listEntries).toHaveBeenCalledWith(
      'blog',
      'iva',
      expect.objectContaining({ untranslated: false }),
    );
    expect(list).toMatchObject({ locale: 'en', query: 'iva', search: { status: 'ok' } });
  });

  it('does not run an invalid search: the list shows everything and the field says why', async () => {
    const list = await getEntryList('bulletin', { q: 'x'.repeat(201) });
    expect(listEntries).toHaveBeenCalledWith('bulletin', '', expect.any(Object));
    expect(list.query).toBe('');
    expect(list.search).toMatchObject({ status: 'invalid', error: 'queryTooLong' });
  });
});
