import { draft, saved, useEditorsFixture, type Who, values } from './fixture';

// Row-level security of entry_slugs and entry_revisions, and how each new function runs (the
// shared setup is in fixture.ts).

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('row-level security of the new tables and functions', () => {
    let entryId: string;
    let draftId: string;
    let oldSlug: string;
    let newSlug: string;

    beforeAll(async () => {
      // A published entry whose slug changed (history visible), and a draft whose slug changed
      // while it was public before (history hidden while it is a draft).
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const moved = draft();
      saved(await fx.admin.saveEntry(values(moved, first)));
      entryId = first.id;
      oldSlug = input.slugEs;
      newSlug = moved.slugEs;
      const d1 = saved(await fx.admin.saveEntry(values(draft())));
      const renamed = draft();
      const d2 = saved(await fx.admin.saveEntry(values(renamed, d1)));
      saved(await fx.admin.saveEntry(values({ ...renamed, status: 'draft' }, d2)));
      draftId = d1.id;
    });

    it('shows old slugs only of entries the reader can see', async () => {
      const seen = async (who: Who) =>
        (
          await fx.run<{ entry_id: string }>(
            who,
            'select entry_id from public.entry_slugs where entry_id = any($1::uuid[])',
            [[entryId, draftId]],
          )
        ).map((row) => row.entry_id);
      expect(await seen('anon')).toEqual([entryId, entryId]);
      expect(await seen('member')).toEqual([entryId, entryId]);
      expect((await seen('admin')).sort()).toEqual([draftId, draftId, entryId, entryId].sort());
      expect(await fx.backend.resolveEntrySlug('es', oldSlug)).toBe(newSlug);
      const draftOld = await fx.owner<{ slug: string }>(
        `select slug from public.entry_slugs where entry_id = $1 and locale = 'es'`,
        [draftId],
      );
      expect(await fx.backend.resolveEntrySlug('es', draftOld[0]!.slug)).toBeNull();
    });

    it('lets only admins add old slugs, and nobody remove one', async () => {
      const insert = `insert into public.entry_slugs (locale, slug, entry_id) values ('es', 'falsa', $1)`;
      await expect(fx.run('anon', insert, [entryId])).rejects.toMatchObject({ code: '42501' });
      await expect(fx.run('member', insert, [entryId])).rejects.toThrow(/row-level security/);
      await expect(
        fx.run('member', 'delete from public.entry_slugs where entry_id = $1', [entryId]),
      ).rejects.toMatchObject({ code: '42501' });
      // The admin's row is added, then her delete refused: the transaction leaves nothing.
      await expect(
        fx.store.asRole(fx.claims.admin, async (tx) => {
          await tx.query(insert, [entryId]);
          await tx.query(`delete from public.entry_slugs where slug = 'falsa'`);
        }),
      ).rejects.toThrow(/permission denied for table entry_slugs/);
      expect(await fx.owner(`select 1 from public.entry_slugs where slug = 'falsa'`)).toEqual([]);
    });

    it('shows revisions to admins only, and lets nobody write them directly', async () => {
      await expect(fx.run('anon', 'select * from public.entry_revisions')).rejects.toMatchObject({
        code: '42501',
      });
      expect(await fx.run('member', 'select * from public.entry_revisions')).toEqual([]);
      expect(
        (
          await fx.run('admin', 'select * from public.entry_revisions where entry_id = $1', [
            entryId,
          ])
        ).length,
      ).toBe(2);
      for (const who of ['member', 'admin'] as const)
        await expect(
          fx.run(
            who,
            `insert into public.entry_revisions (entry_id, version, snapshot) values ($1, 9, '{}')`,
            [entryId],
          ),
        ).rejects.toMatchObject({ code: '42501' });
      // The function that writes them takes its snapshot itself, once per version: calling it
      // again records nothing, and a non-admin may not call it.
      await fx.run('admin', 'select public.record_entry_revision($1)', [entryId]);
      expect((await fx.admin.listRevisions(entryId)).map((r) => r.version)).toEqual([2, 1]);
      await expect(
        fx.run('member', 'select public.record_entry_revision($1)', [entryId]),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        fx.run('anon', 'select public.record_entry_revision($1)', [entryId]),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('lets visitors resolve old slugs, and nothing else new', async () => {
      expect(
        await fx.run('anon', `select public.resolve_entry_slug('es', $1) as slug`, [oldSlug]),
      ).toEqual([{ slug: newSlug }]);
      const { rows } = await fx.store.db.query<{ fn: string }>(
        `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
            and (p.proname like 'admin%' or p.proname in ('resolve_entry_slug', 'record_entry_revision',
                 'retire_entry_slugs', 'lock_entry_version', 'check_entry_slugs', 'entry_snapshot',
                 'require_admin', 'saved_entry', 'draft_text', 'raise_entry_conflict', 'admin_entry_row',
                 'entry_was_live_at'))`,
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
      const rows = await fx.owner<{ fn: string; definer: boolean; path: string[] | null }>(
        `select p.proname as fn, p.prosecdef as definer, p.proconfig as path
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = any($1) order by 1`,
        [created],
      );
      expect(rows.map((row) => row.fn)).toEqual(created);
      for (const row of rows)
        expect(row).toEqual({
          fn: row.fn,
          // The revision writer, and the delete that moves an entry to the trash, out of every
          // API role's sight (20261128000400_trash.sql): both check their caller first.
          definer: row.fn === 'record_entry_revision' || row.fn === 'admin_delete_entry',
          path: ['search_path=""'],
        });
    });

    it('keeps the helpers of the save functions useless to a non-admin', async () => {
      await expect(
        fx.run('member', 'select public.lock_entry_version($1, 2)', [entryId]),
      ).rejects.toMatchObject({ code: 'P0001', message: 'stale_version' });
      await expect(
        fx.run(
          'member',
          `select public.retire_entry_slugs(e, e) from public.entries e where e.id = $1`,
          [entryId],
        ),
      ).resolves.toEqual([{ retire_entry_slugs: '' }]);
      // Nothing was removed: the helper deletes nothing, and the member may not.
      expect(await fx.backend.resolveEntrySlug('es', oldSlug)).toBe(newSlug);
    });
  });
});
