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
      for (const itemIds of [['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']])
        expect(
          await admin.saveBulletin(created.id, created.version, { ...input, itemIds }),
        ).toEqual({ status: 'badItems' });
      // A refused save changed nothing.
      expect(await admin.getEntry(created.id)).toMatchObject({
        version: created.version,
        itemIds: [ids[2], ids[0], ids[1]],
      });
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
      expect(await admin.saveBulletin(created.id, created.version, input)).toEqual({
        status: 'stale',
      });
      const revisions = await admin.listRevisions(created.id);
      expect(revisions.map((r) => [r.version, (r.snapshot as BulletinDraft).itemIds])).toEqual([
        [reordered.version, [ids[1], ids[2]]],
        [created.version, [ids[2], ids[0], ids[1]]],
      ]);
      expect(await admin.deleteEntry(created.id, reordered.version)).toEqual({
        status: 'deleted',
        kind: 'bulletin',
        slugs: { es: input.es.slug, en: input.en!.slug },
      });
      // Its month is free again.
      expect((await admin.saveBulletin(null, null, bulletin([], '2032-03-01'))).status).toBe(
        'saved',
      );
    });

    it('maps a unique violation of a concurrent save to the code the editor shows', async () => {
      const cases: Array<[string, boolean, string]> = [
        ['entries_slug_es_key', true, 'slug_taken_es'],
        ['entries_slug_en_key', true, 'slug_taken_en'],
        ['entries_slug_en_key', false, 'slug_taken_es'],
        ['entries_bulletin_month_key', false, 'month_taken'],
      ];
      for (const [constraint, hasEn, code] of cases)
        await expect(
          run('admin', 'select public.raise_entry_conflict($1, $2)', [constraint, hasEn]),
        ).rejects.toMatchObject({ code: 'P0001', message: code });
    });
  });
  describe('row-level security of the new tables and functions', () => {
    let entryId: string;
    let draftId: string;
    let oldSlug: string;
    let newSlug: string;

    beforeAll(async () => {
      // A published entry whose slug changed (history visible), and a draft whose slug changed
      // while it was public before (history hidden while it is a draft).
      const input = draft();
      const first = saved(await admin.saveEntry(null, null, input));
      const moved = draft();
      saved(await admin.saveEntry(first.id, first.version, moved));
      entryId = first.id;
      oldSlug = input.es.slug;
      newSlug = moved.es.slug;
      const d1 = saved(await admin.saveEntry(null, null, draft()));
      const renamed = draft();
      const d2 = saved(await admin.saveEntry(d1.id, d1.version, renamed));
      saved(await admin.saveEntry(d2.id, d2.version, { ...renamed, status: 'draft' }));
      draftId = d1.id;
    });

    it('shows old slugs only of entries the reader can see', async () => {
      const seen = async (who: Who) =>
        (
          await run<{ entry_id: string }>(
            who,
            'select entry_id from public.entry_slugs where entry_id = any($1::uuid[])',
            [[entryId, draftId]],
          )
        ).map((row) => row.entry_id);
      expect(await seen('anon')).toEqual([entryId, entryId]);
      expect(await seen('member')).toEqual([entryId, entryId]);
      expect((await seen('admin')).sort()).toEqual([draftId, draftId, entryId, entryId].sort());
      expect(await backend.resolveEntrySlug('es', oldSlug)).toBe(newSlug);
      const draftOld = await owner<{ slug: string }>(
        `select slug from public.entry_slugs where entry_id = $1 and locale = 'es'`,
        [draftId],
      );
      expect(await backend.resolveEntrySlug('es', draftOld[0]!.slug)).toBeNull();
    });

    it('lets only admins write old slugs', async () => {
      const insert = `insert into public.entry_slugs (locale, slug, entry_id) values ('es', 'falsa', $1)`;
      await expect(run('anon', insert, [entryId])).rejects.toMatchObject({ code: '42501' });
      await expect(run('member', insert, [entryId])).rejects.toThrow(/row-level security/);
      expect(
        await store.asRole(
          claims.member,
          async (tx) =>
            (await tx.query('delete from public.entry_slugs where entry_id = $1', [entryId]))
              .affectedRows,
        ),
      ).toBe(0);
      await store.asRole(claims.admin, async (tx) => {
        await tx.query(insert, [entryId]);
        await tx.query(`delete from public.entry_slugs where slug = 'falsa'`);
      });
    });

    it('shows revisions to admins only, and lets nobody write them directly', async () => {
      await expect(run('anon', 'select * from public.entry_revisions')).rejects.toMatchObject({
        code: '42501',
      });
      expect(await run('member', 'select * from public.entry_revisions')).toEqual([]);
      expect(
        (await run('admin', 'select * from public.entry_revisions where entry_id = $1', [entryId]))
          .length,
      ).toBe(2);
      for (const who of ['member', 'admin'] as const)
        await expect(
          run(
            who,
            `insert into public.entry_revisions (entry_id, version, snapshot) values ($1, 9, '{}')`,
            [entryId],
          ),
        ).rejects.toMatchObject({ code: '42501' });
      // The function that writes them takes its snapshot itself, once per version: calling it
      // again records nothing, and a non-admin may not call it.
      await run('admin', 'select public.record_entry_revision($1)', [entryId]);
      expect((await admin.listRevisions(entryId)).map((r) => r.version)).toEqual([2, 1]);
      await expect(
        run('member', 'select public.record_entry_revision($1)', [entryId]),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        run('anon', 'select public.record_entry_revision($1)', [entryId]),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('lets visitors resolve old slugs, and nothing else new', async () => {
      expect(
        await run('anon', `select public.resolve_entry_slug('es', $1) as slug`, [oldSlug]),
      ).toEqual([{ slug: newSlug }]);
      const { rows } = await store.db.query<{ fn: string }>(
        `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
            and (p.proname like 'admin%' or p.proname in ('resolve_entry_slug', 'record_entry_revision',
                 'retire_entry_slugs', 'lock_entry_version', 'check_entry_slugs', 'entry_snapshot',
                 'require_admin', 'saved_entry', 'draft_text', 'raise_entry_conflict', 'admin_entry_row'))`,
      );
      expect(rows.map((row) => row.fn)).toEqual(['resolve_entry_slug']);
    });

    it('runs every new function as its caller with an empty search_path, but the revision writer', async () => {
      const created = [
        'admin_dashboard',
        'admin_delete_entry',
        'admin_entry_row',
        'admin_get_entry',
        'admin_list_entries',
        'admin_list_revisions',
        'admin_save_bulletin',
        'admin_save_category',
        'admin_save_entry',
        'bump_entry_version',
        'check_entry_slugs',
        'draft_text',
        'entry_snapshot',
        'get_entry',
        'lock_entry_version',
        'raise_entry_conflict',
        'record_entry_revision',
        'require_admin',
        'resolve_entry_slug',
        'retire_entry_slugs',
        'saved_entry',
      ];
      const rows = await owner<{ fn: string; definer: boolean; path: string[] | null }>(
        `select p.proname as fn, p.prosecdef as definer, p.proconfig as path
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = any($1) order by 1`,
        [created],
      );
      expect(rows.map((row) => row.fn)).toEqual(created);
      for (const row of rows)
        expect(row).toEqual({
          fn: row.fn,
          definer: row.fn === 'record_entry_revision',
          path: ['search_path=""'],
        });
    });

    it('keeps the helpers of the save functions useless to a non-admin', async () => {
      await expect(
        run('member', 'select public.lock_entry_version($1, 2)', [entryId]),
      ).rejects.toMatchObject({ code: 'P0001', message: 'stale_version' });
      await expect(
        run(
          'member',
          `select public.retire_entry_slugs(e, e) from public.entries e where e.id = $1`,
          [entryId],
        ),
      ).resolves.toEqual([{ retire_entry_slugs: '' }]);
      // Nothing was removed: the member's delete matched no row under the policies.
      expect(await backend.resolveEntrySlug('es', oldSlug)).toBe(newSlug);
    });
  });

  describe('visibility', () => {
    it('shows an entry scheduled for a later time once its time has come, with no other change', async () => {
      const [row] = await owner<{ now: Date }>('select now() as now');
      const at = new Date(row!.now.getTime() + 2500);
      const input = draft({ publishedAt: at.toISOString() });
      // The search indexes words of letters: a word of its own finds this entry and no other.
      const word = Array.from({ length: 12 }, () =>
        String.fromCharCode(97 + Math.floor(Math.random() * 26)),
      ).join('');
      input.es.title = `Calendario escalonado ${word}`;
      const entry = saved(await admin.saveEntry(null, null, input));
      const visible = async () => ({
        es: (await backend.getEntry('es', input.es.slug))?.id ?? null,
        en: (await backend.getEntry('en', input.en!.slug))?.id ?? null,
        sitemap: (await backend.listSitemapEntries()).some((e) => e.slugs.es === input.es.slug),
        search: (
          await backend.searchEntries({
            locale: 'es',
            query: word,
            categories: [],
            kinds: [],
            page: 1,
            pageSize: 50,
          })
        ).items.some((item) => item.id === entry.id),
      });
      // The date is after the statement's now(): invisible to visitors, scheduled for the admin.
      expect(await visible()).toEqual({ es: null, en: null, sitemap: false, search: false });
      expect(
        (await admin.listEntries('publication', input.es.title)).map((row) => row.scheduled),
      ).toEqual([true]);
      const before = await admin.getEntry(entry.id);
      // Only the clock moves: wait until the database's clock has passed the date.
      for (;;) {
        const [clock] = await owner<{ passed: boolean }>('select now() >= $1 as passed', [
          at.toISOString(),
        ]);
        if (clock!.passed) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await visible()).toEqual({ es: entry.id, en: entry.id, sitemap: true, search: true });
      expect(await admin.getEntry(entry.id)).toEqual(before);
      expect(
        (await admin.listEntries('publication', input.es.title)).map((row) => row.scheduled),
      ).toEqual([false]);
    });

    it('hides an entry at once when it is unpublished or deleted, old slugs included', async () => {
      const input = draft();
      const first = saved(await admin.saveEntry(null, null, input));
      const renamed = draft();
      const second = saved(await admin.saveEntry(first.id, first.version, renamed));
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBe(renamed.es.slug);
      const third = saved(
        await admin.saveEntry(second.id, second.version, { ...renamed, status: 'draft' }),
      );
      expect(await backend.getEntry('es', renamed.es.slug)).toBeNull();
      expect(await backend.getEntry('en', renamed.en!.slug)).toBeNull();
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect((await backend.listSitemapEntries()).map((e) => e.slugs.es)).not.toContain(
        renamed.es.slug,
      );
      // Unpublishing changed no slug: no history for the slugs it answered at.
      expect(third.oldSlugs).toEqual({ es: renamed.es.slug, en: renamed.en!.slug });
      const fourth = saved(await admin.saveEntry(third.id, third.version, renamed));
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBe(renamed.es.slug);
      expect(await admin.deleteEntry(fourth.id, fourth.version)).toMatchObject({
        status: 'deleted',
      });
      expect(await backend.getEntry('es', renamed.es.slug)).toBeNull();
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect(await admin.getEntry(fourth.id)).toBeNull();
      expect(
        await owner('select 1 from public.entry_revisions where entry_id = $1', [fourth.id]),
      ).toEqual([]);
    });

    it('keeps no history for a draft’s slug changes, nor for a scheduled entry’s', async () => {
      for (const overrides of [
        { status: 'draft' as const },
        { publishedAt: '2099-01-01T00:00:00Z' },
      ]) {
        const input = draft(overrides);
        const first = saved(await admin.saveEntry(null, null, input));
        saved(await admin.saveEntry(first.id, first.version, draft(overrides)));
        expect(
          await owner('select 1 from public.entry_slugs where entry_id = $1', [first.id]),
        ).toEqual([]);
      }
    });

    it('publishes now a published entry saved without a date', async () => {
      const input = draft({ publishedAt: null });
      const entry = saved(await admin.saveEntry(null, null, input));
      expect((await backend.getEntry('es', input.es.slug))?.id).toBe(entry.id);
      expect((await admin.getEntry(entry.id))?.publishedAt).toEqual(expect.any(String));
    });
  });

  describe('slugs across languages', () => {
    it('redirects an untranslated entry’s English page when it gets its own English slug', async () => {
      const input = { ...draft(), en: null };
      const first = saved(await admin.saveEntry(null, null, input));
      expect((await backend.getEntry('en', input.es.slug))?.translated).toBe(false);
      const translated = draft({}, input.es.slug);
      const second = saved(await admin.saveEntry(first.id, first.version, translated));
      expect(second.oldSlugs).toEqual({ es: input.es.slug, en: null });
      expect(await backend.getEntry('en', input.es.slug)).toBeNull();
      expect(await backend.resolveEntrySlug('en', input.es.slug)).toBe(translated.en!.slug);
      // The Spanish slug did not change: nothing to redirect in Spanish.
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect((await backend.getEntry('es', input.es.slug))?.id).toBe(first.id);
    });

    it('lets an entry take back a slug it had before', async () => {
      const input = draft();
      const first = saved(await admin.saveEntry(null, null, input));
      const second = saved(await admin.saveEntry(first.id, first.version, draft()));
      const third = saved(await admin.saveEntry(second.id, second.version, input));
      expect(third.slugs).toEqual({ es: input.es.slug, en: input.en!.slug });
      expect(await backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect((await backend.getEntry('es', input.es.slug))?.id).toBe(first.id);
    });

    it('gives an untranslated entry’s English page the Spanish SEO texts it shows', async () => {
      const input = { ...draft(), en: null };
      input.es.seoTitle = 'Solo en español';
      input.es.seoDescription = 'Descripción en español';
      saved(await admin.saveEntry(null, null, input));
      expect(await backend.getEntry('en', input.es.slug)).toMatchObject({
        seoTitle: 'Solo en español',
        seoDescription: 'Descripción en español',
      });
    });

    it('refuses SEO texts over their lengths (70 and 160 characters)', async () => {
      const title = draft();
      title.es.seoTitle = 'x'.repeat(71);
      await expect(admin.saveEntry(null, null, title)).rejects.toMatchObject({ code: '23514' });
      const description = draft();
      description.en!.seoDescription = 'x'.repeat(161);
      await expect(admin.saveEntry(null, null, description)).rejects.toMatchObject({
        code: '23514',
      });
      const fits = draft();
      fits.es.seoTitle = 'x'.repeat(70);
      fits.en!.seoDescription = 'x'.repeat(160);
      expect((await admin.saveEntry(null, null, fits)).status).toBe('saved');
    });
  });

  describe('categories', () => {
    it('adds a category, refuses its id again, and renames it in both languages', async () => {
      const category = { id: 'energia', label: { es: 'Energía', en: 'Energy' } };
      expect(await admin.saveCategory(category, true)).toBe('saved');
      expect(
        await admin.saveCategory({ ...category, label: { es: 'Otra', en: 'Other' } }, true),
      ).toBe('taken');
      expect(
        await admin.saveCategory(
          { ...category, label: { es: 'Minas y energía', en: 'Mining and energy' } },
          false,
        ),
      ).toBe('saved');
      const listed = (await backend.listCategories()).find((c) => c.id === 'energia');
      expect(listed).toEqual({
        id: 'energia',
        label: { es: 'Minas y energía', en: 'Mining and energy' },
      });
      // New categories come last.
      expect((await backend.listCategories()).at(-1)?.id).toBe('energia');
      await expect(
        admin.saveCategory({ id: 'no-existe', label: { es: 'X', en: 'X' } }, false),
      ).rejects.toMatchObject({ code: 'P0002' });
    });
  });

  describe('the admin’s lists', () => {
    it('matches titles as plain text: %, _ and \\ are characters, accents and case are ignored', async () => {
      const stem = fresh('lista');
      const titles = [
        `Tasa del 100% ${stem}`,
        `Tasa del 1000 ${stem}`,
        `archivo_final ${stem}`,
        `archivoXfinal ${stem}`,
        `ruta C:\\datos ${stem}`,
        `ruta C:datos ${stem}`,
        `Crédito fiscal ${stem}`,
      ];
      const ids: Record<string, string> = {};
      for (const [n, title] of titles.entries()) {
        const input = draft({}, `${stem}-${n}`);
        ids[title] = saved(
          await admin.saveEntry(null, null, { ...input, es: { ...input.es, title } }),
        ).id;
      }
      const found = async (query: string) =>
        (await admin.listEntries('publication', query))
          .map((row) => row.titleEs)
          .filter((title) => title.endsWith(stem))
          .sort();
      expect(await found('100%')).toEqual([`Tasa del 100% ${stem}`]);
      expect(await found('10%0')).toEqual([]);
      expect(await found('archivo_final')).toEqual([`archivo_final ${stem}`]);
      expect(await found('C:\\datos')).toEqual([`ruta C:\\datos ${stem}`]);
      expect(await found('CREDITO FISCAL')).toEqual([`Crédito fiscal ${stem}`]);
      expect(await found('crédito')).toEqual([`Crédito fiscal ${stem}`]);
      // English titles match too.
      expect(await found(`Title ${stem}-6`)).toEqual([`Crédito fiscal ${stem}`]);
      // Other kinds are not listed.
      expect(await admin.listEntries('blog', stem)).toEqual([]);
    });

    it('lists newest changes first, with languages and schedule', async () => {
      const input = { ...draft(), en: null, status: 'draft' as const };
      const entry = saved(await admin.saveEntry(null, null, input));
      const rows = await admin.listEntries('publication', '');
      expect(rows[0]).toEqual({
        id: entry.id,
        kind: 'publication',
        status: 'draft',
        titleEs: input.es.title,
        titleEn: null,
        publishedAt: new Date(input.publishedAt!).toISOString(),
        updatedAt: expect.any(String),
        scheduled: false,
      });
      const dates = rows.map((row) => Date.parse(row.updatedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('counts published, drafts and scheduled per kind on the dashboard', async () => {
      const [expected] = await owner<{ counts: Record<string, unknown> }>(
        `select jsonb_object_agg(k, jsonb_build_object(
                  'published', (select count(*) from public.entries where kind::text = k and status = 'published' and published_at <= now()),
                  'drafts', (select count(*) from public.entries where kind::text = k and status = 'draft'),
                  'scheduled', (select count(*) from public.entries where kind::text = k and status = 'published' and published_at > now())
                )) as counts
           from unnest(array['publication', 'blog', 'bulletin']) as k`,
      );
      const before = await admin.dashboard();
      expect(before.counts).toEqual(expected!.counts);
      saved(await admin.saveEntry(null, null, draft({ kind: 'blog', status: 'draft' })));
      saved(
        await admin.saveEntry(
          null,
          null,
          draft({ kind: 'blog', publishedAt: '2099-05-01T00:00:00Z' }),
        ),
      );
      const untranslated = { ...draft({ kind: 'blog' }), en: null };
      const last = saved(await admin.saveEntry(null, null, untranslated));
      const after = await admin.dashboard();
      expect(after.counts.blog).toEqual({
        published: before.counts.blog.published + 1,
        drafts: before.counts.blog.drafts + 1,
        scheduled: before.counts.blog.scheduled + 1,
      });
      expect(after.counts.publication).toEqual(before.counts.publication);
      expect(after.latest[0]?.id).toBe(last.id);
      expect(after.latest).toHaveLength(10);
      expect(after.untranslated[0]?.id).toBe(last.id);
      expect(after.untranslated.length).toBeLessThanOrEqual(20);
      for (const row of after.untranslated) expect(row.titleEn).toBeNull();
    });
  });
});
