import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import {
  categoriesTag,
  contentTag,
  entryTag,
  feedTag,
  listsTag,
  sitemapTag,
} from '@/lib/publications/tags';
import type { Locale } from '@/lib/routing';
import { backendConfig } from './config';
import type { EmbeddedStore } from './embedded/store';
import type { Rpc } from './rpc-error';
import type { Backend, EntryKind, SearchInput } from './types';

export type * from './types';

/** How long a cached read is fresh: 5 minutes (docs/product.md#limits-and-constants). */
export const contentRevalidateSeconds = 300;

const logger = log.child({ module: 'backend' });

const isBuild = () => env().NEXT_PHASE === 'phase-production-build';

async function createBackend(): Promise<Backend> {
  const config = backendConfig();
  if (config.kind === 'supabase') {
    const [{ supabaseBackend }, { createRequestClient }] = await Promise.all([
      import('./supabase/adapter'),
      import('./supabase/server'),
    ]);
    return supabaseBackend(config, () => createRequestClient(config.url, config.anonKey));
  }
  const [{ embeddedBackend }, { openEmbeddedStore }, path, os] = await Promise.all([
    import('./embedded/adapter'),
    import('./embedded/store'),
    import('node:path'),
    import('node:os'),
  ]);
  // `next build` renders pages in worker processes, and one folder may be opened by one
  // process only: the build reads its own in-memory copy of the seeded schema instead, and the
  // server refreshes those pages through ISR.
  const store = await openEmbeddedStore({
    dataDir: isBuild() ? null : config.dataDir,
    log: isBuild() ? undefined : (line) => logger.info(line),
  });
  globalForBackend.__embeddedStore = store;
  // CVs sit beside the database, in a private folder the site never serves.
  const uploadsDir = isBuild()
    ? path.join(os.tmpdir(), `law-site-build-uploads-${process.pid}`)
    : path.join(path.dirname(path.resolve(config.dataDir)), 'uploads', 'resumes');
  return embeddedBackend(store, uploadsDir, await embeddedBulletinsDir(config.dataDir));
}

/** Where the embedded store keeps bulletins' PDFs: beside the data folder, served by a route. */
async function embeddedBulletinsDir(dataDir: string): Promise<string> {
  const path = await import('node:path');
  return path.join(path.dirname(path.resolve(dataDir)), 'uploads', 'bulletins');
}

/**
 * A bulletin PDF's bytes from the embedded store's folder, or null (no such file, a name this
 * site does not give, or the Supabase backend, whose public bucket serves the files itself).
 */
export async function readBulletinPdf(name: string): Promise<Uint8Array | null> {
  const config = backendConfig();
  if (config.kind !== 'embedded') return null;
  const { bulletinFolder } = await import('./embedded/files');
  return bulletinFolder(await embeddedBulletinsDir(config.dataDir)).read(name);
}

/**
 * A public image file's bytes, or null (no such file, or a name this site does not give): from the
 * embedded store's folder, or from Supabase's public `images` bucket. Anyone may read these.
 */
export async function readImageFile(name: string): Promise<Uint8Array | null> {
  const config = backendConfig();
  if (config.kind === 'supabase') {
    const { readSupabaseImage } = await import('./supabase/image-files');
    return readSupabaseImage(config.url, name);
  }
  const [{ imagePublicFolder }, { embeddedImageDirs }] = await Promise.all([
    import('./embedded/image-files'),
    import('./embedded/image-files-adapter'),
  ]);
  const root = (await import('node:path')).dirname(await embeddedBulletinsDir(config.dataDir));
  return imagePublicFolder(embeddedImageDirs(root).public).read(name);
}

const globalForBackend = globalThis as unknown as {
  __backend?: Promise<Backend>;
  __embeddedStore?: EmbeddedStore;
};

/** The backend chosen from the environment, created once per process. */
export function getBackend(): Promise<Backend> {
  if (!globalForBackend.__backend) {
    globalForBackend.__backend = createBackend();
    globalForBackend.__backend.catch(() => {
      globalForBackend.__backend = undefined; // let the next request try again and report
    });
  }
  return globalForBackend.__backend;
}

/** Replaces the process's backend: for tests and scripts that bring their own store. */
export function replaceBackend(backend: Backend, store?: EmbeddedStore) {
  globalForBackend.__backend = Promise.resolve(backend);
  globalForBackend.__embeddedStore = store;
}

/** The process's embedded store (the auth shim works on it directly, as its owner). */
export async function getEmbeddedStore(): Promise<EmbeddedStore> {
  await getBackend();
  const store = globalForBackend.__embeddedStore;
  if (!store) throw new Error('The site does not run on the embedded store.');
  return store;
}

/**
 * SQL functions called with the server's own authority (the service role): sign-in throttling
 * and user management, on either backend.
 */
export async function serviceRpc(): Promise<Rpc> {
  const config = backendConfig();
  if (config.kind === 'embedded') {
    const store = await getEmbeddedStore();
    return (fn, args) => store.rpc({ role: 'service_role' }, fn, args);
  }
  const { clientRpc, clientWithKey } = await import('./supabase/adapter');
  if (!config.serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set.');
  const client = clientWithKey(config, config.serviceRoleKey);
  return clientRpc(() => client);
}

/**
 * A shared read cached with `unstable_cache`: fresh for five minutes, and tagged with `contentTag`
 * (never expired: it marks database content for the embedded cache handler) plus the tags its
 * arguments name (lib/publications/tags.ts), so an admin's change expires exactly the reads it
 * touches. An ISR page or route inherits the tags of the reads it makes, so
 * the same tags expire the pages built from them. The wrapper is built per call because the tags
 * depend on the arguments; its cache key (the function's source, `name` and the arguments) does
 * not change with it.
 */
const cached =
  <A extends unknown[], R>(
    name: string,
    fn: (...args: A) => Promise<R>,
    tagsOf: (...args: A) => string[],
  ) =>
  (...args: A): Promise<R> =>
    unstable_cache(fn, [name], {
      tags: [contentTag, ...tagsOf(...args)],
      revalidate: contentRevalidateSeconds,
    })(...args);

/**
 * Search over publications and blog posts, cached per query under the lists' tag: a search
 * page is ISR, and it must expire with the lists whichever filters it shows.
 */
export const searchEntries = cached(
  'search',
  async (input: SearchInput) => (await getBackend()).searchEntries(input),
  () => [listsTag],
);

/** One entry by its slug in `locale`, or null. */
export const getEntry = cached(
  'entry',
  async (locale: Locale, slug: string) => (await getBackend()).getEntry(locale, slug),
  (locale, slug) => [entryTag(locale, slug)],
);

/**
 * The current slug in `locale` of the entry that answered at `slug` before its slug changed, or
 * null. Cached under the old slug's tag (an admin's change expires it) and the lists' (a later
 * change or deletion of that entry expires it too).
 */
export const resolveEntrySlug = cached(
  'entry-slug',
  async (locale: Locale, slug: string) => (await getBackend()).resolveEntrySlug(locale, slug),
  (locale, slug) => [entryTag(locale, slug), listsTag],
);

/**
 * Whether `slug` in `locale` led to a publication now in the trash, for its 404's notice. Cached
 * like the old slug's redirect: under the slug's tag and the lists' (a delete or a restore
 * expires both).
 */
export const isEntrySlugRemoved = cached(
  'entry-removed',
  async (locale: Locale, slug: string) => (await getBackend()).isEntrySlugRemoved(locale, slug),
  (locale, slug) => [entryTag(locale, slug), listsTag],
);

/** The newest entries of the given kinds. */
export const listLatestEntries = cached(
  'latest',
  async (locale: Locale, kinds: EntryKind[], limit: number) =>
    (await getBackend()).listLatestEntries(locale, kinds, limit),
  () => [listsTag],
);

/** The RSS feed's entries in one language: the newest of every kind. */
export const listFeedEntries = cached(
  'feed',
  async (locale: Locale, limit: number) =>
    (await getBackend()).listLatestEntries(locale, ['publication', 'blog', 'bulletin'], limit),
  (locale) => [listsTag, feedTag(locale)],
);

/** Entries related to one entry: same category first. */
export const listRelatedEntries = cached(
  'related',
  async (id: string, locale: Locale, limit: number) =>
    (await getBackend()).listRelatedEntries(id, locale, limit),
  () => [listsTag],
);

/** The newest publications and blog posts by one author (a team id), for their profile. */
export const listEntriesByAuthor = cached(
  'by-author',
  async (authorId: string, locale: Locale, limit: number) =>
    (await getBackend()).listEntriesByAuthor(authorId, locale, limit),
  () => [listsTag],
);

/**
 * The newest publications and blog posts filed under one category, for a practice area's page:
 * the search with no words, ranked by date alone, cached like the other shared reads.
 */
export const listLatestInCategory = cached(
  'latest-in-category',
  async (categoryId: string, locale: Locale, limit: number) =>
    (
      await (
        await getBackend()
      ).searchEntries({
        locale,
        query: '',
        categories: [categoryId],
        kinds: [],
        page: 1,
        pageSize: limit,
      })
    ).items,
  () => [listsTag],
);

/** The categories entries are filed under, in display order. */
export const listCategories = cached(
  'categories',
  async () => (await getBackend()).listCategories(),
  () => [categoriesTag],
);

/**
 * The category a merged category's old identifier leads to, or null; cached with the categories
 * (a merge expires them).
 */
export const resolveCategory = cached(
  'category-redirect',
  async (id: string) => (await getBackend()).resolveCategory(id),
  () => [categoriesTag],
);

/** Every visible entry's slugs and last change. */
export const listSitemapEntries = cached(
  'sitemap',
  async () => (await getBackend()).listSitemapEntries(),
  () => [sitemapTag],
);
