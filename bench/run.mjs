#!/usr/bin/env node
// `npm run bench` (after scripts/bench.sh has installed what it needs): builds, starts the site
// and the reference app on loopback ports, measures Lighthouse, first-load JS, load and start-up,
// writes bench/results/<date>-<commit>.{json,md}, and exits non-zero when a budget is broken.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
import { checkAdminChunks, largestChunks, measureFirstLoad, scriptMeter } from './lib/bundle.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { aggregate, PRESETS, schedule } from './lib/lighthouse-summary.mjs';
import { measureLoad } from './lib/load.mjs';
import { startNginx } from './lib/nginx.mjs';
import { renderReport } from './lib/report.mjs';
import { benchPages, entryPathsFromSitemap, loadPaths, loadRouting } from './lib/routes.mjs';
import { freePort, HOST, installCleanup, startNext, supervised } from './lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const referenceDir = path.join(root, 'bench', 'reference');
const resultsDir = path.join(root, 'bench', 'results');
const REFERENCE_PATH = '/';

function list(value, fallback = []) {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;
}

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return value;
}

// Five mobile runs: performance and TBT swing with this machine's load, and the report gives their
// spread beside the median. Desktop figures barely move: three. BENCH_RUNS sets both.
const options = {
  runs: {
    mobile: positiveInt('BENCH_RUNS', 5),
    desktop: positiveInt('BENCH_RUNS', 3),
  },
  pages: list(process.env.BENCH_PAGES),
  presets: list(process.env.BENCH_PRESETS, PRESETS),
  skip: list(process.env.BENCH_SKIP),
  refEvery: positiveInt('BENCH_REF_EVERY', 4),
  connections: positiveInt('BENCH_CONNECTIONS', 50),
  loadSeconds: positiveInt('BENCH_LOAD_SECONDS', 10),
  warmupSeconds: 2,
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
for (const preset of options.presets) {
  if (!PRESETS.includes(preset)) throw new Error(`BENCH_PRESETS: unknown preset "${preset}"`);
}
for (const part of options.skip) {
  if (!['lighthouse', 'bundle', 'load'].includes(part))
    throw new Error(`BENCH_SKIP: unknown part "${part}"`);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const log = (message) => console.log(`bench: ${message}`);

/**
 * Runs one measurement with every server up; when a server stopped during it, or it failed,
 * starts what stopped and measures again (at most `tries` times). A figure taken while a server
 * was down would measure nothing.
 */
async function withServersUp(label, servers, measure, tries = 3) {
  for (let attempt = 1; ; attempt += 1) {
    for (const server of servers) await server.ensureUp();
    let result;
    let error = null;
    try {
      result = await measure();
    } catch (caught) {
      error = caught;
    }
    const stopped = servers.filter((server) => !server.alive()).map((server) => server.name);
    const problem = stopped.length
      ? `${stopped.join(', ')} stopped during it`
      : (error?.message ?? result?.error);
    if (!problem) return result;
    if (attempt >= tries) {
      if (error) throw error;
      return stopped.length ? { ...result, error: problem } : result;
    }
    log(`${label}: ${problem}; measuring again`);
  }
}

function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function get(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: response.status, body };
}

async function measureLighthouse(pages, appOrigin, referenceOrigin, servers) {
  const jobs = schedule({
    pages,
    runs: options.runs,
    presets: options.presets,
    refEvery: options.refEvery,
  });
  const samples = new Map();
  const push = (key, sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
  for (const [index, job] of jobs.entries()) {
    const url =
      job.target === 'app' ? `${appOrigin}${job.page.path}` : `${referenceOrigin}${REFERENCE_PATH}`;
    const name = job.target === 'app' ? job.page.id : 'reference';
    const sample = await withServersUp(`lighthouse ${job.preset} ${name}`, servers, async () => {
      try {
        return await runLighthouse(url, job.preset, options.chromePath);
      } catch (error) {
        return { error: error.message };
      }
    });
    push(`${job.preset}:${name}`, sample);
    const figures = sample.error
      ? `error: ${sample.error}`
      : `perf ${sample.performance} a11y ${sample.accessibility} bp ${sample['best-practices']} seo ${sample.seo} TBT ${Math.round(sample.tbt)} ms`;
    log(
      `[${index + 1}/${jobs.length}] lighthouse ${job.preset} run ${job.run} ${name}: ${figures}`,
    );
  }
  return {
    runs: options.runs,
    presets: options.presets,
    referencePath: REFERENCE_PATH,
    reference: Object.fromEntries(
      options.presets.map((preset) => [
        preset,
        aggregate(samples.get(`${preset}:reference`) ?? []),
      ]),
    ),
    pages: pages.map((page) => ({
      ...page,
      ...Object.fromEntries(
        options.presets.map((preset) => [
          preset,
          aggregate(samples.get(`${preset}:${page.id}`) ?? []),
        ]),
      ),
    })),
  };
}

async function measureBundle(pages, appOrigin, referenceOrigin, servers) {
  const referenceMeter = scriptMeter(referenceOrigin);
  const reference = await withServersUp('first-load JS', servers, () =>
    measureFirstLoad(referenceOrigin, REFERENCE_PATH, referenceMeter),
  );
  const meter = scriptMeter(appOrigin);
  const measured = [];
  for (const page of pages) {
    const result = await withServersUp('first-load JS', servers, () =>
      measureFirstLoad(appOrigin, page.path, meter),
    );
    measured.push({
      id: page.id,
      kind: page.kind,
      ...result,
      overReference: result.bytes - reference.bytes,
    });
  }
  const admin = checkAdminChunks(path.join(root, '.next', 'server', 'app'), measured);
  return { reference, pages: measured, largestChunks: largestChunks(measured), admin };
}

async function measureAllLoad(paths, appOrigin, referenceOrigin, nginxOrigin, servers) {
  const targets = [
    ['reference', 'reference app', referenceOrigin, REFERENCE_PATH],
    ['canonical', 'site, canonical path', appOrigin, paths.canonical],
    ['alias', 'site, alias (rewrite)', appOrigin, paths.alias],
    ['nginx', 'nginx, same HTML file', nginxOrigin, paths.canonical],
    ['search', 'site, publications search', appOrigin, paths.search],
  ];
  const results = {};
  for (const [id, label, origin, targetPath] of targets) {
    const figures = await withServersUp(`load ${label}`, servers, () =>
      measureLoad(`${origin}${targetPath}`, {
        connections: options.connections,
        seconds: options.loadSeconds,
        warmupSeconds: options.warmupSeconds,
      }),
    );
    results[id] = { label, path: targetPath, ...figures };
    log(
      `load ${label} ${targetPath}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors}`,
    );
  }
  return { connections: options.connections, seconds: options.loadSeconds, targets: results };
}

async function main() {
  installCleanup();
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

  const [appPort, referencePort] = [await freePort(), await freePort()];
  const appOrigin = `http://${HOST}:${appPort}`;
  const referenceOrigin = `http://${HOST}:${referencePort}`;
  const routing = await loadRouting(root);
  let pages = [];
  // Each page once before measuring, and again after a restart: the first request renders dynamic
  // pages' code paths and opens the embedded store, which no visitor after the first pays.
  const warmUp = async () => {
    for (const page of pages) {
      const { status } = await get(`${appOrigin}${page.path}`);
      if (status !== 200) throw new Error(`${page.path} answered ${status}, not 200`);
    }
  };
  const app = supervised(
    'site',
    (attempt) =>
      startNext('site', {
        cwd: root,
        port: appPort,
        env: { EMBEDDED_DATA_DIR: '.data/bench/pglite', MAIL_LOG_DIR: '.data/bench-mail' },
        preload: [path.join(root, 'scripts/server-preload.cjs')],
        logFile: path.join(logDir, `site${attempt ? `-restart${attempt}` : ''}.log`),
      }),
    `${appOrigin}/`,
    { onRestart: warmUp },
  );
  const reference = supervised(
    'reference app',
    (attempt) =>
      startNext('reference', {
        cwd: referenceDir,
        port: referencePort,
        logFile: path.join(logDir, `reference${attempt ? `-restart${attempt}` : ''}.log`),
      }),
    `${referenceOrigin}${REFERENCE_PATH}`,
  );
  const servers = [app, reference];

  // One after the other, so that neither start-up time includes the other's.
  await app.start();
  log(`site on ${appOrigin} answered after ${Math.round(app.startupMs)} ms`);
  await reference.start();
  log(`reference app on ${referenceOrigin} answered after ${Math.round(reference.startupMs)} ms`);
  const startup = { app: app.startupMs, reference: reference.startupMs };

  const sitemap = await get(`${appOrigin}/sitemap.xml`);
  pages = benchPages(routing, entryPathsFromSitemap(sitemap.body, routing), options.pages);
  if (!pages.length) throw new Error(`BENCH_PAGES matched no page: ${options.pages.join(',')}`);
  const paths = loadPaths(routing);

  await warmUp();

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
    startup,
    lighthouse: null,
    bundle: null,
    load: null,
  };

  if (!options.skip.includes('bundle')) {
    results.bundle = await measureBundle(pages, appOrigin, referenceOrigin, servers);
    log(
      `first-load JS measured on ${pages.length} page(s); admin check: ${results.bundle.admin.note}`,
    );
  }
  if (!options.skip.includes('lighthouse'))
    results.lighthouse = await measureLighthouse(pages, appOrigin, referenceOrigin, servers);
  if (!options.skip.includes('load')) {
    const nginxPort = await freePort();
    const nginxOrigin = `http://${HOST}:${nginxPort}`;
    const htmlFile = path.join(root, '.next', 'server', 'app', paths.canonicalHtml);
    const nginx = supervised(
      'nginx',
      () => startNginx(htmlFile, nginxPort),
      `${nginxOrigin}${paths.canonical}`,
    );
    servers.push(nginx);
    await nginx.start();
    const alias = await get(`${appOrigin}${paths.alias}`);
    if (alias.status !== 200)
      throw new Error(`alias ${paths.alias} answered ${alias.status}: it must be a rewrite`);
    results.load = await measureAllLoad(paths, appOrigin, referenceOrigin, nginxOrigin, servers);
  }
  results.meta.restarts = Object.fromEntries(
    servers
      .filter((server) => server.restarts.length)
      .map((server) => [server.name, server.restarts]),
  );

  for (const server of [...servers].reverse()) await server.stop();

  const checks = evaluate(results, budgets);
  results.checks = checks;
  const markdown = renderReport(results, checks, budgets);
  mkdirSync(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${results.meta.date}-${results.meta.shortCommit}`);
  for (const [file, text] of [
    [`${base}.json`, `${JSON.stringify(results, null, 2)}\n`],
    [`${base}.md`, `${markdown}\n`],
  ]) {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  }
  console.log(`\n${markdown}\n`);
  log(`results: ${path.relative(root, base)}.json and .md`);
  const failed = checks.filter((item) => !item.ok);
  const figure = (value) => (value === null ? 'missing' : String(+value.toFixed(3)));
  for (const item of failed)
    console.log(
      `BROKEN: ${item.label}: ${figure(item.value)}${item.unit ? ` ${item.unit}` : ''} (limit ${item.op} ${figure(item.limit)})`,
    );
  const code = exitCode(checks);
  log(code ? `${failed.length} budget(s) broken` : 'every budget met');
  process.exit(code);
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(1);
});
