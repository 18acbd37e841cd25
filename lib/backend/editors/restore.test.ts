import { restoreEntry } from '@/lib/admin/editor/restore';
import { newEntryValues } from '@/lib/admin/entries/schema';
import type { EntryDraft } from '@/lib/admin/types';
import { draft, fresh, saved, useEditorsFixture, values } from './fixture';

// Restoring a revision and the slug history (20261127000200_entry_save.sql) against the real
// embedded Postgres: a restore keeps the entry live where it answers, and no save deletes an old
// slug's redirect. See fixture.ts.

describe('the editors’ data layer', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  /** A published entry at a typo'd slug, then the typo fixed in both languages. */
  async function typoFixed() {
    const typo = draft({}, fresh('reforma-tributria'));
    const first = saved(await fx.admin.saveEntry(values(typo)));
    const fixed = { ...typo, slugEs: fresh('reforma-tributaria'), slugEn: fresh('tax-reform') };
    const second = saved(await fx.admin.saveEntry(values(fixed, first)));
    expect(await fx.backend.resolveEntrySlug('es', typo.slugEs)).toBe(fixed.slugEs);
    return { typo, fixed, second };
  }

  const stored = async (id: string) => (await fx.admin.getEntry(id)) as EntryDraft;

  describe('restoring a revision', () => {
    it('takes the old version’s content only: the entry stays published where it answers', async () => {
      const { typo, fixed, second } = await typoFixed();
      const edited = { ...fixed, titleEs: 'Título corregido', bodyEs: '<p>Cuerpo nuevo</p>' };
      const third = saved(await fx.admin.saveEntry(values(edited, second)));
      const [v1] = (await fx.admin.listRevisions(second.id)).filter((r) => r.version === 1);
      const restored = restoreEntry(await stored(second.id), v1!.snapshot as EntryDraft);
      const fourth = saved(await fx.admin.saveEntry(values(restored, third)));

      expect(fourth.slugs).toEqual({ es: fixed.slugEs, en: fixed.slugEn });
      const page = await fx.backend.getEntry('es', fixed.slugEs);
      expect(page).toMatchObject({ id: second.id, title: typo.titleEs });
      expect(await fx.backend.resolveEntrySlug('es', typo.slugEs)).toBe(fixed.slugEs);
      expect(await fx.backend.resolveEntrySlug('en', typo.slugEn)).toBe(fixed.slugEn);
      expect(await stored(second.id)).toMatchObject({ status: 'published', bodyEs: typo.bodyEs });
    });
  });

  describe('the slug history', () => {
    it('keeps an old slug’s redirect when the entry takes the slug back and moves away as a draft', async () => {
      // What restoring a whole revision did: the typo'd slug back, as a draft, then the fix again.
      const { typo, fixed, second } = await typoFixed();
      const third = saved(
        await fx.admin.saveEntry(values({ ...typo, status: 'draft', publishedAt: '' }, second)),
      );
      const fourth = saved(await fx.admin.saveEntry(values({ ...typo, status: 'draft' }, third)));
      saved(await fx.admin.saveEntry(values({ ...fixed, publishedAt: '' }, fourth)));
      expect((await fx.backend.getEntry('es', fixed.slugEs))?.id).toBe(second.id);
      expect(await fx.backend.resolveEntrySlug('es', typo.slugEs)).toBe(fixed.slugEs);
      expect(await fx.backend.resolveEntrySlug('en', typo.slugEn)).toBe(fixed.slugEn);
    });

    it('keeps the slug of an unpublished entry it moves away from, for when it is published again', async () => {
      const input = draft();
      const first = saved(await fx.admin.saveEntry(values(input)));
      const second = saved(await fx.admin.saveEntry(values({ ...input, status: 'draft' }, first)));
      const moved = { ...draft(), status: 'draft' as const };
      const third = saved(await fx.admin.saveEntry(values(moved, second)));
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBeNull();
      saved(await fx.admin.saveEntry(values({ ...moved, status: 'published' }, third)));
      expect(await fx.backend.resolveEntrySlug('es', input.slugEs)).toBe(moved.slugEs);
    });

    it('leaves another entry’s redirect in place while a draft holds its old slug', async () => {
      const { typo, fixed, second } = await typoFixed();
      const taker = draft({ status: 'draft' }, typo.slugEs);
      const held = saved(await fx.admin.saveEntry(values(taker)));
      expect(await fx.backend.getEntry('es', typo.slugEs)).toBeNull();
      expect(await fx.backend.resolveEntrySlug('es', typo.slugEs)).toBe(fixed.slugEs);
      // Published, the taker answers there; deleted, the old link leads where it led.
      const live = saved(await fx.admin.saveEntry(values({ ...taker, status: 'published' }, held)));
      expect((await fx.backend.getEntry('es', typo.slugEs))?.id).toBe(held.id);
      await fx.admin.deleteEntry(live.id, live.version);
      expect(await fx.backend.resolveEntrySlug('es', typo.slugEs)).toBe(fixed.slugEs);
      expect((await fx.backend.getEntry('es', fixed.slugEs))?.id).toBe(second.id);
    });

    it('lets nobody delete an old slug or point it at another slug, admins included', async () => {
      const { typo } = await typoFixed();
      const remove = `delete from public.entry_slugs where slug = $1`;
      const repoint = `update public.entry_slugs set slug = 'otra-cosa' where slug = $1`;
      for (const sql of [remove, repoint])
        await expect(fx.run('admin', sql, [typo.slugEs])).rejects.toMatchObject({ code: '42501' });
      expect(await fx.backend.resolveEntrySlug('es', typo.slugEs)).not.toBeNull();
    });
  });

  describe('the publication date', () => {
    const dates = async (id: string) =>
      (
        await fx.owner<{ published_at: Date | null; created_at: Date; updated_at: Date }>(
          'select published_at, created_at, updated_at from public.entries where id = $1',
          [id],
        )
      )[0]!;

    it('gives a draft published later the time of the save that publishes it', async () => {
      // The editor's new form, filled in and saved as a draft, then opened again and published.
      const { categoryId, status, publishedAt } = newEntryValues('publication', 'tax');
      const first = saved(
        await fx.admin.saveEntry(values(draft({ categoryId, status, publishedAt }))),
      );
      expect((await dates(first.id)).published_at).toBeNull();
      const input = await stored(first.id);
      const second = saved(
        await fx.admin.saveEntry(values({ ...input, status: 'published' }, first)),
      );
      const at = await dates(first.id);
      // now() is the transaction's start: the publishing save's, after the draft's.
      expect(at.published_at).toEqual(at.updated_at);
      expect(at.published_at!.getTime()).toBeGreaterThan(at.created_at.getTime());
      expect(second.publishedAt).toBe(at.published_at!.toISOString());
    });

    it('keeps a time typed by hand, and a published entry’s time when saved without one', async () => {
      const first = saved(
        await fx.admin.saveEntry(
          values(draft({ status: 'draft', publishedAt: '2026-03-02T09:30' })),
        ),
      );
      const input = await stored(first.id);
      const second = saved(
        await fx.admin.saveEntry(values({ ...input, status: 'published' }, first)),
      );
      expect((await dates(first.id)).published_at).toEqual(new Date('2026-03-02T14:30:00Z'));
      saved(
        await fx.admin.saveEntry(
          values({ ...input, status: 'published', publishedAt: '' }, second),
        ),
      );
      expect((await dates(first.id)).published_at).toEqual(new Date('2026-03-02T14:30:00Z'));
    });
  });
});
