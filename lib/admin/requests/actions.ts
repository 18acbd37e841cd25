'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { firmCalendar } from '@/lib/dates/firm-calendar';
import { extendedDueDay, mayExtend } from '@/lib/data-requests/deadlines';
import { dayInWords } from '@/lib/data-requests/format';
import { inboxReplyEmail } from '@/lib/email/templates';
import { emailTranslator } from '@/lib/email/templates/i18n';
import { scheduleDelivery } from '@/lib/forms/server';
import { refusedState } from '@/lib/forms/state';
import { adminPaths, adminRequestPath } from '@/lib/routing';
import { uuidSchema } from '@/lib/validation/uuid';
import { requestsFor } from './loaders';

// The admins' work on data subjects' requests and on the firm's calendar: adminActions asking
// privacy.requests (the guard asks, then each SQL function asks again and records the audit
// event). Every move that tells the person something sends it through the outbox to the address
// the request was confirmed from, never one typed here.

const moves = [
  'in_progress',
  'extended',
  'incomplete',
  'answered',
  'rejected',
  'withdrawn',
] as const;
const moveSchema = z.object({
  id: uuidSchema,
  status: z.enum(moves, 'invalidRequest'),
  body: z.string().check(z.trim(), z.maxLength(8000, 'requestBodyTooLong')),
});

/** Moves a request on, with the text the person is told (an answer, a reason, what is missing). */
export const moveRequestAction = adminAction({
  name: 'admin.requests.move',
  capability: 'privacy.requests',
  text: ['id', 'status', 'body'],
  multiline: ['body'],
  schema: moveSchema,
  failure: 'failed',
  async run({ id, status, body }, { claims, forms, values }) {
    const telling = status !== 'in_progress' && status !== 'withdrawn';
    if (telling && body === '') return refusedState(values, { body: 'requestBodyRequired' });
    const requests = await requestsFor(claims);
    const request = await requests.get(id);
    if (!request) return refusedState(values, {}, 'notFound');
    let dueDay: string | null = null;
    let text = body;
    if (status === 'extended') {
      if (!mayExtend(Date.now(), request.dueDay))
        return refusedState(values, {}, 'requestMoveRefused');
      dueDay = extendedDueDay(await firmCalendar(), request.kind, request.dueDay);
      const t = emailTranslator(request.locale);
      text = `${body}\n\n${t('dataRequestReply.extendedUntil', { date: dayInWords(dueDay, request.locale) })}`;
    }
    const email = telling
      ? await inboxReplyEmail({
          locale: request.locale,
          subject: emailTranslator(request.locale)(`dataRequestReply.${status}`),
          body: text,
        })
      : null;
    const moved = await requests.move(id, status, text, dueDay, email, await auditIpHmacOf());
    if (moved.outcome === 'not_found') return refusedState(values, {}, 'notFound');
    if (moved.outcome === 'not_allowed') return refusedState(values, {}, 'requestMoveRefused');
    if (moved.outboxId) scheduleDelivery(forms, [moved.outboxId]);
    redirect(adminRequestPath(id));
  },
});

/** Records that "reclamo en trámite" is now on the person's data. */
export const markRequestAction = adminAction({
  name: 'admin.requests.mark',
  capability: 'privacy.requests',
  text: ['id'],
  schema: z.object({ id: uuidSchema }),
  failure: 'failed',
  async run({ id }, { claims, values }) {
    if (!(await (await requestsFor(claims)).mark(id, await auditIpHmacOf())))
      return refusedState(values, {}, 'requestMoveRefused');
    redirect(adminRequestPath(id));
  },
});

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'calendarDayInvalid'));

/** Adds or changes a day of the firm's calendar overrides. */
export const saveCalendarOverrideAction = adminAction({
  name: 'admin.requests.calendar_save',
  capability: 'privacy.requests',
  text: ['day', 'kind', 'name'],
  schema: z.object({
    day,
    kind: z.enum(['holiday', 'business_day'], 'invalidRequest'),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'calendarNameRequired'),
        z.maxLength(100, 'calendarNameRequired'),
      ),
  }),
  failure: 'failed',
  async run(override, { claims, values }) {
    if (Number.isNaN(Date.parse(`${override.day}T00:00:00Z`)))
      return refusedState(values, { day: 'calendarDayInvalid' });
    await (await requestsFor(claims)).saveOverride(override, await auditIpHmacOf());
    redirect(adminPaths.requestsCalendar);
  },
});

/** Removes a day from the firm's calendar overrides. */
export const deleteCalendarOverrideAction = adminAction({
  name: 'admin.requests.calendar_delete',
  capability: 'privacy.requests',
  text: ['day'],
  schema: z.object({ day }),
  failure: 'failed',
  async run({ day: removed }, { claims, values }) {
    if (!(await (await requestsFor(claims)).deleteOverride(removed, await auditIpHmacOf())))
      return refusedState(values, {}, 'notFound');
    redirect(adminPaths.requestsCalendar);
  },
});
