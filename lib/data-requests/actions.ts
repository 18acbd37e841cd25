'use server';

import * as z from 'zod/mini';
import { formAction } from '@/lib/actions/form-action';
import { getBackend } from '@/lib/backend';
import { firmCalendar } from '@/lib/dates/firm-calendar';
import { dataRequestAckEmail, dataRequestConfirmEmail } from '@/lib/email/templates';
import { formLocales } from '@/lib/forms/options';
import { hashToken, newToken, scheduleDelivery } from '@/lib/forms/server';
import { pathFor } from '@/lib/routing';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';
import { registrationTerms, termDays } from './deadlines';
import { dayInWords } from './format';
import { confirmHours } from './options';
import { dataRequestSchema } from './schema';

// The public side of data subjects' requests, on the forms' one contract (lib/actions/form-action.ts):
// FormData only, honeypot, control characters, the shared schema, rate limits, then the work.

/**
 * Files a request as pending and e-mails the link that registers it: nothing reaches the firm's
 * staff, and no term starts, until the owner of the address confirms. The e-mail carries fixed
 * text and the link only.
 */
export const dataRequestAction = formAction({
  name: 'data-request',
  text: ['kind', 'name', 'email', 'idNumber', 'description', 'locale'],
  multiline: ['description'],
  checkboxes: ['consent'],
  schema: dataRequestSchema,
  rateLimit: { form: 'dataRequest', email: (data) => data.email },
  failure: 'dataRequestFailed',
  async run({ kind, name, email, idNumber, description, locale }, { forms }) {
    const confirm = newToken();
    const confirmUrl = absoluteUrl(
      `${pathFor({ screen: 'dataRequestConfirm' }, locale)}?token=${confirm.token}`,
    );
    const ids = await (
      await getBackend()
    ).dataRequests.submit(
      {
        kind,
        name,
        email,
        idNumber,
        description,
        locale,
        privacyPolicyVersion: site.privacyPolicyVersion,
        confirmTokenHash: confirm.hash,
        confirmHours,
      },
      [await dataRequestConfirmEmail({ to: email, locale, confirmUrl })],
    );
    scheduleDelivery(forms, ids);
  },
});

const tokenSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'subscriptionInvalid')),
  locale: z.enum(formLocales),
});

/**
 * Registers a request from the button of its confirmation page (never on a bare GET, which mail
 * scanners fetch): its legal due day is worked out on the firm's calendar now, and the answer
 * carries the term and the day in words for the page to state.
 */
export const confirmDataRequestAction = formAction({
  name: 'data-request-confirm',
  text: ['token', 'locale'],
  schema: tokenSchema,
  failure: 'dataRequestFailed',
  async run({ token }, { forms }) {
    const requests = (await getBackend()).dataRequests;
    const tokenHash = hashToken(token);
    const pending = await requests.pending(tokenHash);
    const invalid = {
      status: 'error',
      fieldErrors: {},
      formError: 'subscriptionInvalid',
      values: {},
    } as const;
    if (!pending) return invalid;
    const terms = registrationTerms(await firmCalendar(), new Date(), pending.kind);
    const days = termDays(pending.kind).days;
    const date = dayInWords(terms.dueDay, pending.locale);
    const ack = await dataRequestAckEmail({
      to: pending.email,
      locale: pending.locale,
      kind: pending.kind,
      days,
      date,
    });
    const done = await requests.confirm(tokenHash, terms.dueDay, terms.markByDay, [ack]);
    if (!done) return invalid;
    scheduleDelivery(forms, done.outboxIds);
    return { status: 'success', values: { kind: pending.kind, days: String(days), date } };
  },
});
