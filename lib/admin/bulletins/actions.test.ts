import { headers } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import { idle } from '@/lib/forms/state';
import { classicPdf, onePage, withCatalog } from '@/lib/testing/pdf-fixtures';
import { adminContent } from '@/lib/admin/content';
import { bulletinMonthItemsAction, saveBulletinAction, searchBulletinItemsAction } from './actions';
import { enrolledMfa, staffClaims } from '@/lib/admin/testing/action-doubles';

// The bulletin editor's save, as an admin posts it, with the seam doubled: a PDF whose first
// bytes say "%PDF-" but which is unsafe is refused before anything is stored. And its item
// search, which asks the guard like every action of the admin area.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/admin/content', () => ({ adminContent: jest.fn() }));
jest.mock('next/cache', () => ({ refresh: jest.fn() }));
jest.mock('@/lib/publications/tags', () => ({ invalidateEntry: jest.fn() }));

jest.setTimeout(60_000);

const claims = staffClaims;

const save = jest.fn(async (_bytes: Uint8Array, language: string) => `/stored/${language}.pdf`);
const saveBulletin = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(headers)
    .mockResolvedValue(
      new Headers({ host: 'abogados.example', origin: 'https://abogados.example' }) as never,
    );
  jest
    .mocked(requestAuth)
    .mockResolvedValue({ mfa: enrolledMfa, claims: async () => claims } as never);
  jest.mocked(getBackend).mockResolvedValue({
    staffRole: async () => 'admin',
    forms: {},
    bulletinFiles: () => ({ save, remove: jest.fn() }),
  } as never);
  jest.mocked(adminContent).mockResolvedValue({ saveBulletin } as never);
});

function bulletinForm(
  pdf: Buffer | null,
  extra: Record<string, string> = {},
  field: 'pdfEs' | 'pdfEn' = 'pdfEs',
) {
  const form = new FormData();
  const fields = {
    id: '',
    version: '',
    issueMonth: '2031-02',
    status: 'draft',
    publishedAt: '',
    titleEs: 'Boletín jurídico — febrero de 2031',
    slugEs: 'boletin-juridico-febrero-2031',
    summaryEs: 'Lo más importante del mes.',
    titleEn: '',
    slugEn: '',
    summaryEn: '',
    items: '',
    pdfPathEs: '',
    pdfPathEn: '',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (pdf)
    form.append(field, new File([new Uint8Array(pdf)], 'boletin.pdf', { type: 'application/pdf' }));
  return form;
}

describe('saveBulletinAction', () => {
  it.each([
    ['a PDF/HTML polyglot', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')],
    [
      'a PDF that runs JavaScript when opened',
      classicPdf(withCatalog('/OpenAction 6 0 R', ['<< /S /JavaScript /JS (x) >>'])),
    ],
  ])('refuses %s as unsafe and stores nothing', async (_case, pdf) => {
    const state = await saveBulletinAction(idle, bulletinForm(pdf));
    expect(state).toMatchObject({ status: 'error', fieldErrors: { pdfEs: 'pdfUnsafe' } });
    expect(save).not.toHaveBeenCalled();
    expect(saveBulletin).not.toHaveBeenCalled();
  });

  it('stores a clean PDF', async () => {
    saveBulletin.mockResolvedValue({ status: 'stale' });
    await saveBulletinAction(idle, bulletinForm(classicPdf(onePage())));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stores each language’s PDF as that language’s, and removes a kept one whose box is ticked', async () => {
    saveBulletin.mockResolvedValue({ status: 'stale' });
    const kept = `/api/files/bulletins/${'ab'.repeat(32)}-2048-es.pdf`;
    const form = bulletinForm(classicPdf(onePage()), { pdfPathEs: kept }, 'pdfEn');
    let state = await saveBulletinAction(idle, form);
    expect(save).toHaveBeenCalledWith(expect.any(Uint8Array), 'en');
    expect(saveBulletin).toHaveBeenLastCalledWith(
      null,
      null,
      expect.objectContaining({ pdfPaths: { es: kept, en: '/stored/en.pdf' } }),
    );
    // The refused save hands the stored file back, so the next try does not send it again.
    expect(state).toMatchObject({ values: { pdfPathEs: kept, pdfPathEn: '/stored/en.pdf' } });

    const removing = bulletinForm(null, { pdfPathEs: kept });
    removing.append('removePdfEs', 'on');
    state = await saveBulletinAction(idle, removing);
    expect(saveBulletin).toHaveBeenLastCalledWith(
      null,
      null,
      expect.objectContaining({ pdfPaths: { es: null, en: null } }),
    );
    expect(state).toMatchObject({ values: { pdfPathEs: '' } });
  });
});

describe('saveBulletinAction, what only the save knows', () => {
  const [a, b, c] = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
    string,
    string,
    string,
  ];

  it.each([
    ['es', 'slugEs'],
    ['en', 'slugEn'],
  ] as const)(
    'a slug taken in %s is said beside that slug, with the one key both editors use',
    async (locale, field) => {
      saveBulletin.mockResolvedValue({ status: 'slugTaken', locale });
      const state = await saveBulletinAction(idle, bulletinForm(null));
      expect(state).toMatchObject({ status: 'error', fieldErrors: { [field]: 'slugTaken' } });
    },
  );

  it('leaves out the entries ticked "remove" (the way without JavaScript), keeping the order', async () => {
    saveBulletin.mockResolvedValue({ status: 'stale' });
    const form = bulletinForm(null, { items: [a, b, c].join(',') });
    form.append('removeItems', b);
    const state = await saveBulletinAction(idle, form);
    expect(saveBulletin).toHaveBeenCalledWith(
      null,
      null,
      expect.objectContaining({ itemIds: [a, c] }),
    );
    expect(state).toMatchObject({
      status: 'error',
      formError: 'stale',
      values: { items: `${a},${c}` },
    });
  });
});

describe('searchBulletinItemsAction', () => {
  const listBulletinItems = jest.fn();
  const row = {
    id: '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50',
    kind: 'publication',
    status: 'published',
    titleEs: 'Reforma',
    titleEn: null,
    publishedAt: '2031-01-01T05:00:00Z',
    scheduled: false,
    updatedAt: '2031-01-02T00:00:00Z',
  };

  function expiredSession({ refreshed }: { refreshed: boolean }) {
    const refresh = jest.fn(async () => (refreshed ? claims : null));
    jest.mocked(requestAuth).mockResolvedValue({
      mfa: enrolledMfa,
      claims: async () => null,
      canRefresh: () => true,
      refresh,
    } as never);
    return refresh;
  }

  beforeEach(() => {
    jest.mocked(adminContent).mockResolvedValue({ listBulletinItems } as never);
    listBulletinItems.mockResolvedValue([row]);
  });

  it('asks for published entries by title, or for a month’s, and refuses a bad month', async () => {
    expect(await searchBulletinItemsAction(' reforma ')).toMatchObject({ status: 'ok' });
    expect(listBulletinItems).toHaveBeenLastCalledWith('reforma', null);
    const answer = await bulletinMonthItemsAction('2031-01');
    expect(listBulletinItems).toHaveBeenLastCalledWith('', '2031-01-01');
    expect(answer).toEqual({
      status: 'ok',
      hits: [
        {
          id: row.id,
          kind: 'publication',
          status: 'published',
          titleEs: 'Reforma',
          titleEn: null,
          publishedAt: row.publishedAt,
          scheduled: false,
        },
      ],
    });
    for (const month of ['2031-13', '2031-1', "2031-01' or 1=1", 202101, '1900-01'])
      expect(await bulletinMonthItemsAction(month)).toEqual({
        status: 'error',
        error: 'invalidRequest',
      });
    expect(listBulletinItems).toHaveBeenCalledTimes(2);
  });

  it('refreshes an expired session first, like every admin action, then searches', async () => {
    const refresh = expiredSession({ refreshed: true });
    const answer = await searchBulletinItemsAction('reforma');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(answer).toEqual({ status: 'ok', hits: [expect.objectContaining({ id: row.id })] });
  });

  it('answers signedOut when the session cannot be renewed', async () => {
    expiredSession({ refreshed: false });
    expect(await searchBulletinItemsAction('reforma')).toEqual({
      status: 'error',
      error: 'signedOut',
    });
  });

  it('answers forbidden to a signed-in caller who may not edit content', async () => {
    jest.mocked(getBackend).mockResolvedValue({
      staffRole: async () => null,
      secondFactorPending: async () => false,
    } as never);
    expect(await searchBulletinItemsAction('reforma')).toEqual({
      status: 'error',
      error: 'forbidden',
    });
  });
});
