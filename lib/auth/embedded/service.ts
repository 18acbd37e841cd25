import type { PGlite, Transaction } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { passwordProblems } from '../password';
import type { PasswordResult, SessionClaims, SignOutScope } from '../types';
import {
  absoluteSeconds,
  idleSeconds,
  isUuid,
  newOpaqueToken,
  recoverySeconds,
  sha256,
  signAccessToken,
  verifyAccessToken,
} from './tokens';

// The embedded store's auth server: what GoTrue does for Supabase, in the same database, as its
// owner (the API roles cannot read auth.*). Times come from `now()` so tests can move the clock.

/** Compares a password with a bcrypt hash: exactly one call per sign-in, whoever signs in. */
export type ComparePassword = (db: PGlite, password: string, hash: string) => Promise<boolean>;

export const bcryptCompare: ComparePassword = async (db, password, hash) =>
  (await db.query<{ ok: boolean }>('select extensions.crypt($1, $2) = $2 as ok', [password, hash]))
    .rows[0]?.ok === true;

/** bcrypt, cost 10 (Supabase's), through pgcrypto. */
export async function hashPassword(db: PGlite | Transaction, password: string): Promise<string> {
  return (
    await db.query<{ hash: string }>(
      `select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash`,
      [password],
    )
  ).rows[0]!.hash;
}

// An unknown e-mail is compared against this hash of a random password, made once per process,
// so both paths cost one bcrypt comparison.
let dummyHash: Promise<string> | undefined;
const dummyHashFor = (db: PGlite) => {
  dummyHash ??= hashPassword(db, randomBytes(24).toString('base64url'));
  return dummyHash;
};

export type EmbeddedAuthDeps = {
  store: EmbeddedStore;
  /** The HS256 signing secret. */
  secret: string;
  now?: () => Date;
  comparePassword?: ComparePassword;
};

/** A new or refreshed session: what the cookies carry. */
export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  claims: SessionClaims;
  /** Seconds the refresh cookie may live: the idle limit, capped by the session's absolute end. */
  refreshMaxAge: number;
};

type SessionRow = {
  id: string;
  user_id: string;
  email: string;
  not_after: Date;
  refreshed_at: Date;
  banned_until: Date | number | string | null;
};

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
/** A timestamptz as PGlite answers it: a Date, or ±Infinity (or its text) for 'infinity'. */
const epochMs = (value: Date | number | string): number =>
  value instanceof Date
    ? value.getTime()
    : typeof value === 'number'
      ? value
      : /^-?infinity$/i.test(value)
        ? value.startsWith('-')
          ? -Infinity
          : Infinity
        : new Date(value).getTime();
const isBanned = (bannedUntil: Date | number | string | null, now: Date) =>
  bannedUntil !== null && epochMs(bannedUntil) > now.getTime();
/** A session is live until its absolute end, while refreshed within the idle limit, and its user not banned. */
const isLive = (row: SessionRow, now: Date) =>
  row.not_after.getTime() > now.getTime() &&
  addSeconds(row.refreshed_at, idleSeconds).getTime() > now.getTime() &&
  !isBanned(row.banned_until, now);

const sessionColumns = `s.id, s.user_id, u.email, s.not_after, s.refreshed_at, u.banned_until`;

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
  dummyHashFor(db).catch(() => {
    dummyHash = undefined;
  });

  /** Issues an access token and a new refresh token (child of `parentHash`) for a session. */
  async function issue(
    tx: Transaction,
    session: Pick<SessionRow, 'id' | 'user_id' | 'email' | 'not_after'>,
    at: Date,
    parentHash: string | null,
  ): Promise<IssuedSession> {
    const refresh = newOpaqueToken();
    await tx.query(
      `insert into auth.refresh_tokens (token_hash, session_id, parent_hash, created_at) values ($1, $2, $3, $4)`,
      [refresh.hash, session.id, parentHash, at],
    );
    const { token, claims } = await signAccessToken(
      secret,
      { sub: session.user_id, email: session.email, session_id: session.id },
      at,
    );
    const untilEnd = Math.floor((session.not_after.getTime() - at.getTime()) / 1000);
    return {
      accessToken: token,
      refreshToken: refresh.token,
      claims,
      refreshMaxAge: Math.max(0, Math.min(idleSeconds, untilEnd)),
    };
  }

  /** Opens a new session for the user. */
  async function startSession(tx: Transaction, userId: string, email: string) {
    const at = now();
    const { rows } = await tx.query<{ id: string; not_after: Date }>(
      `insert into auth.sessions (user_id, created_at, updated_at, refreshed_at, not_after)
       values ($1, $2, $2, $2, $3) returning id, not_after`,
      [userId, at, addSeconds(at, absoluteSeconds)],
    );
    await tx.query('update auth.users set last_sign_in_at = $2 where id = $1', [userId, at]);
    const session = rows[0]!;
    return issue(
      tx,
      { id: session.id, user_id: userId, email, not_after: session.not_after },
      at,
      null,
    );
  }

  async function sessionRow(
    tx: PGlite | Transaction,
    sessionId: string,
  ): Promise<SessionRow | null> {
    if (!isUuid(sessionId)) return null;
    const { rows } = await tx.query<SessionRow>(
      `select ${sessionColumns} from auth.sessions s join auth.users u on u.id = s.user_id where s.id = $1`,
      [sessionId],
    );
    return rows[0] ?? null;
  }

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
