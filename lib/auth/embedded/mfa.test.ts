import { Secret, TOTP } from 'otpauth';
import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import { checkSecondFactor } from '../two-factor-check';
import { embeddedMfa } from './mfa';
import { makeUser, testAuth, testSecret } from './testing';

// The embedded second factor with a fixed clock: enrollment, the code's window of one step either
// side, a code accepted once, the lock after five wrong ones, and the aal2 session's claims.

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('the embedded second factor', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
  });
  afterAll(() => store.close());

  /** A signed-in user with an unverified factor, at a fixed time in the middle of a step. */
  async function enrolled() {
    const { auth, clock, secret } = testAuth(store);
    const start = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
    clock.advance((start.getTime() - clock.now().getTime()) / 1000);
    const mfa = embeddedMfa({ store, secret, totpKey: testSecret(), now: clock.now });
    const user = await makeUser(store);
    const session = (await auth.signIn(user.email, user.password))!;
    const enrollment = (await mfa.enroll(session.claims, 'Firma'))!;
    const rpc = (fn: string, args: Record<string, unknown>) =>
      store.rpc({ role: 'service_role' }, fn, args);
    const check = (code: string) =>
      checkSecondFactor(
        rpc,
        { userId: user.id, factorId: enrollment.factorId, code, now: clock.now() },
        async (factorId, given) => (await mfa.verify(session.claims, factorId, given)) !== null,
      );
    return { auth, clock, mfa, user, session, enrollment, check };
  }

  it('keeps the secret encrypted and the factor unverified until a first code', async () => {
    const { mfa, user, enrollment } = await enrolled();
    expect(enrollment.uri).toContain(`secret=${enrollment.secret}`);
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/Firma:/);
    const { rows } = await store.db.query<{ secret: string }>(
      'select secret from auth.mfa_factors where id = $1',
      [enrollment.factorId],
    );
    expect(rows[0]!.secret).toMatch(/^v1\./);
    expect(rows[0]!.secret).not.toContain(enrollment.secret);
    expect(await mfa.listFactors(user.id)).toEqual([
      expect.objectContaining({ id: enrollment.factorId, status: 'unverified' }),
    ]);
  });

  it('accepts the right code: the factor verified, the session aal2 with totp in its amr', async () => {
    const { auth, clock, mfa, user, session, enrollment } = await enrolled();
    expect(session.claims.aal).toBe('aal1');
    expect(session.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    clock.advance(60);
    const raised = await mfa.verify(
      session.claims,
      enrollment.factorId,
      codeAt(enrollment.secret, clock.now()),
    );
    expect(raised!.claims.aal).toBe('aal2');
    expect(raised!.claims.amr?.[0]).toEqual({
      method: 'totp',
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
    expect(await auth.verify(raised!.accessToken)).toMatchObject({ aal: 'aal2' });
    expect(await mfa.listFactors(user.id)).toEqual([
      expect.objectContaining({ status: 'verified' }),
    ]);
    // A refresh keeps what the session reached; the refresh token from before the code is dead.
    expect(await auth.refresh(session.refreshToken)).toBeNull();
    const again = await mfa.verify(raised!.claims, enrollment.factorId, '000000');
    expect(again).toBeNull();
  });

  it('refreshes an aal2 session as aal2', async () => {
    const { auth, clock, mfa, session, enrollment } = await enrolled();
    const raised = (await mfa.verify(
      session.claims,
      enrollment.factorId,
      codeAt(enrollment.secret, clock.now()),
    ))!;
    clock.advance(120);
    expect((await auth.refresh(raised.refreshToken))!.claims).toMatchObject({ aal: 'aal2' });
  });

  it('accepts a code one step early or late, not two', async () => {
    const { clock, session, enrollment, mfa } = await enrolled();
    const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);
    const verify = (code: string) => mfa.verify(session.claims, enrollment.factorId, code);
    expect(await verify(codeAt(enrollment.secret, at(-60)))).toBeNull();
    expect(await verify(codeAt(enrollment.secret, at(60)))).toBeNull();
    expect(await verify(codeAt(enrollment.secret, at(-30)))).not.toBeNull();
    expect(await verify(codeAt(enrollment.secret, at(30)))).not.toBeNull();
  });

  it('refuses a wrong code and a code already accepted', async () => {
    const { clock, enrollment, check } = await enrolled();
    const right = codeAt(enrollment.secret, clock.now());
    const wrong = right === '123456' ? '654321' : '123456';
    expect(await check(wrong)).toEqual({ ok: false, reason: 'wrongCode' });
    expect(await check('12345')).toEqual({ ok: false, reason: 'wrongCode' });
    expect(await check(right)).toEqual({ ok: true });
    expect(await check(right)).toEqual({ ok: false, reason: 'wrongCode' });
    // The next step's code is a new one.
    clock.advance(30);
    expect(await check(codeAt(enrollment.secret, clock.now()))).toEqual({ ok: true });
  });

  it('locks the code step after five wrong codes, the right one included', async () => {
    const { clock, enrollment, check } = await enrolled();
    const right = codeAt(enrollment.secret, clock.now());
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      expect(await check(wrong)).toEqual({ ok: false, reason: 'wrongCode' });
    }
    expect(await check(right)).toEqual({ ok: false, reason: 'locked', retryAfterMinutes: 15 });
  });

  it('removes a verified factor only from an aal2 session', async () => {
    const { clock, mfa, user, session, enrollment } = await enrolled();
    const raised = (await mfa.verify(
      session.claims,
      enrollment.factorId,
      codeAt(enrollment.secret, clock.now()),
    ))!;
    expect(await mfa.unenroll(session.claims, enrollment.factorId)).toBe(false);
    expect(await mfa.unenroll(raised.claims, enrollment.factorId)).toBe(true);
    expect(await mfa.listFactors(user.id)).toEqual([]);
  });

  it('refuses a factor of another account', async () => {
    const first = await enrolled();
    const second = await enrolled();
    const code = codeAt(first.enrollment.secret, second.clock.now());
    expect(
      await second.mfa.verify(second.session.claims, first.enrollment.factorId, code),
    ).toBeNull();
  });
});
