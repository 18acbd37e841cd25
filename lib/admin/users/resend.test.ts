import { authAdmin, requestAuth } from '@/lib/auth';
import type { AdminUser } from '@/lib/auth/types';
import { recordAuditEvent } from '@/lib/audit';
import { getBackend } from '@/lib/backend';
import { emailCanBeSent } from '@/lib/email/delivery';
import { idle, type FormState } from '@/lib/forms/state';
import { scheduleDelivery } from '@/lib/forms/server';
import {
  enrolledMfa,
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
  wordsOf,
} from '@/lib/admin/testing/action-doubles';
import { resendInvitationAction } from './resend-action';

// "Reenviar invitación": only for an account that is invited and waiting (never signed in, not
// disabled); a fresh token, the same invitation e-mail queued through the outbox, an audit event;
// at most one per account per minute (the database's rate-limit window, doubled here).

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn(), authAdmin: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/backend/secrets', () => ({
  saltedHash: jest.fn(async (key: string) => `salted:${key}`),
}));
jest.mock('@/lib/audit', () => ({ recordAuditEvent: jest.fn() }));
jest.mock('@/lib/email/delivery', () => ({ emailCanBeSent: jest.fn() }));
jest.mock('@/lib/forms/server', () => ({
  ...jest.requireActual('@/lib/forms/server'),
  scheduleDelivery: jest.fn(),
}));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn().mockResolvedValue('es') }));

const userId = '1a2b3c4d-1111-4222-8333-444455556666';
const tokenHash = 'fresh-invitation-token-hash-for-this-test';
const invited: AdminUser = {
  id: userId,
  email: 'ana.perez@firma.example',
  name: 'Ana Pérez',
  role: 'author',
  teamMemberId: null,
  isAdmin: false,
  disabled: false,
  lastSignInAt: null,
  createdAt: '2026-11-20T10:00:00Z',
};
const store = { listUsers: jest.fn(), recoveryToken: jest.fn() };
const forms = { enqueueEmails: jest.fn(), hitRateLimit: jest.fn() };

function callAs(role: 'author' | 'editor' | 'admin' | null) {
  jest.mocked(requestAuth).mockResolvedValue({
    mfa: enrolledMfa,
    claims: async () => claims,
    canRefresh: () => false,
  } as never);
  jest.mocked(getBackend).mockResolvedValue({
    forms,
    staffRole: async () => role,
    secondFactorPending: async () => false,
  } as never);
}

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
  callAs('admin');
  jest.mocked(emailCanBeSent).mockReturnValue(true);
  store.listUsers.mockResolvedValue([invited]);
  store.recoveryToken.mockResolvedValue({ tokenHash });
  forms.enqueueEmails.mockResolvedValue(['outbox-1']);
  forms.hitRateLimit.mockResolvedValue(true);
  jest.mocked(authAdmin).mockResolvedValue(store as never);
});

const resend = () => resendInvitationAction(idle, form({ userId }));
const sentNothing = () => {
  expect(store.recoveryToken).not.toHaveBeenCalled();
  expect(forms.enqueueEmails).not.toHaveBeenCalled();
  expect(recordAuditEvent).not.toHaveBeenCalled();
};

it('issues a fresh token, queues the invitation e-mail to the person and records the resend', async () => {
  expect(await resend()).toEqual({ status: 'success', values: { waiting: 'no' } });
  expect(store.recoveryToken).toHaveBeenCalledWith(invited.email);
  const [mails] = forms.enqueueEmails.mock.calls[0] as [
    { to: string; kind: string; text: string }[],
  ];
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: invited.email });
  expect(JSON.stringify(mails[0])).toContain(tokenHash);
  expect(scheduleDelivery).toHaveBeenCalledWith(forms, ['outbox-1']);
  expect(recordAuditEvent).toHaveBeenCalledWith(claims, {
    action: 'user.invite_resend',
    target: { kind: 'user', id: userId },
  });
});

it('hands the admin the link once when this site cannot send e-mail', async () => {
  jest.mocked(emailCanBeSent).mockReturnValue(false);
  expect(await resend()).toMatchObject({
    status: 'success',
    values: { waiting: 'yes', link: expect.stringContaining(tokenHash) },
  });
});

it.each([
  ['has signed in', { lastSignInAt: '2026-11-25T09:00:00Z' }, 'resendSignedIn'],
  ['is disabled', { disabled: true }, 'resendDisabled'],
  [
    'signed in and is disabled',
    { disabled: true, lastSignInAt: '2026-11-25T09:00:00Z' },
    'resendDisabled',
  ],
])(
  'refuses an account that %s, saying why, before any token or count',
  async (_what, changes, why) => {
    store.listUsers.mockResolvedValue([{ ...invited, ...changes }]);
    const state = await resend();
    expect(state).toMatchObject({ status: 'error', formError: why });
    expect(wordsOf(state, 'es')[0]?.message).toMatch(/\S/);
    expect(wordsOf(state, 'es')[0]?.message).not.toBe(wordsOf(state, 'en')[0]?.message);
    expect(forms.hitRateLimit).not.toHaveBeenCalled();
    sentNothing();
  },
);

it('refuses an account that does not exist', async () => {
  store.listUsers.mockResolvedValue([]);
  expect(await resend()).toMatchObject({ formError: 'userInvalid' });
  sentNothing();
});

it('refuses a malformed id before the user store is asked', async () => {
  expect(await resendInvitationAction(idle, form({ userId: 'x' }))).toMatchObject({
    status: 'error',
    fieldErrors: { userId: 'userInvalid' },
  });
  expect(authAdmin).not.toHaveBeenCalled();
});

describe('the limit: one resend per account per minute', () => {
  /** The database's fixed windows (hit_rate_limit), on a clock the test sets. */
  function windowsAt(clock: () => number) {
    const hits = new Map<string, number>();
    forms.hitRateLimit.mockImplementation(
      async (bucket: string, key: string, limit: number, seconds: number) => {
        const slot = `${bucket}|${key}|${Math.floor(clock() / 1000 / seconds)}`;
        hits.set(slot, (hits.get(slot) ?? 0) + 1);
        return hits.get(slot)! <= limit;
      },
    );
  }

  it('asks for one hit per 60 s, keyed by the account (salted), not by the admin', async () => {
    await resend();
    expect(forms.hitRateLimit).toHaveBeenCalledWith(
      'invitationResend:account',
      `salted:${userId}`,
      1,
      60,
    );
  });

  it('refuses a second resend within the minute, and allows one in the next', async () => {
    let now = Date.parse('2026-11-26T17:00:05Z');
    windowsAt(() => now);
    expect(await resend()).toMatchObject({ status: 'success' });
    now += 30_000;
    const second: FormState = await resend();
    expect(second).toMatchObject({ status: 'error', formError: 'resendTooSoon' });
    expect(wordsOf(second, 'es')[0]?.message).toBe(
      'La invitación se reenvió hace menos de un minuto: espere un momento antes de reenviarla otra vez.',
    );
    expect(store.recoveryToken).toHaveBeenCalledTimes(1);
    expect(forms.enqueueEmails).toHaveBeenCalledTimes(1);
    expect(recordAuditEvent).toHaveBeenCalledTimes(1);
    now += 60_000;
    expect(await resend()).toMatchObject({ status: 'success' });
    expect(forms.enqueueEmails).toHaveBeenCalledTimes(2);
  });

  it('counts per account: another invited person is not held up', async () => {
    const other = {
      ...invited,
      id: '9a2b3c4d-1111-4222-8333-444455556666',
      email: 'b@firma.example',
    };
    store.listUsers.mockResolvedValue([invited, other]);
    const now = Date.parse('2026-11-26T17:00:05Z');
    windowsAt(() => now);
    expect(await resend()).toMatchObject({ status: 'success' });
    expect(await resendInvitationAction(idle, form({ userId: other.id }))).toMatchObject({
      status: 'success',
    });
  });
});

it.each(['author', 'editor', null] as const)('never reaches the user store as %s', async (role) => {
  callAs(role);
  expect(await resend()).toMatchObject({ formError: 'forbidden' });
  expect(authAdmin).not.toHaveBeenCalled();
  expect(forms.hitRateLimit).not.toHaveBeenCalled();
});
