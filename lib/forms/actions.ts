'use server';

import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { formAction } from '@/lib/actions/form-action';
import { stripForbiddenCharacters } from '@/lib/actions/text';
import {
  careerAckEmail,
  careerFirmEmail,
  contactAckEmail,
  contactFirmEmail,
  newsletterConfirmEmail,
} from '@/lib/email/templates';
import { log } from '@/lib/log';
import { pathFor } from '@/lib/routing';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';
import { lawyerForTopic } from './assignment';
import { leadAssignedEmails } from './lead-assigned';
import { formLocales } from './options';
import { resumeContentTypes } from './resume';
import { checkResume } from './resume-safety';
import { careerSchema, contactSchema, newsletterSchema } from './schemas';
import { hashToken, mayAcknowledge, newToken, scheduleDelivery } from './server';

// Server actions are public endpoints. Each is one formAction (lib/actions/form-action.ts): it
// refuses what is not a form, parses with the form's shared schema, applies the rate limits, and
// only then runs what is below: store first, send e-mail after.

/** Contact form: stores the message with its consent record, then e-mails the firm and the visitor. */
export const contactAction = formAction({
  name: 'contact',
  text: ['name', 'email', 'phone', 'topic', 'message', 'locale'],
  multiline: ['message'],
  checkboxes: ['consent'],
  schema: contactSchema,
  rateLimit: { form: 'contact', email: (data) => data.email },
  failure: 'contactFailed',
  async run({ name, email, phone, topic, message, locale }, { forms }) {
    const firm = await contactFirmEmail({ name, email, phone, topic, message, locale });
    const emails = (await mayAcknowledge(forms, email))
      ? [firm, await contactAckEmail({ to: email, locale })]
      : [firm];
    // The lead goes to the lawyer who leads its topic's practice, who is told with a link only.
    const id = randomUUID();
    const assignedTo = lawyerForTopic(topic);
    if (assignedTo) emails.push(...(await leadAssignedEmails(forms, id, assignedTo)));
    const ids = await forms.submitContactMessage(
      {
        id,
        assignedTo,
        name,
        email,
        phone,
        topic,
        message,
        locale,
        privacyPolicyVersion: site.privacyPolicyVersion,
      },
      emails,
    );
    scheduleDelivery(forms, ids);
  },
});

/**
 * Newsletter: stores a pending subscription and e-mails a confirmation link (double opt-in). The
 * answer is the same whether the address was new, pending or already confirmed.
 */
export const newsletterAction = formAction({
  name: 'newsletter',
  text: ['email', 'locale'],
  schema: newsletterSchema,
  rateLimit: { form: 'newsletter', email: (data) => data.email },
  failure: 'newsletterFailed',
  async run({ email, locale }, { forms }) {
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
      [await newsletterConfirmEmail({ email, locale, confirmUrl, unsubscribeUrl, oneClickUrl })],
    );
    scheduleDelivery(forms, outboxIds);
  },
});

/**
 * Career application: the CV (a PDF or DOCX, checked by its content: lib/forms/resume-safety.ts) goes to the private bucket under a random
 * name, then the application and its e-mails are stored; if storing fails, the file is removed.
 */
export const careerAction = formAction({
  name: 'career',
  text: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'profession',
    'practiceArea',
    'linkedinProfile',
    'message',
    'locale',
  ],
  multiline: ['message'],
  checkboxes: ['consent'],
  files: ['resume'],
  schema: careerSchema,
  rateLimit: { form: 'career', email: (data) => data.email },
  failure: 'careerFailed',
  async run(application, { forms, values }) {
    const { resume, firstName, lastName, email, phone, profession, practiceArea } = application;
    const { linkedinProfile, message, locale } = application;
    const data = {
      firstName,
      lastName,
      email,
      phone,
      profession,
      practiceArea,
      linkedinProfile,
      message,
      locale,
    };
    const bytes = new Uint8Array(await resume.arrayBuffer());
    // Refused before anything is stored or sent (the rate limits ran before the file was read).
    const checked = await checkResume(resume.name, bytes);
    if ('problem' in checked)
      return { status: 'error', fieldErrors: { resume: checked.problem }, values };
    const { type } = checked;
    const fileName = `${randomUUID()}.${type}`;
    const originalName = stripForbiddenCharacters(resume.name).slice(0, 200) || `cv.${type}`;
    await forms.saveResume(fileName, bytes, resumeContentTypes[type]);
    try {
      const firm = await careerFirmEmail({
        ...data,
        resumeFile: fileName,
        resumeOriginalName: originalName,
      });
      const emails = (await mayAcknowledge(forms, email))
        ? [firm, await careerAckEmail({ to: email, locale })]
        : [firm];
      const ids = await forms.submitCareerApplication(
        {
          ...data,
          resumePath: fileName,
          resumeOriginalName: originalName,
          resumeType: type,
          resumeBytes: bytes.byteLength,
          privacyPolicyVersion: site.privacyPolicyVersion,
        },
        emails,
      );
      scheduleDelivery(forms, ids);
    } catch (error) {
      await forms
        .deleteResume(fileName)
        .catch((removeError) => log.error({ err: removeError }, 'CV could not be removed'));
      throw error;
    }
  },
});

const tokenSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'subscriptionInvalid')),
  locale: z.enum(formLocales),
});

/**
 * Confirms a subscription from the button on the confirmation page (never on a bare GET). The
 * result is the action's answer, rendered on the same page: no URL can claim a success.
 */
export const confirmSubscriptionAction = formAction({
  name: 'newsletter-confirm',
  text: ['token', 'locale'],
  schema: tokenSchema,
  failure: 'subscriptionFailed',
  async run({ token }, { forms }) {
    if (await forms.confirmNewsletter(hashToken(token))) return { status: 'success' };
    return { status: 'error', fieldErrors: {}, formError: 'subscriptionInvalid', values: {} };
  },
});

/** Unsubscribes from the button on the unsubscribe page. */
export const unsubscribeAction = formAction({
  name: 'newsletter-unsubscribe',
  text: ['token', 'locale'],
  schema: tokenSchema,
  failure: 'subscriptionFailed',
  async run({ token }, { forms }) {
    if (await forms.unsubscribeNewsletter(hashToken(token))) return { status: 'success' };
    return { status: 'error', fieldErrors: {}, formError: 'subscriptionInvalid', values: {} };
  },
});
