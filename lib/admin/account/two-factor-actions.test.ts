import { authAdmin, requestAuth } from '@/lib/auth';
import { recordServerAuditEvent } from '@/lib/audit';
import { checkRecoveryCode } from '@/lib/auth/two-factor';
import { getBackend } from '@/lib/backend';
import { scheduleDelivery } from '@/lib/forms/server';
import { idle } from '@/lib/forms/state';
import {
  formOf as form,
  postFromThisSite,
  staffClaims as claims,
} from '@/lib/admin/testing/action-doubles';
import { recoveryCodeAction } from './two-factor-actions';

// A recovery code at the code step, against doubles of the seam: a right one removes the
// account's factors, is recorded and mailed to the account's own address, and sends the person
// to set up an authenticator again; a wrong one changes nothing.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({
  requestAuth: jest.fn(),
  authAdmin: jest.fn(),
  rememberDevice: jest.fn(async () => undefined),
}));
jest.mock('@/lib/auth/two-factor', () => ({
  checkRecoveryCode: jest.fn(),
  verifiedFactor: jest.fn(async () => ({ id: 'f', status: 'verified' })),
}));
jest.mock('@/lib/audit', () => ({ recordServerAuditEvent: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/admin/locale', () => ({ adminLocale: jest.fn(async () => 'es') }));
jest.mock('@/lib/forms/server', () => ({
  clientIp: jest.fn(async () => '203.0.113.7'),
  scheduleDelivery: jest.fn(),
}));

const enqueueEmails = jest.fn(async (mails: unknown[]) => mails.map(() => 'mail-id'));
const removeFactors = jest.fn(async () => 1);

beforeEach(() => {
  jest.clearAllMocks();
  postFromThisSite();
  // The password alone so far: the recovery code is the second step.
  jest
    .mocked(requestAuth)
    .mockResolvedValue({ claims: async () => ({ ...claims, aal: 'aal1', amr: [] }) } as never);
  jest.mocked(authAdmin).mockResolvedValue({ removeFactors } as never);
  jest.mocked(getBackend).mockResolvedValue({ forms: { enqueueEmails } } as never);
});

const post = () => recoveryCodeAction(idle, form({ code: 'k4m9x-7qp2a', next: '/admin' }));

describe('recoveryCodeAction', () => {
  it('removes the factors, records and mails the use, and sends to enroll again', async () => {
    jest.mocked(checkRecoveryCode).mockResolvedValue({ ok: true });
    await expect(post()).rejects.toMatchObject({
      digest: expect.stringContaining(';/admin/account/security?recovered=1;'),
    });
    expect(removeFactors).toHaveBeenCalledWith(claims.sub);
    // A completed sign-in: this browser is recognised for the account.
    expect(
      jest.requireMock<{ rememberDevice: jest.Mock }>('@/lib/auth').rememberDevice,
    ).toHaveBeenCalledWith(claims.email);
    expect(recordServerAuditEvent).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'auth.recovery_code_used', actorId: claims.sub }),
    );
    expect(enqueueEmails).toHaveBeenCalledWith([
      expect.objectContaining({ to: claims.email, kind: 'auth.recovery' }),
    ]);
    expect(scheduleDelivery).toHaveBeenCalled();
  });

  it('answers a wrong or used code in words, and changes nothing', async () => {
    jest.mocked(checkRecoveryCode).mockResolvedValue({ ok: false, reason: 'wrongCode' });
    expect(await post()).toMatchObject({
      status: 'error',
      fieldErrors: { code: 'recoveryInvalid' },
    });
    expect(removeFactors).not.toHaveBeenCalled();
    expect(enqueueEmails).not.toHaveBeenCalled();
  });
});
