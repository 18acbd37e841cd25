import { recordServerAuditEvent } from '@/lib/audit';
import { clientKeyHash, requestAuth, signInThrottled } from '@/lib/auth';
import { idle } from '@/lib/forms/state';
import {
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
} from '@/lib/admin/testing/action-doubles';
import { signInAction, signInAgainAction, signOutAction } from './actions';

// The sign-in and sign-out actions record their audit event once the auth call has answered:
// the account on success and at sign-out, the e-mail's salted hash (never the e-mail) on a
// refusal, and the request's client address.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth', () => ({
  requestAuth: jest.fn(),
  authAdmin: jest.fn(),
  signInThrottled: jest.fn(),
  rememberDevice: jest.fn(),
  clientKeyHash: jest.fn(),
}));
jest.mock('@/lib/audit', () => ({ recordServerAuditEvent: jest.fn() }));
jest.mock('@/lib/backend', () => ({
  getBackend: jest.fn(async () => ({ forms: {}, secondFactorPending: async () => false })),
}));
jest.mock('@/lib/forms/server', () => ({
  clientIp: jest.fn(async () => '203.0.113.7'),
  withinRateLimit: jest.fn(async () => true),
  scheduleDelivery: jest.fn(),
}));

const typed = ['correct', 'horse', 'battery', 'staple'].join('-');
const accountHash = 'e'.repeat(64);

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
  jest.mocked(clientKeyHash).mockResolvedValue(accountHash);
});

describe('the account actions’ audit events', () => {
  it('records a sign-in with the account and the address', async () => {
    jest.mocked(signInThrottled).mockResolvedValue({ ok: true, claims });
    await expect(
      signInAction(idle, form({ email: 'ana@firma.co', password: typed, next: '' })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
    expect(recordServerAuditEvent).toHaveBeenCalledWith({
      action: 'auth.sign_in',
      actorId: claims.sub,
      ip: '203.0.113.7',
    });
  });

  it.each([
    [{ ok: false, reason: 'invalidCredentials' } as const, 'auth.sign_in_failed'],
    [{ ok: false, reason: 'throttled', retryAfterMinutes: 3 } as const, 'auth.throttled'],
  ])('records a refusal (%o) by the e-mail’s salted hash only', async (result, action) => {
    jest.mocked(signInThrottled).mockResolvedValue(result);
    await signInAgainAction(idle, form({ email: 'ana@firma.co', password: typed }));
    expect(clientKeyHash).toHaveBeenCalledWith('account', 'ana@firma.co');
    expect(recordServerAuditEvent).toHaveBeenCalledWith({
      action,
      target: { kind: 'account', id: accountHash },
      ip: '203.0.113.7',
    });
    expect(JSON.stringify(jest.mocked(recordServerAuditEvent).mock.calls)).not.toMatch(
      /ana@firma|horse/,
    );
  });

  it('records a sign-out after the session ended, naming the account', async () => {
    const order: string[] = [];
    jest.mocked(requestAuth).mockResolvedValue({
      claims: async () => claims,
      signOut: async () => void order.push('signOut'),
    } as never);
    jest.mocked(recordServerAuditEvent).mockImplementation(async () => void order.push('record'));
    const data = form({ scope: 'global' });
    await expect(signOutAction(data)).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_REDIRECT'),
    });
    expect(order).toEqual(['signOut', 'record']);
    expect(recordServerAuditEvent).toHaveBeenCalledWith({
      action: 'auth.sign_out',
      actorId: claims.sub,
      fields: ['all_sessions'],
    });
  });
});
