import * as z from 'zod/mini';
import { locales, type Locale } from '@/lib/routing';

// Replies to a lead or an applicant: the templates admins compose them from, and what a sent
// reply looks like on the item. Free of server-only code: the forms and the seam share it.

/** The templates, in the order the screens offer them. */
export const replyPurposes = ['acknowledge', 'request_call', 'decline'] as const;
export type ReplyPurpose = (typeof replyPurposes)[number];

/** Where a template's text names the visitor. */
export const namePlaceholder = '{name}';

export const replyLimits = { subject: 200, body: 4000 } as const;

/**
 * A reply's (or a template's) subject and body. The subject is one line: the form action already
 * refuses control characters in it, and the e-mail's header passes through headerSafe() too.
 */
export const replyTextSchema = {
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'replySubjectRequired'),
      z.maxLength(replyLimits.subject, 'replySubjectTooLong'),
    ),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'replyBodyRequired'),
      z.maxLength(replyLimits.body, 'replyBodyTooLong'),
    ),
};

export const replyLocaleSchema = z.enum(locales, 'invalidRequest');

export type ReplyTemplate = {
  purpose: ReplyPurpose;
  locale: Locale;
  subject: string;
  body: string;
  updatedAt: string;
  updatedBy: string | null;
};

export type ReplyStatus = 'pending' | 'sent' | 'failed';

/** A reply as the item lists it. */
export type SentReply = {
  id: number;
  subject: string;
  locale: Locale;
  by: string | null;
  at: string;
  status: ReplyStatus;
};

/** A template's text for one visitor: `{name}` replaced by their name. */
export const fillTemplate = (text: string, name: string) => text.split(namePlaceholder).join(name);
