import 'server-only';
import { createServerClient } from '@supabase/ssr';
import {
  createClient,
  isAuthApiError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type AuthError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { passwordProblems } from '@/lib/auth/password';
import type {
  CookieJar,
  PasswordResult,
  RequestAuth,
  RequestMfa,
  SessionClaims,
  SignOutScope,
  WeakPasswordReason,
} from '@/lib/auth/types';
import {
  readStoredSession,
  sessionCookieName,
  sessionCookieOptions,
  sessionNeedsRefresh,
  toCookieToSet,
} from './session-cookie';

export type SupabaseAuthConfig = {
  url: string;
  anonKey: string;
  /** Replaces the global fetch (the tests stub Supabase's API with it). */
  fetch?: typeof fetch;
};

/** What GoTrue answers a password grant that must read as "wrong e-mail or password". */
const refusedSignInCodes = new Set(['invalid_credentials', 'email_not_confirmed', 'user_banned']);
const supabaseWeakReasons = new Set<string>([
  'length',
  'characters',
  'pwned',
] satisfies WeakPasswordReason[]);

/**
 * The session side on Supabase Auth, bound to one request's cookies (`jar`). Decisions rest on
 * verified claims (`getClaims`: the signature against the project's keys, or Supabase Auth itself
 * for a symmetric key), never on the unverified session `getSession()` reads from the cookie.
 */
export function supabaseRequestAuth(config: SupabaseAuthConfig, jar: CookieJar): RequestAuth {
  const cookieName = sessionCookieName(config.url);
  const global = config.fetch ? { global: { fetch: config.fetch } } : {};

  // Two clients, each made on first use. The cookie-bound one loads the stored session as soon
  // as it exists and refreshes it when it is near expiry, writing the rotated tokens through
  // `jar`: only the methods that may write cookies create it. A server component (which cannot
  // write them) would lose a rotated refresh token, so `claims()` verifies with a client that has
  // no session of its own.
  let sessionClient: SupabaseClient | undefined;
  const session = () =>
    (sessionClient ??= createServerClient(config.url, config.anonKey, {
      ...global,
      cookieOptions: sessionCookieOptions(),
      cookies: {
        getAll: () => jar.getAll(),
        setAll: (cookies) => jar.setAll(cookies.map(toCookieToSet)),
      },
    }));
  let verifierClient: SupabaseClient | undefined;
  const verifier = () =>
    (verifierClient ??= createClient(config.url, config.anonKey, {
      ...global,
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }));

  async function verify(token: string): Promise<SessionClaims | null> {
    let answer;
    try {
      answer = await verifier().auth.getClaims(token);
    } catch {
      // getClaims throws (rather than answering an error) on a header it cannot check, such as
      // `alg: none` under the project's key id: a token it cannot verify is refused.
      return null;
    }
    if (answer.error) return refusedUnlessUnreachable(answer.error);
    return asSessionClaims(answer.data?.claims);
  }

  // The second factor through Supabase Auth's MFA API, on the cookie-bound client: a verified
  // code makes GoTrue issue the aal2 session, which the client writes through `jar`.
  const mfa: RequestMfa = {
    async listFactors() {
      const { data, error } = await session().auth.mfa.listFactors();
      if (error) {
        if (isAuthSessionMissingError(error)) return [];
        throw error;
      }
      // `data.totp` holds the verified factors only; `all` has the unverified ones too.
      return data.all
        .filter((factor) => factor.factor_type === 'totp')
        .map((factor) => ({
          id: factor.id,
          friendlyName: factor.friendly_name ?? null,
          status: factor.status === 'verified' ? 'verified' : 'unverified',
          createdAt: factor.created_at,
        }));
    },
    async enroll(issuer) {
      // An abandoned enrollment leaves an unverified factor, and Supabase refuses a second one
      // with the same friendly name: drop them first, as the embedded shim does.
      for (const factor of await mfa.listFactors())
        if (factor.status === 'unverified')
          await session().auth.mfa.unenroll({ factorId: factor.id });
      const { data, error } = await session().auth.mfa.enroll({
        factorType: 'totp',
        issuer,
        friendlyName: issuer,
      });
      if (error) {
        if (isAuthSessionMissingError(error)) return null;
        throw error;
      }
      return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri };
    },
    async verify(factorId, code) {
      const { error } = await session().auth.mfa.challengeAndVerify({ factorId, code });
      if (!error) return true;
      if (isAuthApiError(error) || isAuthSessionMissingError(error)) return false;
      throw error;
    },
    async unenroll(factorId) {
      const { error } = await session().auth.mfa.unenroll({ factorId });
      if (!error) return true;
      if (isAuthApiError(error) || isAuthSessionMissingError(error)) return false;
      throw error;
    },
  };

  return {
    mfa,
    async claims() {
      const token = readStoredSession(jar.getAll(), cookieName)?.accessToken;
      return token ? verify(token) : null;
    },

    canRefresh() {
      return sessionNeedsRefresh(
        readStoredSession(jar.getAll(), cookieName),
        Math.floor(Date.now() / 1000),
      );
    },

    async refresh() {
      // Without an argument, getClaims loads the session the way the proxy does: refreshed (and
      // written through the jar) when near expiry, removed when the refresh token is refused.
      const { data, error } = await session().auth.getClaims();
      if (error) return refusedUnlessUnreachable(error);
      return asSessionClaims(data?.claims);
    },

    async signIn(email, password) {
      const { data, error } = await session().auth.signInWithPassword({ email, password });
      if (error) {
        if (isAuthApiError(error) && error.code && refusedSignInCodes.has(error.code)) return null;
        throw error;
      }
      return verify(data.session.access_token);
    },

    async signOut(scope: SignOutScope) {
      // 'global' and 'local' also clear this request's cookies; 'others' keeps this session.
      const { error } = await session().auth.signOut({ scope });
      if (error) throw error;
    },

    async verifyRecovery(tokenHash) {
      const { data, error } = await session().auth.verifyOtp({
        type: 'recovery',
        token_hash: tokenHash,
      });
      if (error) {
        if (isAuthApiError(error)) return false; // used, expired or unknown
        throw error;
      }
      return data.session !== null;
    },

    async updatePassword(password): Promise<PasswordResult> {
      const { data: verified, error: claimsError } = await session().auth.getClaims();
      if (claimsError && isAuthRetryableFetchError(claimsError)) throw claimsError;
      const claims = asSessionClaims(verified?.claims);
      if (!claims) return { ok: false, reason: 'sessionMissing' };
      // Our rules first, the same on both backends; Supabase's own (and its leaked-password
      // check, 'pwned') second.
      const problems = passwordProblems(password, claims.email);
      if (problems.length > 0) return { ok: false, reason: 'weakPassword', reasons: problems };
      const { error } = await session().auth.updateUser({ password });
      if (!error) return { ok: true };
      if (isAuthWeakPasswordError(error)) {
        // Supabase names 'length', 'characters' and 'pwned' today; a reason it adds later is
        // left out rather than shown under a key that has no message.
        const reasons = error.reasons.filter((reason) => supabaseWeakReasons.has(reason));
        return { ok: false, reason: 'weakPassword', reasons };
      }
      if (isAuthSessionMissingError(error)) return { ok: false, reason: 'sessionMissing' };
      // The password asked for is the one the account already has: what was asked holds.
      if (isAuthApiError(error) && error.code === 'same_password') return { ok: true };
      throw error;
    },
  };
}

/**
 * A refused token or session reads as "no session"; Supabase out of reach is an error, so that a
 * network failure does not sign anybody out.
 */
function refusedUnlessUnreachable(error: AuthError): null {
  if (isAuthRetryableFetchError(error)) throw error;
  return null;
}

/** Verified claims in the seam's shape, or null unless they are a signed-in user's. */
function asSessionClaims(claims: unknown): SessionClaims | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Record<string, unknown>;
  if (c.role !== 'authenticated') return null;
  const strings = [c.sub, c.email, c.aal, c.session_id].every(
    (value) => typeof value === 'string' && value !== '',
  );
  const numbers = typeof c.exp === 'number' && typeof c.iat === 'number';
  return strings && numbers ? (c as SessionClaims) : null;
}
