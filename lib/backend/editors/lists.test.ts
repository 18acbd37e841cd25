import { isoFromFirmInput } from '@/lib/dates/firm-time';
import { draft, fresh, saved, useEditorsFixture, spanishOnly, values } from './fixture';

// admin_list_entries and admin_dashboard. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

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
        ids[title] = saved(await fx.admin.saveEntry(values({ ...input, titleEs: title }))).id;
      }
      const found = async (query: string) =>
        (await fx.admin.listEntries('publication', query))
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
      expect(await fx.admin.listEntries('blog', stem)).toEqual([]);
    });

    it('lists newest changes first, with languages and schedule', async () => {
      const input = { ...spanishOnly(draft()), status: 'draft' as const };
      const entry = saved(await fx.admin.saveEntry(values(input)));
      const rows = await fx.admin.listEntries('publication', '');
      expect(rows[0]).toEqual({
        id: entry.id,
        kind: 'publication',
        status: 'draft',
        titleEs: input.titleEs,
        titleEn: null,
        publishedAt: new Date(isoFromFirmInput(input.publishedAt)!).toISOString(),
        updatedAt: expect.any(String),
        scheduled: false,
        categoryId: input.categoryId,
        authorId: null,
        issueMonth: null,
      });
      const dates = rows.map((row) => Date.parse(row.updatedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('counts published, drafts and scheduled per kind on the dashboard', async () => {
      const [expected] = await fx.owner<{ counts: Record<string, unknown> }>(
        `select jsonb_object_agg(k, jsonb_build_object(
                  'published', (select count(*) from public.entries where kind::text = k and status = 'published' and published_at <= now()),
                  'drafts', (select count(*) from public.entries where kind::text = k and status = 'draft'),
                  'scheduled', (select count(*) from public.entries where kind::text = k and status = 'published' and published_at > now())
                )) as counts
           from unnest(array['publication', 'blog', 'bulletin']) as k`,
      );
      const before = await fx.admin.dashboard();
      expect(before.counts).toEqual(expected!.counts);
      saved(await fx.admin.saveEntry(values(draft({ kind: 'blog', status: 'draft' }))));
      saved(
        await fx.admin.saveEntry(values(draft({ kind: 'blog', publishedAt: '2099-05-01T00:00' }))),
      );
      const untranslated = spanishOnly(draft({ kind: 'blog' }));
      const last = saved(await fx.admin.saveEntry(values(untranslated)));
      const after = await fx.admin.dashboard();
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
