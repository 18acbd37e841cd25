/**
 * The service worker, built into public/sw.js by `serwist build` after `next build`
 * (serwist.config.mjs). It precaches the app shell and the offline page, answers public pages
 * network-first (the kept copy only when the network fails) and keeps images and fonts in bounded
 * caches. Nothing else is cached:
 * lib/pwa/cache-rules.ts decides what may be.
 *
 * A new version waits until the visitor accepts the update notice (SKIP_WAITING from the page);
 * it never takes over by itself, so an open form is never reloaded from under its author.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { offlinePath } from '@/lib/routing';
import {
  isBuildAsset,
  isGoneResponse,
  isPublicPageNavigation,
  isPublicPageUrl,
  isSiteFont,
  isSiteImage,
  isStorableResponse,
  pageNetworkTimeoutSeconds,
} from './cache-rules';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const day = 24 * 60 * 60;

/** Stores only what isStorableResponse allows. */
const storableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response) ? response : null),
};

/**
 * A page the server says is gone (404, 410) is forgotten: never opened offline later, and never
 * the answer of a later visit whose network gives out.
 */
const forgetGone: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (isGoneResponse(response)) await (await caches.open('pages')).delete(request.url);
    return response;
  },
};

// Public pages, network first: whatever the server answers (200, 404, 500) is what the visitor
// sees, and the kept copy only stands in when the network fails. A server that answers slowly (a
// page rendered afresh right after an editor's change, a cold start) is still the truth: a short
// race against the cache served the old copy of a page just unpublished, or just updated. Only
// after this long without any answer does the network count as failed, as it does offline.
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: pageNetworkTimeoutSeconds,
  plugins: [
    storableOnly,
    forgetGone,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day }),
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: false,
  // The first worker controls the page that installed it, so that page's next visits work offline.
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: isPublicPageNavigation, handler: pages },
    {
      matcher: isSiteFont,
      handler: new CacheFirst({
        cacheName: 'fonts',
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 365 * day })],
      }),
    },
    {
      matcher: isSiteImage,
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day })],
      }),
    },
    {
      // Assets of a build newer than this worker's precache (pages fetched after a deploy).
      matcher: isBuildAsset,
      handler: new CacheFirst({
        cacheName: 'build-assets',
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * day })],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: offlinePath, matcher: ({ request }) => request.destination === 'document' }],
  },
});

// The page that installed the worker was fetched before the worker existed: keep it too, so the
// first page a visitor saw is there offline like every page after it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) =>
      Promise.all(
        windows.map((window) => {
          const url = new URL(window.url);
          if (!isPublicPageUrl(url, url.origin === self.location.origin)) return undefined;
          const request = new Request(url, { credentials: 'same-origin' });
          return pages.handle({ event, request }).catch(() => undefined);
        }),
      ),
    ),
  );
});

serwist.addEventListeners();
