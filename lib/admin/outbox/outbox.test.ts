import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import { idle } from '@/lib/forms/state';
import { enrolledMfa, formOf, staffClaims } from '@/lib/admin/testing/action-doubles';
import { retryOutboxAction } from './actions';
import { mailNeedsSetUp } from './mail-setup';
import { outboxQueryString, parseOutboxQuery } from './query';
import { shownMessage, shownRow } from './shown';
import type { OutboxRow } from './types';

// The outbox viewer's application side: the retry as an admin's browser posts it (the seam
// doubled), what the pages get of a stored e-mail, the query string, and when the dashboard
// says e-mail is not set up.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), refresh: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

const id = '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50';
const retry = jest.fn<Promise<boolean>, [string, string | null]>();

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(headers)
    .mockResolvedValue(
      new Headers({ host: 'abogados.example', origin: 'https://abogados.example' }) as never,
    );
  jest
    .mocked(requestAuth)
    .mockResolvedValue({ mfa: enrolledMfa, claims: async () => staffClaims } as never);
  jest.mocked(getBackend).mockResolvedValue({
    staffRole: async () => 'admin',
    forms: {},
    outbox: () => ({ retry }),
  } as never);
});

describe('retryOutboxAction', () => {
  it('puts a failed e-mail back in the queue, refreshes the list and opens it with a notice', async () => {
    retry.mockResolvedValue(true);
    await expect(retryOutboxAction(idle, formOf({ id }))).rejects.toMatchObject({
      digest: expect.stringContaining('/admin/outbox?retried=1'),
    });
    expect(retry.mock.calls.map(([called]) => called)).toEqual([id]);
    expect(revalidatePath).toHaveBeenCalledWith('/admin/outbox', 'layout');
  });

  it('answers that an e-mail that is not failing was left as it was', async () => {
    retry.mockResolvedValue(false);
    expect(await retryOutboxAction(idle, formOf({ id }))).toMatchObject({
      status: 'error',
      formError: 'outboxNotFailing',
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('refuses what is not an e-mail’s id before the seam', async () => {
    expect(await retryOutboxAction(idle, formOf({ id: 'x' }))).toMatchObject({ status: 'error' });
    expect(retry).not.toHaveBeenCalled();
  });
});

const row: OutboxRow = {
  id,
  kind: 'newsletter.confirm',
  to: 'ana.maria@gmail.com',
  state: 'failed',
  attempts: 2,
  lastError: null,
  providerId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
};

describe('what the outbox’s pages get', () => {
  it('masks a subscriber’s address, and only a subscriber’s', () => {
    expect(shownRow(row).to).toBe('a•••@gmail.com');
    expect(shownRow({ ...row, kind: 'auth.reset' }).to).toBe('ana.maria@gmail.com');
  });

  it('masks the tokens of the text and the subject', () => {
    const shown = shownMessage({
      ...row,
      subject: 'Asunto',
      text: 'Abra https://firma.example/boletin/confirmar?token=abc123def456ghi789 ya.',
    });
    expect(shown.text).toBe('Abra https://firma.example/boletin/confirmar?token=••• ya.');
  });

  it('reads the filters from the query string, ignoring what does not parse', () => {
    expect(parseOutboxQuery({ state: 'failed', kind: 'auth.reset', page: '2' }).filters).toEqual({
      state: 'failed',
      kind: 'auth.reset',
      page: 2,
    });
    expect(parseOutboxQuery({ state: 'lost', kind: "x'; drop", page: '-1' }).filters).toEqual({
      state: null,
      kind: null,
      page: 1,
    });
    expect(parseOutboxQuery({ retried: '1' }).params.retried).toBe(true);
    expect(outboxQueryString({ state: 'failed', page: 1, retried: true }, { page: 3 })).toBe(
      '?state=failed&page=3',
    );
  });

  it('warns that e-mail is not set up on Supabase without Resend, never on the embedded store', () => {
    expect(mailNeedsSetUp({ kind: 'supabase' }, false)).toBe(true);
    expect(mailNeedsSetUp({ kind: 'supabase' }, true)).toBe(false);
    expect(mailNeedsSetUp({ kind: 'embedded' }, false)).toBe(false);
  });
});
