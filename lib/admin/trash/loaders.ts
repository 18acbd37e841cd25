import 'server-only';
import { requirePage } from '@/lib/auth/guard';
import type { Locale } from '@/lib/routing';
import { adminContent } from '../content';
import { adminLocale } from '../locale';
import type { TrashedEntry } from '../types';

/** What the trash page shows. */
export type TrashData = { locale: Locale; rows: TrashedEntry[] };

/**
 * The trash, for a caller who may edit content (the guard first: sign in, or 403), read as the
 * signed-in user, so the database checks again.
 */
export async function getTrash(): Promise<TrashData> {
  const [{ claims }, locale] = await Promise.all([requirePage('entries.delete'), adminLocale()]);
  return { locale, rows: await (await adminContent(claims)).listTrash() };
}
