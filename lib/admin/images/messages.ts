import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { formMessages } from '../locale';

/** The image manager's error words: the shared ones and its own, by key. */
export const imageFormMessages = (locale: Locale): Record<string, string> => ({
  ...formMessages(locale).errors,
  ...messages[locale].Admin.images.errors,
});
