'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { inboxReplyEmail } from '@/lib/email/templates';
import { scheduleDelivery } from '@/lib/forms/server';
import { refusedState } from '@/lib/forms/state';
import {
  fillTemplate,
  replyLocaleSchema,
  replyPurposes,
  replyTextSchema,
} from '@/lib/inbox/replies';
import { inboxKinds } from '@/lib/inbox/statuses';
import { adminInboxItemPath, adminPaths } from '@/lib/routing';
import { uuidSchema } from '@/lib/validation/uuid';
import { repliesFor } from './reply-loaders';

// Replies to a lead or an applicant, and their templates: adminActions asking personal.read (the
// guard asks, then the database's function asks again and records the audit event).

const item = { kind: z.enum(inboxKinds, 'invalidRequest'), id: uuidSchema };
const purpose = z.enum(replyPurposes, 'invalidRequest');

/**
 * The reply form posts one of two buttons: `load` fills subject and body from a template in the
 * chosen language (so a template is picked without JavaScript too), `send` sends what was typed.
 */
const replySchema = z.discriminatedUnion('intent', [
  z.object({
    ...item,
    intent: z.literal('load'),
    purpose,
    language: replyLocaleSchema,
    name: z.string().check(z.maxLength(300, 'invalidRequest')),
  }),
  z.object({ ...item, intent: z.literal('send'), language: replyLocaleSchema, ...replyTextSchema }),
]);

/** Fills the reply from a template, or sends the reply through the outbox and records it. */
export const replyAction = adminAction({
  name: 'admin.inbox.reply',
  capability: 'personal.read',
  text: ['kind', 'id', 'intent', 'purpose', 'language', 'name', 'subject', 'body'],
  multiline: ['body'],
  schema: replySchema,
  failure: 'replyFailed',
  async run(data, { claims, forms, values }) {
    const replies = await repliesFor(claims);
    if (data.intent === 'load') {
      const template = (await replies.templates()).find(
        (t) => t.purpose === data.purpose && t.locale === data.language,
      );
      if (!template) return refusedState(values, {}, 'notFound');
      return {
        status: 'success',
        values: {
          ...values,
          subject: fillTemplate(template.subject, data.name),
          body: fillTemplate(template.body, data.name),
        },
      };
    }
    const email = await inboxReplyEmail({
      locale: data.language,
      subject: data.subject,
      body: data.body,
    });
    const outboxId = await replies.send(
      data.kind,
      data.id,
      data.language,
      email,
      await auditIpHmacOf(),
    );
    if (!outboxId) return refusedState(values, {}, 'notFound');
    scheduleDelivery(forms, [outboxId]);
    redirect(adminInboxItemPath(data.kind, data.id));
  },
});

const templateSchema = z.object({ purpose, locale: replyLocaleSchema, ...replyTextSchema });

/** Saves one template's subject and body (recorded in the audit trail). */
export const saveReplyTemplateAction = adminAction({
  name: 'admin.inbox.reply_template',
  capability: 'personal.read',
  text: ['purpose', 'locale', 'subject', 'body'],
  multiline: ['body'],
  schema: templateSchema,
  failure: 'failed',
  async run(template, { claims, values }) {
    const saved = await (await repliesFor(claims)).saveTemplate(template, await auditIpHmacOf());
    if (!saved) return refusedState(values, {}, 'notFound');
    redirect(`${adminPaths.inboxTemplates}?saved=${template.purpose}-${template.locale}`);
  },
});
