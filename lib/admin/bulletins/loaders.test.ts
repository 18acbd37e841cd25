import { notFound } from 'next/navigation';
import { adminContent } from '@/lib/admin/content';
import { adminLocale } from '@/lib/admin/locale';
import { requirePage } from '@/lib/auth/guard';
import { getBulletinEditor } from './loaders';

jest.mock('next/navigation', () => ({
  notFound: jest.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
}));
jest.mock('@/lib/auth/guard', () => ({ requirePage: jest.fn() }));
jest.mock('@/lib/admin/content', () => ({ adminContent: jest.fn() }));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn() }));

const id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const [a, b, c] = ['a', 'b', 'c'].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
  string,
  string,
  string,
];
const entries: Record<string, unknown> = {
  [a]: { id: a, kind: 'publication', status: 'published', titleEs: 'A', titleEn: '' },
  [b]: { id: b, kind: 'blog', status: 'draft', titleEs: 'B', titleEn: 'B en' },
};
const bulletin = { id, kind: 'bulletin', itemIds: [a] };
const getEntry = jest.fn();
const listRevisions = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requirePage).mockResolvedValue({ claims: {}, role: 'editor' } as never);
  jest.mocked(adminLocale).mockResolvedValue('es');
  jest.mocked(adminContent).mockResolvedValue({ getEntry, listRevisions } as never);
  getEntry.mockImplementation(async (asked: string) => (asked === id ? bulletin : entries[asked]));
  listRevisions.mockResolvedValue([]);
});

describe('getBulletinEditor', () => {
  it('asks the guard for bulletins.edit, and a new bulletin reads nothing', async () => {
    expect(await getBulletinEditor()).toEqual({
      locale: 'es',
      mayReadHistory: false,
      saved: null,
      items: [],
    });
    expect(requirePage).toHaveBeenCalledWith('bulletins.edit');
    expect(adminContent).not.toHaveBeenCalled();
  });

  it('links to the history only for a role that may read the audit trail', async () => {
    jest.mocked(requirePage).mockResolvedValue({ claims: {}, role: 'admin' } as never);
    expect((await getBulletinEditor()).mayReadHistory).toBe(true);
  });

  it('opens a saved bulletin with its revisions, and the titles of every entry they gather', async () => {
    const revisions = [
      { id: 'r2', version: 2, snapshot: { issueMonth: '2031-02-01', itemIds: [a] } },
      { id: 'r1', version: 1, snapshot: { issueMonth: '2031-02-01', itemIds: [b, c] } },
    ];
    listRevisions.mockResolvedValue(revisions);
    const editor = await getBulletinEditor(id);
    expect(editor.saved).toEqual({ entry: bulletin, revisions });
    // c was deleted since: left out.
    expect(editor.items).toEqual([
      { id: a, kind: 'publication', status: 'published', titleEs: 'A', titleEn: null },
      { id: b, kind: 'blog', status: 'draft', titleEs: 'B', titleEn: 'B en' },
    ]);
  });

  it.each([
    ['a malformed id', 'not-an-id'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an entry of another kind', a],
  ])('answers 404 for %s', async (_, asked) => {
    await expect(getBulletinEditor(asked)).rejects.toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalled();
  });
});
