import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  contentRevalidateSeconds,
  getEntry,
  listCategories,
  listFeedEntries,
  listLatestEntries,
  listSitemapEntries,
  replaceBackend,
  searchEntries,
  type Backend,
  type EntryCard,
} from '@/lib/backend';
import { isFromBeforeStart } from '@/lib/backend/embedded/cache-handler.mjs';
import {
  categoriesTag,
  contentTag,
  entryTag,
  feedTag,
  listsTag,
  sitemapTag,
} from '@/lib/publications/tags';

// Next.js's unstable_cache as the server runs it, on the (fake) clock: a read is fresh for its
// `revalidate` seconds; after that the first call still gets the stale value and refreshes it in
// the background (stale-while-revalidate), and the calls after it get the new one.
type Stored = { value: unknown; at: number; refreshing?: Promise<void> };
const store = new Map<string, Stored>();
const tagsSeen: { key: string; tags: string[]; revalidate: number | false | undefined }[] = [];
jest.mock('next/cache', () => ({
  unstable_cache:
    (
      fn: (...args: unknown[]) => Promise<unknown>,
      keyParts: string[],
      options: { tags: string[]; revalidate: number },
    ) =>
    async (...args: unknown[]) => {
      const key = `${keyParts.join(',')}:${JSON.stringify(args)}`;
      tagsSeen.push({ key, tags: options.tags, revalidate: options.revalidate });
      const hit = store.get(key);
      if (!hit) {
        const value = await fn(...args);
        store.set(key, { value, at: Date.now() });
        return value;
      }
      if (Date.now() - hit.at >= options.revalidate * 1000 && !hit.refreshing)
        hit.refreshing = fn(...args).then(
          (value) => void store.set(key, { value, at: Date.now() }),
        );
      return hit.value;
    },
  updateTag: jest.fn(),
}));

const start = Date.parse('2026-11-23T12:00:00Z');
/** How soon a scheduled entry must appear once its time has come (docs/product.md#publications). */
const fiveMinutes = 5 * 60_000;
const scheduledAt = new Date(start + 2 * 60_000).toISOString(); // two minutes later

const card: EntryCard = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'publication',
  categoryId: 'tributario',
  slug: 'nueva-tarifa',
  title: 'Nueva tarifa',
  summary: 'Resumen',
  translated: true,
  authorId: null,
  issueMonth: null,
  publishedAt: scheduledAt,
  updatedAt: scheduledAt,
};

// The database's date filter (published_at <= now()), on the same clock.
const visible = () => Date.now() >= Date.parse(scheduledAt);
const backend = {
  getEntry: async () =>
    visible()
      ? {
          ...card,
          body: '',
          slugs: { es: card.slug, en: null },
          category: null,
          coverImagePath: null,
          pdfPath: null,
          items: [],
        }
      : null,
  listLatestEntries: async () => (visible() ? [card] : []),
  listSitemapEntries: async () =>
    visible() ? [{ slugs: { es: card.slug, en: null }, updatedAt: card.updatedAt }] : [],
  listCategories: async () => [],
  searchEntries: async () =>
    visible()
      ? { total: 1, byCategory: {}, byKind: {}, items: [card] }
      : { total: 0, byCategory: {}, byKind: {}, items: [] },
} as unknown as Backend;

const reads = {
  entry: () => getEntry('es', card.slug).then((entry) => entry !== null),
  home: () => listLatestEntries('es', [], 3).then((items) => items.length > 0),
  feed: () => listFeedEntries('en', 30).then((items) => items.length > 0),
  sitemap: () => listSitemapEntries().then((items) => items.length > 0),
  search: () =>
    searchEntries({
      locale: 'es',
      query: '',
      categories: [],
      kinds: [],
      page: 1,
      pageSize: 10,
    }).then((result) => result.items.length > 0),
};

beforeEach(() => {
  store.clear();
  tagsSeen.length = 0;
  replaceBackend(backend);
  jest.useFakeTimers({ now: start });
});
afterEach(() => jest.useRealTimers());

describe('a scheduled entry, on a fixed clock', () => {
  it.each(Object.entries(reads))(
    'shows in the %s read within five minutes of its time, with no save',
    async (_name, read) => {
      // The worst case: the read is cached a moment before the entry's time.
      jest.setSystemTime(Date.parse(scheduledAt) - 1);
      expect(await read()).toBe(false);
      jest.setSystemTime(Date.parse(scheduledAt) + 1);
      expect(await read()).toBe(false); // past its time, but the cached read does not know yet
      jest.setSystemTime(Date.parse(scheduledAt) + fiveMinutes);
      await read(); // the first read after five minutes refreshes it…
      await jest.runAllTimersAsync();
      expect(await read()).toBe(true); // …and the page rendered from it shows the entry
    },
  );

  it('caches every shared read, and revalidates every page that shows one, for as long', async () => {
    // Next.js reads `export const revalidate` as a literal, so the pages cannot import the
    // constant: this holds them to it.
    await Promise.all([...Object.values(reads).map((read) => read()), listCategories()]);
    expect(tagsSeen.length).toBeGreaterThanOrEqual(6);
    for (const { revalidate } of tagsSeen) expect(revalidate).toBe(contentRevalidateSeconds);
    const pages = pageRevalidates();
    expect(pages.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        'app/sitemap.ts',
        'app/[locale]/(home)/page.tsx',
        'app/[locale]/legal-updates/page.tsx',
        'app/[locale]/legal-updates/[slug]/page.tsx',
        'app/[locale]/legal-updates/~search/[...filters]/page.tsx',
        'app/[locale]/legal-updates/feed.xml/route.ts',
      ]),
    );
    for (const [file, seconds] of pages)
      expect([file, seconds]).toEqual([file, contentRevalidateSeconds]);
  });
});

describe('the cache tags of the shared reads', () => {
  it('name what an admin change expires, and `content` on all', async () => {
    await Promise.all([...Object.values(reads).map((read) => read()), listCategories()]);
    const tagsOf = (prefix: string) => tagsSeen.find((seen) => seen.key.startsWith(prefix))?.tags;
    expect(tagsOf('entry:')).toEqual([contentTag, entryTag('es', card.slug)]);
    expect(tagsOf('latest:')).toEqual([contentTag, listsTag]);
    expect(tagsOf('feed:')).toEqual([contentTag, listsTag, feedTag('en')]);
    expect(tagsOf('sitemap:')).toEqual([contentTag, sitemapTag]);
    expect(tagsOf('search:')).toEqual([contentTag, listsTag]);
    expect(tagsOf('categories:')).toEqual([contentTag, categoriesTag]);
    // The embedded cache handler spots content pages by the same tag.
    const before = { lastModified: 0, value: { kind: 'FETCH', tags: [contentTag] } };
    expect(isFromBeforeStart(before, 1)).toBe(true);
  });
});

/** `export const revalidate = N` of every route under app/ that reads the backend's shared reads. */
function pageRevalidates(): [string, number | null][] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(ts|tsx)$/.test(name) && !name.includes('.test.')) files.push(file);
    }
  };
  walk(path.join(process.cwd(), 'app'));
  const isr = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return /export const revalidate\b/.test(text) || /from '@\/lib\/backend'/.test(text);
  });
  return isr
    .filter(
      (file) =>
        !file.includes(`${path.sep}admin${path.sep}`) &&
        !file.includes(`${path.sep}api${path.sep}`),
    )
    .filter((file) => !file.includes('~query')) // a search with odd characters renders per request
    .map((file) => {
      const match = /export const revalidate = (\d+);/.exec(readFileSync(file, 'utf8'));
      return [path.relative(process.cwd(), file), match ? Number(match[1]) : null];
    });
}
