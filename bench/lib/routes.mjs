// The pages the benchmark visits, spelled by lib/routing (the one place that spells a path).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The screens measured, and which budget each page falls under: contact and careers carry the
 * big react-hook-form forms ('form'); every other page is a 'content' page.
 */
export const benchScreens = [
  { id: 'home', route: { screen: 'home' }, kind: 'content' },
  { id: 'about', route: { screen: 'about' }, kind: 'content' },
  { id: 'lawyer', route: 'first-lawyer', kind: 'content' },
  { id: 'services', route: { screen: 'services' }, kind: 'content' },
  { id: 'service', route: 'first-service', kind: 'content' },
  { id: 'careers', route: { screen: 'careers' }, kind: 'form' },
  { id: 'contact', route: { screen: 'contact' }, kind: 'form' },
  { id: 'publications', route: { screen: 'publications' }, kind: 'content' },
  { id: 'publication', route: 'entry', kind: 'content' },
];

/** Loads lib/routing (its index.ts) into this (plain Node) process by bundling it to a temporary .mjs. */
export async function loadRouting(root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-routing-'));
  const outfile = path.join(dir, 'routing.mjs');
  // Imported here, not at the top: the pure helpers below are unit-tested without esbuild.
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: [path.join(root, 'lib/routing/index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One publication in both languages, from /sitemap.xml: the first entry under the Spanish list
 * that has an English alternate under the English list. Paths only (the sitemap's origin is the
 * configured site URL, not this server).
 */
export function entryPathsFromSitemap(xml, routing) {
  const esList = routing.pathFor({ screen: 'publications' }, 'es');
  const enList = routing.pathFor({ screen: 'publications' }, 'en');
  const pathOf = (href) => new URL(href, 'http://sitemap.invalid').pathname;
  for (const block of xml.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
    const loc = block.match(/<loc>([^<]+)<\/loc>/)?.[1];
    const en = block.match(/hreflang="en"\s+href="([^"]+)"/)?.[1];
    if (!loc || !en) continue;
    const esPath = pathOf(loc);
    const enPath = pathOf(en);
    if (
      esPath.startsWith(`${esList}/`) &&
      enPath.startsWith(`${enList}/`) &&
      !esPath.endsWith('.xml')
    ) {
      return { es: esPath, en: enPath };
    }
  }
  return null;
}

/**
 * The measured pages, both languages, canonical paths, in a stable order. `entryPaths` comes from
 * entryPathsFromSitemap; `filter` (BENCH_PAGES) keeps ids like "about" or "about.en".
 */
export function benchPages(routing, entryPaths, filter = []) {
  const pages = [];
  for (const screen of benchScreens) {
    for (const locale of routing.locales) {
      let pagePath;
      if (screen.route === 'entry') {
        if (!entryPaths)
          throw new Error('No publication with both languages found in /sitemap.xml');
        pagePath = entryPaths[locale];
      } else if (screen.route === 'first-lawyer') {
        const [lawyer] = routing.lawyerRoutes();
        if (!lawyer) throw new Error('The routing table lists no lawyer');
        pagePath = routing.pathFor(lawyer, locale);
      } else if (screen.route === 'first-service') {
        pagePath = routing.pathFor({ screen: 'service', service: routing.serviceKeys[0] }, locale);
      } else {
        pagePath = routing.pathFor(screen.route, locale);
      }
      pages.push({
        id: `${screen.id}.${locale}`,
        screen: screen.id,
        locale,
        path: pagePath,
        kind: screen.kind,
      });
    }
  }
  if (!filter.length) return pages;
  return pages.filter((page) => filter.includes(page.id) || filter.includes(page.screen));
}

/**
 * The load test's targets on the site: a prerendered page through its canonical path, and the
 * same kind of page through an alias (a rewrite, not a redirect), from the routing table.
 */
export function loadPaths(routing) {
  const about = { screen: 'about' };
  const canonical = routing.pathFor(about, routing.defaultLocale);
  const alias = routing.locales.flatMap((locale) => routing.aliasPathsFor(about, locale))[0];
  return {
    canonical,
    // The file that backs the canonical path: what nginx serves as the static ceiling.
    canonicalHtml: `${routing.internalPathFor(about, routing.defaultLocale).replace(/^\//, '')}.html`,
    alias,
    search: `${routing.pathFor({ screen: 'publications' }, routing.defaultLocale)}?q=reforma+laboral`,
  };
}
