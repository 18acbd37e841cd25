import { serviceKeys } from '@/lib/routing';
import type { Backend } from '../types';

type Slugs = {
  draft: { slug_es: string };
  scheduled: { slug_es: string };
  untranslated: { slug_es: string };
  bulletin: { slug_es: string; slug_en: string | null };
  publication: { slug_es: string; slug_en: string | null };
  /** Each seeded entry's author id, by its Spanish slug. */
  authors: Record<string, string>;
};

/**
 * The contract every backend adapter keeps, written against the demo seed. Run against the
 * embedded adapter in every test run, and against Supabase when a test project is configured.
 */
export function backendContract(
  name: string,
  setup: () => Promise<{ backend: Backend; slugs: Slugs; teardown: () => Promise<void> }>,
) {
  describe(`backend contract: ${name}`, () => {
    jest.setTimeout(60_000);
    let backend: Backend;
    let slugs: Slugs;
    let teardown: () => Promise<void>;

    beforeAll(async () => {
      ({ backend, slugs, teardown } = await setup());
    });
    afterAll(() => teardown?.());

    it('lists the categories in both languages, in order', async () => {
      const categories = await backend.listCategories();
      expect(categories[0]).toEqual({ id: 'tax', label: { es: 'Tributario', en: 'Tax' } });
      // A practice area's page lists the publications filed under the category of its key.
      expect(categories.map((c) => c.id)).toEqual(expect.arrayContaining([...serviceKeys]));
      expect(categories.map((c) => c.id)).toEqual(
        expect.arrayContaining([
          'tax',
          'labor',
          'customs',
          'corporate',
          'commercial',
          'administrative',
          'litigation',
        ]),
      );
    });

    it('finds a published entry by its slug in each language', async () => {
      const es = await backend.getEntry('es', slugs.publication.slug_es);
      const en = await backend.getEntry('en', slugs.publication.slug_en!);
      expect(es?.id).toBeDefined();
      expect(en?.id).toBe(es?.id);
      expect(es?.translated).toBe(true);
      expect(en?.title).not.toBe(es?.title);
      expect(es?.slugs).toEqual({ es: slugs.publication.slug_es, en: slugs.publication.slug_en });
      expect(es?.category?.label.es).toBeTruthy();
      expect(es?.body).toMatch(/<p>/);
    });

    it('shows an untranslated entry in Spanish on its English page, marked as such', async () => {
      const en = await backend.getEntry('en', slugs.untranslated.slug_es);
      const es = await backend.getEntry('es', slugs.untranslated.slug_es);
      expect(en).not.toBeNull();
      expect(en?.translated).toBe(false);
      expect(en?.title).toBe(es?.title);
      expect(en?.slugs.en).toBeNull();
    });

    it('does not find drafts, scheduled entries, unknown slugs, or a slug in the wrong language', async () => {
      expect(await backend.getEntry('es', slugs.draft.slug_es)).toBeNull();
      expect(await backend.getEntry('es', slugs.scheduled.slug_es)).toBeNull();
      expect(await backend.getEntry('es', 'no-existe')).toBeNull();
      expect(await backend.getEntry('es', slugs.publication.slug_en!)).toBeNull();
    });

    it('gives a bulletin its items in order', async () => {
      const bulletin = await backend.getEntry('es', slugs.bulletin.slug_es);
      expect(bulletin?.kind).toBe('bulletin');
      expect(bulletin?.issueMonth).toMatch(/^\d{4}-\d{2}-01$/);
      expect(bulletin?.items.length).toBeGreaterThanOrEqual(2);
      for (const item of bulletin!.items) expect(item.kind).toBe('publication');
    });

    it('lists the latest bulletins newest first, and the latest updates without bulletins', async () => {
      const bulletins = await backend.listLatestEntries('es', ['bulletin'], 10);
      expect(bulletins.length).toBeGreaterThanOrEqual(6);
      const months = bulletins.map((b) => b.issueMonth!);
      expect([...months].sort().reverse()).toEqual(months);
      const latest = await backend.listLatestEntries('en', [], 3);
      expect(latest).toHaveLength(3);
      for (const entry of latest) expect(['publication', 'blog']).toContain(entry.kind);
      expect(new Date(latest[0]!.publishedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(latest[2]!.publishedAt).getTime(),
      );
    });

    it('relates entries of the same category first, never the entry itself', async () => {
      const entry = (await backend.getEntry('es', slugs.publication.slug_es))!;
      const related = await backend.listRelatedEntries(entry.id, 'es', 3);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.id)).not.toContain(entry.id);
    });

    it("lists an author's visible publications and blog posts newest first, and nobody else's", async () => {
      const entry = (await backend.getEntry('es', slugs.publication.slug_es))!;
      expect(entry.authorId).toMatch(/^[a-z]+(-[a-z]+)+$/);
      const mine = await backend.listEntriesByAuthor(entry.authorId!, 'es', 50);
      expect(mine.map((card) => card.id)).toContain(entry.id);
      for (const card of mine) {
        expect(card.authorId).toBe(entry.authorId);
        expect(['publication', 'blog']).toContain(card.kind);
      }
      const dates = mine.map((card) => Date.parse(card.publishedAt));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(await backend.listEntriesByAuthor(entry.authorId!, 'es', 1)).toHaveLength(1);
      expect(await backend.listEntriesByAuthor('nadie-en-el-equipo', 'es', 10)).toEqual([]);
      // English cards fall back to the Spanish text, as everywhere else.
      const mineEn = await backend.listEntriesByAuthor(entry.authorId!, 'en', 50);
      expect(mineEn.map((card) => card.id)).toEqual(mine.map((card) => card.id));
    });

    it("never lists an author's drafts or scheduled entries", async () => {
      for (const hidden of [slugs.draft, slugs.scheduled]) {
        const author = slugs.authors[hidden.slug_es];
        expect(author).toBeTruthy();
        const listed = await backend.listEntriesByAuthor(author!, 'es', 50);
        expect(listed.map((card) => card.slug)).not.toContain(hidden.slug_es);
      }
    });

    it('lists every visible entry for the sitemap, and nothing hidden', async () => {
      const entries = await backend.listSitemapEntries();
      const slugsEs = entries.map((e) => e.slugs.es);
      expect(slugsEs).toContain(slugs.publication.slug_es);
      expect(slugsEs).toContain(slugs.bulletin.slug_es);
      expect(slugsEs).not.toContain(slugs.draft.slug_es);
      expect(slugsEs).not.toContain(slugs.scheduled.slug_es);
      for (const entry of entries) expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
    });

    it('pages search results and counts them', async () => {
      const first = await backend.searchEntries({
        locale: 'es',
        query: '',
        categories: [],
        kinds: [],
        page: 1,
        pageSize: 5,
      });
      const second = await backend.searchEntries({
        locale: 'es',
        query: '',
        categories: [],
        kinds: [],
        page: 2,
        pageSize: 5,
      });
      expect(first.items).toHaveLength(5);
      expect(first.total).toBeGreaterThanOrEqual(18);
      expect(first.byKind.publication! + first.byKind.blog!).toBe(first.total);
      expect(Object.values(first.byCategory).reduce((a, b) => a + b, 0)).toBe(first.total);
      expect(second.items.map((i) => i.id)).not.toEqual(
        expect.arrayContaining([first.items[0]!.id]),
      );
    });

    it('answers is_admin false for an anonymous visitor', async () => {
      expect(await backend.isAdmin({ kind: 'anonymous' })).toBe(false);
    });
  });
}
