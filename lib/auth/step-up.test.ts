import { requestAuth } from '@/lib/auth';
import { requireRecentFactor } from './step-up';
import { codeIsRecent, lastCodeAt, stepUpSeconds } from './step-up-rule';
import type { SessionClaims, TotpFactor } from './types';

// Step-up with a fixed clock: a code 14 minutes 59 seconds old is recent, one 15 minutes old is
// not; an account without an authenticator is never asked; a stale one leaves for the step-up
// screen with the page to come back to.

jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));

const staffClaims: SessionClaims = {
  sub: '6f1c1e4e-8d2a-4b8e-9c55-1f2a3b4c5d6e',
  email: 'ana@firma.co',
  role: 'authenticated',
  aal: 'aal1',
  session_id: '0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10',
  exp: 2_000_000_000,
  iat: 1_999_996_400,
};
const codeAt = 1_900_000_000;
const claims: SessionClaims = {
  ...staffClaims,
  aal: 'aal2',
  amr: [
    { method: 'totp', timestamp: codeAt },
    { method: 'password', timestamp: codeAt - 60 },
  ],
};
const at = (seconds: number) => new Date((codeAt + seconds) * 1000);
const verified: TotpFactor = {
  id: '3f0c8a52-6d7e-4c1b-9a2f-0b1c2d3e4f50',
  friendlyName: 'Firma',
  status: 'verified',
  createdAt: '2026-11-26T00:00:00.000Z',
};

function withFactors(factors: TotpFactor[]) {
  const listFactors = jest.fn(async () => factors);
  jest.mocked(requestAuth).mockResolvedValue({ mfa: { listFactors } } as never);
  return listFactors;
}

/** The path a redirect() leaves for, or null when the call returned. */
async function leavesFor(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2] ?? '';
  }
}

describe('step-up', () => {
  it('reads the last code’s time from amr', () => {
    expect(lastCodeAt(claims)).toBe(codeAt);
    expect(lastCodeAt({ ...staffClaims, amr: [{ method: 'password', timestamp: 1 }] })).toBeNull();
    expect(lastCodeAt(staffClaims)).toBeNull();
  });

  it('holds a code recent for 15 minutes, not a second more', () => {
    expect(stepUpSeconds).toBe(900);
    expect(codeIsRecent(claims, at(0))).toBe(true);
    expect(codeIsRecent(claims, at(899))).toBe(true);
    expect(codeIsRecent(claims, at(900))).toBe(false);
    expect(codeIsRecent(claims, at(3600))).toBe(false);
  });

  it('lets a recent code through without asking the auth server', async () => {
    const listFactors = withFactors([verified]);
    expect(await leavesFor(() => requireRecentFactor(claims, '/admin/users', at(899)))).toBeNull();
    expect(listFactors).not.toHaveBeenCalled();
  });

  it('sends a stale code to the step-up screen, back to the page after', async () => {
    withFactors([verified]);
    expect(await leavesFor(() => requireRecentFactor(claims, '/admin/users', at(900)))).toBe(
      '/admin/account/step-up?next=%2Fadmin%2Fusers',
    );
  });

  it('never asks an account without an authenticator', async () => {
    withFactors([{ ...verified, status: 'unverified' }]);
    expect(
      await leavesFor(() => requireRecentFactor(staffClaims, '/admin/users', at(900))),
    ).toBeNull();
  });
});
