import { Secret, TOTP } from 'otpauth';
import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import type { SessionClaims, TotpEnrollment, TotpFactor } from '../types';
import { isLive, sessionIssuer, sessionRow, type IssuedSession } from './sessions';
import { isUuid } from './tokens';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secret';

// The embedded shim's second factor: what Supabase Auth's /factors endpoints do, on the shim's
// tables (supabase/embedded/05-auth-mfa.sql). Codes are RFC 6238 TOTP (SHA-1, 6 digits, 30 s, as
// every authenticator app and Supabase use), accepted within one step either side. Whether a code
// was already used and how many wrong ones came is the site's (lib/auth/two-factor.ts), the same
// on both backends.

export type EmbeddedMfaDeps = {
  store: EmbeddedStore;
  /** The HS256 signing secret (a verified code issues the session's new tokens). */
  secret: string;
  /** The key that encrypts the TOTP secrets at rest. */
  totpKey: string;
  now?: () => Date;
};

export type EmbeddedMfa = ReturnType<typeof embeddedMfa>;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

type FactorRow = {
  id: string;
  friendly_name: string | null;
  status: 'verified' | 'unverified';
  created_at: Date;
  secret: string | null;
};

/**
 * Gives the user one verified TOTP factor with `plain` (base32) as its secret, replacing any they
 * had: the server's own authority, for the tests' accounts (`npm run user:create --
 * --totp-secret-env`), which must exist with a known secret before the server starts. Answers
 * the factor's id.
 */
export async function enrollVerifiedFactor(
  store: EmbeddedStore,
  totpKey: string,
  {
    userId,
    secret: plain,
    name = null,
    now = new Date(),
  }: {
    userId: string;
    secret: string;
    name?: string | null;
    now?: Date;
  },
): Promise<string> {
  // Refuses what is not base32 before anything is stored.
  Secret.fromBase32(plain);
  const factorId = crypto.randomUUID();
  await store.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where user_id = $1', [userId]);
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
       values ($1, $2, $3, 'totp', 'verified', $4, $5, $5)`,
      [factorId, userId, name, encryptTotpSecret(totpKey, factorId, plain), now],
    );
  });
  return factorId;
}

export function embeddedMfa({ store, secret, totpKey, now = () => new Date() }: EmbeddedMfaDeps) {
  const db = store.db;
  const { issue } = sessionIssuer(secret, now);

  /** The claims' session, when it is live and the user's. */
  async function liveSession(claims: SessionClaims) {
    const row = await sessionRow(db, claims.session_id);
    return row && row.user_id === claims.sub && isLive(row, now()) ? row : null;
  }

  return {
    /** The user's factors, oldest first. */
    async listFactors(userId: string): Promise<TotpFactor[]> {
      const { rows } = await db.query<FactorRow>(
        `select id, friendly_name, status, created_at, secret from auth.mfa_factors
          where user_id = $1 order by created_at, id`,
        [userId],
      );
      return rows.map((row) => ({
        id: row.id,
        friendlyName: row.friendly_name,
        status: row.status,
        createdAt: row.created_at.toISOString(),
      }));
    },

    /**
     * A new unverified TOTP factor with a fresh 160-bit secret (the user's earlier unverified
     * ones are dropped, as an abandoned enrollment is). The secret is answered once, to show.
     */
    async enroll(claims: SessionClaims, issuer: string): Promise<TotpEnrollment | null> {
      if (!(await liveSession(claims))) return null;
      const plain = new Secret({ size: 20 }).base32;
      const factorId = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await tx.query(
          `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`,
          [claims.sub],
        );
        await tx.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
           values ($1, $2, $3, 'totp', 'unverified', $4, $5, $5)`,
          [factorId, claims.sub, issuer, encryptTotpSecret(totpKey, factorId, plain), now()],
        );
      });
      return { factorId, secret: plain, uri: totpOf(plain, issuer, claims.email).toString() };
    },

    /**
     * Checks `code` against the factor (the caller's own): a right one verifies the factor, raises
     * the session to aal2 with a 'totp' entry in its amr, and issues its new tokens (the old
     * refresh tokens are revoked). Null for a wrong code, a factor not the caller's, or no live
     * session.
     */
    async verify(
      claims: SessionClaims,
      factorId: string,
      code: string,
    ): Promise<IssuedSession | null> {
      if (!isUuid(factorId) || !/^\d{6}$/.test(code)) return null;
      return db.transaction(async (tx) => {
        const at = now();
        const session = await sessionRow(tx, claims.session_id);
        if (!session || session.user_id !== claims.sub || !isLive(session, at)) return null;
        const { rows } = await tx.query<FactorRow>(
          'select * from auth.mfa_factors where id = $1 and user_id = $2 for update',
          [factorId, claims.sub],
        );
        const plain = rows[0]?.secret ? decryptTotpSecret(totpKey, factorId, rows[0].secret) : null;
        if (!plain) return null;
        const delta = totpOf(plain).validate({ token: code, timestamp: at.getTime(), window: 1 });
        await tx.query(
          `insert into auth.mfa_challenges (factor_id, created_at, verified_at) values ($1, $2, $3)`,
          [factorId, at, delta === null ? null : at],
        );
        if (delta === null) return null;
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = $2, last_challenged_at = $2
            where id = $1`,
          [factorId, at],
        );
        await tx.query(`update auth.sessions set aal = 'aal2', updated_at = $2 where id = $1`, [
          session.id,
          at,
        ]);
        await tx.query(
          `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
           values ($1, 'totp', $2, $2)
           on conflict (session_id, authentication_method) do update set updated_at = $2`,
          [session.id, at],
        );
        await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [
          session.id,
        ]);
        return issue(tx, session, at, null);
      });
    },

    /**
     * Removes one of the caller's factors. As on Supabase, a verified factor is removed only from
     * an aal2 session: a stolen password cannot switch the second step off.
     */
    async unenroll(claims: SessionClaims, factorId: string): Promise<boolean> {
      if (!isUuid(factorId) || !(await liveSession(claims))) return false;
      const { rows } = await db.query<{ id: string }>(
        `delete from auth.mfa_factors
          where id = $1 and user_id = $2 and (status = 'unverified' or $3::text = 'aal2')
          returning id`,
        [factorId, claims.sub, claims.aal],
      );
      return rows.length === 1;
    },

    /** Removes every factor of the user (the server's own authority: a recovery code's use). */
    async removeAllFactors(userId: string): Promise<number> {
      const { rows } = await db.query<{ id: string }>(
        'delete from auth.mfa_factors where user_id = $1 returning id',
        [userId],
      );
      return rows.length;
    },
  };
}
