import { render } from '@react-email/components';
import { createElement, type ReactElement } from 'react';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import { headerSafe } from '../header-safe';
import type { OutgoingEmail } from '../types';
import { Acknowledgement } from './acknowledgement';
import { AuditHead } from './audit-head';
import { CareerFirm } from './career-firm';
import { DataRequestAck, DataRequestConfirm } from './data-request';
import { ContactFirm } from './contact-firm';
import type {
  RecoveryCodeUsedEmailData,
  AckEmailData,
  AuditHeadEmailData,
  CareerEmailData,
  ContactEmailData,
  DataRequestAckEmailData,
  DataRequestConfirmEmailData,
  InboxReplyEmailData,
  LeadAssignedEmailData,
  NewsletterConfirmEmailData,
  ReviewRequestEmailData,
  SetPasswordEmailData,
} from './data';
import { areaLabel, emailTranslator } from './i18n';
import { InboxReply } from './inbox-reply';
import { LeadAssigned } from './lead-assigned';
import { NewsletterConfirm } from './newsletter-confirm';
import { RecoveryCodeUsed } from './recovery-code-used';
import { ReviewRequest } from './review-request';
import { SetPassword } from './set-password';

export type {
  AckEmailData,
  AuditHeadEmailData,
  CareerEmailData,
  ContactEmailData,
  InboxReplyEmailData,
  LeadAssignedEmailData,
  NewsletterConfirmEmailData,
  ReviewRequestEmailData,
  SetPasswordEmailData,
};

type Envelope = Omit<OutgoingEmail, 'html' | 'text'>;

/**
 * Renders the HTML and the plain-text part from the same element, and passes the subject and
 * every header value through headerSafe().
 */
async function compose(envelope: Envelope, element: ReactElement): Promise<OutgoingEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    kind: envelope.kind,
    to: headerSafe(envelope.to),
    ...(envelope.replyTo ? { replyTo: headerSafe(envelope.replyTo) } : {}),
    subject: headerSafe(envelope.subject),
    ...(envelope.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(envelope.headers).map(([name, value]) => [name, headerSafe(value)]),
          ),
        }
      : {}),
    html,
    text,
  };
}

/** The firm's notification of a contact message (to FIRM_INBOX, replying to the visitor). */
export function contactFirmEmail(data: ContactEmailData): Promise<OutgoingEmail> {
  const t = emailTranslator('es');
  return compose(
    {
      kind: 'contact.firm',
      to: env().FIRM_INBOX ?? site.email,
      replyTo: data.email,
      subject: t('contactFirm.subject', { name: data.name }),
    },
    createElement(ContactFirm, { data }),
  );
}

/** The visitor's acknowledgement of a contact message: fixed text in their language. */
export function contactAckEmail({ to, locale }: AckEmailData): Promise<OutgoingEmail> {
  return compose(
    { kind: 'contact.ack', to, subject: emailTranslator(locale)('contactAck.subject') },
    createElement(Acknowledgement, { locale, about: 'contactAck' }),
  );
}

/** The firm's notification of an application (to CAREERS_INBOX, replying to the candidate). */
export function careerFirmEmail(data: CareerEmailData): Promise<OutgoingEmail> {
  const t = emailTranslator('es');
  return compose(
    {
      kind: 'career.firm',
      to: env().CAREERS_INBOX ?? site.careersEmail,
      replyTo: data.email,
      subject: t('careerFirm.subject', {
        name: `${data.firstName} ${data.lastName}`,
        area: areaLabel('es', data.practiceArea),
      }),
    },
    createElement(CareerFirm, { data }),
  );
}

/** The candidate's acknowledgement of an application: fixed text in their language. */
export function careerAckEmail({ to, locale }: AckEmailData): Promise<OutgoingEmail> {
  return compose(
    { kind: 'career.ack', to, subject: emailTranslator(locale)('careerAck.subject') },
    createElement(Acknowledgement, { locale, about: 'careerAck' }),
  );
}

/** The double opt-in e-mail, with its unsubscribe link and List-Unsubscribe headers (RFC 8058). */
export function newsletterConfirmEmail(data: NewsletterConfirmEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'newsletter.confirm',
      to: data.email,
      subject: emailTranslator(data.locale)('newsletterConfirm.subject'),
      headers: {
        'List-Unsubscribe': `<${data.oneClickUrl}>, <mailto:${site.email}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    createElement(NewsletterConfirm, { data }),
  );
}

/** A password-reset link or a new admin's invitation, in the admin's language. */
export function setPasswordEmail(data: SetPasswordEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: data.about === 'passwordReset' ? 'auth.reset' : 'auth.invite',
      to: data.to,
      subject: emailTranslator(data.locale)(`${data.about}.subject`),
    },
    createElement(SetPassword, { data }),
  );
}

/** The audit trail's head hash of the day, to one admin, in the admins' language. */
export function auditHeadEmail(data: AuditHeadEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'audit.head',
      to: data.to,
      subject: emailTranslator(data.locale)('auditHead.subject', { day: data.day }),
    },
    createElement(AuditHead, { data }),
  );
}

/** To an editor or admin: a draft waits for review (the link to its editor, never its content). */
export function reviewRequestEmail(data: ReviewRequestEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'review.request',
      to: data.to,
      subject: emailTranslator(data.locale)('reviewRequest.subject'),
    },
    createElement(ReviewRequest, { data }),
  );
}

/** To a lawyer: a lead was assigned to them (the link to it in the inbox, never its content). */
export function leadAssignedEmail(data: LeadAssignedEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'inbox.assigned',
      to: data.to,
      subject: emailTranslator(data.locale)('leadAssigned.subject'),
    },
    createElement(LeadAssigned, { data }),
  );
}

/** To the account itself: a recovery code signed it in and removed its second factor. */
export function recoveryCodeUsedEmail(data: RecoveryCodeUsedEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'auth.recovery',
      to: data.to,
      subject: emailTranslator(data.locale)('recoveryCodeUsed.subject'),
    },
    createElement(RecoveryCodeUsed, { data }),
  );
}

/**
 * A reply from the inbox to a lead or an applicant, rendered for the outbox: the sender is the
 * firm's (MAIL_FROM, as for every e-mail), `Reply-To` the firm's mailbox, so the answer lands
 * there. The database addresses it to the visitor's own address, so no `to` is chosen here.
 */
export async function inboxReplyEmail(
  data: InboxReplyEmailData,
): Promise<{ subject: string; html: string; text: string; replyTo: string }> {
  const { subject, html, text, replyTo } = await compose(
    { kind: 'inbox.reply', to: '', replyTo: env().FIRM_INBOX ?? site.email, subject: data.subject },
    createElement(InboxReply, { data }),
  );
  return { subject, html, text, replyTo: replyTo ?? site.email };
}

/** The link that registers a data subject's request (to the address typed: fixed text only). */
export function dataRequestConfirmEmail(data: DataRequestConfirmEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'datarequest.confirm',
      to: data.to,
      subject: emailTranslator(data.locale)('dataRequestConfirm.subject'),
    },
    createElement(DataRequestConfirm, { locale: data.locale, confirmUrl: data.confirmUrl }),
  );
}

/** The receipt of a registered request: its legal term and the day it ends, nothing typed. */
export function dataRequestAckEmail(data: DataRequestAckEmailData): Promise<OutgoingEmail> {
  return compose(
    {
      kind: 'datarequest.ack',
      to: data.to,
      subject: emailTranslator(data.locale)('dataRequestAck.subject'),
    },
    createElement(DataRequestAck, data),
  );
}
