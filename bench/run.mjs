#!/usr/bin/env node
// `npm run bench` (after scripts/bench.sh has installed what it needs): builds, starts the site
// and the reference app on loopback ports behind an HTTP/2 + TLS front, measures Lighthouse
// through the front (and home and about on plain `next start`, for comparison), first-load JS,
// load and start-up, writes bench/results/<date>-<commit>.{json,md}, and exits non-zero when a
// budget is broken.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, exitCode } from './lib/budgets.mjs';
import {
  ensureAppBuild,
  ensureReferenceBuild,
  gitState,
  referenceVersionsMatch,
} from './lib/build.mjs';
import { measureAllLoad, measureBundle, measureLighthouse } from './lib/measure.mjs';
import { plainPlan, readOptions } from './lib/options.mjs';
import { writeResults } from './lib/output.mjs';
import { benchPages, entryPathsFromSitemap, loadPaths, loadRouting } from './lib/routes.mjs';
import { installCleanup } from './lib/servers.mjs';
import { get, startStack, startStaticNginx } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const referenceDir = path.join(root, 'bench', 'reference');
const options = readOptions();
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const log = (message) => console.log(`bench: ${message}`);
const ctx = { options, log, root };

function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function main() {
  installCleanup();
  if (options.lhrDir) mkdirSync(options.lhrDir, { recursive: true });
  const budgets = readJson(path.join(root, 'bench', 'budgets.json'));
  const mismatches = referenceVersionsMatch(root, referenceDir);
  if (mismatches.length)
    throw new Error(`bench/reference must pin the site's versions: ${mismatches.join('; ')}`);

  const git = gitState(root);
  const build = {
    app: await ensureAppBuild(root),
    reference: await ensureReferenceBuild(referenceDir),
  };

  // A fresh embedded store each run: the search figures must not depend on earlier runs' data.
  rmSync(path.join(root, '.data', 'bench'), { recursive: true, force: true });
  rmSync(path.join(root, '.data', 'bench-mail'), { recursive: true, force: true });
  const logDir = path.join(root, '.data', 'bench-logs');
  mkdirSync(logDir, { recursive: true });

  const routing = await loadRouting(root);
  let pages = [];
  // Each page once before measuring, and again after a restart: the first request renders dynamic
  // pages' code paths and opens the embedded store, which no visitor after the first pays.
  const warmUp = async (appOrigin) => {
    for (const page of pages) {
      const { status } = await get(`${appOrigin}${page.path}`);
      if (status !== 200) throw new Error(`${page.path} answered ${status}, not 200`);
    }
  };
  const stack = await startStack({ root, referenceDir, logDir, log, warmUp });
  const { servers, origins, frontOrigins } = stack;

  const sitemap = await get(`${origins.app}/sitemap.xml`);
  pages = benchPages(routing, entryPathsFromSitemap(sitemap.body, routing), options.pages);
  if (!pages.length) throw new Error(`BENCH_PAGES matched no page: ${options.pages.join(',')}`);
  const paths = loadPaths(routing);
  await warmUp(origins.app);

  const results = {
    meta: {
      date: today(),
      commit: git.commit,
      shortCommit: git.short,
      clean: git.clean,
      node: process.version,
      machine: `${os.cpus().length} CPU (${os.cpus()[0]?.model?.trim() ?? 'unknown'}), load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at start`,
      lighthouseVersion: readJson(path.join(root, 'node_modules', 'lighthouse', 'package.json'))
        .version,
      nextVersion: readJson(path.join(referenceDir, 'node_modules', 'next', 'package.json'))
        .version,
      runs: options.runs,
      pageFilter: options.pages.join(',') || null,
      presets: options.presets,
      refEvery: options.refEvery,
      skipped: options.skip,
    },
    build,
    startup: stack.startup,
    lighthouse: null,
    lighthousePlain: null,
    bundle: null,
    load: null,
  };

  if (!options.skip.includes('bundle')) {
    results.bundle = await measureBundle(ctx, { pages, origins, servers });
    log(
      `first-load JS measured on ${pages.length} page(s); admin check: ${results.bundle.admin.note}`,
    );
  }
  if (!options.skip.includes('lighthouse')) {
    results.lighthouse = await measureLighthouse(ctx, {
      pages,
      presets: options.presets,
      origins: frontOrigins,
      servers,
      flags: stack.chromeFlags,
      served: 'front',
    });
  }
  const plain = plainPlan(pages, options);
  if (plain) {
    results.lighthousePlain = await measureLighthouse(ctx, {
      ...plain,
      origins,
      servers,
      flags: [],
      served: 'plain',
    });
  }
  if (!options.skip.includes('load')) {
    const htmlFile = path.join(root, '.next', 'server', 'app', paths.canonicalHtml);
    const { nginx, origin } = await startStaticNginx(htmlFile, paths.canonical);
    servers.push(nginx);
    const alias = await get(`${origins.app}${paths.alias}`);
    if (alias.status !== 200)
      throw new Error(`alias ${paths.alias} answered ${alias.status}: it must be a rewrite`);
    results.load = await measureAllLoad(ctx, {
      paths,
      origins: { ...origins, nginx: origin },
      servers,
    });
  }
  results.meta.restarts = Object.fromEntries(
    servers
      .filter((server) => server.restarts.length)
      .map((server) => [server.name, server.restarts]),
  );

  for (const server of [...servers].reverse()) await server.stop();

  const checks = evaluate(results, budgets);
  results.checks = checks;
  writeResults(root, results, checks, budgets, log);
  process.exit(exitCode(checks));
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(1);
});
