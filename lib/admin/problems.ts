import { createTranslator } from 'use-intl/core';
import type { FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';

/** The messages an admin form words its answers with (Admin.errors and Admin.password.reasons). */
export type FormMessages = { errors: Record<string, string>; reasons: Record<string, string> };

export type Problem = { message: string; fieldId?: string; details?: string[] };

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
  const t = createTranslator({ locale, messages });
  const say = (key: string) =>
    key in messages.errors
      ? t(`errors.${key}`, { minutes: state.details?.retryAfterMinutes ?? 0 })
      : t('errors.failed');
  const firstField = Object.values(fieldIds)[0];
  const problems: Problem[] = Object.entries(state.fieldErrors).map(([field, key]) => ({
    message: say(key),
    fieldId: fieldIds[field] ?? firstField,
  }));
  if (state.formError) {
    const reasons = (state.details?.reasons ?? []).map((reason) =>
      reason in messages.reasons ? t(`reasons.${reason}`) : t('errors.failed'),
    );
    problems.push({
      message: say(state.formError),
      fieldId: state.formError === 'weakPassword' ? (fieldIds.password ?? firstField) : firstField,
      ...(reasons.length ? { details: reasons } : {}),
    });
  }
  return problems;
}

/** A success message, with the values the action sent back put into it ("{email}"). */
export function successText(locale: Locale, message: string, values: Record<string, string>) {
  return createTranslator({ locale, messages: { message } })('message', values);
}
