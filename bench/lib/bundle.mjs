// First-load JavaScript, measured from the HTML the running server returns (so dynamic pages count
// too), and the check that no admin code reaches a public page's first load.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/**
 * The scripts a modern browser loads from `html`: `<script src>` under /_next, in document order,
 * without duplicates and without the `noModule` polyfills that such a browser skips.
 */
export function firstLoadScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const tag = match[0];
    const src = tag.match(/\ssrc=["']([^"']+)["']/i)?.[1];
    if (!src || !src.startsWith('/_next/') || /\snomodule\b/i.test(tag)) continue;
    if (!scripts.includes(src)) scripts.push(src);
  }
  return scripts;
}

/** "static/chunks/x.js" for "/_next/static/chunks/x.js?dpl=…", the form manifests use. */
export function chunkKey(src) {
  return src
    .replace(/[?#].*$/, '')
    .replace(/^\/?_next\//, '')
    .replace(/^\//, '');
}

// Strings that survive minification and name the package they come from: a best-effort hint of
// what a chunk holds (Turbopack's production chunks keep numeric module ids only).
const FINGERPRINTS = [
  ['react-dom', /unstable_scheduleCallback|react-dom/],
  ['next (app router)', /__next_f|nextjs/],
  ['react-hook-form', /shouldUseNativeValidation/],
  ['zod', /\$ZodType|ZodError/],
  ['sonner', /data-sonner-toaster/],
  ['use-intl / next-intl', /MISSING_MESSAGE|ENVIRONMENT_FALLBACK/],
  ['intl-messageformat', /MALFORMED_ARGUMENT|INVALID_ARGUMENT_TYPE/],
  ['@supabase', /supabase/i],
];

export function packagesIn(source) {
  return FINGERPRINTS.filter(([, pattern]) => pattern.test(source)).map(([name]) => name);
}

/** Fetches scripts from one server, each once, and keeps their gzip size (level 9) and packages. */
export function scriptMeter(origin) {
  const cache = new Map();
  return async function measure(src) {
    if (!cache.has(src)) {
      cache.set(
        src,
        (async () => {
          const response = await fetch(new URL(src, origin), {
            signal: AbortSignal.timeout(30_000),
          });
          if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
          const body = Buffer.from(await response.arrayBuffer());
          return {
            src,
            gzip: gzipSync(body, { level: 9 }).length,
            raw: body.length,
            packages: packagesIn(body.toString('utf8')),
          };
        })(),
      );
    }
    return cache.get(src);
  };
}

/** The first-load JavaScript of `pagePath` on `origin`: total gzip bytes and each script. */
export async function measureFirstLoad(origin, pagePath, measure) {
  const response = await fetch(new URL(pagePath, origin), { signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const scripts = await Promise.all(firstLoadScripts(html).map((src) => measure(src)));
  return { path: pagePath, bytes: scripts.reduce((sum, script) => sum + script.gzip, 0), scripts };
}

/** The largest chunks across pages, each once, with how many of the pages load it. */
export function largestChunks(pages, count = 8) {
  const bySrc = new Map();
  for (const page of pages) {
    for (const script of page.scripts) {
      const entry = bySrc.get(script.src) ?? {
        ...script,
        file: path.basename(chunkKey(script.src)),
        pages: 0,
      };
      entry.pages += 1;
      bySrc.set(script.src, entry);
    }
  }
  return [...bySrc.values()].sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Admin code in public pages

/** Route folders (under app/) that are never public. */
export const PRIVATE_ROUTE_DIRS = ['admin', 'login'];

function manifestFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return manifestFiles(full);
    return name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

/** Evaluates a client reference manifest (a script that assigns globalThis.__RSC_MANIFEST). */
export function readManifest(file) {
  const sandbox = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 5000 });
  return sandbox.__RSC_MANIFEST ?? {};
}

const privateModule = (key) =>
  PRIVATE_ROUTE_DIRS.some((dir) => key.startsWith(`[project]/app/${dir}/`));
const privateSegment = (key) =>
  PRIVATE_ROUTE_DIRS.some(
    (dir) => key === `[project]/app/${dir}` || key.startsWith(`[project]/app/${dir}/`),
  );

/**
 * The chunks that code under app/admin or app/login needs: the entry chunks of those routes' own
 * segments (layouts, pages, error boundaries) and the chunks of client modules living there.
 * Segments Next.js attaches to every route (global error, not-found) are left out: public pages
 * load those too, and they are not admin code.
 */
export function privateChunks(serverAppDir) {
  const chunks = new Map();
  const routes = [];
  const add = (chunk, route) => {
    const key = chunkKey(chunk);
    chunks.set(key, [...new Set([...(chunks.get(key) ?? []), route])]);
  };
  for (const dir of PRIVATE_ROUTE_DIRS) {
    for (const file of manifestFiles(path.join(serverAppDir, dir))) {
      for (const [route, manifest] of Object.entries(readManifest(file))) {
        routes.push(route);
        for (const [segment, files] of Object.entries(manifest.entryJSFiles ?? {})) {
          if (privateSegment(segment)) files.forEach((chunk) => add(chunk, route));
        }
        for (const [id, mod] of Object.entries(manifest.clientModules ?? {})) {
          if (privateModule(id)) (mod.chunks ?? []).forEach((chunk) => add(chunk, route));
        }
      }
    }
  }
  return { routes: [...new Set(routes)].sort(), chunks };
}

/**
 * The chunks public routes' own segments load. A library both a public form and an admin editor
 * use (react-hook-form) lands in one chunk both list: that is shared code, not admin code. Admin
 * code reaching a public route is caught by its module instead (privateModulesInPublicManifests).
 */
function publicEntryChunks(serverAppDir) {
  const shared = new Set();
  for (const file of manifestFiles(serverAppDir)) {
    const relative = path.relative(serverAppDir, file);
    if (
      PRIVATE_ROUTE_DIRS.some((dir) => relative === dir || relative.startsWith(`${dir}${path.sep}`))
    )
      continue;
    for (const manifest of Object.values(readManifest(file))) {
      for (const [segment, files] of Object.entries(manifest.entryJSFiles ?? {})) {
        if (!privateSegment(segment)) files.forEach((chunk) => shared.add(chunkKey(chunk)));
      }
    }
  }
  return shared;
}

/** Client modules from app/admin or app/login that a public route's manifest references. */
function privateModulesInPublicManifests(serverAppDir) {
  const found = [];
  for (const file of manifestFiles(serverAppDir)) {
    const relative = path.relative(serverAppDir, file);
    if (
      PRIVATE_ROUTE_DIRS.some((dir) => relative === dir || relative.startsWith(`${dir}${path.sep}`))
    )
      continue;
    for (const [route, manifest] of Object.entries(readManifest(file))) {
      for (const id of Object.keys(manifest.clientModules ?? {})) {
        if (privateModule(id)) found.push({ route, module: id });
      }
    }
  }
  return found;
}

/**
 * Admin code in public first loads. `pages` are measured public pages ({ path, scripts: [{src}] }).
 * A leak is a chunk a public page loads that admin/login routes reference, or a public route's
 * manifest naming a client module from app/admin or app/login.
 */
export function checkAdminChunks(serverAppDir, pages) {
  const { routes, chunks } = privateChunks(serverAppDir);
  const shared = publicEntryChunks(serverAppDir);
  const leaks = [];
  for (const page of pages) {
    for (const script of page.scripts) {
      const key = chunkKey(script.src);
      if (chunks.has(key) && !shared.has(key))
        leaks.push({ page: page.path, chunk: key, routes: chunks.get(key) });
    }
  }
  for (const { route, module } of privateModulesInPublicManifests(serverAppDir)) {
    leaks.push({ page: route, chunk: null, module, routes: [] });
  }
  return {
    adminRoutes: routes,
    leaks,
    note: routes.length
      ? `${routes.length} admin/login route(s) checked`
      : 'no admin routes in build',
  };
}
