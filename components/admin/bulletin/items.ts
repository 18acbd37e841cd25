import type { BulletinItemHit } from '@/lib/admin/bulletin-actions';
import type { Locale } from '@/lib/routing';

/** An entry in the bulletin, as the editor shows it. */
export type BulletinItem = Pick<BulletinItemHit, 'id' | 'kind' | 'status' | 'titleEs' | 'titleEn'>;

/** An entry's title in the admin's language, Spanish when it has no English one. */
export const itemTitle = (item: BulletinItem, locale: Locale) =>
  locale === 'en' ? (item.titleEn ?? item.titleEs) : item.titleEs;
