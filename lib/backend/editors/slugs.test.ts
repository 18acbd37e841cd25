import { draft, fresh, saved, useEditorsFixture, spanishOnly, values } from './fixture';

// The slug history (retire_entry_slugs, resolve_entry_slug, check_entry_slugs) and slugs across
// languages. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('slug history', () => {
    it('sends an old slug to the new one in each language, and lets a new entry take it', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const renamed = draft({}, fresh('renombrada'));
      const second = saved(await fx.admin.saveEntry(values(renamed, first)));
      expect(second.oldSlugs).toEqual({ es: input.slugEs, en: input.slugEn });
      expect(await fx.backend.getEntry('es', input.slugEs)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBe(renamed.slugEs);
      expect(await fx.backend.resolveEntrySlug('en', input.slugEn)).toBe(renamed.slugEn);
      // History is per language: the Spanish old slug says nothing on the English side.
      expect(await fx.backend.resolveEntrySlug('en', input.slugEs)).toBeNull();

      // A new entry taking the old Spanish slug wins (pages ask get_entry first); the old slug's
      // row stays behind it, and the English old slug still redirects.
      const taker = saved(await fx.admin.saveEntry(values(spanishOnly(draft({}, input.slugEs)))));
      expect((await fx.backend.getEntry('es', input.slugEs))?.id).toBe(taker.id);
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBe(renamed.slugEs);
      expect(await fx.backend.resolveEntrySlug('en', input.slugEn)).toBe(renamed.slugEn);

      // Deleting the entry moves it to the trash: its old slugs lead nowhere, but their rows
      // stay with it for a restore (the purge takes them, trash.test.ts).
      expect(await fx.admin.deleteEntry(second.id, second.version)).toEqual({
        status: 'deleted',
        kind: 'publication',
        slugs: { es: renamed.slugEs, en: renamed.slugEn },
      });
      expect(await fx.backend.resolveEntrySlug('en', input.slugEn)).toBeNull();
      expect(
        await fx.owner('select locale, slug from public.entry_slugs where entry_id = $1', [
          second.id,
        ]),
      ).toEqual(expect.arrayContaining([{ locale: 'en', slug: input.slugEn }]));
    });
  });

  describe('slugs across languages', () => {
    it('redirects an untranslated entry’s English page when it gets its own English slug', async () => {
      const input = spanishOnly(draft());
      const first = saved(await fx.admin.saveEntry(values(input)));
      expect((await fx.backend.getEntry('en', input.slugEs))?.translated).toBe(false);
      const translated = draft({}, input.slugEs);
      const second = saved(await fx.admin.saveEntry(values(translated, first)));
      expect(second.oldSlugs).toEqual({ es: input.slugEs, en: null });
      expect(await fx.backend.getEntry('en', input.slugEs)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('en', input.slugEs)).toBe(translated.slugEn);
      // The Spanish slug did not change: nothing to redirect in Spanish.
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBeNull();
      expect((await fx.backend.getEntry('es', input.slugEs))?.id).toBe(first.id);
    });

    it('lets an entry take back a slug it had before, each old slug still redirecting', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const other = draft();
      const second = saved(await fx.admin.saveEntry(values(other, first)));
      const third = saved(await fx.admin.saveEntry(values(input, second)));
      expect(third.slugs).toEqual({ es: input.slugEs, en: input.slugEn });
      expect((await fx.backend.getEntry('es', input.slugEs))?.id).toBe(first.id);
      expect(await fx.backend.resolveEntrySlug('es', other.slugEs)).toBe(input.slugEs);
      // Its row waits behind the current slug, and leads on once the entry moves again.
      const fourth = draft();
      saved(await fx.admin.saveEntry(values(fourth, third)));
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBe(fourth.slugEs);
      expect(await fx.backend.resolveEntrySlug('es', other.slugEs)).toBe(fourth.slugEs);
    });

    it('gives an untranslated entry’s English page the Spanish SEO texts it shows', async () => {
      const input = spanishOnly(draft());
      input.seoTitleEs = 'Solo en español';
      input.seoDescriptionEs = 'Descripción en español';
      saved(await fx.admin.saveEntry(values(input)));
      expect(await fx.backend.getEntry('en', input.slugEs)).toMatchObject({
        seoTitle: 'Solo en español',
        seoDescription: 'Descripción en español',
      });
    });

    it('refuses SEO texts over their lengths (70 and 160 characters)', async () => {
      const title = draft();
      title.seoTitleEs = 'x'.repeat(71);
      await expect(fx.admin.saveEntry(values(title))).rejects.toMatchObject({ code: '23514' });
      const description = draft();
      description.seoDescriptionEn = 'x'.repeat(161);
      await expect(fx.admin.saveEntry(values(description))).rejects.toMatchObject({
        code: '23514',
      });
      const fits = draft();
      fits.seoTitleEs = 'x'.repeat(70);
      fits.seoDescriptionEn = 'x'.repeat(160);
      expect((await fx.admin.saveEntry(values(fits))).status).toBe('saved');
    });
  });
});
