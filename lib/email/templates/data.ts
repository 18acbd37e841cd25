import type { CareerApplicationArgs, ContactMessageArgs } from '@/lib/backend/types';
import type { RequestKind } from '@/lib/data-requests/options';
import type { Locale } from '@/lib/routing';

/** A contact message, as the firm's notification shows it: what is stored, less the bookkeeping. */
export type ContactEmailData = Omit<
  ContactMessageArgs,
  'privacyPolicyVersion' | 'id' | 'assignedTo'
>;

/** A career application, as the firm's notification shows it: its fields and the CV's names. */
export type CareerEmailData = Omit<
  CareerApplicationArgs,
  'privacyPolicyVersion' | 'resumePath' | 'resumeType' | 'resumeBytes'
> & { resumeFile: string };

/**
 * An acknowledgement: where it goes and in which language, nothing else. It goes to an address
 * nobody verified, so it carries fixed text only: anything typed would make it a spam relay.
 */
export type AckEmailData = { to: string; locale: Locale };

/** The double opt-in e-mail's address, language and links. */
export type NewsletterConfirmEmailData = {
  email: string;
  locale: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
};

/**
 * A set-password e-mail: a reset asked for on /login/forgot, or an invitation sent by an admin.
 * Fixed text and the link only: the address gets nothing anybody typed.
 */
export type SetPasswordEmailData = {
  to: string;
  locale: Locale;
  about: 'passwordReset' | 'adminInvitation';
  url: string;
};

/** The audit trail's daily head mail to one admin: the day (the firm's), the head, the check. */
export type AuditHeadEmailData = {
  to: string;
  locale: Locale;
  day: string;
  head: { id: number; hash: string };
  /** The first event whose hash does not match, or null when the chain verifies. */
  firstBrokenId: number | null;
};

export type LeadAssignedEmailData = {
  to: string;
  locale: Locale;
  /** The absolute link to the lead in the inbox. */
  url: string;
};

export type ReviewRequestEmailData = {
  to: string;
  locale: Locale;
  /** The absolute link to the entry's editor. */
  url: string;
};

export type RecoveryCodeUsedEmailData = {
  to: string;
  locale: Locale;
  /** The absolute link to the account's two-factor settings. */
  url: string;
};

/** A reply to a lead or an applicant: what the admin typed (plain text), in the reply's language. */
export type InboxReplyEmailData = {
  locale: Locale;
  subject: string;
  body: string;
};

/** The link that registers a data subject's request, and where it goes. */
export type DataRequestConfirmEmailData = { to: string; locale: Locale; confirmUrl: string };

/** A registered request's receipt: its kind, its legal term in business days and the day it ends (words). */
export type DataRequestAckEmailData = {
  to: string;
  locale: Locale;
  kind: RequestKind;
  days: number;
  date: string;
};
