import type { Transaction } from '@electric-sql/pglite';
import { embeddedBackend } from '../embedded/adapter';
import type { Claims, EmbeddedStore } from '../embedded/store';
import { createUser, openTestStore, startSession, testUploadsDir } from '../testing/fixtures';
import { fieldName, formValuesFrom, textFields } from '@/lib/admin/entries/schema';
import type { AdminContent, Backend, EntryDraft, SavedEntry, SaveOutcome, Viewer } from '../types';

// The editors' data layer (20261124000100_editors.sql; the entry save as
// 20261127000200_entry_save.sql re-creates it) against the real embedded Postgres: who
// may call what, versions, slugs and their history, revisions, bulletins, categories, the
// admin's lists, one test file per SQL function or group beside this one. PGlite connects as a
// superuser, who bypasses RLS: the direct SQL checks first prove they run as the API role.

export type Who = 'anon' | 'member' | 'admin';

let counter = 0;
/** A slug no other test uses. */
export const fresh = (stem: string) => `${stem}-${++counter}-${Date.now().toString(36)}`;

export function draft(overrides: Partial<EntryDraft> = {}, stem = fresh('entrada')): EntryDraft {
  return {
    kind: 'publication',
    categoryId: 'tax',
    authorId: '',
    status: 'published',
    publishedAt: '2026-01-15T10:00',
    titleEs: `Título ${stem}`,
    slugEs: stem,
    summaryEs: 'Resumen en español.',
    bodyEs: '<p>Cuerpo</p>',
    seoTitleEs: '',
    seoDescriptionEs: '',
    titleEn: `Title ${stem}`,
    slugEn: `${stem}-en`,
    summaryEn: 'English summary.',
    bodyEn: '<p>Body</p>',
    seoTitleEn: '',
    seoDescriptionEn: '',
    ...overrides,
  };
}

/** An instant as the form's date field would send it, in the firm's time (UTC−5), to the second. */
export const firmInputAt = (at: Date) =>
  new Date(at.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 19);

/** `input` without its English version (every English field empty, as the editor sends it). */
export const spanishOnly = (input: EntryDraft): EntryDraft => ({
  ...input,
  ...Object.fromEntries(textFields.map((field) => [fieldName(field, 'en'), ''])),
});

/** The editor's values for `input`: a new entry, or `stored` at its version. */
export const values = (input: EntryDraft, stored?: { id: string; version: number }) =>
  formValuesFrom(input, stored);

export function saved(outcome: SaveOutcome): SavedEntry {
  if (outcome.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(outcome)}`);
  return outcome.entry;
}

export type EditorsFixture = Awaited<ReturnType<typeof openEditorsFixture>>;

/**
 * A fresh seeded store with a member and an admin, each signed in, the backend over it, and two
 * ways to run SQL: `run` as a role (after proving it is not a superuser), `owner` as the owner.
 */
export async function openEditorsFixture() {
  const store: EmbeddedStore = await openTestStore();
  const backend: Backend = embeddedBackend(store, testUploadsDir());
  const adminEmail = `editor-${Date.now()}@example.com`;
  const memberId = await createUser(store, `member-${Date.now()}@example.com`);
  const adminId = await createUser(store, adminEmail, { admin: true });
  const session = async (id: string, email: string) => ({
    session_id: await startSession(store, id),
    email,
  });
  const memberClaims = await session(memberId, 'member@example.com');
  const adminClaims = await session(adminId, adminEmail);
  const claims: Record<Who, Claims> = {
    anon: { role: 'anon' },
    member: { role: 'authenticated', sub: memberId, ...memberClaims },
    admin: { role: 'authenticated', sub: adminId, ...adminClaims },
  };
  const viewers: Record<Who, Viewer> = {
    anon: { kind: 'anonymous' },
    member: { kind: 'user', id: memberId, claims: memberClaims },
    admin: { kind: 'user', id: adminId, claims: adminClaims },
  };
  const admin: AdminContent = backend.adminContent(viewers.admin);

  /** Runs `sql` as `who`, after proving the transaction is not a superuser's. */
  const run = <T = Record<string, unknown>>(who: Who, sql: string, params: unknown[] = []) =>
    store.asRole(claims[who], async (tx: Transaction) => {
      const { rows } = await tx.query<{ su: string; role: string }>(
        `select current_setting('is_superuser') as su, current_user as role`,
      );
      expect(rows[0]).toEqual({ su: 'off', role: claims[who].role });
      return (await tx.query<T>(sql, params)).rows;
    });

  const owner = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await store.db.query<T>(sql, params)).rows;

  return { store, backend, claims, viewers, admin, adminEmail, run, owner };
}

/**
 * The fixture of one test file: opened before its tests (beforeAll) and closed after them
 * (afterAll). Read its parts inside the tests, once beforeAll has run.
 */
export function useEditorsFixture(): EditorsFixture {
  let fixture: EditorsFixture | undefined;
  beforeAll(async () => {
    fixture = await openEditorsFixture();
  }, 120_000);
  afterAll(() => fixture?.store.close());
  return new Proxy({} as EditorsFixture, {
    get(_, key) {
      if (!fixture) throw new Error('the editors fixture opens in beforeAll');
      return fixture[key as keyof EditorsFixture];
    },
  });
}
