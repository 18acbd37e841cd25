// What the benchmark keeps of Lighthouse results, and in which order it runs them. Pure: no
// browser here, so it is unit-tested.
import { medianOf } from './stats.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = ['lcp', 'tbt', 'cls', 'bytes'];
export const PRESETS = ['mobile', 'desktop'];

/**
 * The order of the runs: for each round and preset, every page once, with the reference page
 * measured before every `refEvery` pages, so that both see the same machine noise.
 */
export function schedule({ pages, runs, presets, refEvery }) {
  const jobs = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const preset of presets) {
      pages.forEach((page, index) => {
        if (index % refEvery === 0) jobs.push({ run, preset, target: 'reference', page: null });
        jobs.push({ run, preset, target: 'app', page });
      });
    }
  }
  return jobs;
}

/** The audits that cost a category points: scored below 1 (for performance, below 0.9 unless weighted). */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score === undefined) return false;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) return false;
      if (categoryId === 'performance' && ref.weight === 0) return audit.score < 0.9;
      return audit.score < 1;
    })
    .map((ref) => ref.id);
}

/** The figures the report keeps from one Lighthouse result. */
export function summarize(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    error: lhr.runtimeError?.code ?? null,
  };
}

/** Medians of a page's samples, and the union of the audits that failed in any of them. */
export function aggregate(samples) {
  const valid = samples.filter((sample) => sample && !sample.error);
  const median = medianOf(valid, [...CATEGORIES, ...METRICS]);
  const failing = {};
  for (const id of CATEGORIES) {
    const ids = new Set(valid.flatMap((sample) => sample.failing?.[id] ?? []));
    if (ids.size) failing[id] = [...ids].sort();
  }
  const errors = samples
    .filter((sample) => !sample || sample.error)
    .map((sample) => sample?.error ?? 'no result');
  return { median, failing, samples: samples.length, errors };
}
