import type { BulletinDraft } from '../types';
import { draft, fresh, saved, useEditorsFixture, values } from './fixture';

// admin_save_bulletin: its items, one bulletin per month, and raise_entry_conflict. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('bulletins', () => {
    const bulletin = (itemIds: string[], month: string): BulletinDraft => ({
      issueMonth: month,
      status: 'published',
      publishedAt: '2026-01-20T08:00:00-05:00',
      es: { title: 'Boletín de prueba', slug: fresh('boletin'), summary: 'Resumen del mes.' },
      en: { title: 'Test bulletin', slug: fresh('bulletin'), summary: 'The month in short.' },
      pdfPaths: { es: null, en: null },
      itemIds,
    });

    it('a draft without a date opens in an admin’s preview, dated by its last change', async () => {
      const input = { ...bulletin([], '2033-04-01'), status: 'draft' as const, publishedAt: null };
      saved(await fx.admin.saveBulletin(null, null, input));
      expect(await fx.backend.getEntry('es', input.es.slug)).toBeNull();
      const page = await fx.backend.getEntryAs(fx.viewers.admin, 'es', input.es.slug);
      expect(page).toMatchObject({ kind: 'bulletin', title: input.es.title });
      expect(page?.publishedAt).toBe(page?.updatedAt);
    });

    it('keeps its items in order, publications and blog posts only, one bulletin per month', async () => {
      const ids = [];
      for (const kind of ['publication', 'blog', 'publication'] as const)
        ids.push(saved(await fx.admin.saveEntry(values(draft({ kind })))).id);
      const input = bulletin([ids[2]!, ids[0]!, ids[1]!], '2032-03-01');
      const created = saved(await fx.admin.saveBulletin(null, null, input));
      const page = await fx.backend.getEntry('es', input.es.slug);
      expect(page?.items.map((item) => item.id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(await fx.admin.getEntry(created.id)).toMatchObject({
        kind: 'bulletin',
        issueMonth: '2032-03-01',
        itemIds: [ids[2], ids[0], ids[1]],
      });

      expect(await fx.admin.saveBulletin(null, null, bulletin([], '2032-03-01'))).toEqual({
        status: 'monthTaken',
      });
      expect(
        await fx.admin.saveBulletin(created.id, created.version, {
          ...input,
          itemIds: [created.id],
        }),
      ).toEqual({ status: 'badItems' });
      expect(
        await fx.admin.saveBulletin(created.id, created.version, {
          ...input,
          itemIds: [ids[0]!, ids[0]!],
        }),
      ).toEqual({ status: 'badItems' });
      for (const itemIds of [['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']])
        expect(
          await fx.admin.saveBulletin(created.id, created.version, { ...input, itemIds }),
        ).toEqual({ status: 'badItems' });
      // A refused save changed nothing.
      expect(await fx.admin.getEntry(created.id)).toMatchObject({
        version: created.version,
        itemIds: [ids[2], ids[0], ids[1]],
      });
      const reordered = saved(
        await fx.admin.saveBulletin(created.id, created.version, {
          ...input,
          itemIds: [ids[1]!, ids[2]!],
        }),
      );
      expect(reordered.version).toBe(created.version + 1);
      expect((await fx.backend.getEntry('es', input.es.slug))?.items.map((i) => i.id)).toEqual([
        ids[1],
        ids[2],
      ]);
      expect(await fx.admin.saveBulletin(created.id, created.version, input)).toEqual({
        status: 'stale',
      });
      const revisions = await fx.admin.listRevisions(created.id);
      expect(revisions.map((r) => [r.version, (r.snapshot as BulletinDraft).itemIds])).toEqual([
        [reordered.version, [ids[1], ids[2]]],
        [created.version, [ids[2], ids[0], ids[1]]],
      ]);
      expect(await fx.admin.deleteEntry(created.id, reordered.version)).toEqual({
        status: 'deleted',
        kind: 'bulletin',
        slugs: { es: input.es.slug, en: input.en!.slug },
      });
      // Its month is free again.
      expect((await fx.admin.saveBulletin(null, null, bulletin([], '2032-03-01'))).status).toBe(
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
          fx.run('admin', 'select public.raise_entry_conflict($1, $2)', [constraint, hasEn]),
        ).rejects.toMatchObject({ code: 'P0001', message: code });
    });
  });
});
