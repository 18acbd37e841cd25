import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { allowedCaller } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { messages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translate';
import type { AdminField } from './types';
import { defaultLocale, isLocale, type Locale } from '@/lib/routing';

/**
 * The staff area's own language choice (/admin and /login), set only by the switch in the admin's
 * frame and on the sign-in page (lib/admin/language/actions.ts). Apart from the public site's
 * `language` cookie: reading a page of the site in English, or previewing one, leaves the staff
 * area in the language its user chose.
 */
export const adminLocaleCookie = 'admin-language';

/**
 * The admin's language, read in this one place: the `admin-language` cookie of this browser (the
 * quick answer), else the choice kept in the signed-in account's staff profile (another browser,
 * a cleared cookie), else Spanish. A failing profile read falls back to Spanish: a language is
 * never a reason for a page to fail. Read once per render (metadata, layout and page share it).
 */
export const adminLocale = cache(async (): Promise<Locale> => {
  const saved = (await cookies()).get(adminLocaleCookie)?.value;
  if (isLocale(saved)) return saved;
  try {
    const caller = await allowedCaller('staff.enter');
    if (caller) return (await (await getBackend()).adminLanguage(caller.viewer)) ?? defaultLocale;
  } catch {
    // Spanish, below.
  }
  return defaultLocale;
});

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
