import type { BulletinItem } from '@/lib/admin/bulletins/types';
import type { Locale } from '@/lib/routing';

export type { BulletinItem };

/** An entry's title in the admin's language, Spanish when it has no English one. */
export const itemTitle = (item: BulletinItem, locale: Locale) =>
  locale === 'en' ? (item.titleEn ?? item.titleEs) : item.titleEs;
