import type { FormState, Problem } from '@/lib/forms/state';
import type { KeyedMessages } from '@/lib/i18n/message-key';
import { messageText } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';

/** The messages an admin form words its answers with (Admin.errors and Admin.password.reasons). */
export type FormMessages = { errors: KeyedMessages; reasons: KeyedMessages };

/**
 * A failed answer as the list the form shows: each field's problem linked to its field, then the
 * form's own (wrong credentials, too many attempts in N minutes, a weak password's reasons)
 * linked to the field it is about. Unknown keys read as the generic failure, never as a key.
 */
export function problemsOf(
  state: FormState,
  {
    locale,
    messages,
    fieldIds,
  }: { locale: Locale; messages: FormMessages; fieldIds: Record<string, string> },
): Problem[] {
  if (state.status !== 'error') return [];
  const say = (key: string) =>
    messageText(locale, messages.errors, key, {
      minutes: state.details?.retryAfterMinutes ?? 0,
    });
  // A reason the messages lack reads as the errors' generic failure.
  const reasons = { ...messages.reasons, failed: messages.errors.failed ?? '' };
  const firstField = Object.values(fieldIds)[0];
  const problems: Problem[] = Object.entries(state.fieldErrors).map(([field, key]) => ({
    message: say(key),
    fieldId: fieldIds[field] ?? firstField,
  }));
  if (state.formError) {
    const details = (state.details?.reasons ?? []).map((reason) =>
      messageText(locale, reasons, reason),
    );
    problems.push({
      message: say(state.formError),
      fieldId: state.formError === 'weakPassword' ? (fieldIds.password ?? firstField) : firstField,
      ...(details.length ? { details } : {}),
    });
  }
  return problems;
}
