import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { log } from '@/lib/log';
import { defaultLocale, isLocale } from '@/lib/routing';
import { fallbackMessage } from './fallback';
import { messages } from './messages';
import { firmTimeZone } from '@/lib/site';

export default getRequestConfig(async ({ locale: explicit }) => {
  // The language is the root [locale] segment, read through next/root-params: unlike next-intl's
  // requestLocale it never falls back to request headers, so every page, its loading skeleton
  // and its not-found boundary stay statically rendered. An explicit getTranslations({ locale })
  // wins.
  const requested = explicit ?? (await rootLocale());
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: messages[locale],
    timeZone: firmTimeZone,
    onError(error) {
      if (error.code !== 'MISSING_MESSAGE')
        log.error({ module: 'i18n', code: error.code, reason: error.message }, 'Message error');
    },
    getMessageFallback({ namespace, key }) {
      const path = [namespace, key].filter(Boolean).join('.');
      return fallbackMessage(path, locale, messages);
    },
  };
});
