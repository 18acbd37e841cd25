import { draft, saved, openEditorsFixture, type EditorsFixture } from './fixture';

// What visitors see of an entry (get_entry, published_at, status) as it is scheduled, unpublished
// or deleted. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  let store: EditorsFixture['store'];
  let backend: EditorsFixture['backend'];
  let admin: EditorsFixture['admin'];
  let owner: EditorsFixture['owner'];

  beforeAll(async () => {
    ({ store, backend, admin, owner } = await openEditorsFixture());
  });
  afterAll(() => store.close());

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
});
