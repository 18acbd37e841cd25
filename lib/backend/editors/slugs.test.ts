import { draft, fresh, saved, useEditorsFixture } from './fixture';

// The slug history (retire_entry_slugs, resolve_entry_slug, check_entry_slugs) and slugs across
// languages. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('slug history', () => {
    it('sends an old slug to the new one in each language, and lets a new entry take it', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(null, null, input));
      const renamed = draft({}, fresh('renombrada'));
      const second = saved(await fx.admin.saveEntry(first.id, first.version, renamed));
      expect(second.oldSlugs).toEqual({ es: input.es.slug, en: input.en!.slug });
      expect(await fx.backend.getEntry('es', input.es.slug)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('es', input.es.slug)).toBe(renamed.es.slug);
      expect(await fx.backend.resolveEntrySlug('en', input.en!.slug)).toBe(renamed.en!.slug);
      // History is per language: the Spanish old slug says nothing on the English side.
      expect(await fx.backend.resolveEntrySlug('en', input.es.slug)).toBeNull();

      // A new entry taking the old Spanish slug wins; the English old slug still redirects.
      const taker = saved(
        await fx.admin.saveEntry(null, null, { ...draft({}, input.es.slug), en: null }),
      );
      expect((await fx.backend.getEntry('es', input.es.slug))?.id).toBe(taker.id);
      expect(await fx.backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('en', input.en!.slug)).toBe(renamed.en!.slug);

      // Deleting the entry takes its history with it.
      expect(await fx.admin.deleteEntry(second.id, second.version)).toEqual({
        status: 'deleted',
        kind: 'publication',
        slugs: { es: renamed.es.slug, en: renamed.en!.slug },
      });
      expect(await fx.backend.resolveEntrySlug('en', input.en!.slug)).toBeNull();
      expect(
        await fx.owner('select * from public.entry_slugs where entry_id = $1', [second.id]),
      ).toEqual([]);
    });
  });

  describe('slugs across languages', () => {
    it('redirects an untranslated entry’s English page when it gets its own English slug', async () => {
      const input = { ...draft(), en: null };
      const first = saved(await fx.admin.saveEntry(null, null, input));
      expect((await fx.backend.getEntry('en', input.es.slug))?.translated).toBe(false);
      const translated = draft({}, input.es.slug);
      const second = saved(await fx.admin.saveEntry(first.id, first.version, translated));
      expect(second.oldSlugs).toEqual({ es: input.es.slug, en: null });
      expect(await fx.backend.getEntry('en', input.es.slug)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('en', input.es.slug)).toBe(translated.en!.slug);
      // The Spanish slug did not change: nothing to redirect in Spanish.
      expect(await fx.backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect((await fx.backend.getEntry('es', input.es.slug))?.id).toBe(first.id);
    });

    it('lets an entry take back a slug it had before', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(null, null, input));
      const second = saved(await fx.admin.saveEntry(first.id, first.version, draft()));
      const third = saved(await fx.admin.saveEntry(second.id, second.version, input));
      expect(third.slugs).toEqual({ es: input.es.slug, en: input.en!.slug });
      expect(await fx.backend.resolveEntrySlug('es', input.es.slug)).toBeNull();
      expect((await fx.backend.getEntry('es', input.es.slug))?.id).toBe(first.id);
    });

    it('gives an untranslated entry’s English page the Spanish SEO texts it shows', async () => {
      const input = { ...draft(), en: null };
      input.es.seoTitle = 'Solo en español';
      input.es.seoDescription = 'Descripción en español';
      saved(await fx.admin.saveEntry(null, null, input));
      expect(await fx.backend.getEntry('en', input.es.slug)).toMatchObject({
        seoTitle: 'Solo en español',
        seoDescription: 'Descripción en español',
      });
    });

    it('refuses SEO texts over their lengths (70 and 160 characters)', async () => {
      const title = draft();
      title.es.seoTitle = 'x'.repeat(71);
      await expect(fx.admin.saveEntry(null, null, title)).rejects.toMatchObject({ code: '23514' });
      const description = draft();
      description.en!.seoDescription = 'x'.repeat(161);
      await expect(fx.admin.saveEntry(null, null, description)).rejects.toMatchObject({
        code: '23514',
      });
      const fits = draft();
      fits.es.seoTitle = 'x'.repeat(70);
      fits.en!.seoDescription = 'x'.repeat(160);
      expect((await fx.admin.saveEntry(null, null, fits)).status).toBe('saved');
    });
  });
});
