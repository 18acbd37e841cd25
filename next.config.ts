import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { backendConfig } from './lib/backend/config';
import { env } from './lib/env';
import { limits } from './lib/forms/options';
import {
  adminPathPrefixes,
  fallbackRewriteRules,
  rewriteRules,
  searchRewriteRules,
  serviceWorkerPath,
} from './lib/routing';
import { securityHeaders } from './lib/security-headers';
import { buildTimeSiteEnv } from './lib/site-url';

/** The files pdf.js's check of an uploaded PDF runs from (lib/bulletins/pdf-safety.ts). */
const pdfInspection = [
  './lib/bulletins/pdf-inspect-worker.mjs',
  './node_modules/pdfjs-dist/package.json',
  './node_modules/pdfjs-dist/legacy/build/pdf.mjs',
  './node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs',
];

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Fails the build on a misconfigured backend (on Vercel: missing Supabase variables, named).
const backend = backendConfig();

const nextConfig: NextConfig = {
  // The site's origin, decided here once and inlined into the build: a page regenerated at run
  // time names the site exactly as the prerendered ones do (lib/site-url.ts).
  env: buildTimeSiteEnv(env()),
  poweredByHeader: false,
  // PGlite's WebAssembly stays in node_modules instead of being copied into public assets.
  // pdf.js (an ES module that reads import.meta) is loaded by Node itself, in the worker thread
  // that checks a bulletin's PDF (lib/bulletins/pdf-safety.ts), never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pdfjs-dist'],
  // That worker is started from its path, which the tracer cannot follow: the bulletin editor's
  // pages and the career page (whose actions check a PDF) ship it and pdf.js with them on Vercel.
  // The social cards' faces are read from .fonts/ at run time (lib/cards/fonts.ts): traced in too.
  outputFileTracingIncludes: {
    '/admin/bulletin/**': pdfInspection,
    '/[locale]/career': pdfInspection,
    '/cards/**': ['./.fonts/card-fonts.json', './.fonts/card-*.ttf'],
  },
  experimental: {
    // Unmatched URLs outside /en get a fully server-rendered 404 page. (A bare notFound() thrown
    // while rendering only reaches the browser as an empty shell filled in by script:
    // components/layout/not-found-page.tsx.)
    globalNotFound: true,
    // forbidden(): the protected admin layout answers a signed-in non-admin with a 403 page.
    authInterrupts: true,
    // Pages rendered at request time (publications searches, new entries) are kept in the
    // in-memory LRU cache only: any query makes a page, and the disk must not grow with them.
    isrFlushToDisk: false,
    // A career application carries a CV of up to 4 MB; the form itself caps each field, and
    // proxy.ts answers a larger post (by its Content-Length) with a page, never this limit's 500.
    serverActions: { bodySizeLimit: limits.requestBytes },
  },
  reactStrictMode: true,
  // Next.js's own trailing-slash redirect goes out before any header rule applies, without the
  // security headers: proxy.ts sends the same redirect with them.
  skipTrailingSlashRedirect: true,
  async rewrites() {
    // afterFiles: after the file system (so /en/about, /sitemap.xml and assets are served
    // directly) and before the dynamic [locale] route, which would otherwise take /nosotros for a
    // locale. beforeFiles: a publications search leaves the static list for its cached search
    // route, whichever path of the list it came through. fallback: what no file, rule or route
    // claims under /en gets the English 404 page; anything else unmatched gets
    // app/global-not-found.tsx (Spanish first).
    return {
      beforeFiles: searchRewriteRules(),
      afterFiles: rewriteRules(),
      fallback: fallbackRewriteRules(),
    };
  },
  async headers() {
    return [
      {
        // Every path but the admin area's, whose strict nonce policy proxy.ts sets per request
        // (a second, looser Content-Security-Policy header there would be one too many).
        source: `/:path((?!(?:${adminPathPrefixes.map((prefix) => prefix.slice(1)).join('|')})(?:/|$)).*)`,
        headers: securityHeaders({
          isDev: env().NODE_ENV === 'development',
          isPreview: env().VERCEL_ENV === 'preview',
        }),
      },
      {
        // The worker (public/sw.js, built by `serwist build`) is checked for a new version on
        // every visit: never served from the HTTP cache, and allowed to control the whole site.
        source: serviceWorkerPath,
        headers: [
          { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ];
  },
};

/**
 * `next start` (and only it) on the embedded store renders a page built from database content
 * before the server started (by the build, from its seed copy) again on its first request:
 * nothing stale after a restart. The build keeps Next.js's own cache; on Supabase the build reads
 * the real database, and the host's own cache stays.
 */
export default function config(phase: string): NextConfig {
  const cacheHandler =
    phase === PHASE_PRODUCTION_SERVER && backend.kind === 'embedded'
      ? { cacheHandler: path.resolve('lib/backend/embedded/cache-handler.mjs') }
      : {};
  return withNextIntl({ ...nextConfig, ...cacheHandler });
}
