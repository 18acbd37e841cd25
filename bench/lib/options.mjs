// The benchmark's knobs, read from the environment (bench/README.md lists them). Pure: a bad value
// fails before anything is built or started.
import { PRESETS } from './lighthouse-summary.mjs';

/** The parts of a run that BENCH_SKIP may leave out. */
export const PARTS = ['lighthouse', 'plain', 'bundle', 'load'];

/**
 * The screens also measured on plain `next start` (HTTP/1.1, no front), for comparison with the
 * figures through the front; no budget applies to them.
 */
export const PLAIN_SCREENS = ['home', 'about'];

/** The preset of the plain comparison: the one whose LCP the front changes. */
export const PLAIN_PRESET = 'mobile';

export function list(value, fallback = []) {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;
}

function positiveInt(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, got "${raw}"`);
  return value;
}

/**
 * The run's options. Five mobile runs: performance and TBT swing with this machine's load, and
 * the report gives their spread beside the median. Desktop figures barely move: three.
 * BENCH_RUNS sets both.
 */
export function readOptions(env = process.env) {
  const options = {
    runs: {
      mobile: positiveInt(env, 'BENCH_RUNS', 5),
      desktop: positiveInt(env, 'BENCH_RUNS', 3),
    },
    pages: list(env.BENCH_PAGES),
    presets: list(env.BENCH_PRESETS, PRESETS),
    skip: list(env.BENCH_SKIP),
    refEvery: positiveInt(env, 'BENCH_REF_EVERY', 4),
    connections: positiveInt(env, 'BENCH_CONNECTIONS', 50),
    loadSeconds: positiveInt(env, 'BENCH_LOAD_SECONDS', 10),
    warmupSeconds: 2,
    chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Every Lighthouse result in full, for reading a figure's causes (none by default).
    lhrDir: env.BENCH_LHR_DIR || null,
  };
  for (const preset of options.presets) {
    if (!PRESETS.includes(preset)) throw new Error(`BENCH_PRESETS: unknown preset "${preset}"`);
  }
  for (const part of options.skip) {
    if (!PARTS.includes(part)) throw new Error(`BENCH_SKIP: unknown part "${part}"`);
  }
  return options;
}

/**
 * What the plain comparison measures: the home and about pages among those measured, on the
 * mobile preset when it is measured. Null when there is nothing to compare.
 */
export function plainPlan(pages, options) {
  if (options.skip.includes('plain') || options.skip.includes('lighthouse')) return null;
  if (!options.presets.includes(PLAIN_PRESET)) return null;
  const chosen = pages.filter((page) => PLAIN_SCREENS.includes(page.screen));
  return chosen.length ? { pages: chosen, presets: [PLAIN_PRESET] } : null;
}
