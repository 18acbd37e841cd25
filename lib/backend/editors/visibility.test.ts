import { draft, firmInputAt, saved, useEditorsFixture, values } from './fixture';

// What visitors see of an entry (get_entry, published_at, status) as it is scheduled, unpublished
// or deleted. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('visibility', () => {
    it('shows an entry scheduled for a later time once its time has come, with no other change', async () => {
      const [row] = await fx.owner<{ now: Date }>('select now() as now');
      const at = new Date(Math.ceil((row!.now.getTime() + 2500) / 1000) * 1000);
      const input = draft({ publishedAt: firmInputAt(at) });
      // The search indexes words of letters: a word of its own finds this entry and no other.
      const word = Array.from({ length: 12 }, () =>
        String.fromCharCode(97 + Math.floor(Math.random() * 26)),
      ).join('');
      input.titleEs = `Calendario escalonado ${word}`;
      const entry = saved(await fx.admin.saveEntry(values(input)));
      const visible = async () => ({
        es: (await fx.backend.getEntry('es', input.slugEs))?.id ?? null,
        en: (await fx.backend.getEntry('en', input.slugEn))?.id ?? null,
        sitemap: (await fx.backend.listSitemapEntries()).some((e) => e.slugs.es === input.slugEs),
        search: (
          await fx.backend.searchEntries({
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
        (await fx.admin.listEntries('publication', input.titleEs)).map((row) => row.scheduled),
      ).toEqual([true]);
      const before = await fx.admin.getEntry(entry.id);
      // Only the clock moves: wait until the database's clock has passed the date.
      for (;;) {
        const [clock] = await fx.owner<{ passed: boolean }>('select now() >= $1 as passed', [
          at.toISOString(),
        ]);
        if (clock!.passed) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await visible()).toEqual({ es: entry.id, en: entry.id, sitemap: true, search: true });
      expect(await fx.admin.getEntry(entry.id)).toEqual(before);
      expect(
        (await fx.admin.listEntries('publication', input.titleEs)).map((row) => row.scheduled),
      ).toEqual([false]);
    });

    it('hides an entry at once when it is unpublished or deleted, old slugs included', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const renamed = draft();
      const second = saved(await fx.admin.saveEntry(values(renamed, first)));
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBe(renamed.slugEs);
      const third = saved(
        await fx.admin.saveEntry(values({ ...renamed, status: 'draft' }, second)),
      );
      expect(await fx.backend.getEntry('es', renamed.slugEs)).toBeNull();
      expect(await fx.backend.getEntry('en', renamed.slugEn)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBeNull();
      expect((await fx.backend.listSitemapEntries()).map((e) => e.slugs.es)).not.toContain(
        renamed.slugEs,
      );
      // Unpublishing changed no slug: no history for the slugs it answered at.
      expect(third.oldSlugs).toEqual({ es: renamed.slugEs, en: renamed.slugEn });
      const fourth = saved(await fx.admin.saveEntry(values(renamed, third)));
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBe(renamed.slugEs);
      expect(await fx.admin.deleteEntry(fourth.id, fourth.version)).toMatchObject({
        status: 'deleted',
      });
      expect(await fx.backend.getEntry('es', renamed.slugEs)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBeNull();
      expect(await fx.admin.getEntry(fourth.id)).toBeNull();
      // In the trash, its revisions wait for a restore (the purge takes them, trash.test.ts).
      expect(
        await fx.owner('select version from public.entry_revisions where entry_id = $1', [
          fourth.id,
        ]),
      ).toHaveLength(4);
    });

    it('keeps no history for a draft’s slug changes, nor for a scheduled entry’s', async () => {
      for (const overrides of [{ status: 'draft' as const }, { publishedAt: '2099-01-01T00:00' }]) {
        const input = draft(overrides);
        const first = saved(await fx.admin.saveEntry(values(input)));
        saved(await fx.admin.saveEntry(values(draft(overrides), first)));
        expect(
          await fx.owner('select 1 from public.entry_slugs where entry_id = $1', [first.id]),
        ).toEqual([]);
      }
    });

    it('publishes now a published entry saved without a date', async () => {
      const input = draft({ publishedAt: '' });
      const entry = saved(await fx.admin.saveEntry(values(input)));
      expect((await fx.backend.getEntry('es', input.slugEs))?.id).toBe(entry.id);
      expect((await fx.admin.getEntry(entry.id))?.publishedAt).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d$/,
      );
    });
  });
});
