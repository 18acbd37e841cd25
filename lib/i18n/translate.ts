import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import type { Locale } from '@/lib/routing';
import { messageOf, type KeyedMessages } from './message-key';

// The one place a message key becomes text, besides next-intl's getTranslations in server pages:
// the admin area's and the e-mails' translators, a form's answer by key, a one-off ICU message.
// Browser-safe (no server import), so client forms word things as the server does. It carries
// use-intl's formatter (about 11 kB gzip in a page's first load): a client component that only
// looks a key up takes messageOf from ./message-key instead.

/** What an ICU message's arguments take. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * A translator over one language's messages, typed by the messages it is given (and scoped to
 * `namespace` when one is named), as next-intl's are: a misspelt key fails the type check.
 */
export function translator<
  const Messages extends Record<string, unknown>,
  const Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never,
>(locale: Locale, messages: Messages, namespace?: Namespace) {
  return createTranslator<Messages, Namespace>({ locale, messages, namespace });
}

/**
 * One ICU message with its values put in ("… sent to {email}", "{count} of {max} characters").
 * A message that cannot be formatted (a value missing) reads as written rather than as a key.
 */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  const t = createTranslator({ locale, messages: { message }, getMessageFallback: () => message });
  return t('message', values);
}

/**
 * A message key in words, its ICU values put in: the key's message in `messages`, else the set's
 * generic failure (`failed`), never the key.
 */
export function messageText(
  locale: Locale,
  messages: KeyedMessages,
  key: string,
  values?: MessageValues,
): string {
  return formatMessage(locale, messageOf(messages, key), values);
}
