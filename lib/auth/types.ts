import type { StaffRole } from './permissions';

// The auth seam: what the admin area asks of sign-in, sessions and users, whatever the backend.
// Supabase Auth (through @supabase/ssr) in production; the embedded shim (bcrypt through
// pgcrypto, HS256 JWTs through jose) by default. Both speak Supabase's claim shape, so
// `auth.uid()`, `is_admin()` and every RLS policy read the same claims on both.

/** A cookie the auth layer asks the response to carry (the shape @supabase/ssr uses). */
export type CookieToSet = {
  name: string;
  value: string;
  options: {
    path?: string;
    maxAge?: number;
    expires?: Date;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
  };
};

/** Where a request's cookies are read and the response's are written. */
export type CookieJar = {
  getAll(): { name: string; value: string }[];
  /** Throws or ignores when the caller cannot write cookies (a server component). */
  setAll(cookies: CookieToSet[]): void;
};

/** How a session was authenticated, and when (seconds since the epoch): Supabase's `amr` entries. */
export type AuthMethodReference = { method: string; timestamp: number };

/** The verified claims of a session's access token (Supabase's shape). */
export type SessionClaims = {
  sub: string;
  email: string;
  role: 'authenticated';
  /** 'aal1' after a password, 'aal2' once a second factor was verified in this session. */
  aal: string;
  /** The session's authentication methods, the most recent first. */
  amr?: AuthMethodReference[];
  session_id: string;
  exp: number;
  iat: number;
} & Record<string, unknown>;

/** Sign-out scopes: this session (`local`), all the user's (`global`), all but this (`others`). */
export const signOutScopes = ['local', 'global', 'others'] as const;
export type SignOutScope = (typeof signOutScopes)[number];

/** Why a password was refused (message keys under `admin.password.reasons`). */
export type WeakPasswordReason = 'length' | 'characters' | 'email' | 'common' | 'pwned';

export type SignInResult =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: 'invalidCredentials' }
  | { ok: false; reason: 'throttled'; retryAfterMinutes: number };

export type PasswordResult =
  | { ok: true }
  | { ok: false; reason: 'weakPassword'; reasons: WeakPasswordReason[] }
  | { ok: false; reason: 'sessionMissing' };

/** A second factor of the signed-in user (an authenticator app: TOTP). */
export type TotpFactor = {
  id: string;
  friendlyName: string | null;
  /** 'unverified' until a first code confirmed it: it asks nothing at sign-in before that. */
  status: 'verified' | 'unverified';
  createdAt: string;
};

/** A new factor's secret, answered once at enrollment for the QR code and the manual entry. */
export type TotpEnrollment = { factorId: string; secret: string; uri: string };

/**
 * The second factor of the request's session (Supabase Auth's `auth.mfa`; the embedded shim's
 * twin). Codes reach `verify` only through lib/auth/two-factor.ts, which refuses a used code and
 * counts wrong ones first.
 */
export interface RequestMfa {
  /** The signed-in user's factors (empty without a session). */
  listFactors(): Promise<TotpFactor[]>;
  /** Starts an enrollment (earlier unverified factors dropped); null without a session. */
  enroll(issuer: string): Promise<TotpEnrollment | null>;
  /** Challenges and verifies the factor: true raises the session to aal2 (cookies written). */
  verify(factorId: string, code: string): Promise<boolean>;
  /** Removes a factor; a verified one only from an aal2 session. */
  unenroll(factorId: string): Promise<boolean>;
}

/** The session side, bound to one request's cookies. */
export interface RequestAuth {
  /**
   * The claims of the request's session, verified (signature, expiry, and the session still
   * live in the database), or null. Never refreshes and never writes cookies: server components
   * call it.
   */
  claims(): Promise<SessionClaims | null>;
  /**
   * True when the access token is missing or expired but a refresh token is present: a server
   * component that cannot write cookies sends the visitor through `/auth/refresh?next=…`.
   */
  canRefresh(): boolean;
  /**
   * Refreshes the session when its access token has expired or expires within 90 s, writing the
   * new cookies; clears them when the refresh token is invalid, reused or past the idle or
   * absolute limit. For the proxy, route handlers and server actions (where cookies are writable).
   */
  refresh(): Promise<SessionClaims | null>;
  /** Signs in (throttling is the caller's: lib/auth/sign-in.ts) and writes the session cookies. */
  signIn(email: string, password: string): Promise<SessionClaims | null>;
  /** Ends this session (`local`), every session of the user (`global`), or the others. */
  signOut(scope: SignOutScope): Promise<void>;
  /** Turns a password-reset link's token into a session (cookies written); false when it is invalid, used or expired. */
  verifyRecovery(tokenHash: string): Promise<boolean>;
  /** Sets the signed-in user's password. */
  updatePassword(password: string): Promise<PasswordResult>;
  /** The session's second factor. */
  mfa: RequestMfa;
}

/** A staff account as /admin/users lists it. */
export type AdminUser = {
  id: string;
  email: string;
  /** The name the staff area shows; null until an admin gives one. */
  name: string | null;
  /** The staff role, or null for an account without one (it cannot enter the staff area). */
  role: StaffRole | null;
  /** The team member (a lawyer's profile id) the account belongs to, if any. */
  teamMemberId: string | null;
  isAdmin: boolean;
  disabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
};

/** The server's own authority over users (service role): scripts, the setup page, /admin/users. */
export interface AuthAdmin {
  /**
   * Creates the user, or updates the password (when given) of an existing one; then gives them
   * `role` (null: no staff role), and `name` and `teamMemberId` when given.
   */
  upsertUser(input: {
    email: string;
    password: string | null;
    role: StaffRole | null;
    name?: string | null;
    teamMemberId?: string | null;
  }): Promise<{ id: string; created: boolean }>;
  /**
   * A single-use set-password token for `email` (password reset, or a new account's invitation),
   * or null when no such active user exists. The caller builds the link and sends it through the
   * outbox: `/auth/confirm?token_hash=<tokenHash>&type=recovery`.
   */
  recoveryToken(email: string): Promise<{ tokenHash: string } | null>;
  listUsers(): Promise<AdminUser[]>;
  /** Changes a user's role (null: none); leaving no admin is refused with `LastAdminError`. */
  setRole(userId: string, role: StaffRole | null): Promise<void>;
  /**
   * Bans the user and ends all their sessions at once; the last admin cannot be disabled. The
   * reviews they sent move to `successor` in the same transaction as the last-admin check
   * (HandOverError when they hold some and no fit successor is named). Answers how many moved.
   */
  disableUser(userId: string, successor?: string | null): Promise<number>;
  /** How many reviews each account would hand over when disabled (accounts holding none left out). */
  reviewsToHandOver(): Promise<Record<string, number>>;
  /** Lifts a ban: the account signs in again, with the role it had. */
  enableUser(userId: string): Promise<void>;
  hasAdmin(): Promise<boolean>;
  /** Removes every second factor of the user (a recovery code was used); answers how many. */
  removeFactors(userId: string): Promise<number>;
}

export class LastAdminError extends Error {
  constructor() {
    super('The last admin cannot be removed or disabled.');
    this.name = 'LastAdminError';
  }

  /**
   * Whether `error` is this refusal, by name rather than `instanceof`: the production build may
   * hold more than one copy of this module, and one copy's error is no instance of another's.
   */
  static is(error: unknown): error is LastAdminError {
    return error instanceof Error && error.name === 'LastAdminError';
  }
}

/** A disable refused for its reviews: none named to take them ('required'), or one who cannot. */
export class HandOverError extends Error {
  constructor(readonly reason: 'required' | 'badSuccessor') {
    super(`The reviews cannot be handed over: ${reason}.`);
    this.name = 'HandOverError';
  }

  /** By name, as LastAdminError.is. */
  static is(error: unknown): error is HandOverError {
    return error instanceof Error && error.name === 'HandOverError';
  }

  /** The refusal a database message names, or null. */
  static from(message: string): HandOverError | null {
    if (message === 'handover_required') return new HandOverError('required');
    if (message === 'bad_successor') return new HandOverError('badSuccessor');
    return null;
  }
}
