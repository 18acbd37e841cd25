import type { BulletinDraft, EntryListFilters } from '../types';
import {
  draft,
  firmInputAt,
  fresh,
  saved,
  spanishOnly,
  useEditorsFixture,
  values,
} from './fixture';

// 20261127000150_bulletin_pdfs.sql and 20261127000410_admin_lists.sql: a bulletin's PDF per
// language through admin_save_bulletin's named arguments, the admin's lists filtered and sorted
// in SQL (admin_list_entries), and the bulletin editor's choices (admin_list_bulletin_items).

const pdf = (n: number, language: 'es' | 'en') =>
  `/api/files/bulletins/${String(n).repeat(64).slice(0, 64)}-2048-${language}.pdf`;

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  const bulletin = (month: string, overrides: Partial<BulletinDraft> = {}): BulletinDraft => ({
    issueMonth: month,
    status: 'published',
    publishedAt: '2026-01-20T08:00:00-05:00',
    es: { title: 'Boletín de prueba', slug: fresh('boletin'), summary: 'Resumen del mes.' },
    en: { title: 'Test bulletin', slug: fresh('bulletin'), summary: 'The month in short.' },
    pdfPaths: { es: null, en: null },
    itemIds: [],
    ...overrides,
  });

  it('keeps a PDF per language, each optional, in the page, the editor and the revisions', async () => {
    const input = bulletin('2034-05-01', { pdfPaths: { es: pdf(1, 'es'), en: pdf(2, 'en') } });
    const created = saved(await fx.admin.saveBulletin(null, null, input));
    expect(await fx.admin.getEntry(created.id)).toMatchObject({ pdfPaths: input.pdfPaths });
    expect(await fx.backend.getEntry('en', input.en!.slug)).toMatchObject({
      pdfPath: pdf(1, 'es'),
      pdfPathEn: pdf(2, 'en'),
    });
    const removed = saved(
      await fx.admin.saveBulletin(created.id, created.version, {
        ...input,
        pdfPaths: { es: pdf(1, 'es'), en: null },
      }),
    );
    expect(await fx.admin.getEntry(created.id)).toMatchObject({
      pdfPaths: { es: pdf(1, 'es'), en: null },
    });
    const revisions = await fx.admin.listRevisions(created.id);
    expect(revisions.map((r) => [r.version, (r.snapshot as BulletinDraft).pdfPaths])).toEqual([
      [removed.version, { es: pdf(1, 'es'), en: null }],
      [created.version, input.pdfPaths],
    ]);
  });

  it('refuses an English PDF on anything but a bulletin', async () => {
    const entry = saved(await fx.admin.saveEntry(values(draft())));
    await expect(
      fx.owner('update public.entries set pdf_path_en = $1 where id = $2', [
        pdf(3, 'en'),
        entry.id,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  describe('admin_list_entries', () => {
    const stem = fresh('filtros');
    const hour = 60 * 60 * 1000;
    const ids: Record<string, string> = {};
    const listed = async (filters: EntryListFilters) =>
      (await fx.admin.listEntries('publication', stem, filters)).map((row) =>
        Object.keys(ids).find((name) => ids[name] === row.id),
      );

    beforeAll(async () => {
      const at = (offset: number) => firmInputAt(new Date(Date.now() + offset));
      const entries = {
        oldTax: {
          categoryId: 'tax',
          authorId: 'jorge-enrique-vargas-montoya',
          publishedAt: at(-72 * hour),
        },
        newLabor: { categoryId: 'labor', publishedAt: at(-24 * hour) },
        future: { categoryId: 'tax', publishedAt: at(240 * hour) },
        draftOne: { categoryId: 'tax', status: 'draft' as const, publishedAt: '' },
      };
      for (const [name, overrides] of Object.entries(entries)) {
        let input = draft(overrides, `${stem}-${name.toLowerCase()}`);
        if (name === 'newLabor') input = spanishOnly(input);
        ids[name] = saved(await fx.admin.saveEntry(values(input))).id;
      }
    });

    it('filters by status as the dashboard counts, category, author and no English', async () => {
      expect(await listed({ status: 'published' })).toEqual(['newLabor', 'oldTax']);
      expect(await listed({ status: 'scheduled' })).toEqual(['future']);
      expect(await listed({ status: 'draft' })).toEqual(['draftOne']);
      expect((await listed({ categoryId: 'tax' })).sort()).toEqual([
        'draftOne',
        'future',
        'oldTax',
      ]);
      expect(await listed({ authorId: 'jorge-enrique-vargas-montoya' })).toEqual(['oldTax']);
      expect(await listed({ untranslated: true })).toEqual(['newLabor']);
      expect(await listed({ categoryId: 'tax', status: 'published' })).toEqual(['oldTax']);
      expect(
        await listed({ categoryId: 'labor', authorId: 'jorge-enrique-vargas-montoya' }),
      ).toEqual([]);
    });

    it('sorts by publication date both ways, undated drafts last, or by the last change', async () => {
      expect(await listed({ sort: 'newest' })).toEqual([
        'future',
        'newLabor',
        'oldTax',
        'draftOne',
      ]);
      expect(await listed({ sort: 'oldest' })).toEqual([
        'oldTax',
        'newLabor',
        'future',
        'draftOne',
      ]);
      expect(await listed({})).toEqual(['draftOne', 'future', 'newLabor', 'oldTax']);
    });

    it('refuses a status or order it does not know', async () => {
      await expect(
        fx.admin.listEntries('publication', '', { sort: 'title' as never }),
      ).rejects.toMatchObject({ code: '22023' });
      await expect(
        fx.admin.listEntries('publication', '', { status: 'deleted' as never }),
      ).rejects.toMatchObject({ code: '22023' });
    });

    it('lists bulletins by month, newest first', async () => {
      for (const month of ['2035-02-01', '2035-07-01', '2035-04-01'])
        saved(await fx.admin.saveBulletin(null, null, bulletin(month)));
      const months = (await fx.admin.listEntries('bulletin', '')).map((row) => row.issueMonth);
      expect(months.slice(0, 3)).toEqual(['2035-07-01', '2035-04-01', '2035-02-01']);
      const oldest = await fx.admin.listEntries('bulletin', '', { sort: 'oldest' });
      const dates = oldest.map((row) => row.issueMonth!);
      expect([...dates].sort()).toEqual(dates);
    });
  });

  describe('admin_list_bulletin_items', () => {
    const stem = fresh('mes');
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      // Bogotá time: 1 May 00:30 is in May, 30 April 23:30 is not (though it is 1 May in UTC).
      const entries = {
        lastOfApril: { publishedAt: '2036-04-30T23:30' },
        thirdOfMay: { kind: 'blog' as const, publishedAt: '2036-05-03T09:00' },
        firstOfMay: { publishedAt: '2036-05-01T00:30' },
        draftOfMay: { status: 'draft' as const, publishedAt: '2036-05-02T09:00' },
        firstOfJune: { publishedAt: '2036-06-01T00:00' },
      };
      for (const [name, overrides] of Object.entries(entries))
        ids[name] = saved(
          await fx.admin.saveEntry(values(draft(overrides, `${stem}-${name.toLowerCase()}`))),
        ).id;
    });
    const named = (rows: { id: string }[]) =>
      rows.flatMap((row) => Object.keys(ids).filter((name) => ids[name] === row.id));

    it('answers the published entries of a month in the firm’s time, oldest first', async () => {
      const rows = await fx.admin.listBulletinItems('', '2036-05-01');
      expect(named(rows)).toEqual(['firstOfMay', 'thirdOfMay']);
      expect(rows.map((row) => row.kind)).toEqual(['publication', 'blog']);
    });

    it('searches published entries only, newest first', async () => {
      expect(named(await fx.admin.listBulletinItems(stem, null))).toEqual([
        'firstOfJune',
        'thirdOfMay',
        'firstOfMay',
        'lastOfApril',
      ]);
    });

    it('answers an admin only', async () => {
      await expect(
        fx.run('member', `select public.admin_list_bulletin_items('', null)`),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        fx.run('anon', `select public.admin_list_bulletin_items('', null)`),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });
});
