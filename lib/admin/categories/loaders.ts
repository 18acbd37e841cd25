import 'server-only';
import { getBackend, listCategories } from '@/lib/backend';
import type { Category } from '@/lib/publications/types';

/**
 * Every category, read past the cache: the categories page must show a change the moment it is
 * saved, whatever the public reads' tags say (lib/backend's listCategories is cached for visitors).
 */
export async function listCategoriesFresh(): Promise<Category[]> {
  return (await getBackend()).listCategories();
}

/** The categories the publication and blog editors offer: the visitors' cached read. */
export function editorCategories(): Promise<Category[]> {
  return listCategories();
}
