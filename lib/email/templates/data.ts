import type { Locale } from '@/lib/routing';

/** A contact message, as the firm's notification shows it. */
export type ContactEmailData = {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  locale: Locale;
};

/** A career application, as the firm's notification shows it. */
export type CareerEmailData = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profession: string;
  practiceArea: string;
  linkedinProfile: string;
  message: string;
  resumeFile: string;
  resumeOriginalName: string;
  locale: Locale;
};

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
