import type { Locale } from '@/lib/routing';
import type { EntryDraft, SavedEntry } from '../types';
import { draft, firmInputAt, fresh, saved, useEditorsFixture, values } from './fixture';

// The trash (20261128000400_trash.sql, 20261128000410_trash_slugs.sql): a deleted entry leaves
// every public read and the admin's lists at once, keeps its slugs, and comes back as it was.
// The purge and who may call what: trash-purge.test.ts. See fixture.ts.

describe('the trash', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  /** A unique word, so that a search finds this entry and no other. */
  const word = () =>
    Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
      '',
    );

  /**
   * A live publication, renamed once (so it has old slugs in both languages), filed under a
   * category of its own beside a sibling (so the sibling's related entries show it), by an
   * author, inside a published bulletin.
   */
  async function livePublication() {
    const category = `trash-${word().slice(0, 8)}`;
    expect(
      await fx.admin.saveCategory({ id: category, label: { es: category, en: category } }, true),
    ).toBe('saved');
    const term = word();
    const input: EntryDraft = draft({
      categoryId: category,
      authorId: 'jorge-enrique-vargas-montoya',
      publishedAt: firmInputAt(new Date(Date.now() - 60_000)),
      titleEs: `Papelera ${term}`,
      titleEn: `Trash ${term}`,
    });
    const first = saved(await fx.admin.saveEntry(values(input)));
    const current = { ...input, slugEs: fresh('papelera'), slugEn: fresh('trash') };
    const entry = saved(await fx.admin.saveEntry(values(current, first)));
    const sibling = saved(await fx.admin.saveEntry(values(draft({ categoryId: category }))));
    const bulletinSlug = fresh('boletin');
    saved(
      await fx.admin.saveBulletin(null, null, {
        issueMonth: `20${40 + Math.floor(Math.random() * 50)}-0${1 + Math.floor(Math.random() * 9)}-01`,
        status: 'published',
        publishedAt: '2026-01-20T08:00:00-05:00',
        es: { title: 'Boletín', slug: bulletinSlug, summary: 'Resumen.' },
        en: null,
        pdfPaths: { es: null, en: null },
        itemIds: [sibling.id, entry.id],
      }),
    );
    return { input, current, entry, sibling, bulletinSlug, term, category };
  }

  type Live = Awaited<ReturnType<typeof livePublication>>;

  /** Where visitors meet the entry: every public read, through the backend (as anon). */
  async function sightings({ input, current, entry, sibling, bulletinSlug, term }: Live) {
    const b = fx.backend;
    const has = (cards: Array<{ id: string }>) => cards.some((card) => card.id === entry.id);
    const search = (locale: Locale) =>
      b.searchEntries({ locale, query: term, categories: [], kinds: [], page: 1, pageSize: 50 });
    return {
      pageEs: (await b.getEntry('es', current.slugEs))?.id === entry.id,
      pageEn: (await b.getEntry('en', current.slugEn))?.id === entry.id,
      oldSlugEs: await b.resolveEntrySlug('es', input.slugEs),
      oldSlugEn: await b.resolveEntrySlug('en', input.slugEn),
      searchEs: (await search('es')).total,
      searchEn: has((await search('en')).items),
      latest: has(await b.listLatestEntries('es', ['publication', 'blog', 'bulletin'], 50)),
      related: has(await b.listRelatedEntries(sibling.id, 'en', 12)),
      byAuthor: has(await b.listEntriesByAuthor('jorge-enrique-vargas-montoya', 'es', 50)),
      sitemap: (await b.listSitemapEntries()).some((e) => e.slugs.es === current.slugEs),
      inBulletin: has((await b.getEntry('es', bulletinSlug))?.items ?? []),
    };
  }

  const seen = (live: Live) => ({
    pageEs: true,
    pageEn: true,
    oldSlugEs: live.current.slugEs,
    oldSlugEn: live.current.slugEn,
    searchEs: 1,
    searchEn: true,
    latest: true,
    related: true,
    byAuthor: true,
    sitemap: true,
    inBulletin: true,
  });
  const unseen = {
    pageEs: false,
    pageEn: false,
    oldSlugEs: null,
    oldSlugEn: null,
    searchEs: 0,
    searchEn: false,
    latest: false,
    related: false,
    byAuthor: false,
    sitemap: false,
    inBulletin: false,
  };

  async function trash(entry: SavedEntry) {
    expect(await fx.admin.deleteEntry(entry.id, entry.version)).toMatchObject({
      status: 'deleted',
    });
  }

  it('hides a deleted entry at once from every public read, the API’s tables and the admin’s lists', async () => {
    const live = await livePublication();
    expect(await sightings(live)).toEqual(seen(live));
    const countsBefore = (await fx.admin.dashboard()).counts.publication;
    await trash(live.entry);

    expect(await sightings(live)).toEqual(unseen);
    // Row-level security itself, as the API roles (not a superuser: run() proves it first).
    for (const who of ['anon', 'admin'] as const)
      expect(
        await fx.run(who, 'select id from public.entries where id = $1', [live.entry.id]),
      ).toEqual([]);
    // Its slug history and bulletin places are the visitors' no more (admins read every row of
    // those tables, for the saves that rewrite them; the entry itself stays hidden).
    for (const table of ['entry_slugs', 'bulletin_items'])
      expect(
        await fx.run('anon', `select 1 from public.${table} where entry_id = $1`, [live.entry.id]),
      ).toEqual([]);
    // The admin's list, editor and dashboard counts leave it too.
    expect(await fx.admin.listEntries('publication', live.term)).toEqual([]);
    expect(await fx.admin.getEntry(live.entry.id)).toBeNull();
    expect((await fx.admin.dashboard()).counts.publication.published).toBe(
      countsBefore.published - 1,
    );
    // Deleting it again is a stale delete: it is gone from the editor's sight.
    expect(await fx.admin.deleteEntry(live.entry.id, live.entry.version)).toEqual({
      status: 'stale',
    });
    // The trash lists it, with who deleted it and the days it has left.
    expect((await fx.admin.listTrash()).find((row) => row.id === live.entry.id)).toMatchObject({
      kind: 'publication',
      titleEs: live.current.titleEs,
      deletedBy: fx.adminEmail,
      daysLeft: 30,
    });
  });

  it('says a removed publication’s slugs, current and old, in each language, were removed, and nothing of a draft', async () => {
    const live = await livePublication();
    const removed = async (locale: Locale, slug: string) =>
      fx.backend.isEntrySlugRemoved(locale, slug);
    const slugs: Array<[Locale, string]> = [
      ['es', live.current.slugEs],
      ['en', live.current.slugEn],
      ['es', live.input.slugEs],
      ['en', live.input.slugEn],
    ];
    for (const [locale, slug] of slugs) expect(await removed(locale, slug)).toBe(false);
    await trash(live.entry);
    for (const [locale, slug] of slugs) expect(await removed(locale, slug)).toBe(true);
    // A slug in the other language's place, or one nobody had, was never this entry's page.
    expect(await removed('en', live.current.slugEs)).toBe(false);
    expect(await removed('es', fresh('nunca'))).toBe(false);
    // A draft in the trash was never a page: its slug says nothing.
    const hidden = draft({ status: 'draft' });
    const kept = saved(await fx.admin.saveEntry(values(hidden)));
    await trash(kept);
    expect(await removed('es', hidden.slugEs)).toBe(false);
    // Visitors get a boolean and nothing else.
    expect(
      await fx.run('anon', 'select public.entry_slug_removed($1, $2) as removed', [
        'es',
        live.current.slugEs,
      ]),
    ).toEqual([{ removed: true }]);
  });

  it('keeps a trashed entry’s slugs, current and old, taken until the purge', async () => {
    const live = await livePublication();
    await trash(live.entry);
    const taking = (slugEs: string, slugEn: string) =>
      fx.admin.saveEntry(values(draft({ slugEs, slugEn })));
    expect(await taking(live.current.slugEs, fresh('libre'))).toEqual({
      status: 'slugTaken',
      locale: 'es',
    });
    expect(await taking(fresh('libre'), live.current.slugEn)).toEqual({
      status: 'slugTaken',
      locale: 'en',
    });
    expect(await taking(live.input.slugEs, fresh('libre'))).toEqual({
      status: 'slugTaken',
      locale: 'es',
    });
    expect(await taking(fresh('libre'), live.input.slugEn)).toEqual({
      status: 'slugTaken',
      locale: 'en',
    });
  });

  it('restores an entry as it was: visible again, same version, revisions, old slugs and bulletin place', async () => {
    const live = await livePublication();
    const before = await fx.admin.getEntry(live.entry.id);
    const revisions = await fx.admin.listRevisions(live.entry.id);
    await trash(live.entry);
    expect(await fx.admin.restoreEntry(live.entry.id)).toEqual({
      status: 'restored',
      id: live.entry.id,
      kind: 'publication',
      slugs: { es: live.current.slugEs, en: live.current.slugEn },
    });
    expect(await sightings(live)).toEqual(seen(live));
    expect(await fx.admin.getEntry(live.entry.id)).toEqual(before);
    expect(await fx.admin.listRevisions(live.entry.id)).toEqual(revisions);
    expect(await fx.backend.isEntrySlugRemoved('es', live.current.slugEs)).toBe(false);
    expect((await fx.admin.listTrash()).map((row) => row.id)).not.toContain(live.entry.id);
    // Restoring it again: it is not in the trash.
    expect(await fx.admin.restoreEntry(live.entry.id)).toEqual({ status: 'notInTrash' });
  });
});
