import type { Transaction } from '@electric-sql/pglite';
import { embeddedBackend } from './embedded/adapter';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession, testUploadsDir } from './testing/fixtures';
import type {
  AdminContent,
  Backend,
  BulletinDraft,
  EntryDraft,
  SavedEntry,
  SaveOutcome,
  Viewer,
} from './types';

// The editors' data layer (20261124000100_editors.sql) against the real embedded Postgres: who
// may call what, versions, slugs and their history, revisions, bulletins, categories, the
// admin's lists. PGlite connects as a superuser, who bypasses RLS: the direct SQL checks first
// prove they run as the API role.

type Who = 'anon' | 'member' | 'admin';

let counter = 0;
/** A slug no other test uses. */
const fresh = (stem: string) => `${stem}-${++counter}-${Date.now().toString(36)}`;

function draft(overrides: Partial<EntryDraft> = {}, stem = fresh('entrada')): EntryDraft {
  return {
    kind: 'publication',
    categoryId: 'tax',
    authorId: null,
    status: 'published',
    publishedAt: '2026-01-15T10:00:00-05:00',
    es: {
      title: `Título ${stem}`,
      slug: stem,
      summary: 'Resumen en español.',
      body: '<p>Cuerpo</p>',
      seoTitle: null,
      seoDescription: null,
    },
    en: {
      title: `Title ${stem}`,
      slug: `${stem}-en`,
      summary: 'English summary.',
      body: '<p>Body</p>',
      seoTitle: null,
      seoDescription: null,
    },
    ...overrides,
  };
}

function saved(outcome: SaveOutcome): SavedEntry {
  if (outcome.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(outcome)}`);
  return outcome.entry;
}

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let backend: Backend;
  let claims: Record<Who, Claims>;
  let viewers: Record<Who, Viewer>;
  let admin: AdminContent;
  let adminEmail: string;

  beforeAll(async () => {
    store = await openTestStore();
    backend = embeddedBackend(store, testUploadsDir());
    adminEmail = `editor-${Date.now()}@example.com`;
    const memberId = await createUser(store, `member-${Date.now()}@example.com`);
    const adminId = await createUser(store, adminEmail, { admin: true });
    const session = async (id: string, email: string) => ({
      session_id: await startSession(store, id),
      email,
    });
    const memberClaims = await session(memberId, 'member@example.com');
    const adminClaims = await session(adminId, adminEmail);
    claims = {
      anon: { role: 'anon' },
      member: { role: 'authenticated', sub: memberId, ...memberClaims },
      admin: { role: 'authenticated', sub: adminId, ...adminClaims },
    };
    viewers = {
      anon: { kind: 'anonymous' },
      member: { kind: 'user', id: memberId, claims: memberClaims },
      admin: { kind: 'user', id: adminId, claims: adminClaims },
    };
    admin = backend.adminContent(viewers.admin);
  });
  afterAll(() => store.close());

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

  describe('who may call what', () => {
    const adminCalls: Array<[string, (content: AdminContent) => Promise<unknown>]> = [
      ['admin_dashboard', (c) => c.dashboard()],
      ['admin_list_entries', (c) => c.listEntries('publication', '')],
      ['admin_get_entry', (c) => c.getEntry('00000000-0000-4000-8000-000000000000')],
      ['admin_save_entry', (c) => c.saveEntry(null, null, draft())],
      [
        'admin_save_bulletin',
        (c) =>
          c.saveBulletin(null, null, {
            issueMonth: '2031-01-01',
            status: 'draft',
            publishedAt: null,
            es: { title: 'Boletín', slug: fresh('boletin'), summary: 'Resumen' },
            en: null,
            pdfPath: null,
            itemIds: [],
          }),
      ],
      ['admin_delete_entry', (c) => c.deleteEntry('00000000-0000-4000-8000-000000000000', 1)],
      ['admin_list_revisions', (c) => c.listRevisions('00000000-0000-4000-8000-000000000000')],
      [
        'admin_save_category',
        (c) => c.saveCategory({ id: 'nueva', label: { es: 'Nueva', en: 'New' } }, true),
      ],
    ];

    for (const [fn, call] of adminCalls) {
      it(`refuses ${fn} to visitors and to signed-in non-admins with 42501`, async () => {
        for (const who of ['anon', 'member'] as const)
          await expect(call(backend.adminContent(viewers[who]))).rejects.toMatchObject({
            code: '42501',
          });
      });
    }

    it('refuses a signed-in non-admin with 42501 from the function itself, not only from RLS', async () => {
      await expect(run('member', 'select public.admin_dashboard()')).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('admins only'),
      });
      // A visitor is not even allowed to call it.
      await expect(run('anon', 'select public.admin_dashboard()')).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('permission denied for function'),
      });
    });

    it('refuses an admin whose session has ended', async () => {
      const id = await createUser(store, `gone-${Date.now()}@example.com`, { admin: true });
      const session = await startSession(store, id);
      const content = backend.adminContent({ kind: 'user', id, claims: { session_id: session } });
      expect((await content.dashboard()).counts.publication.published).toBeGreaterThan(0);
      await owner('delete from auth.sessions where id = $1', [session]);
      await expect(content.dashboard()).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('saving entries', () => {
    it('creates an entry in both languages and loads it back as the editor sent it', async () => {
      const input = draft({ authorId: 'ana-maria-rivas' });
      input.es.seoTitle = 'Título SEO';
      input.en!.seoDescription = 'English description';
      const entry = saved(await admin.saveEntry(null, null, input));
      expect(entry).toEqual({
        id: expect.any(String),
        version: 1,
        slugs: { es: input.es.slug, en: input.en!.slug },
        oldSlugs: { es: null, en: null },
      });
      const loaded = await admin.getEntry(entry.id);
      expect(loaded).toEqual({
        ...input,
        publishedAt: new Date(input.publishedAt!).toISOString(),
        id: entry.id,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const page = await backend.getEntry('es', input.es.slug);
      expect(page).toMatchObject({ seoTitle: 'Título SEO', seoDescription: null });
      const pageEn = await backend.getEntry('en', input.en!.slug);
      expect(pageEn).toMatchObject({ seoTitle: null, seoDescription: 'English description' });
    });

    it('refuses a save based on a stale version and overwrites nothing', async () => {
      const input = draft();
      const first = saved(await admin.saveEntry(null, null, input));
      const second = saved(
        await admin.saveEntry(first.id, first.version, {
          ...input,
          es: { ...input.es, title: 'Segunda versión' },
        }),
      );
      expect(second.version).toBe(2);
      const stale = await admin.saveEntry(first.id, first.version, {
        ...input,
        es: { ...input.es, title: 'Versión vieja' },
      });
      expect(stale).toEqual({ status: 'stale' });
      const loaded = await admin.getEntry(first.id);
      expect(loaded).toMatchObject({ version: 2, es: { title: 'Segunda versión' } });
      expect(await admin.deleteEntry(first.id, first.version)).toEqual({ status: 'stale' });
      expect(await admin.getEntry(first.id)).not.toBeNull();
    });

    it('keeps slugs unique per language, an untranslated entry’s English page included', async () => {
      const a = draft();
      saved(await admin.saveEntry(null, null, a));
      expect(await admin.saveEntry(null, null, draft({}, a.es.slug))).toEqual({
        status: 'slugTaken',
        locale: 'es',
      });
      const b = draft();
      expect(
        await admin.saveEntry(null, null, { ...b, en: { ...b.en!, slug: a.en!.slug } }),
      ).toEqual({ status: 'slugTaken', locale: 'en' });
      // The other language's slug is a different namespace: a's English slug is free in Spanish.
      expect((await admin.saveEntry(null, null, draft({}, a.en!.slug))).status).toBe('saved');
      // An untranslated entry answers in English at its Spanish slug, so that slug is checked there too.
      const c = draft();
      saved(await admin.saveEntry(null, null, { ...c, en: null }));
      const d = draft();
      expect(
        await admin.saveEntry(null, null, { ...d, en: { ...d.en!, slug: c.es.slug } }),
      ).toEqual({ status: 'slugTaken', locale: 'en' });
    });

    it('stores a revision per save, with who saved it', async () => {
      const input = draft();
      const first = saved(await admin.saveEntry(null, null, input));
      const second = saved(
        await admin.saveEntry(first.id, 1, { ...input, es: { ...input.es, title: 'Cambio' } }),
      );
      const revisions = await admin.listRevisions(second.id);
      expect(revisions.map((r) => r.version)).toEqual([2, 1]);
      expect(revisions.map((r) => r.savedByEmail)).toEqual([adminEmail, adminEmail]);
      expect(revisions[1]!.snapshot).toMatchObject({ es: { title: input.es.title } });
      expect(revisions[0]!.snapshot).toMatchObject({
        es: { title: 'Cambio' },
        kind: 'publication',
      });
    });
  });

  describe('slug history', () => {
    it('sends an old slug to the new one in each language, and lets a new entry take it', async () => {
      const input = draft();
      const first = saved(await admin.saveEntry(null, null, input));
      const renamed = draft({}, fresh('renombrada'));
      const second = saved(await admin.saveEntry(first.id, first.version, renamed));
      expect(second.oldSlugs).toEqual({ es: input.es.slug, en: input.en!.slug });
      expect(await backend.getEntry('es', input.es.slug)).toBeNull();
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBe(renamed.es.slug);
      expect(await backend.resolveEntrySlug('en', input.en!.slug)).toBe(renamed.en!.slug);
      // History is per language: the Spanish old slug says nothing on the English side.
      expect(await backend.resolveEntrySlug('en', input.es.slug)).toBeNull();

      // A new entry taking the old Spanish slug wins; the English old slug still redirects.
      const taker = saved(
        await admin.saveEntry(null, null, { ...draft({}, input.es.slug), en: null }),
      );
      expect((await backend.getEntry('es', input.es.slug))?.id).toBe(taker.id);
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect(await backend.resolveEntrySlug('en', input.en!.slug)).toBe(renamed.en!.slug);

      // Deleting the entry takes its history with it.
      expect(await admin.deleteEntry(second.id, second.version)).toEqual({
        status: 'deleted',
        kind: 'publication',
        slugs: { es: renamed.es.slug, en: renamed.en!.slug },
      });
      expect(await backend.resolveEntrySlug('en', input.en!.slug)).toBeNull();
      expect(
        await owner('select * from public.entry_slugs where entry_id = $1', [second.id]),
      ).toEqual([]);
    });
  });

  describe('bulletins', () => {
    const bulletin = (itemIds: string[], month: string): BulletinDraft => ({
      issueMonth: month,
      status: 'published',
      publishedAt: '2026-01-20T08:00:00-05:00',
      es: { title: 'Boletín de prueba', slug: fresh('boletin'), summary: 'Resumen del mes.' },
      en: { title: 'Test bulletin', slug: fresh('bulletin'), summary: 'The month in short.' },
      pdfPath: null,
      itemIds,
    });

    it('keeps its items in order, publications and blog posts only, one bulletin per month', async () => {
      const ids = [];
      for (const kind of ['publication', 'blog', 'publication'] as const)
        ids.push(saved(await admin.saveEntry(null, null, draft({ kind }))).id);
      const input = bulletin([ids[2]!, ids[0]!, ids[1]!], '2032-03-01');
      const created = saved(await admin.saveBulletin(null, null, input));
      const page = await backend.getEntry('es', input.es.slug);
      expect(page?.items.map((item) => item.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(await admin.getEntry(created.id)).toMatchObject({
        kind: 'bulletin',
        issueMonth: '2032-03-01',
        itemIds: [ids[2], ids[0], ids[1]],
      });

      expect(await admin.saveBulletin(null, null, bulletin([], '2032-03-01'))).toEqual({
        status: 'monthTaken',
      });
      expect(
        await admin.saveBulletin(created.id, created.version, { ...input, itemIds: [created.id] }),
      ).toEqual({ status: 'badItems' });
      expect(
        await admin.saveBulletin(created.id, created.version, {
          ...input,
          itemIds: [ids[0]!, ids[0]!],
        }),
      ).toEqual({ status: 'badItems' });
      const reordered = saved(
        await admin.saveBulletin(created.id, created.version, {
          ...input,
          itemIds: [ids[1]!, ids[2]!],
        }),
      );
      expect(reordered.version).toBe(created.version + 1);
      expect((await backend.getEntry('es', input.es.slug))?.items.map((i) => i.id)).toEqual([
        ids[1],
        ids[2],
      ]);
    });
  });
});
