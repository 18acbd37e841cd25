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
    'largest-contentful-paint': { numericValue: 2000 },
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

describe('summarize and aggregate', () => {
  it('keeps scores out of 100, the metrics and the audits that cost points', () => {
    const summary = summarize(
      lhr(0.876, { a11y: 0.9, failing: ['total-blocking-time', 'color-contrast'] }),
    );
    expect(summary).toMatchObject({
      performance: 88,
      accessibility: 90,
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
  });
});
