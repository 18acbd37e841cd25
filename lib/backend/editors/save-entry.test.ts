import { entryFormFields } from '@/lib/admin/entries/schema';
import { snakeCase } from '../rpc-error';
import { draft, saved, useEditorsFixture, spanishOnly, values } from './fixture';

// admin_save_entry, admin_get_entry and admin_list_revisions: versions, unique slugs, revisions
// (the shared setup is in fixture.ts).

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  describe('saving entries', () => {
    it('takes the form’s fields as its named arguments, p_ and each name in snake_case', async () => {
      const rows = await fx.owner<{ args: string[] }>(
        `select proargnames as args from pg_proc where proname = 'admin_save_entry'`,
      );
      expect(rows).toEqual([{ args: entryFormFields.map((name) => `p_${snakeCase(name)}`) }]);
    });

    it('refuses a category that does not exist, as a message for the field', async () => {
      expect(await fx.admin.saveEntry(values(draft({ categoryId: 'nope' })))).toEqual({
        status: 'unknownCategory',
      });
    });

    it('creates an entry in both languages and loads it back as the editor sent it', async () => {
      const input = draft({ authorId: 'ana-maria-rivas' });
      input.seoTitleEs = 'Título SEO';
      input.seoDescriptionEn = 'English description';
      const entry = saved(await fx.admin.saveEntry(values(input)));
      expect(entry).toEqual({
        id: expect.any(String),
        version: 1,
        slugs: { es: input.slugEs, en: input.slugEn },
        oldSlugs: { es: null, en: null },
        publishedAt: '2026-01-15T15:00:00.000Z',
      });
      const loaded = await fx.admin.getEntry(entry.id);
      expect(loaded).toEqual({
        ...input,
        id: entry.id,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const page = await fx.backend.getEntry('es', input.slugEs);
      expect(page).toMatchObject({ seoTitle: 'Título SEO', seoDescription: null });
      const pageEn = await fx.backend.getEntry('en', input.slugEn);
      expect(pageEn).toMatchObject({ seoTitle: null, seoDescription: 'English description' });
    });

    it('refuses a save based on a stale version and overwrites nothing', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const second = saved(
        await fx.admin.saveEntry(values({ ...input, titleEs: 'Segunda versión' }, first)),
      );
      expect(second.version).toBe(2);
      const stale = await fx.admin.saveEntry(values({ ...input, titleEs: 'Versión vieja' }, first));
      expect(stale).toEqual({ status: 'stale' });
      const loaded = await fx.admin.getEntry(first.id);
      expect(loaded).toMatchObject({ version: 2, titleEs: 'Segunda versión' });
      expect(await fx.admin.deleteEntry(first.id, first.version)).toEqual({ status: 'stale' });
      expect(await fx.admin.getEntry(first.id)).not.toBeNull();
    });

    it('keeps slugs unique per language, an untranslated entry’s English page included', async () => {
      const a = draft();
      saved(await fx.admin.saveEntry(values(a)));
      expect(await fx.admin.saveEntry(values(draft({}, a.slugEs)))).toEqual({
        status: 'slugTaken',
        locale: 'es',
      });
      const b = draft();
      expect(await fx.admin.saveEntry(values({ ...b, slugEn: a.slugEn }))).toEqual({
        status: 'slugTaken',
        locale: 'en',
      });
      // The other language's slug is a different namespace: a's English slug is free in Spanish.
      expect((await fx.admin.saveEntry(values(draft({}, a.slugEn)))).status).toBe('saved');
      // An untranslated entry answers in English at its Spanish slug, so that slug is checked there too.
      const c = draft();
      saved(await fx.admin.saveEntry(values(spanishOnly(c))));
      const d = draft();
      expect(await fx.admin.saveEntry(values({ ...d, slugEn: c.slugEs }))).toEqual({
        status: 'slugTaken',
        locale: 'en',
      });
    });

    it('stores a revision per save, with who saved it', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const second = saved(
        await fx.admin.saveEntry(
          values({ ...input, titleEs: 'Cambio' }, { id: first.id, version: 1 }),
        ),
      );
      const revisions = await fx.admin.listRevisions(second.id);
      expect(revisions.map((r) => r.version)).toEqual([2, 1]);
      expect(revisions.map((r) => r.savedByEmail)).toEqual([fx.adminEmail, fx.adminEmail]);
      expect(revisions[1]!.snapshot).toMatchObject({ titleEs: input.titleEs });
      expect(revisions[0]!.snapshot).toMatchObject({
        titleEs: 'Cambio',
        kind: 'publication',
      });
    });
  });
});
