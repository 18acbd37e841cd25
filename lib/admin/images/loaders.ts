import 'server-only';
import { requirePage } from '@/lib/auth/guard';
import type { LibraryImage } from '@/lib/backend/types';
import type { Locale } from '@/lib/routing';
import { adminLocale } from '../locale';
import { imagesFor } from './files';

/** The library for /admin/images, filtered by `query` (editors and admins). */
export async function getImageLibrary(
  query: string,
): Promise<{ locale: Locale; images: LibraryImage[] }> {
  const [{ viewer }, locale] = await Promise.all([requirePage('images.manage'), adminLocale()]);
  const { store } = await imagesFor(viewer);
  return { locale, images: await store.list(query) };
}
