import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@/lib/auth/permissions';
import { openEmbeddedStore, type EmbeddedStore } from '../embedded/store';

/** A fresh in-memory store, migrated and seeded with the demo content. */
export function openTestStore(): Promise<EmbeddedStore> {
  return openEmbeddedStore({ dataDir: null });
}

/** Creates a user in the embedded auth schema, optionally with a staff role; returns its id. */
export async function createUser(
  store: EmbeddedStore,
  email: string,
  {
    admin = false,
    role = admin ? 'admin' : null,
  }: { admin?: boolean; role?: StaffRole | null } = {},
): Promise<string> {
  const { rows } = await store.db.query<{ id: string }>(
    'insert into auth.users (email) values ($1) returning id',
    [email],
  );
  const id = rows[0]!.id;
  if (role)
    await store.db.query('insert into public.staff_profiles (user_id, role) values ($1, $2)', [
      id,
      role,
    ]);
  return id;
}

/**
 * Opens a session for the user (as the auth server would on sign-in) and returns its id: the
 * JWT claim `session_id` that staff_role() requires to name a live session.
 */
export async function startSession(store: EmbeddedStore, userId: string): Promise<string> {
  const { rows } = await store.db.query<{ id: string }>(
    `insert into auth.sessions (user_id, not_after) values ($1, now() + interval '7 days') returning id`,
    [userId],
  );
  return rows[0]!.id;
}

/** Demo-seed slugs the tests rely on (see supabase/seed.sql). */
export async function seedSlugs(store: EmbeddedStore) {
  const one = async (where: string) =>
    (
      await store.db.query<{ slug_es: string; slug_en: string | null }>(
        `select slug_es, slug_en from public.entries where ${where} order by published_at desc nulls last limit 1`,
      )
    ).rows[0]!;
  const authors = Object.fromEntries(
    (
      await store.db.query<{ slug_es: string; author_id: string }>(
        'select slug_es, author_id from public.entries where author_id is not null',
      )
    ).rows.map((row) => [row.slug_es, row.author_id]),
  );
  return {
    authors,
    draft: await one(`status = 'draft'`),
    scheduled: await one(`status = 'published' and published_at > now()`),
    untranslated: await one(`title_en is null`),
    bulletin: await one(`kind = 'bulletin'`),
    publication: await one(
      `kind = 'publication' and status = 'published' and published_at <= now() and title_en is not null`,
    ),
  };
}

/** A fresh private folder for CVs stored by a test. */
export function testUploadsDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'resumes-'));
}
