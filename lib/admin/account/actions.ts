'use server';

import { redirect } from 'next/navigation';
import { recordServerAuditEvent } from '@/lib/audit';
import { authAdmin, clientKeyHash, rememberDevice, requestAuth, signInThrottled } from '@/lib/auth';
import { consumeSetupToken } from '@/lib/auth/setup';
import { safeNext } from '@/lib/auth/safe-next';
import { pathAfterPassword } from '@/lib/auth/two-factor';
import {
  signOutScopes,
  type SessionClaims,
  type SignInResult,
  type SignOutScope,
} from '@/lib/auth/types';
import { adminAreaFormAction, postedFromThisSite } from '@/lib/actions/form-action';
import { setPasswordEmail } from '@/lib/email/templates';
import { scheduleDelivery } from '@/lib/forms/server';
import { refusedState, type FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { adminPaths, loginPathFor, recoveryLinkPath } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';
import { adminLocale } from '@/lib/admin/locale';
import {
  forgotPasswordSchema,
  newPasswordSchema,
  setupSchema,
  signInAgainSchema,
  signInSchema,
} from './schema';

// The public forms of the admin area (nobody is signed in yet): each is one adminAreaFormAction
// (refused unless posted from this site's pages), works as a plain form post without JavaScript,
// and answers in the admin's language through message keys. A success leaves by redirect(),
// which the wrapper lets through.

/**
 * The credentials' check both sign-in forms share: one message for an unknown e-mail and a wrong
 * password, throttled in the database (per IP and per account, before any hashing) by
 * signInThrottled. Answers the refusal, or the claims of the session it set.
 */
async function refusedCredentials(
  { email, password }: { email: string; password: string },
  { ip, values }: { ip: string; values: Record<string, string> },
): Promise<FormState | { claims: SessionClaims }> {
  if (email === '' || password === '') return refusedState(values, {}, 'credentialsRequired');
  const result = await signInThrottled(email, password, ip);
  await recordSignIn(result, email, ip);
  if (result.ok) return { claims: result.claims };
  if (result.reason === 'throttled')
    return refusedState(values, {}, 'throttled', { retryAfterMinutes: result.retryAfterMinutes });
  return refusedState(values, {}, 'invalidCredentials');
}

/**
 * The sign-in's audit event, once the auth call has answered (the auth server, not this code,
 * opened the session): the account on success; on a refusal the account is unknown, so the
 * event names the e-mail only by the throttle's salted hash, which matches the same e-mail's
 * other refusals and says nothing about whether it exists.
 */
async function recordSignIn(result: SignInResult, email: string, ip: string) {
  if (result.ok) {
    await recordServerAuditEvent({ action: 'auth.sign_in', actorId: result.claims.sub, ip });
    return;
  }
  await recordServerAuditEvent({
    action: result.reason === 'throttled' ? 'auth.throttled' : 'auth.sign_in_failed',
    target: { kind: 'account', id: await clientKeyHash('account', email) },
    ip,
  });
}

/**
 * Where a right password leads: an account with an authenticator goes on to the code step, where
 * its sign-in completes; one without has completed it, and this browser is recognised for the
 * account from now on (the device cookie the throttle reads).
 */
async function completedByPassword(
  claims: SessionClaims,
  email: string,
  next: string,
): Promise<string> {
  const path = await pathAfterPassword(claims, next);
  if (path === next) await rememberDevice(email);
  return path;
}

/** Sign-in, then `next` (a path on this site). */
export const signInAction = adminAreaFormAction({
  name: 'admin.signIn',
  text: ['email', 'next'],
  secret: ['password'],
  schema: signInSchema,
  failure: 'failed',
  async run(data, context) {
    const answer = await refusedCredentials(data, context);
    if ('status' in answer) return answer;
    redirect(await completedByPassword(answer.claims, data.email, safeNext(data.next)));
  },
});

/**
 * Sign-in again, from a page whose session ended while someone worked on it (an editor's unsaved
 * changes): the same check, but the answer is a state, not a redirect, so the page and what was
 * typed in it stay, and the page posts its work again.
 */
export const signInAgainAction = adminAreaFormAction({
  name: 'admin.signInAgain',
  text: ['email'],
  secret: ['password'],
  schema: signInAgainSchema,
  failure: 'failed',
  async run(data, context) {
    const answer = await refusedCredentials(data, context);
    if ('status' in answer) return answer;
    await completedByPassword(answer.claims, data.email, adminPaths.dashboard);
    return { status: 'success' };
  },
});

/**
 * "¿Olvidó su contraseña?": always the same neutral answer. When the address is an active user,
 * a single-use set-password link goes out through the outbox.
 */
export const forgotPasswordAction = adminAreaFormAction({
  name: 'admin.forgotPassword',
  text: ['email'],
  schema: forgotPasswordSchema,
  rateLimit: { form: 'passwordReset', email: (data) => data.email },
  failure: 'failed',
  async run({ email }, { forms }) {
    const token = await (await authAdmin()).recoveryToken(email);
    if (token) {
      const mail = await setPasswordEmail({
        to: email,
        locale: await adminLocale(),
        about: 'passwordReset',
        url: absoluteUrl(recoveryLinkPath(token.tokenHash)),
      });
      scheduleDelivery(forms, await forms.enqueueEmails([mail]));
    }
    return { status: 'success' };
  },
});

/** The new password of the user a recovery link signed in (or of any signed-in user). */
export const newPasswordAction = adminAreaFormAction({
  name: 'admin.newPassword',
  text: [],
  secret: ['password', 'confirm'],
  schema: newPasswordSchema,
  failure: 'failed',
  async run({ password }, { values }) {
    const result = await (await requestAuth()).updatePassword(password);
    if (result.ok) redirect(adminPaths.dashboard);
    if (result.reason === 'weakPassword')
      return refusedState(values, {}, 'weakPassword', { reasons: result.reasons });
    return refusedState(values, {}, 'sessionMissing');
  },
});

/** The first admin, from the one-time link the embedded server prints while it has no admin. */
export const setupAction = adminAreaFormAction({
  name: 'admin.setup',
  text: ['email'],
  secret: ['token', 'password', 'confirm'],
  schema: setupSchema,
  failure: 'failed',
  async run({ token, email, password }, { ip, values }) {
    const outcome = await consumeSetupToken(token, email, password);
    if (outcome.status === 'invalid') return refusedState(values, {}, 'setupInvalid');
    if (outcome.status === 'invalidEmail') return refusedState(values, {}, 'emailInvalid');
    if (outcome.status === 'weakPassword')
      return refusedState(values, {}, 'weakPassword', { reasons: outcome.reasons });
    const signedIn = await signInThrottled(email, password, ip);
    await recordSignIn(signedIn, email, ip);
    if (signedIn.ok) await rememberDevice(email);
    // Straight to setting up an authenticator, which an admin must do before anything else (the
    // dashboard would send them there anyway, one redirect later).
    redirect(signedIn.ok ? adminPaths.security : loginPathFor(adminPaths.dashboard));
  },
});

const isScope = (value: unknown): value is SignOutScope =>
  (signOutScopes as readonly unknown[]).includes(value);

/**
 * Sign-out: this device (`local`) or every device (`global`), then the sign-in page. A plain
 * form action (no state to show); anything but a form with a known scope signs out locally.
 */
export async function signOutAction(form: unknown): Promise<void> {
  // Another site's post signs nobody out: nothing happens, and there is no state to answer with.
  if (!(await postedFromThisSite('admin.signOut'))) return;
  const requested = form instanceof FormData ? form.get('scope') : null;
  const scope: SignOutScope = isScope(requested) && requested !== 'others' ? requested : 'local';
  try {
    const auth = await requestAuth();
    const claims = await auth.claims();
    await auth.signOut(scope);
    // After the session ended: recorded by the server, naming the account that signed out.
    if (claims)
      await recordServerAuditEvent({
        action: 'auth.sign_out',
        actorId: claims.sub,
        fields: scope === 'global' ? ['all_sessions'] : [],
      });
  } catch (error) {
    log.error({ err: error, scope }, 'Sign-out failed');
  }
  redirect(loginPathFor());
}
