export { defaultLocale, isLocale, locales, otherLocale, type Locale } from '../i18n/locales';

/** Cookie and localStorage key that remember the language choice (docs/product.md#languages). */
export const localeStorageKey = 'language';
