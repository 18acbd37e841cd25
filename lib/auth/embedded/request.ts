import { decodeJwt } from 'jose';
import type { CookieJar, RequestAuth, RequestMfa, SessionClaims } from '../types';
import type { EmbeddedMfa } from './mfa';
import { accessCookieName, clearedCookies, refreshCookieName, sessionCookies } from './cookies';
import type { EmbeddedAuth, IssuedSession } from './service';

/** Refresh a little before the access token expires, so a request never carries a dying one. */
const refreshMarginSeconds = 90;

/** The embedded shim's session side, bound to one request's cookies. */
export function embeddedRequestAuth(
  auth: EmbeddedAuth,
  jar: CookieJar,
  {
    secure,
    now = () => new Date(),
    mfa: factors,
  }: { secure: boolean; now?: () => Date; mfa?: EmbeddedMfa },
): RequestAuth {
  const cookie = (name: string) => jar.getAll().find((c) => c.name === name)?.value || null;
  const write = (session: IssuedSession) => jar.setAll(sessionCookies(session, secure));
  const clear = () => jar.setAll(clearedCookies(secure));

  /** Seconds until the access cookie's token expires (unverified: only to decide to refresh). */
  const secondsLeft = (token: string | null) => {
    if (!token) return -1;
    try {
      const { exp } = decodeJwt(token);
      return typeof exp === 'number' ? exp - now().getTime() / 1000 : -1;
    } catch {
      return -1;
    }
  };

  let verified: Promise<SessionClaims | null> | undefined;
  const claims = () => {
    const token = cookie(accessCookieName);
    verified ??= token ? auth.verify(token) : Promise.resolve(null);
    return verified;
  };

  /** The session these cookies belong to, from the access token or else the refresh token. */
  const currentSession = async () => {
    const current = await claims();
    if (current) return { sessionId: current.session_id, userId: current.sub };
    const refreshToken = cookie(refreshCookieName);
    return refreshToken ? auth.sessionOfRefreshToken(refreshToken) : null;
  };

  /** The second factor's side: each call on the request's verified session. */
  const withFactors = (): EmbeddedMfa => {
    if (!factors) throw new Error('The embedded second factor is not configured.');
    return factors;
  };
  const mfa: RequestMfa = {
    async listFactors() {
      const current = await claims();
      return current ? withFactors().listFactors(current.sub) : [];
    },
    async enroll(issuer) {
      const current = await claims();
      return current ? withFactors().enroll(current, issuer) : null;
    },
    async verify(factorId, code) {
      const current = await claims();
      const session = current ? await withFactors().verify(current, factorId, code) : null;
      if (!session) return false;
      write(session);
      verified = Promise.resolve(session.claims);
      return true;
    },
    async unenroll(factorId) {
      const current = await claims();
      return current ? withFactors().unenroll(current, factorId) : false;
    },
  };

  return {
    mfa,
    claims,
    canRefresh: () =>
      cookie(refreshCookieName) !== null && secondsLeft(cookie(accessCookieName)) <= 0,
    async refresh() {
      const current = await claims();
      if (current && secondsLeft(cookie(accessCookieName)) > refreshMarginSeconds) return current;
      const refreshToken = cookie(refreshCookieName);
      if (!refreshToken) {
        if (cookie(accessCookieName)) clear();
        return null;
      }
      const session = await auth.refresh(refreshToken);
      if (!session) {
        clear();
        verified = Promise.resolve(null);
        return null;
      }
      write(session);
      verified = Promise.resolve(session.claims);
      return session.claims;
    },
    async signIn(email, password) {
      const session = await auth.signIn(email, password);
      if (!session) return null;
      write(session);
      verified = Promise.resolve(session.claims);
      return session.claims;
    },
    async signOut(scope) {
      const session = await currentSession();
      if (session) await auth.signOut(session, scope);
      if (scope !== 'others') {
        clear();
        verified = Promise.resolve(null);
      }
    },
    async verifyRecovery(tokenHash) {
      const session = await auth.verifyRecovery(tokenHash);
      if (!session) return false;
      write(session);
      verified = Promise.resolve(session.claims);
      return true;
    },
    async updatePassword(password) {
      const current = await claims();
      if (!current) return { ok: false, reason: 'sessionMissing' };
      return auth.updatePassword(current, password);
    },
  };
}
