import { updateTag } from 'next/cache';
import { headers } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import type { RestoreOutcome } from '@/lib/backend/types';
import { idle } from '@/lib/forms/state';
import { entryChangeTags } from '@/lib/publications/tags';
import { enrolledMfa, formOf, staffClaims } from '@/lib/admin/testing/action-doubles';
import { restoreEntryAction } from './actions';

// The trash's restore, posted as an editor's browser posts it, with the seam doubled: what reaches
// the seam, which tags go, where the page goes, and what a refusal answers.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ updateTag: jest.fn(), refresh: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

const id = '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50';
const restoreEntry = jest.fn<Promise<RestoreOutcome>, [string]>();
let role: 'author' | 'editor' | 'admin' = 'editor';

beforeEach(() => {
  jest.clearAllMocks();
  role = 'editor';
  jest
    .mocked(headers)
    .mockResolvedValue(
      new Headers({ host: 'abogados.example', origin: 'https://abogados.example' }) as never,
    );
  jest
    .mocked(requestAuth)
    .mockResolvedValue({ mfa: enrolledMfa, claims: async () => staffClaims } as never);
  jest.mocked(getBackend).mockResolvedValue({
    staffRole: async () => role,
    secondFactorPending: async () => false,
    forms: {},
    adminContent: () => ({ restoreEntry }),
  } as never);
});

describe('restoreEntryAction', () => {
  it('restores, expires the entry’s tags as a save does, and opens its editor with the notice', async () => {
    const slugs = { es: 'reforma', en: 'reform' };
    restoreEntry.mockResolvedValue({ status: 'restored', id, kind: 'blog', slugs });
    await expect(restoreEntryAction(idle, formOf({ id }))).rejects.toMatchObject({
      digest: expect.stringContaining(`/admin/blog/edit/${id}?restored=1`),
    });
    expect(restoreEntry).toHaveBeenCalledWith(id);
    expect(
      jest
        .mocked(updateTag)
        .mock.calls.map(([tag]) => tag)
        .sort(),
    ).toEqual(entryChangeTags({ kind: 'blog', slugs }).sort());
  });

  it.each(['notInTrash', 'monthTaken'] as const)(
    'answers %s in words, expiring nothing',
    async (status) => {
      restoreEntry.mockResolvedValue({ status });
      expect(await restoreEntryAction(idle, formOf({ id }))).toMatchObject({
        status: 'error',
        formError: status,
      });
      expect(updateTag).not.toHaveBeenCalled();
    },
  );

  it('refuses an id that is no uuid, and a caller who may not edit content, before the seam', async () => {
    expect(await restoreEntryAction(idle, formOf({ id: "1' or 1=1" }))).toMatchObject({
      status: 'error',
    });
    role = 'author';
    expect(await restoreEntryAction(idle, formOf({ id }))).toMatchObject({
      formError: 'forbidden',
    });
    expect(restoreEntry).not.toHaveBeenCalled();
  });
});
