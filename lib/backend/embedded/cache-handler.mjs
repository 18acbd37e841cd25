// The ISR cache of a server on the embedded store (next.config.ts sets it as `cacheHandler` only
// there). It is Next.js's own file-system cache with one rule more: a page or route built from
// database content (tagged `content`) and written before this process started is treated as
// missing, so its first request after a start renders it from the data folder.
//
// Why: `next build` cannot open the data folder (one process per folder), so the pages it
// prerenders read an in-memory copy of the seed; and regenerated pages live in memory only
// (`isrFlushToDisk: false`). Without this rule, a restarted server would serve the build's seed
// content (deleted entries included) until each page's five minutes ran out. With it, the first
// request renders the page again and stores it in memory; the next ones are served from there,
// as fast as before. A page the LRU memory cache later drops is read from the build output again
// and rendered again once: never stale, at worst slower once. Pages that read no content carry no
// such tag and are served from the build output as always.
//
// Plain JavaScript: Next.js imports this file itself, outside the bundler.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
// The tag every database read carries, from the tag module's plain-JavaScript part.
import { contentTag } from '../../publications/content-tag.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const tagsHeader = 'x-next-cache-tags';

/** When this server process started (this module is loaded once per process). */
export const processStartedAt = Date.now();

/** The cache tags of a cache entry: a response's header, or a data entry's own list. */
function tagsOf(entry) {
  const value = entry?.value;
  const header = value?.headers?.[tagsHeader];
  if (typeof header === 'string') return header.split(',');
  return Array.isArray(value?.tags) ? value.tags : [];
}

/** Whether an entry holds content this process did not read itself. */
export function isFromBeforeStart(entry, startedAt = processStartedAt) {
  return (
    entry != null &&
    typeof entry.lastModified === 'number' &&
    entry.lastModified < startedAt &&
    tagsOf(entry).includes(contentTag)
  );
}

export default class EmbeddedCacheHandler extends FileSystemCache {
  // Set for `next start` only (next.config.ts): the build reads its own seed copy.
  async get(...args) {
    const entry = await super.get(...args);
    return isFromBeforeStart(entry) ? null : entry;
  }
}
