import type { AdminEntry, BulletinDraft } from '../types';
import { draft, fresh, saved, useEditorsFixture, values } from './fixture';

// The trash, continued (trash.test.ts): the purge, who may call the trash functions, and a
// bulletin's items and month while an entry waits in the trash. See fixture.ts.

describe('the trash', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  /** A live entry, renamed once (so it has slug history and two revisions), moved to the trash. */
  async function trashed() {
    const input = draft();
    const first = saved(await fx.admin.saveEntry(values(input)));
    const entry = saved(await fx.admin.saveEntry(values(draft({}, fresh('movida')), first)));
    expect(await fx.admin.deleteEntry(entry.id, entry.version)).toMatchObject({
      status: 'deleted',
    });
    return entry;
  }

  /** Sets when `id` went to the trash, as the owner: the test's fixed clock. */
  const deletedDaysAgo = (id: string, days: number) =>
    fx.owner(
      `update public.entries set deleted_at = now() - make_interval(days => $2) where id = $1`,
      [id, days],
    );

  const rowsOf = async (id: string) => ({
    entries: (await fx.owner('select 1 from public.entries where id = $1', [id])).length,
    revisions: (await fx.owner('select 1 from public.entry_revisions where entry_id = $1', [id]))
      .length,
    slugs: (await fx.owner('select 1 from public.entry_slugs where entry_id = $1', [id])).length,
  });

  it('purges, as the service role, only what has been in the trash for more than 30 days, with its revisions and slug history', async () => {
    const old = await trashed();
    const recent = await trashed();
    await deletedDaysAgo(old.id, 31);
    await deletedDaysAgo(recent.id, 29);
    expect((await fx.admin.listTrash()).find((row) => row.id === recent.id)?.daysLeft).toBe(1);
    expect(await rowsOf(old.id)).toEqual({ entries: 1, revisions: 2, slugs: 2 });

    const purged = await fx.backend.maintenance.purgeTrash();
    expect(purged.map((row) => row.id)).toContain(old.id);
    expect(purged.map((row) => row.id)).not.toContain(recent.id);
    expect(purged.find((row) => row.id === old.id)).toMatchObject({
      kind: 'publication',
      slugs: old.slugs,
    });
    expect(await rowsOf(old.id)).toEqual({ entries: 0, revisions: 0, slugs: 0 });
    expect(await rowsOf(recent.id)).toEqual({ entries: 1, revisions: 2, slugs: 2 });
    // Its slugs are free again; the recent one's are still taken.
    expect((await fx.admin.saveEntry(values(draft({}, old.slugs.es)))).status).toBe('saved');
    expect(await fx.admin.saveEntry(values(draft({}, recent.slugs.es)))).toEqual({
      status: 'slugTaken',
      locale: 'es',
    });
    // Nothing more is due.
    expect(
      (await fx.backend.maintenance.purgeTrash()).filter((row) => row.id === recent.id),
    ).toEqual([]);
  });

  it('refuses the trash to visitors and to signed-in non-admins, and the purge to everyone but the service role', async () => {
    const entry = await trashed();
    for (const who of ['anon', 'member'] as const) {
      const content = fx.backend.adminContent(fx.viewers[who]);
      await expect(content.listTrash()).rejects.toMatchObject({ code: '42501' });
      await expect(content.restoreEntry(entry.id)).rejects.toMatchObject({ code: '42501' });
      // Row-level security: the API roles read no trashed row, whatever they call directly.
      await expect(
        fx.run(who, 'select public.admin_restore_entry($1)', [entry.id]),
      ).rejects.toMatchObject({ code: '42501' });
    }
    await deletedDaysAgo(entry.id, 40);
    for (const who of ['anon', 'member', 'admin'] as const)
      await expect(fx.run(who, 'select public.purge_trash()')).rejects.toMatchObject({
        code: '42501',
      });
    expect(await rowsOf(entry.id)).toMatchObject({ entries: 1 });
    // A non-admin's slug question is answered false, whatever the trash holds.
    expect(
      await fx.run('member', 'select public.slug_held_in_trash($1, $2) as held', [
        'es',
        entry.slugs.es,
      ]),
    ).toEqual([{ held: false }]);
  });

  it('lets a live entry leaving a slug that a trashed entry’s history also holds take that redirect', async () => {
    // A answered at `shared`, moved on (its history keeps it), and B took `shared` as its own.
    const shared = fresh('compartida');
    const a = saved(await fx.admin.saveEntry(values(draft({}, shared))));
    const moved = saved(await fx.admin.saveEntry(values(draft({}, fresh('a-movida')), a)));
    const b = saved(await fx.admin.saveEntry(values(draft({}, shared))));
    expect(await fx.admin.deleteEntry(moved.id, moved.version)).toMatchObject({
      status: 'deleted',
    });
    // B moves on too: the old link now leads to B, the page visitors found there last.
    const next = draft({}, fresh('b-movida'));
    expect((await fx.admin.saveEntry(values(next, b))).status).toBe('saved');
    expect(await fx.backend.resolveEntrySlug('es', shared)).toBe(next.slugEs);
  });

  describe('bulletins', () => {
    const itemsOf = (entry: AdminEntry | null) =>
      entry?.kind === 'bulletin' ? entry.itemIds : undefined;

    const bulletin = (itemIds: string[], month: string): BulletinDraft => ({
      issueMonth: month,
      status: 'published',
      publishedAt: '2026-01-20T08:00:00-05:00',
      es: { title: 'Boletín', slug: fresh('boletin'), summary: 'Resumen.' },
      en: null,
      pdfPaths: { es: null, en: null },
      itemIds,
    });

    it('saves a bulletin whose item is in the trash, without it, and takes its place back only if not saved meanwhile', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push(saved(await fx.admin.saveEntry(values(draft()))).id);
      const input = bulletin([ids[0]!, ids[1]!], '2061-02-01');
      const created = saved(await fx.admin.saveBulletin(null, null, input));
      const item = await fx.admin.getEntry(ids[0]!);
      expect(await fx.admin.deleteEntry(ids[0]!, item!.version)).toMatchObject({
        status: 'deleted',
      });
      // The editor sees the bulletin without the trashed item, and saves it with a new one.
      const open = await fx.admin.getEntry(created.id);
      expect(itemsOf(open)).toEqual([ids[1]]);
      expect(
        (
          await fx.admin.saveBulletin(created.id, open!.version, {
            ...input,
            itemIds: [ids[1]!, ids[2]!],
          })
        ).status,
      ).toBe('saved');
      expect((await fx.backend.getEntry('es', input.es.slug))?.items.map((i) => i.id)).toEqual([
        ids[1],
        ids[2],
      ]);
      // Restored after that save, the item is not in it: the editor's save said so.
      expect((await fx.admin.restoreEntry(ids[0]!)).status).toBe('restored');
      expect(itemsOf(await fx.admin.getEntry(created.id))).toEqual([ids[1], ids[2]]);
    });

    it('frees a trashed bulletin’s month, and refuses to restore it into a month taken since', async () => {
      const first = saved(await fx.admin.saveBulletin(null, null, bulletin([], '2062-05-01')));
      expect(await fx.admin.deleteEntry(first.id, first.version)).toMatchObject({
        status: 'deleted',
      });
      const second = saved(await fx.admin.saveBulletin(null, null, bulletin([], '2062-05-01')));
      expect(await fx.admin.restoreEntry(first.id)).toEqual({ status: 'monthTaken' });
      expect(await fx.admin.deleteEntry(second.id, second.version)).toMatchObject({
        status: 'deleted',
      });
      expect(await fx.admin.restoreEntry(first.id)).toMatchObject({
        status: 'restored',
        kind: 'bulletin',
      });
    });
  });
});
