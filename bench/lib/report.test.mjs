import { evaluate } from './budgets.mjs';
import { renderReport } from './report.mjs';

const budgets = {
  lighthouse: {
    minScore: { accessibility: 100 },
    desktopPerformanceMin: 99,
    mobilePerformanceMaxPointsBelowReference: 2,
    mobileLcpMaxMs: 1500,
    mobileTbtMaxMsOverReference: { content: 100 },
    mobileFontKbBeforeLcpMax: 60,
    clsMax: 0.0049,
  },
  firstLoadJs: { maxKbOverReference: { content: 15 } },
  load: { minRatioToReference: 0.23, minRatioToNginx: 0.15, maxErrors: 0, searchP99MaxMs: 50 },
};

const result = (median, spread = {}, extra = {}) => ({ median, spread, samples: 5, ...extra });

const results = {
  meta: {
    date: '2026-11-23',
    shortCommit: 'abc1234',
    clean: true,
    machine: '2 CPU',
    node: 'v20',
    lighthouseVersion: '12',
    nextVersion: '16',
    runs: { mobile: 5, desktop: 3 },
    presets: ['mobile'],
    refEvery: 4,
    skipped: [],
  },
  build: { app: { seconds: 30 }, reference: { built: true, seconds: 6 } },
  startup: { app: 4000, reference: 500 },
  lighthouse: {
    presets: ['mobile'],
    referencePath: '/',
    reference: { mobile: result({ performance: 96, tbt: 200, lcp: 700 }) },
    pages: [
      {
        id: 'about.es',
        path: '/nosotros',
        kind: 'content',
        mobile: result(
          {
            performance: 95,
            accessibility: 100,
            fcp: 850,
            lcp: 1400,
            tbt: 320,
            blockingAll: 410,
            cls: 0,
            fontBytesBeforeLcp: 30 * 1024,
            bytes: 200 * 1024,
          },
          { performance: [90, 97], lcp: [1400, 1400], tbt: [150, 700] },
          { highPriority: ['Font /a.woff2'] },
        ),
      },
      {
        id: 'about.en',
        path: '/en/about',
        kind: 'content',
        mobile: result(
          { performance: 96, accessibility: 100, lcp: 1600, tbt: 200, cls: 0, bytes: 1 },
          {},
          { highPriority: ['Font /a.woff2'] },
        ),
      },
    ],
  },
  bundle: null,
  load: null,
};

describe('the report', () => {
  const checks = evaluate(results, budgets);
  const markdown = renderReport(results, checks, budgets);

  it('gives the runs per preset and each median with its spread', () => {
    expect(markdown).toContain('5 mobile, 3 desktop run(s) per page');
    const row = markdown.split('\n').find((line) => line.startsWith('| about.es '));
    expect(row).toContain('| 95 (90–97) |');
    expect(row).toContain('| 320 (150–700) |');
    // No spread when every run agreed; the font bytes before LCP in kB.
    expect(row).toContain('| 1400 |');
    expect(row).toContain('| 30.0 |');
  });

  it('gives FCP and the blocking time of every long task beside TBT, in that order', () => {
    const header = markdown.split('\n').find((line) => line.startsWith('| page '));
    expect(header).toContain('| FCP ms | LCP ms | TBT ms | all tasks ms |');
    const row = markdown.split('\n').find((line) => line.startsWith('| about.es '));
    expect(row).toContain('| 850 | 1400 | 320 (150–700) | 410 |');
    // A figure an older result lacks shows as a dash, not as zero.
    const older = markdown.split('\n').find((line) => line.startsWith('| about.en '));
    expect(older).toContain('| — | 1600 | 200 | — |');
  });

  it('groups pages that made the same high-priority requests', () => {
    expect(markdown).toContain('- about.es, about.en: `Font /a.woff2`');
  });

  it('lists the broken budgets: TBT over the reference margin and LCP over 1.5 s', () => {
    expect(markdown).toMatch(
      /\| TBT, mobile \/nosotros \(reference 200 ms \+ 100\) \| 320 ms \| <= 300 \|/,
    );
    expect(markdown).toMatch(/\| LCP, mobile \/en\/about \| 1600 ms \| <= 1500 \|/);
    expect(markdown).toMatch(/Font bytes requested before LCP, mobile \/en\/about \| missing/);
  });
});

describe('the report with the front and the plain comparison', () => {
  const front = { ...results.lighthouse, served: 'front' };
  const plain = {
    served: 'plain',
    presets: ['mobile'],
    referencePath: '/',
    reference: { mobile: result({ lcp: 1100, fcp: 900, performance: 97, tbt: 150 }) },
    pages: [
      {
        id: 'about.es',
        path: '/nosotros',
        mobile: result({ lcp: 2500, fcp: 1200, performance: 88, tbt: 300 }, { lcp: [2400, 2600] }),
      },
    ],
  };
  const withPlain = { ...results, lighthouse: front, lighthousePlain: plain };
  const markdown = renderReport(withPlain, evaluate(withPlain, budgets), budgets);

  it('says the Lighthouse figures are measured through the front', () => {
    expect(markdown).toContain('### Lighthouse, mobile preset, through the HTTP/2 + TLS front');
  });

  it('sets the plain figures beside those through the front, page by page', () => {
    expect(markdown).toContain('### Through the front / plain `next start`, for comparison');
    const row = markdown.split('\n').find((line) => line.startsWith('| about.es | mobile '));
    expect(row).toBe(
      '| about.es | mobile | `/nosotros` | 1400 / 2500 (2400–2600) | 850 / 1200 | 95 / 88 | 320 / 300 |',
    );
    const reference = markdown
      .split('\n')
      .find((line) => line.startsWith('| **reference app** | mobile '));
    expect(reference).toContain('| 700 / 1100 |');
  });
});
