'use server';

import { redirect } from 'next/navigation';
import { adminAction, adminAreaFormAction } from '@/lib/actions/form-action';
import { recordServerAuditEvent } from '@/lib/audit';
import { authAdmin, rememberDevice, requestAuth } from '@/lib/auth';
import { adminLocale } from '@/lib/admin/locale';
import { recoveryCodeUsedEmail } from '@/lib/email/templates';
import { scheduleDelivery } from '@/lib/forms/server';
import { absoluteUrl } from '@/lib/site-url';
import { safeNext } from '@/lib/auth/safe-next';
import {
  checkCode,
  checkRecoveryCode,
  newRecoveryCodes,
  verifiedFactor,
} from '@/lib/auth/two-factor';
import type { CodeCheck } from '@/lib/auth/two-factor-check';
import { refusedState, type FormState } from '@/lib/forms/state';
import { adminPaths, loginPathFor } from '@/lib/routing';
import { site } from '@/lib/site';
import { totpQrSvg, totpUri } from './qr';
import { codeStepSchema, enrollSchema, removeFactorSchema } from './two-factor-schema';

// The second factor's forms: the code step of a sign-in (the password is right, the session is
// aal1), and a staff member's own authenticator on /admin/account/security (enroll, remove).
// Every form works as a plain post; a success leaves by redirect().

/** A refused code in the form's words: wrong (the same words for every wrong one) or locked. */
const refusedCode = (check: Exclude<CodeCheck, { ok: true }>, values: Record<string, string>) =>
  check.reason === 'locked'
    ? refusedState(values, {}, 'codeLocked', { retryAfterMinutes: check.retryAfterMinutes })
    : refusedState(values, { code: 'codeInvalid' }, undefined);

/**
 * The code step: the account's authenticator code raises the session the password opened to
 * aal2, then `next`. Without a session the visitor starts again at the password.
 */
export const codeStepAction = adminAreaFormAction({
  name: 'admin.codeStep',
  text: ['next'],
  secret: ['code'],
  schema: codeStepSchema,
  failure: 'failed',
  async run({ code, next }, { ip, values }) {
    const auth = await requestAuth();
    const claims = await auth.claims();
    if (!claims) redirect(loginPathFor(safeNext(next)));
    const factor = await verifiedFactor(auth);
    if (factor && claims.aal !== 'aal2') {
      const check = await checkCode(auth, claims, { factorId: factor.id, code, ip });
      if (!check.ok) return refusedCode(check, values);
      // The sign-in completes here: this browser is recognised for the account from now on.
      await rememberDevice(claims.email);
    }
    // The session is aal2 (or the account has no factor to ask).
    redirect(safeNext(next));
  },
});

/**
 * Enrollment, in two posts on the same form: without a factor id it starts one (a new secret,
 * answered once with its QR code to show); with one, the first code confirms it and the session
 * becomes aal2. A wrong code shows the same secret again (sent back by the page that showed it).
 */
export const enrollFactorAction = adminAction({
  name: 'admin.enrollFactor',
  capability: 'staff.enter',
  // The one action open to an editor or admin who must set up an authenticator first.
  withoutFactor: true,
  text: ['factorId', 'secret'],
  secret: ['code'],
  schema: enrollSchema,
  failure: 'failed',
  async run({ factorId, code, secret }, { claims, ip }): Promise<FormState> {
    const auth = await requestAuth();
    if (!factorId) {
      const enrollment = await auth.mfa.enroll(site.name);
      if (!enrollment) return refusedState({}, {}, 'signedOut');
      const qr = await totpQrSvg(enrollment.uri);
      return { status: 'success', values: { ...enrollment, qr } };
    }
    const check = await checkCode(auth, claims, { factorId, code, ip });
    if (!check.ok) {
      const shown: Record<string, string> = { factorId };
      if (secret) {
        const uri = totpUri(secret, claims.email);
        Object.assign(shown, { secret, uri, qr: await totpQrSvg(uri) });
      }
      return refusedCode(check, shown);
    }
    await recordServerAuditEvent({
      action: 'auth.factor_enrolled',
      actorId: claims.sub,
      target: { kind: 'user', id: claims.sub },
      ip,
    });
    // Shown once, here: the database keeps their hashes only.
    return {
      status: 'success',
      values: { recoveryCodes: (await newRecoveryCodes(claims.sub)).join(' ') },
    };
  },
});

/** New recovery codes (the old ones stop working), with a current code from the app. */
export const regenerateRecoveryCodesAction = adminAction({
  name: 'admin.regenerateRecoveryCodes',
  capability: 'staff.enter',
  text: ['factorId'],
  secret: ['code'],
  schema: removeFactorSchema,
  failure: 'failed',
  async run({ factorId, code }, { claims, ip, values }): Promise<FormState> {
    const auth = await requestAuth();
    const check = await checkCode(auth, claims, { factorId, code, ip });
    if (!check.ok) return refusedCode(check, values);
    return {
      status: 'success',
      values: { recoveryCodes: (await newRecoveryCodes(claims.sub)).join(' ') },
    };
  },
});

/**
 * A recovery code at the code step, for a person without their phone: it signs them in (the
 * account's factors are removed, so the aal1 session is enough), is recorded, mailed to the
 * account's own address, and sends them to set up an authenticator again.
 */
export const recoveryCodeAction = adminAreaFormAction({
  name: 'admin.recoveryCode',
  text: ['next'],
  secret: ['code'],
  schema: codeStepSchema,
  failure: 'failed',
  async run({ code, next }, { ip, values, forms }) {
    const auth = await requestAuth();
    const claims = await auth.claims();
    if (!claims) redirect(loginPathFor(safeNext(next)));
    if (!(await verifiedFactor(auth)) || claims.aal === 'aal2') redirect(safeNext(next));
    const check = await checkRecoveryCode(claims, { code, ip });
    if (!check.ok)
      return check.reason === 'locked'
        ? refusedState(values, {}, 'codeLocked', { retryAfterMinutes: check.retryAfterMinutes })
        : refusedState(values, { code: 'recoveryInvalid' });
    await (await authAdmin()).removeFactors(claims.sub);
    await recordServerAuditEvent({
      action: 'auth.recovery_code_used',
      actorId: claims.sub,
      target: { kind: 'user', id: claims.sub },
      ip,
    });
    const mail = await recoveryCodeUsedEmail({
      to: claims.email,
      locale: await adminLocale(),
      url: absoluteUrl(adminPaths.security),
    });
    scheduleDelivery(forms, await forms.enqueueEmails([mail]));
    // The sign-in completes here too: the account has no factor left to ask.
    await rememberDevice(claims.email);
    redirect(`${adminPaths.security}?recovered=1`);
  },
});

/**
 * Step-up: a fresh code before a sensitive action (the last one is older than 15 minutes); the
 * session's amr then names this code's time, and the person goes back to `next` to do it again.
 */
export const stepUpAction = adminAction({
  name: 'admin.stepUp',
  capability: 'staff.enter',
  text: ['next'],
  secret: ['code'],
  schema: codeStepSchema,
  failure: 'failed',
  async run({ code, next }, { claims, ip, values }): Promise<FormState> {
    const auth = await requestAuth();
    const factor = await verifiedFactor(auth);
    if (factor) {
      const check = await checkCode(auth, claims, { factorId: factor.id, code, ip });
      if (!check.ok) return refusedCode(check, values);
    }
    redirect(safeNext(next));
  },
});

/** Removes the account's authenticator, with a current code from it. */
export const removeFactorAction = adminAction({
  name: 'admin.removeFactor',
  capability: 'staff.enter',
  text: ['factorId'],
  secret: ['code'],
  schema: removeFactorSchema,
  failure: 'failed',
  async run({ factorId, code }, { claims, ip, values }): Promise<FormState> {
    const auth = await requestAuth();
    const check = await checkCode(auth, claims, { factorId, code, ip });
    if (!check.ok) return refusedCode(check, values);
    if (!(await auth.mfa.unenroll(factorId))) return refusedState(values, {}, 'failed');
    await recordServerAuditEvent({
      action: 'auth.factor_removed',
      actorId: claims.sub,
      target: { kind: 'user', id: claims.sub },
      ip,
    });
    redirect(`${adminPaths.security}?removed=1`);
  },
});
