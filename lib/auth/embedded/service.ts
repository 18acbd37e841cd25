import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { passwordProblems } from '../password';
import type { PasswordResult, SessionClaims, SignOutScope } from '../types';
import {
  bcryptCompare,
  dummyHashFor,
  hashPassword,
  prepareDummyHash,
  type ComparePassword,
} from './password-hash';
import {
  addSeconds,
  isBanned,
  isLive,
  sessionIssuer,
  sessionRow,
  type IssuedSession,
} from './sessions';
import { recoverySeconds, sha256, verifyAccessToken } from './tokens';

// The embedded store's auth server: what GoTrue does for Supabase, in the same database, as its
// owner (the API roles cannot read auth.*). Times come from `now()` so tests can move the clock.
// Password hashing lives in password-hash.ts, session rows and token issuing in sessions.ts.

export { bcryptCompare, hashPassword, type ComparePassword } from './password-hash';
export type { IssuedSession } from './sessions';

export type EmbeddedAuthDeps = {
  store: EmbeddedStore;
  /** The HS256 signing secret. */
  secret: string;
  now?: () => Date;
  comparePassword?: ComparePassword;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type EmbeddedAuth = ReturnType<typeof embeddedAuth>;

export function embeddedAuth({
  store,
  secret,
  now = () => new Date(),
  comparePassword = bcryptCompare,
}: EmbeddedAuthDeps) {
  const db = store.db;
  // Made now, not on the first unknown e-mail, so that attempt costs no more than the others.
  prepareDummyHash(db);
  const { issue, startSession } = sessionIssuer(secret, now);

  return {
    /**
     * Signs in with exactly one bcrypt comparison whatever happens: an unknown e-mail (or a user
     * without a password) is compared against a dummy hash, and a banned user fails like a wrong
     * password, after the comparison.
     */
    async signIn(email: string, password: string): Promise<IssuedSession | null> {
      const { rows } = await db.query<{
        id: string;
        email: string;
        encrypted_password: string | null;
        banned_until: Date | number | string | null;
      }>('select id, email, encrypted_password, banned_until from auth.users where email = $1', [
        normalizeEmail(email),
      ]);
      const user = rows[0];
      const hash = user?.encrypted_password ?? (await dummyHashFor(db));
      const matches = await comparePassword(db, password, hash);
      if (!user || !user.encrypted_password || !matches || isBanned(user.banned_until, now()))
        return null;
      return db.transaction((tx) => startSession(tx, user.id, user.email));
    },

    /** The token's claims when it verifies and its session is live (not ended, idle, expired or banned). */
    async verify(accessToken: string): Promise<SessionClaims | null> {
      const claims = await verifyAccessToken(secret, accessToken, now());
      if (!claims) return null;
      const row = await sessionRow(db, claims.session_id);
      return row && row.user_id === claims.sub && isLive(row, now()) ? claims : null;
    },

    /**
     * Rotates the refresh token: the old one is marked used and a new one issued. A token already
     * used is a stolen copy or a replay: the whole session ends. So does one past the limits.
     */
    async refresh(refreshToken: string): Promise<IssuedSession | null> {
      const hash = sha256(refreshToken);
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ session_id: string; revoked: boolean }>(
          'select session_id, revoked from auth.refresh_tokens where token_hash = $1',
          [hash],
        );
        const token = rows[0];
        if (!token) return null;
        if (token.revoked) {
          await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
          return null;
        }
        const session = await sessionRow(tx, token.session_id);
        const at = now();
        if (!session || !isLive(session, at)) {
          await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
          return null;
        }
        await tx.query('update auth.refresh_tokens set revoked = true where token_hash = $1', [
          hash,
        ]);
        await tx.query(
          'update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1',
          [session.id, at],
        );
        return issue(tx, session, at, hash);
      });
    },

    /** The session a refresh token belongs to (sign-out with an expired access token). */
    async sessionOfRefreshToken(
      refreshToken: string,
    ): Promise<{ sessionId: string; userId: string } | null> {
      const { rows } = await db.query<{ session_id: string; user_id: string }>(
        `select s.id as session_id, s.user_id from auth.refresh_tokens r
           join auth.sessions s on s.id = r.session_id where r.token_hash = $1`,
        [sha256(refreshToken)],
      );
      return rows[0] ? { sessionId: rows[0].session_id, userId: rows[0].user_id } : null;
    },

    /** Ends this session (`local`), all the user's (`global`), or all but this one (`others`). */
    async signOut(session: { sessionId: string; userId: string }, scope: SignOutScope) {
      if (scope === 'local')
        await db.query('delete from auth.sessions where id = $1', [session.sessionId]);
      else if (scope === 'global')
        await db.query('delete from auth.sessions where user_id = $1', [session.userId]);
      else
        await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          session.userId,
          session.sessionId,
        ]);
    },

    /** Turns a recovery link's token into a session; single use, one hour, never for a banned user. */
    async verifyRecovery(token: string): Promise<IssuedSession | null> {
      return db.transaction(async (tx) => {
        const at = now();
        const { rows } = await tx.query<{
          id: string;
          email: string;
          recovery_sent_at: Date | null;
          banned_until: Date | number | string | null;
        }>(
          `update auth.users u set recovery_token = null, recovery_sent_at = null
             from (select id, recovery_sent_at from auth.users where recovery_token = $1) old
            where u.id = old.id
            returning u.id, u.email, old.recovery_sent_at, u.banned_until`,
          [sha256(token)],
        );
        const user = rows[0];
        if (
          !user?.recovery_sent_at ||
          addSeconds(user.recovery_sent_at, recoverySeconds).getTime() <= at.getTime() ||
          isBanned(user.banned_until, at)
        )
          return null;
        // The link reached the address: it is confirmed from now on.
        await tx.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1',
          [user.id, at],
        );
        return startSession(tx, user.id, user.email);
      });
    },

    /**
     * Sets the signed-in user's password when `passwordProblems` accepts it, and ends their other
     * sessions (whoever knew the old password is out).
     */
    async updatePassword(claims: SessionClaims, password: string): Promise<PasswordResult> {
      const reasons = passwordProblems(password, claims.email);
      if (reasons.length) return { ok: false, reason: 'weakPassword', reasons };
      const hash = await hashPassword(db, password);
      const ended = await db.transaction(async (tx) => {
        const session = await sessionRow(tx, claims.session_id);
        if (!session || session.user_id !== claims.sub || !isLive(session, now())) return true;
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [claims.sub, hash],
        );
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          claims.sub,
          claims.session_id,
        ]);
        return false;
      });
      return ended ? { ok: false, reason: 'sessionMissing' } : { ok: true };
    },
  };
}
