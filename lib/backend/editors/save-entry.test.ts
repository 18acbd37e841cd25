import { draft, saved, useEditorsFixture } from './fixture';

// admin_save_entry, admin_get_entry and admin_list_revisions: versions, unique slugs, revisions
// (the shared setup is in fixture.ts).

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('saving entries', () => {
    it('creates an entry in both languages and loads it back as the editor sent it', async () => {
      const input = draft({ authorId: 'ana-maria-rivas' });
      input.es.seoTitle = 'Título SEO';
      input.en!.seoDescription = 'English description';
      const entry = saved(await fx.admin.saveEntry(null, null, input));
      expect(entry).toEqual({
        id: expect.any(String),
        version: 1,
        slugs: { es: input.es.slug, en: input.en!.slug },
        oldSlugs: { es: null, en: null },
      });
      const loaded = await fx.admin.getEntry(entry.id);
      expect(loaded).toEqual({
        ...input,
        publishedAt: new Date(input.publishedAt!).toISOString(),
        id: entry.id,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const page = await fx.backend.getEntry('es', input.es.slug);
      expect(page).toMatchObject({ seoTitle: 'Título SEO', seoDescription: null });
      const pageEn = await fx.backend.getEntry('en', input.en!.slug);
      expect(pageEn).toMatchObject({ seoTitle: null, seoDescription: 'English description' });
    });

    it('refuses a save based on a stale version and overwrites nothing', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(null, null, input));
      const second = saved(
        await fx.admin.saveEntry(first.id, first.version, {
          ...input,
          es: { ...input.es, title: 'Segunda versión' },
        }),
      );
      expect(second.version).toBe(2);
      const stale = await fx.admin.saveEntry(first.id, first.version, {
        ...input,
        es: { ...input.es, title: 'Versión vieja' },
      });
      expect(stale).toEqual({ status: 'stale' });
      const loaded = await fx.admin.getEntry(first.id);
      expect(loaded).toMatchObject({ version: 2, es: { title: 'Segunda versión' } });
      expect(await fx.admin.deleteEntry(first.id, first.version)).toEqual({ status: 'stale' });
      expect(await fx.admin.getEntry(first.id)).not.toBeNull();
    });

    it('keeps slugs unique per language, an untranslated entry’s English page included', async () => {
      const a = draft();
      saved(await fx.admin.saveEntry(null, null, a));
      expect(await fx.admin.saveEntry(null, null, draft({}, a.es.slug))).toEqual({
        status: 'slugTaken',
        locale: 'es',
      });
      const b = draft();
      expect(
        await fx.admin.saveEntry(null, null, { ...b, en: { ...b.en!, slug: a.en!.slug } }),
      ).toEqual({ status: 'slugTaken', locale: 'en' });
      // The other language's slug is a different namespace: a's English slug is free in Spanish.
      expect((await fx.admin.saveEntry(null, null, draft({}, a.en!.slug))).status).toBe('saved');
      // An untranslated entry answers in English at its Spanish slug, so that slug is checked there too.
      const c = draft();
      saved(await fx.admin.saveEntry(null, null, { ...c, en: null }));
      const d = draft();
      expect(
        await fx.admin.saveEntry(null, null, { ...d, en: { ...d.en!, slug: c.es.slug } }),
      ).toEqual({ status: 'slugTaken', locale: 'en' });
    });

    it('stores a revision per save, with who saved it', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(null, null, input));
      const second = saved(
        await fx.admin.saveEntry(first.id, 1, { ...input, es: { ...input.es, title: 'Cambio' } }),
      );
      const revisions = await fx.admin.listRevisions(second.id);
      expect(revisions.map((r) => r.version)).toEqual([2, 1]);
      expect(revisions.map((r) => r.savedByEmail)).toEqual([fx.adminEmail, fx.adminEmail]);
      expect(revisions[1]!.snapshot).toMatchObject({ es: { title: input.es.title } });
      expect(revisions[0]!.snapshot).toMatchObject({
        es: { title: 'Cambio' },
        kind: 'publication',
      });
    });
  });
});
