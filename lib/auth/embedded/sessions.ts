import type { PGlite, Transaction } from '@/lib/backend/embedded/store';
import type { AuthMethodReference, SessionClaims } from '../types';
import { absoluteSeconds, idleSeconds, isUuid, newOpaqueToken, signAccessToken } from './tokens';

// Sessions of the embedded auth server: the rows in auth.sessions, when one is live, and the
// tokens issued for it.

/** A new or refreshed session: what the cookies carry. */
export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  claims: SessionClaims;
  /** Seconds the refresh cookie may live: the idle limit, capped by the session's absolute end. */
  refreshMaxAge: number;
};

export type SessionRow = {
  id: string;
  user_id: string;
  email: string;
  not_after: Date;
  refreshed_at: Date;
  banned_until: Date | number | string | null;
};

export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);
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
export const isBanned = (bannedUntil: Date | number | string | null, now: Date) =>
  bannedUntil !== null && epochMs(bannedUntil) > now.getTime();
/** A session is live until its absolute end, while refreshed within the idle limit, and its user not banned. */
export const isLive = (row: SessionRow, now: Date) =>
  row.not_after.getTime() > now.getTime() &&
  addSeconds(row.refreshed_at, idleSeconds).getTime() > now.getTime() &&
  !isBanned(row.banned_until, now);

const sessionColumns = `s.id, s.user_id, u.email, s.not_after, s.refreshed_at, u.banned_until`;

/** The session with its user's e-mail and ban, or null (also for an id that is not a UUID). */
export async function sessionRow(
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

/**
 * The session's assurance level and its `amr` (Supabase's shape: each method once, with the time
 * it was last used, the most recent first).
 */
export async function assuranceOf(
  tx: PGlite | Transaction,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: AuthMethodReference[] }> {
  const session = await tx.query<{ aal: string }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  const claims = await tx.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return {
    aal: session.rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: claims.rows.map(({ method, at }) => ({
      method,
      timestamp: Math.floor(at.getTime() / 1000),
    })),
  };
}

/** Issues tokens signed with `secret`, at the time `now` gives. */
export function sessionIssuer(secret: string, now: () => Date) {
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
    const { aal, amr } = await assuranceOf(tx, session.id);
    const { token, claims } = await signAccessToken(
      secret,
      { sub: session.user_id, email: session.email, session_id: session.id, aal, amr },
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
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
       values ($1, 'password', $2, $2)`,
      [session.id, at],
    );
    return issue(
      tx,
      { id: session.id, user_id: userId, email, not_after: session.not_after },
      at,
      null,
    );
  }

  return { issue, startSession };
}
