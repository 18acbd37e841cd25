import { z } from 'zod';
import { entryKinds } from '@/lib/publications/types';
import { iso } from './admin-mappers';
import type { PurgedEntry, RestoreOutcome, TrashedEntry } from './types';

// The trash functions' JSON (supabase/migrations/20261128000400_trash.sql) parsed at the boundary
// into the app's types.

const kind = z.enum(entryKinds);

const trashRow = z.object({
  id: z.uuid(),
  kind,
  title_es: z.string(),
  title_en: z.string().nullable(),
  deleted_at: z.string().min(1),
  deleted_by_email: z.string().nullable(),
  days_left: z.number().int().min(0),
});

/** What `admin_list_trash` answers. */
export function mapTrash(json: unknown): TrashedEntry[] {
  return z
    .array(trashRow)
    .parse(json)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      titleEs: row.title_es,
      titleEn: row.title_en,
      deletedAt: iso(row.deleted_at),
      deletedBy: row.deleted_by_email,
      daysLeft: row.days_left,
    }));
}

const restoredRow = z.object({
  id: z.uuid(),
  kind,
  slug_es: z.string(),
  slug_en: z.string().nullable(),
});

/** What `admin_restore_entry` answers. */
export function mapRestored(json: unknown): RestoreOutcome {
  const row = restoredRow.parse(json);
  return {
    status: 'restored',
    id: row.id,
    kind: row.kind,
    slugs: { es: row.slug_es, en: row.slug_en },
  };
}

const purgedRow = z.object({
  id: z.uuid(),
  kind,
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  deleted_at: z.string().min(1),
});

/** What `purge_trash` answers. */
export function mapPurged(json: unknown): PurgedEntry[] {
  return z
    .array(purgedRow)
    .parse(json)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      slugs: { es: row.slug_es, en: row.slug_en },
      deletedAt: iso(row.deleted_at),
    }));
}
