/**
 * A set of messages a form's answers are worded from (Admin.errors, Forms.errors…), by key. Each
 * set carries its generic failure under `failed`: the words for a key the set lacks.
 */
export type KeyedMessages = Readonly<Record<string, string>>;

/**
 * The message a key names in `messages`, unformatted: a key the set lacks (or one it only
 * inherits, like "constructor") reads as the set's generic failure, never as the key itself.
 * Free of any import: the newsletter sign-up in every page's footer words its errors with it,
 * and the ICU formatter (lib/i18n/translate.ts) would weigh on every page's first load.
 */
export function messageOf(messages: KeyedMessages, key: string): string {
  if (Object.hasOwn(messages, key)) return messages[key]!;
  return Object.hasOwn(messages, 'failed') ? messages.failed! : '';
}
