// What the benchmark keeps of Lighthouse results, and in which order it runs them. Pure: no
// browser here, so it is unit-tested.
import { medianOf } from './stats.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = ['fcp', 'lcp', 'tbt', 'blockingAll', 'cls', 'bytes', 'fontBytesBeforeLcp'];
export const PRESETS = ['mobile', 'desktop'];
/** The figures whose spread over the runs the report gives beside the median. */
export const SPREAD = ['performance', 'lcp', 'tbt'];

/**
 * The order of the runs: for each round and preset, every page once, with the reference page
 * measured before every `refEvery` pages, so that both see the same machine noise. `runs` is a
 * number for every preset, or one per preset ({ mobile: 5, desktop: 3 }).
 */
export function schedule({ pages, runs, presets, refEvery }) {
  const runsOf = (preset) => (typeof runs === 'number' ? runs : (runs[preset] ?? 0));
  const rounds = Math.max(0, ...presets.map(runsOf));
  const jobs = [];
  for (let run = 1; run <= rounds; run += 1) {
    for (const preset of presets) {
      if (run > runsOf(preset)) continue;
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

const HIGH_PRIORITIES = new Set(['VeryHigh', 'High']);

/**
 * What went over the network during the load, from the `network-requests` audit: the bytes of
 * the font files requested before the largest contentful paint (observed, on the same clock as
 * the requests; the files' own size, as woff2 is served uncompressed, without response headers), and every request fetched at high priority other than the document itself.
 */
function networkFigures(lhr) {
  const requests = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const items = requests?.items ?? [];
  const start = requests?.debugData?.networkStartTimeTs;
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  let fontBytesBeforeLcp = null;
  if (Number.isFinite(start) && Number.isFinite(lcpTs)) {
    const lcp = (lcpTs - start) / 1000;
    fontBytesBeforeLcp = items
      .filter((item) => item.resourceType === 'Font' && item.networkRequestTime <= lcp)
      .reduce((sum, item) => sum + (item.resourceSize ?? item.transferSize ?? 0), 0);
  }
  const highPriority = items
    .filter((item) => HIGH_PRIORITIES.has(item.priority) && item.resourceType !== 'Document')
    .map((item) => {
      let where = item.url;
      try {
        where = new URL(item.url).pathname;
      } catch {
        // Not a URL (a data: URI): kept as is.
      }
      return `${item.resourceType ?? 'Other'} ${where}`;
    });
  return { fontBytesBeforeLcp, highPriority: [...new Set(highPriority)].sort() };
}

/**
 * The blocking time of every long task of the load, before the first contentful paint too (the
 * `long-tasks` audit, simulated like TBT; each task's time over 50 ms). TBT counts only from FCP
 * on, so a page whose first paint comes earlier shows more TBT for the same work: its own parse
 * and first layout, which ran before the later paint, now count. Beside TBT, this tells the two
 * apart. Null where the audit is missing.
 */
function blockingOfAllTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items;
  if (!Array.isArray(items)) return null;
  return items.reduce((sum, task) => sum + Math.max(0, (task.duration ?? 0) - 50), 0);
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
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    blockingAll: blockingOfAllTasks(lhr),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    ...networkFigures(lhr),
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    error: lhr.runtimeError?.code ?? null,
  };
}

/** The lowest and highest finite value of `key` over the samples, or null. */
function spreadOf(samples, key) {
  const values = samples.map((sample) => sample[key]).filter((value) => Number.isFinite(value));
  return values.length ? [Math.min(...values), Math.max(...values)] : null;
}

/**
 * Medians of a page's samples, the spread of the figures that swing with the machine's load, the
 * union of the audits that failed in any of them and of the requests made at high priority.
 */
export function aggregate(samples) {
  const valid = samples.filter((sample) => sample && !sample.error);
  const median = medianOf(valid, [...CATEGORIES, ...METRICS]);
  const spread = Object.fromEntries(SPREAD.map((key) => [key, spreadOf(valid, key)]));
  const highPriority = [...new Set(valid.flatMap((sample) => sample.highPriority ?? []))].sort();
  const failing = {};
  for (const id of CATEGORIES) {
    const ids = new Set(valid.flatMap((sample) => sample.failing?.[id] ?? []));
    if (ids.size) failing[id] = [...ids].sort();
  }
  const errors = samples
    .filter((sample) => !sample || sample.error)
    .map((sample) => sample?.error ?? 'no result');
  return { median, spread, failing, highPriority, samples: samples.length, errors };
}
