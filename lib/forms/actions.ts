'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { getBackend } from '@/lib/backend';
import { careerEmails, contactEmails, newsletterConfirmEmail } from '@/lib/email/templates';
import { isLocale, pathFor, type Locale } from '@/lib/routing';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';
import { detectResumeType, resumeContentTypes } from './resume';
import { careerSchema, contactSchema, fieldErrors, newsletterSchema } from './schemas';
import { clientIp, hashToken, newToken, scheduleDelivery, withinRateLimit } from './server';
import type { FormState } from './state';

// Server actions are public endpoints: each one parses its input with the form's schema, checks
// the honeypot and the rate limits, stores first and sends e-mail after. Errors carry message
// keys only, never internals.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Bots fill every field; people never see this one. */
const isBot = (form: FormData) => text(form, 'website').trim() !== '';

const failure = (values: Record<string, string>, formError: string): FormState => ({
  status: 'error',
  fieldErrors: {},
  formError,
  values,
});

/** Contact form: stores the message with its consent record, then e-mails the firm and the visitor. */
export async function contactAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = Object.fromEntries(
    ['name', 'email', 'phone', 'topic', 'message', 'locale'].map((key) => [key, text(form, key)]),
  );
  if (isBot(form)) return { status: 'success' };
  const parsed = contactSchema.safeParse({ ...values, consent: form.get('consent') === 'on' });
  if (!parsed.success)
    return { status: 'error', fieldErrors: fieldErrors(parsed.error.issues), values };
  // The form functions refuse an argument they do not take: consent is recorded as the consent
  // time and policy version, not passed on.
  const { consent, ...data } = parsed.data;
  void consent;
  try {
    const { forms } = await getBackend();
    if (!(await withinRateLimit(forms, 'contact', data.email, await clientIp())))
      return failure(values, 'rateLimited');
    const ids = await forms.submitContactMessage(
      { ...data, privacyPolicyVersion: site.privacyPolicyVersion },
      contactEmails(data),
    );
    scheduleDelivery(forms, ids);
    return { status: 'success' };
  } catch (error) {
    console.error('Contact message could not be stored:', error);
    return failure(values, 'contactFailed');
  }
}

/**
 * Newsletter: stores a pending subscription and e-mails a confirmation link (double opt-in). The
 * answer is the same whether the address was new, pending or already confirmed.
 */
export async function newsletterAction(_previous: FormState, form: FormData): Promise<FormState> {
  const values = { email: text(form, 'email'), locale: text(form, 'locale') };
  if (isBot(form)) return { status: 'success' };
  const parsed = newsletterSchema.safeParse(values);
  if (!parsed.success)
    return { status: 'error', fieldErrors: fieldErrors(parsed.error.issues), values };
  const { email, locale } = parsed.data;
  try {
    const { forms } = await getBackend();
    if (!(await withinRateLimit(forms, 'newsletter', email, await clientIp())))
      return failure(values, 'rateLimited');
    const confirm = newToken();
    const unsubscribe = newToken();
    const confirmUrl = absoluteUrl(
      `${pathFor({ screen: 'newsletterConfirm' }, locale)}?token=${confirm.token}`,
    );
    const unsubscribeUrl = absoluteUrl(
      `${pathFor({ screen: 'newsletterUnsubscribe' }, locale)}?token=${unsubscribe.token}`,
    );
    const oneClickUrl = absoluteUrl(`/api/newsletter/unsubscribe?token=${unsubscribe.token}`);
    const { outboxIds } = await forms.subscribeNewsletter(
      {
        email,
        locale,
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        confirmHours: 48,
        privacyPolicyVersion: site.privacyPolicyVersion,
      },
      [newsletterConfirmEmail({ email, locale, confirmUrl, unsubscribeUrl, oneClickUrl })],
    );
    scheduleDelivery(forms, outboxIds);
    return { status: 'success' };
  } catch (error) {
    console.error('Newsletter subscription could not be stored:', error);
    return failure(values, 'newsletterFailed');
  }
}

/**
 * Career application: the CV (checked by its bytes) goes to the private bucket under a random
 * name, then the application and its e-mails are stored; if storing fails, the file is removed.
 */
export async function careerAction(_previous: FormState, form: FormData): Promise<FormState> {
  const keys = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'profession',
    'practiceArea',
    'linkedinProfile',
    'message',
    'locale',
  ];
  const values = Object.fromEntries(keys.map((key) => [key, text(form, key)]));
  if (isBot(form)) return { status: 'success' };
  const parsed = careerSchema.safeParse({
    ...values,
    resume: form.get('resume'),
    consent: form.get('consent') === 'on',
  });
  if (!parsed.success)
    return { status: 'error', fieldErrors: fieldErrors(parsed.error.issues), values };
  const { resume, ...application } = parsed.data;
  const { consent, ...data } = application;
  void consent; // recorded as the consent time and policy version below
  const bytes = new Uint8Array(await resume.arrayBuffer());
  const type = detectResumeType(bytes);
  if (!type) return { status: 'error', fieldErrors: { resume: 'resumeType' }, values };

  let forms;
  try {
    forms = (await getBackend()).forms;
    if (!(await withinRateLimit(forms, 'career', data.email, await clientIp())))
      return failure(values, 'rateLimited');
  } catch (error) {
    console.error('Career application could not be checked:', error);
    return failure(values, 'careerFailed');
  }
  const fileName = `${randomUUID()}.${type}`;
  try {
    await forms.saveResume(fileName, bytes, resumeContentTypes[type]);
  } catch (error) {
    console.error('CV could not be stored:', error);
    return failure(values, 'careerFailed');
  }
  try {
    const originalName =
      resume.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || `cv.${type}`;
    const ids = await forms.submitCareerApplication(
      {
        ...data,
        resumePath: fileName,
        resumeOriginalName: originalName,
        resumeType: type,
        resumeBytes: bytes.byteLength,
        privacyPolicyVersion: site.privacyPolicyVersion,
      },
      careerEmails({ ...data, resumeFile: fileName, resumeOriginalName: originalName }),
    );
    scheduleDelivery(forms, ids);
    return { status: 'success' };
  } catch (error) {
    console.error('Career application could not be stored:', error);
    await forms
      .deleteResume(fileName)
      .catch((removeError) => console.error('CV could not be removed:', removeError));
    return failure(values, 'careerFailed');
  }
}

function resultPath(
  screen: 'newsletterConfirm' | 'newsletterUnsubscribe',
  locale: Locale,
  result: string,
) {
  return `${pathFor({ screen }, locale)}?result=${result}`;
}

const localeOf = (form: FormData): Locale => {
  const value = text(form, 'locale');
  return isLocale(value) ? value : 'es';
};
const tokenOf = (form: FormData) => text(form, 'token').slice(0, 100);

/** Confirms a subscription from the button on the confirmation page (never on a bare GET). */
export async function confirmSubscriptionAction(form: FormData) {
  const locale = localeOf(form);
  let result = 'invalid';
  try {
    const token = tokenOf(form);
    if (token && (await (await getBackend()).forms.confirmNewsletter(hashToken(token))))
      result = 'confirmed';
  } catch (error) {
    console.error('Subscription could not be confirmed:', error);
    result = 'failed';
  }
  redirect(resultPath('newsletterConfirm', locale, result));
}

/** Unsubscribes from the button on the unsubscribe page. */
export async function unsubscribeAction(form: FormData) {
  const locale = localeOf(form);
  let result = 'invalid';
  try {
    const token = tokenOf(form);
    if (token && (await (await getBackend()).forms.unsubscribeNewsletter(hashToken(token))))
      result = 'unsubscribed';
  } catch (error) {
    console.error('Unsubscribe failed:', error);
    result = 'failed';
  }
  redirect(resultPath('newsletterUnsubscribe', locale, result));
}
