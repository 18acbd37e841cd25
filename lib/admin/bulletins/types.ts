// The bulletin editor's app types, named here so the loaders that fill the editor (loaders.ts)
// and the editor's components share them without lib/ importing components/.
import type { AdminEntryRow } from '@/lib/admin/types';
import type { bulletinTextFields } from './schema';

/** The form's text fields as typed: every one a string, the empty string when unset. */
export type BulletinValues = Record<(typeof bulletinTextFields)[number], string>;

/** A publication or blog post the editor may add, as the item search lists it. */
export type BulletinItemHit = Pick<
  AdminEntryRow,
  'id' | 'kind' | 'status' | 'titleEs' | 'titleEn' | 'publishedAt' | 'scheduled'
>;

/** An entry in the bulletin, as the editor shows it. */
export type BulletinItem = Pick<BulletinItemHit, 'id' | 'kind' | 'status' | 'titleEs' | 'titleEn'>;
