// The measurements of one run, each against servers the benchmark keeps up: Lighthouse passes,
// first-load JavaScript, load. `ctx` carries the run's options and its log.
import path from 'node:path';
import { checkAdminChunks, largestChunks, measureFirstLoad, scriptMeter } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { aggregate, schedule } from './lighthouse-summary.mjs';
import { measureLoad } from './load.mjs';

export const REFERENCE_PATH = '/';

/**
 * Runs one measurement with every server up; when a server stopped during it, or it failed,
 * starts what stopped and measures again (at most `tries` times). A figure taken while a server
 * was down would measure nothing.
 */
export async function withServersUp(ctx, label, servers, measure, tries = 3) {
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
    ctx.log(`${label}: ${problem}; measuring again`);
  }
}

/**
 * One Lighthouse pass: `pages` and the reference page on `presets`, the reference measured between
 * the site's pages. `origins` are where the site and the reference app answer; `flags` go to
 * Chromium; `served` names the way they are served, for the log and the report.
 */
export async function measureLighthouse(ctx, { pages, presets, origins, servers, flags, served }) {
  const { options } = ctx;
  const jobs = schedule({ pages, runs: options.runs, presets, refEvery: options.refEvery });
  const samples = new Map();
  const push = (key, sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
  for (const [index, job] of jobs.entries()) {
    const url =
      job.target === 'app'
        ? `${origins.app}${job.page.path}`
        : `${origins.reference}${REFERENCE_PATH}`;
    const name = job.target === 'app' ? job.page.id : 'reference';
    const sample = await withServersUp(
      ctx,
      `lighthouse ${job.preset} ${name}`,
      servers,
      async () => {
        try {
          const lhrFile = options.lhrDir
            ? path.join(options.lhrDir, `${served}-${job.preset}-${name}-run${job.run}.json`)
            : null;
          return await runLighthouse(url, job.preset, options.chromePath, flags, lhrFile);
        } catch (error) {
          return { error: error.message };
        }
      },
    );
    push(`${job.preset}:${name}`, sample);
    const figures = sample.error
      ? `error: ${sample.error}`
      : `perf ${sample.performance} a11y ${sample.accessibility} bp ${sample['best-practices']} seo ${sample.seo} LCP ${Math.round(sample.lcp)} ms TBT ${Math.round(sample.tbt)} ms`;
    ctx.log(
      `[${index + 1}/${jobs.length}] lighthouse (${served}) ${job.preset} run ${job.run} ${name}: ${figures}`,
    );
  }
  const byPreset = (key) =>
    Object.fromEntries(
      presets.map((preset) => [preset, aggregate(samples.get(`${preset}:${key}`) ?? [])]),
    );
  return {
    served,
    runs: options.runs,
    presets,
    referencePath: REFERENCE_PATH,
    reference: byPreset('reference'),
    pages: pages.map((page) => ({ ...page, ...byPreset(page.id) })),
  };
}

export async function measureBundle(ctx, { pages, origins, servers }) {
  const referenceMeter = scriptMeter(origins.reference);
  const reference = await withServersUp(ctx, 'first-load JS', servers, () =>
    measureFirstLoad(origins.reference, REFERENCE_PATH, referenceMeter),
  );
  const meter = scriptMeter(origins.app);
  const measured = [];
  for (const page of pages) {
    const result = await withServersUp(ctx, 'first-load JS', servers, () =>
      measureFirstLoad(origins.app, page.path, meter),
    );
    measured.push({
      id: page.id,
      kind: page.kind,
      ...result,
      overReference: result.bytes - reference.bytes,
    });
  }
  const admin = checkAdminChunks(path.join(ctx.root, '.next', 'server', 'app'), measured);
  return { reference, pages: measured, largestChunks: largestChunks(measured), admin };
}

/**
 * The load test, on the servers themselves (no front): `next start` against the reference app
 * and against nginx serving the same prerendered file.
 */
export async function measureAllLoad(ctx, { paths, origins, servers }) {
  const { options } = ctx;
  const targets = [
    ['reference', 'reference app', origins.reference, REFERENCE_PATH],
    ['canonical', 'site, canonical path', origins.app, paths.canonical],
    ['alias', 'site, alias (rewrite)', origins.app, paths.alias],
    ['nginx', 'nginx, same HTML file', origins.nginx, paths.canonical],
    ['search', 'site, publications search', origins.app, paths.search],
  ];
  const results = {};
  for (const [id, label, origin, targetPath] of targets) {
    const figures = await withServersUp(ctx, `load ${label}`, servers, () =>
      measureLoad(`${origin}${targetPath}`, {
        connections: options.connections,
        seconds: options.loadSeconds,
        warmupSeconds: options.warmupSeconds,
      }),
    );
    results[id] = { label, path: targetPath, ...figures };
    ctx.log(
      `load ${label} ${targetPath}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, errors ${figures.errors}`,
    );
  }
  return { connections: options.connections, seconds: options.loadSeconds, targets: results };
}
