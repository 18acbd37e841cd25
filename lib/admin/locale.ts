import 'server-only';
import { cookies } from 'next/headers';
import { messages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translate';
import type { AdminField } from './types';
import { defaultLocale, isLocale, localeStorageKey, type Locale } from '@/lib/routing';

/** The admin's language: their saved choice (the public site's `language` cookie), else Spanish. */
export async function adminLocale(): Promise<Locale> {
  const saved = (await cookies()).get(localeStorageKey)?.value;
  return isLocale(saved) ? saved : defaultLocale;
}

/** The admin area's messages (messages/<locale>/admin.json) in one language. */
export const adminTranslator = (locale: Locale) => translator(locale, messages[locale], 'Admin');

/** The messages a form needs in the browser to word the action's answers (keys and ICU). */
export const formMessages = (locale: Locale) => ({
  errors: messages[locale].Admin.errors,
  reasons: messages[locale].Admin.password.reasons,
});

/** The category forms' messages: the admin forms' errors and the categories' own. */
export const categoryFormMessages = (locale: Locale) => {
  const base = formMessages(locale);
  return { ...base, errors: { ...base.errors, ...messages[locale].Admin.categories.errors } };
};

/** A new password and its confirmation: the setup and set-password forms ask the same way. */
export function newPasswordFields(locale: Locale, label: 'password' | 'newPassword'): AdminField[] {
  const t = adminTranslator(locale);
  return [
    {
      name: 'password',
      label: t(`form.${label}`),
      type: 'password',
      autoComplete: 'new-password',
      hint: t('form.passwordHint'),
    },
    {
      name: 'confirm',
      label: t('form.confirmPassword'),
      type: 'password',
      autoComplete: 'new-password',
    },
  ];
}
