import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { openTestStore } from '@/lib/backend/testing/fixtures';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { embeddedAuthAdmin } from './admin';
import { embeddedAuth } from './service';
import { makeUser, randomEmail, randomPassword, testAuth, testSecret } from './testing';
import {
  absoluteSeconds,
  accessTokenSeconds,
  embeddedIssuer,
  idleSeconds,
  sha256,
  signAccessToken,
} from './tokens';

const hour = 60 * 60;

describe('embedded auth shim', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  const sessionCount = async (userId: string) =>
    (
      await store.db.query<{ n: number }>(
        'select count(*)::int as n from auth.sessions where user_id = $1',
        [userId],
      )
    ).rows[0]!.n;

  describe('passwords', () => {
    it('stores a bcrypt hash (cost 10), never the password', async () => {
      const user = await makeUser(store);
      const { rows } = await store.db.query<{ encrypted_password: string }>(
        'select encrypted_password from auth.users where id = $1',
        [user.id],
      );
      expect(rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/);
      expect(rows[0]!.encrypted_password).not.toContain(user.password);
    });

    it('runs exactly one hash comparison for a right password, a wrong one, an unknown e-mail and a banned user', async () => {
      const { auth, compare } = testAuth(store);
      const user = await makeUser(store);
      const banned = await makeUser(store);
      await store.db.query(`update auth.users set banned_until = 'infinity' where id = $1`, [
        banned.id,
      ]);
      const attempts: [string, string, boolean][] = [
        [user.email, user.password, true],
        [user.email, randomPassword(), false],
        [randomEmail('nobody'), randomPassword(), false],
        [banned.email, banned.password, false],
      ];
      for (const [email, password, succeeds] of attempts) {
        compare.calls = 0;
        const session = await auth.signIn(email, password);
        expect(session !== null).toBe(succeeds);
        expect(compare.calls).toBe(1);
      }
    });

    it('accepts the e-mail in any case and with spaces around it', async () => {
      const { auth } = testAuth(store);
      const user = await makeUser(store);
      expect(await auth.signIn(`  ${user.email.toUpperCase()} `, user.password)).not.toBeNull();
    });
  });

  describe('access tokens', () => {
    it("carries Supabase's claims, signed HS256, for one hour", async () => {
      const { auth, clock } = testAuth(store);
      const user = await makeUser(store);
      const session = (await auth.signIn(user.email, user.password))!;
      expect(decodeProtectedHeader(session.accessToken).alg).toBe('HS256');
      const claims = decodeJwt(session.accessToken);
      const iat = Math.floor(clock.now().getTime() / 1000);
      expect(claims).toEqual({
        sub: user.id,
        email: user.email,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: iat }],
        session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        iat,
        exp: iat + accessTokenSeconds,
        iss: embeddedIssuer,
        aud: 'authenticated',
      });
      const { rows } = await store.db.query<{ user_id: string }>(
        'select user_id from auth.sessions where id = $1',
        [claims.session_id],
      );
      expect(rows[0]?.user_id).toBe(user.id);
      expect(await auth.verify(session.accessToken)).toEqual(claims);
    });

    it('refuses an expired, tampered, unsigned (alg none) or foreign-secret token', async () => {
      const { auth, clock, secret } = testAuth(store);
      const user = await makeUser(store);
      const session = (await auth.signIn(user.email, user.password))!;
      const [header, payload, signature] = session.accessToken.split('.');
      const claims = decodeJwt(session.accessToken);
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const other = await makeUser(store);

      const tampered = `${header}.${b64({ ...claims, sub: other.id })}.${signature}`;
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      const foreign = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(testSecret()));
      const otherAlg = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(secret));
      for (const token of [tampered, unsigned, foreign, otherAlg, 'not-a-jwt', ''])
        expect(await auth.verify(token)).toBeNull();

      // The same token is fine until its hour is over.
      clock.advance(accessTokenSeconds - 1);
      expect(await auth.verify(session.accessToken)).not.toBeNull();
      clock.advance(1);
      expect(await auth.verify(session.accessToken)).toBeNull();
    });

    it('refuses a well-signed token whose session ended or whose user is banned', async () => {
      const { auth, secret, clock } = testAuth(store);
      const user = await makeUser(store);
      const session = (await auth.signIn(user.email, user.password))!;
      expect(await auth.verify(session.accessToken)).not.toBeNull();

      // A token naming a session that never existed, signed with the right secret.
      const { token: invented } = await signAccessToken(
        secret,
        {
          sub: user.id,
          email: user.email,
          session_id: crypto.randomUUID(),
          aal: 'aal1',
          amr: [],
        },
        clock.now(),
      );
      expect(await auth.verify(invented)).toBeNull();

      await store.db.query(`update auth.users set banned_until = 'infinity' where id = $1`, [
        user.id,
      ]);
      expect(await auth.verify(session.accessToken)).toBeNull();
      await store.db.query('update auth.users set banned_until = null where id = $1', [user.id]);
      expect(await auth.verify(session.accessToken)).not.toBeNull();
      await store.db.query('delete from auth.sessions where id = $1', [session.claims.session_id]);
      expect(await auth.verify(session.accessToken)).toBeNull();
    });
  });

  describe('refresh tokens', () => {
    it('keeps only the hash, rotates on every use, and ends the session when a used one comes back', async () => {
      const { auth } = testAuth(store);
      const user = await makeUser(store);
      const first = (await auth.signIn(user.email, user.password))!;
      expect(first.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await store.db.query<{ token_hash: string }>(
        'select token_hash from auth.refresh_tokens where session_id = $1',
        [first.claims.session_id],
      );
      expect(stored.rows).toEqual([{ token_hash: sha256(first.refreshToken) }]);

      const second = (await auth.refresh(first.refreshToken))!;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.claims.session_id).toBe(first.claims.session_id);
      const third = (await auth.refresh(second.refreshToken))!;
      expect(await auth.verify(third.accessToken)).not.toBeNull();

      // The first token again: a stolen copy. The whole session ends, newest tokens included.
      expect(await auth.refresh(first.refreshToken)).toBeNull();
      expect(await sessionCount(user.id)).toBe(0);
      expect(await auth.verify(third.accessToken)).toBeNull();
      expect(await auth.refresh(third.refreshToken)).toBeNull();
      expect(await auth.refresh('unknown-token')).toBeNull();
    });
  });

  describe('session limits', () => {
    it('ends a session left idle for 8 hours', async () => {
      const { auth, clock } = testAuth(store);
      const user = await makeUser(store);
      const session = (await auth.signIn(user.email, user.password))!;
      expect(session.refreshMaxAge).toBe(idleSeconds);
      clock.advance(idleSeconds - 60);
      const refreshed = (await auth.refresh(session.refreshToken))!;
      expect(refreshed).not.toBeNull();
      // The idle limit counts from the last refresh.
      clock.advance(idleSeconds);
      expect(await auth.refresh(refreshed.refreshToken)).toBeNull();
      expect(await sessionCount(user.id)).toBe(0);
    });

    it('ends any session after 7 days, however active', async () => {
      const { auth, clock } = testAuth(store);
      const user = await makeUser(store);
      let session = (await auth.signIn(user.email, user.password))!;
      let elapsed = 0;
      while (elapsed + 7 * hour < absoluteSeconds) {
        clock.advance(7 * hour);
        elapsed += 7 * hour;
        session = (await auth.refresh(session.refreshToken))!;
        expect(session).not.toBeNull();
        // The refresh cookie never outlives the session.
        expect(session.refreshMaxAge).toBe(Math.min(idleSeconds, absoluteSeconds - elapsed));
      }
      clock.advance(absoluteSeconds - elapsed);
      expect(await auth.verify(session.accessToken)).toBeNull();
      expect(await auth.refresh(session.refreshToken)).toBeNull();
    });
  });

  describe('sign-out', () => {
    it('ends this session, the others, or all of them', async () => {
      const { auth } = testAuth(store);
      const user = await makeUser(store);
      const signIn = async () => (await auth.signIn(user.email, user.password))!;
      const [a, b, c] = [await signIn(), await signIn(), await signIn()];
      const live = async (...sessions: (typeof a)[]) =>
        Promise.all(sessions.map(async (s) => (await auth.verify(s.accessToken)) !== null));
      const ref = (s: typeof a) => ({ sessionId: s.claims.session_id, userId: user.id });

      await auth.signOut(ref(a), 'local');
      expect(await live(a, b, c)).toEqual([false, true, true]);
      const d = await signIn();
      await auth.signOut(ref(b), 'others');
      expect(await live(b, c, d)).toEqual([true, false, false]);
      const e = await signIn();
      await auth.signOut(ref(e), 'global');
      expect(await live(b, e)).toEqual([false, false]);
      expect(await sessionCount(user.id)).toBe(0);
    });

    it("does not touch another user's sessions", async () => {
      const { auth } = testAuth(store);
      const [one, two] = [await makeUser(store), await makeUser(store)];
      const s1 = (await auth.signIn(one.email, one.password))!;
      const s2 = (await auth.signIn(two.email, two.password))!;
      await auth.signOut({ sessionId: s1.claims.session_id, userId: one.id }, 'global');
      expect(await auth.verify(s2.accessToken)).not.toBeNull();
    });
  });

  describe('password recovery', () => {
    it('turns a link token into a session once, within an hour, storing only its hash', async () => {
      const { auth, clock } = testAuth(store);
      const admin = embeddedAuthAdmin(store, { now: clock.now });
      const user = await makeUser(store);
      const link = (await admin.recoveryToken(user.email.toUpperCase()))!;
      const { rows } = await store.db.query<{ recovery_token: string }>(
        'select recovery_token from auth.users where id = $1',
        [user.id],
      );
      expect(rows[0]!.recovery_token).toBe(sha256(link.tokenHash));
      const session = (await auth.verifyRecovery(link.tokenHash))!;
      expect(session.claims.sub).toBe(user.id);
      expect(await auth.verifyRecovery(link.tokenHash)).toBeNull();

      const late = (await admin.recoveryToken(user.email))!;
      clock.advance(hour);
      expect(await auth.verifyRecovery(late.tokenHash)).toBeNull();
      expect(await admin.recoveryToken(randomEmail('nobody'))).toBeNull();
    });

    it('gives no link to a disabled user', async () => {
      const admin = embeddedAuthAdmin(store);
      const user = await makeUser(store);
      await admin.disableUser(user.id);
      expect(await admin.recoveryToken(user.email)).toBeNull();
    });

    it('sets a new password only when the rules accept it, and ends the other sessions', async () => {
      const { auth } = testAuth(store);
      const user = await makeUser(store);
      const mine = (await auth.signIn(user.email, user.password))!;
      const elsewhere = (await auth.signIn(user.email, user.password))!;
      const localPart = user.email.split('@')[0]!;
      expect(await auth.updatePassword(mine.claims, 'short')).toEqual({
        ok: false,
        reason: 'weakPassword',
        reasons: expect.arrayContaining(['length', 'characters']),
      });
      expect(await auth.updatePassword(mine.claims, `${localPart}-X9`)).toMatchObject({
        reasons: ['email'],
      });
      const next = randomPassword();
      expect(await auth.updatePassword(mine.claims, next)).toEqual({ ok: true });
      expect(await auth.verify(mine.accessToken)).not.toBeNull();
      expect(await auth.verify(elsewhere.accessToken)).toBeNull();
      expect(await auth.signIn(user.email, user.password)).toBeNull();
      expect(await auth.signIn(user.email, next)).not.toBeNull();
    });

    it('refuses to set a password for an ended session', async () => {
      const { auth } = testAuth(store);
      const user = await makeUser(store);
      const session = (await auth.signIn(user.email, user.password))!;
      await auth.signOut({ sessionId: session.claims.session_id, userId: user.id }, 'local');
      expect(await auth.updatePassword(session.claims, randomPassword())).toEqual({
        ok: false,
        reason: 'sessionMissing',
      });
      expect(await auth.signIn(user.email, user.password)).not.toBeNull();
    });
  });

  it('needs the secret it signed with: another secret refuses every token', async () => {
    const { auth } = testAuth(store);
    const user = await makeUser(store);
    const session = (await auth.signIn(user.email, user.password))!;
    const other = embeddedAuth({ store, secret: testSecret() });
    expect(await other.verify(session.accessToken)).toBeNull();
  });
});
