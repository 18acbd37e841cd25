import { aggregate, schedule, summarize } from './lighthouse-summary.mjs';

describe('schedule', () => {
  it('interleaves the reference with the pages in every round and preset', () => {
    const pages = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    const jobs = schedule({ pages, runs: 2, presets: ['mobile', 'desktop'], refEvery: 2 });
    const first = jobs
      .filter((job) => job.run === 1 && job.preset === 'mobile')
      .map((job) => job.page?.id ?? 'REF');
    expect(first).toEqual(['REF', 'a', 'b', 'REF', 'c', 'd', 'REF', 'e']);
    expect(jobs.filter((job) => job.target === 'app')).toHaveLength(5 * 2 * 2);
    expect(jobs.filter((job) => job.target === 'reference')).toHaveLength(3 * 2 * 2);
  });

  it('runs each preset its own number of rounds', () => {
    const pages = ['a', 'b'].map((id) => ({ id }));
    const jobs = schedule({
      pages,
      runs: { mobile: 3, desktop: 1 },
      presets: ['mobile', 'desktop'],
      refEvery: 4,
    });
    const count = (preset) =>
      jobs.filter((job) => job.preset === preset && job.target === 'app').length;
    expect(count('mobile')).toBe(3 * 2);
    expect(count('desktop')).toBe(1 * 2);
    expect(jobs.filter((job) => job.run === 3).every((job) => job.preset === 'mobile')).toBe(true);
  });
});

const lhr = (performance, { a11y = 1, failing = [] } = {}) => ({
  categories: {
    performance: {
      score: performance,
      auditRefs: [
        { id: 'total-blocking-time', weight: 30 },
        { id: 'unused-javascript', weight: 0 },
      ],
    },
    accessibility: {
      score: a11y,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'manual-check', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: 1, auditRefs: [] },
  },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 2000 },
    // Simulated long tasks: one before FCP (900 ms), one across it, one after it.
    'long-tasks': {
      details: {
        items: [
          { startTime: 600, duration: 250, url: 'http://x/' },
          { startTime: 850, duration: 120, url: 'Unattributable' },
          { startTime: 2500, duration: 50, url: 'http://x/_next/static/chunks/a.js' },
          { startTime: 2600, duration: 90, url: 'http://x/_next/static/chunks/a.js' },
        ],
      },
    },
    'total-blocking-time': {
      numericValue: 300,
      score: failing.includes('total-blocking-time') ? 0.5 : 1,
      scoreDisplayMode: 'numeric',
    },
    'unused-javascript': {
      score: failing.includes('unused-javascript') ? 0.5 : 0.95,
      scoreDisplayMode: 'metricSavings',
    },
    'cumulative-layout-shift': { numericValue: 0.001 },
    'total-byte-weight': { numericValue: 300_000 },
    'color-contrast': {
      score: failing.includes('color-contrast') ? 0 : 1,
      scoreDisplayMode: 'binary',
    },
    'manual-check': { score: 0, scoreDisplayMode: 'manual' },
  },
});

// The network records of one load: times in ms from the first request; LCP observed at 400 ms.
const withNetwork = (base) => ({
  ...base,
  audits: {
    ...base.audits,
    metrics: { details: { items: [{ observedLargestContentfulPaintTs: 1_000_400_000 }] } },
    'network-requests': {
      details: {
        debugData: { networkStartTimeTs: 1_000_000_000 },
        items: [
          {
            url: 'http://x/',
            resourceType: 'Document',
            priority: 'VeryHigh',
            networkRequestTime: 0,
            transferSize: 30_000,
          },
          {
            url: 'http://x/_next/static/media/serif.woff2',
            resourceType: 'Font',
            priority: 'High',
            networkRequestTime: 50,
            transferSize: 28_400,
            resourceSize: 28_000,
          },
          {
            url: 'http://x/_next/static/media/sans.woff2',
            resourceType: 'Font',
            priority: 'VeryHigh',
            networkRequestTime: 390,
            transferSize: 27_400,
            resourceSize: 27_000,
          },
          {
            url: 'http://x/_next/static/media/ext.woff2',
            resourceType: 'Font',
            priority: 'VeryHigh',
            networkRequestTime: 900,
            transferSize: 12_000,
          },
          {
            url: 'http://x/icons/icon-192.png',
            resourceType: 'Image',
            priority: 'High',
            networkRequestTime: 300,
            transferSize: 14_000,
          },
          {
            url: 'http://x/_next/static/chunks/a.js',
            resourceType: 'Script',
            priority: 'Low',
            networkRequestTime: 60,
            transferSize: 40_000,
          },
        ],
      },
    },
  },
});

describe('summarize and aggregate', () => {
  it('counts the font bytes requested before the observed LCP and lists high-priority requests', () => {
    const summary = summarize(withNetwork(lhr(0.9)));
    expect(summary.fontBytesBeforeLcp).toBe(28_000 + 27_000);
    expect(summary.highPriority).toEqual([
      'Font /_next/static/media/ext.woff2',
      'Font /_next/static/media/sans.woff2',
      'Font /_next/static/media/serif.woff2',
      'Image /icons/icon-192.png',
    ]);
    // Without the network records the figure is missing, not zero.
    expect(summarize(lhr(0.9)).fontBytesBeforeLcp).toBeNull();
  });

  it('keeps scores out of 100, the metrics and the audits that cost points', () => {
    const summary = summarize(
      lhr(0.876, { a11y: 0.9, failing: ['total-blocking-time', 'color-contrast'] }),
    );
    expect(summary).toMatchObject({
      performance: 88,
      accessibility: 90,
      fcp: 900,
      lcp: 2000,
      tbt: 300,
      cls: 0.001,
      bytes: 300_000,
      error: null,
    });
    expect(summary.failing).toEqual({
      performance: ['total-blocking-time'],
      accessibility: ['color-contrast'],
      'best-practices': [],
      seo: [],
    });
  });

  it('sums the blocking time of every long task, those before the first paint included', () => {
    // 200 + 70 + 0 (a task of exactly 50 ms blocks nothing) + 40.
    expect(summarize(lhr(0.9)).blockingAll).toBe(310);
    const withoutAudit = lhr(0.9);
    delete withoutAudit.audits['long-tasks'];
    expect(summarize(withoutAudit).blockingAll).toBeNull();
    // Its median over the runs, like every other figure.
    expect(aggregate([summarize(lhr(0.9)), summarize(lhr(0.8))]).median.blockingAll).toBe(310);
  });

  it('takes medians over the runs with a result and the union of their failing audits', () => {
    const samples = [
      summarize(lhr(0.8, { failing: ['unused-javascript'] })),
      summarize(lhr(0.9)),
      summarize(lhr(0.7, { failing: ['total-blocking-time'] })),
      { error: 'NO_FCP' },
    ];
    const result = aggregate(samples);
    expect(result.median.performance).toBe(80);
    expect(result.failing).toEqual({ performance: ['total-blocking-time', 'unused-javascript'] });
    expect(result.samples).toBe(4);
    expect(result.errors).toEqual(['NO_FCP']);
    expect(result.spread.performance).toEqual([70, 90]);
    expect(result.spread.tbt).toEqual([300, 300]);
  });
});
