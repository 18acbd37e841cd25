import { requirePage } from '@/lib/auth/guard';
import { adminContent } from './content';
import { getEntryList } from './entry-list-read';
import { adminLocale } from './locale';

jest.mock('@/lib/auth/guard', () => ({ requirePage: jest.fn() }));
jest.mock('./content', () => ({ adminContent: jest.fn() }));
jest.mock('./locale', () => ({ adminLocale: jest.fn() }));

const listEntries = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(requirePage).mockResolvedValue({ claims: {} } as never);
  jest.mocked(adminLocale).mockResolvedValue('es');
  jest.mocked(adminContent).mockResolvedValue({ listEntries } as never);
  listEntries.mockResolvedValue([]);
});

describe('getEntryList', () => {
  it('asks the guard for content.edit and runs the trimmed title search', async () => {
    const list = await getEntryList('blog', ['  iva ', 'ignored']);
    expect(requirePage).toHaveBeenCalledWith('content.edit');
    expect(listEntries).toHaveBeenCalledWith('blog', 'iva');
    expect(list).toMatchObject({ locale: 'es', query: 'iva', search: { status: 'ok' } });
  });

  it('does not run an invalid search: the list shows everything and the field says why', async () => {
    const list = await getEntryList('bulletin', 'x'.repeat(201));
    expect(listEntries).toHaveBeenCalledWith('bulletin', '');
    expect(list.query).toBe('');
    expect(list.search).toMatchObject({ status: 'invalid', error: 'queryTooLong' });
  });
});
