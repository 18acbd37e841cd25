import { check, evaluate, exitCode } from './budgets.mjs';

const budgets = {
  lighthouse: {
    minScore: { accessibility: 100, 'best-practices': 100, seo: 100 },
    desktopPerformanceMin: 95,
    mobilePerformanceMaxPointsBelowReference: 3,
    mobileLcpMaxMs: 1500,
    mobileTbtMaxMsOverReference: { content: 100, form: 150 },
    mobileFontKbBeforeLcpMax: 60,
    clsMax: 0.01,
  },
  firstLoadJs: { maxKbOverReference: { content: 15, form: 45 } },
  load: { minRatioToReference: 0.8, minRatioToNginx: 0.15, maxErrors: 0, searchP99MaxMs: 50 },
};

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
const fastPhone = { lcp: 1200, tbt: 200, fontBytesBeforeLcp: 50 * 1024 };

function lighthouseResults({
  mobile = {},
  desktop = {},
  referenceMobile = 90,
  referenceTbt = 150,
  kind = 'content',
} = {}) {
  return {
    lighthouse: {
      presets: ['mobile', 'desktop'],
      reference: {
        mobile: { median: { performance: referenceMobile, tbt: referenceTbt } },
        desktop: { median: { performance: 100 } },
      },
      pages: [
        {
          id: 'about.es',
          path: '/nosotros',
          kind,
          mobile: { median: { ...perfect, ...fastPhone, performance: 90, ...mobile } },
          desktop: { median: { ...perfect, ...desktop } },
        },
      ],
    },
  };
}

const byId = (checks, id) => {
  const found = checks.find((item) => item.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
};

describe('check', () => {
  it('passes at exactly the limit and fails just past it', () => {
    expect(check('a', 'a', 0.01, '<=', 0.01).ok).toBe(true);
    expect(check('a', 'a', 0.0101, '<=', 0.01).ok).toBe(false);
    expect(check('b', 'b', 95, '>=', 95).ok).toBe(true);
    expect(check('b', 'b', 94.5, '>=', 95).ok).toBe(false);
  });

  it('fails when the figure or the limit is missing', () => {
    for (const value of [null, undefined, Number.NaN])
      expect(check('a', 'a', value, '<=', 1).ok).toBe(false);
    expect(check('a', 'a', 1, '<=', null).ok).toBe(false);
    expect(check('a', 'a', undefined, '<=', 1).value).toBeNull();
  });
});

describe('Lighthouse budgets', () => {
  it('judges mobile performance against the reference median of the same run', () => {
    expect(
      byId(
        evaluate(lighthouseResults({ mobile: { performance: 87 } }), budgets),
        'lighthouse.mobile.about.es.performance',
      ).ok,
    ).toBe(true);
    expect(
      byId(
        evaluate(lighthouseResults({ mobile: { performance: 86 } }), budgets),
        'lighthouse.mobile.about.es.performance',
      ).ok,
    ).toBe(false);
    // The same page score passes or fails with the reference it is compared to.
    expect(
      byId(
        evaluate(lighthouseResults({ mobile: { performance: 86 }, referenceMobile: 89 }), budgets),
        'lighthouse.mobile.about.es.performance',
      ).ok,
    ).toBe(true);
  });

  it('holds mobile LCP to an absolute limit', () => {
    const lcp = (value) =>
      byId(
        evaluate(lighthouseResults({ mobile: { lcp: value } }), budgets),
        'lighthouse.mobile.about.es.lcp',
      ).ok;
    expect(lcp(1500)).toBe(true);
    expect(lcp(1501)).toBe(false);
    expect(lcp(null)).toBe(false);
  });

  it('holds mobile TBT to the reference of the same run plus a margin per kind of page', () => {
    const tbt = (value, options = {}) =>
      byId(
        evaluate(lighthouseResults({ mobile: { tbt: value }, ...options }), budgets),
        'lighthouse.mobile.about.es.tbt',
      ).ok;
    expect(tbt(250)).toBe(true);
    expect(tbt(251)).toBe(false);
    expect(tbt(251, { referenceTbt: 200 })).toBe(true);
    expect(tbt(300, { kind: 'form' })).toBe(true);
    expect(tbt(301, { kind: 'form' })).toBe(false);
    expect(tbt(100, { referenceTbt: null })).toBe(false);
  });

  it('allows 60 kB of fonts requested before LCP', () => {
    const fonts = (bytes) =>
      byId(
        evaluate(lighthouseResults({ mobile: { fontBytesBeforeLcp: bytes } }), budgets),
        'lighthouse.mobile.about.es.fonts',
      ).ok;
    expect(fonts(60 * 1024)).toBe(true);
    expect(fonts(60 * 1024 + 1)).toBe(false);
    expect(fonts(0)).toBe(true);
    expect(fonts(null)).toBe(false);
  });

  it('fails mobile performance when the reference was not measured', () => {
    const results = lighthouseResults();
    results.lighthouse.reference.mobile = { median: { performance: null } };
    const item = byId(evaluate(results, budgets), 'lighthouse.mobile.about.es.performance');
    expect(item.ok).toBe(false);
    expect(item.limit).toBeNull();
  });

  it('holds desktop performance to an absolute floor', () => {
    expect(
      byId(
        evaluate(lighthouseResults({ desktop: { performance: 95 } }), budgets),
        'lighthouse.desktop.about.es.performance',
      ).ok,
    ).toBe(true);
    expect(
      byId(
        evaluate(lighthouseResults({ desktop: { performance: 94 } }), budgets),
        'lighthouse.desktop.about.es.performance',
      ).ok,
    ).toBe(false);
  });

  it('wants 100 in accessibility, best practices and SEO in both presets, and CLS ≤ 0.01', () => {
    const checks = evaluate(
      lighthouseResults({
        mobile: { seo: 99, cls: 0.01 },
        desktop: { accessibility: 98, cls: 0.02 },
      }),
      budgets,
    );
    expect(byId(checks, 'lighthouse.mobile.about.es.seo').ok).toBe(false);
    expect(byId(checks, 'lighthouse.mobile.about.es.cls').ok).toBe(true);
    expect(byId(checks, 'lighthouse.desktop.about.es.accessibility').ok).toBe(false);
    expect(byId(checks, 'lighthouse.desktop.about.es.cls').ok).toBe(false);
    expect(byId(checks, 'lighthouse.desktop.about.es.best-practices').ok).toBe(true);
  });

  it('fails every figure of a page that produced none', () => {
    const results = lighthouseResults();
    results.lighthouse.pages[0].desktop = { median: {} };
    const desktop = evaluate(results, budgets).filter((item) =>
      item.id.startsWith('lighthouse.desktop.'),
    );
    expect(desktop).toHaveLength(5);
    expect(desktop.every((item) => !item.ok)).toBe(true);
  });
});

describe('first-load JavaScript budgets', () => {
  const reference = { bytes: 100_000 };
  const bundle = (pages, leaks = []) => ({
    bundle: { reference, pages, admin: { leaks, note: 'no admin routes in build' } },
  });

  it('allows 15 kB over the reference on content pages and 45 kB on form pages, not a byte more', () => {
    const checks = evaluate(
      bundle([
        { id: 'about.es', path: '/nosotros', kind: 'content', bytes: 100_000 + 15 * 1024 },
        { id: 'home.es', path: '/', kind: 'content', bytes: 100_000 + 15 * 1024 + 1 },
        { id: 'contact.es', path: '/contacto', kind: 'form', bytes: 100_000 + 45 * 1024 },
        { id: 'careers.es', path: '/carrera', kind: 'form', bytes: 100_000 + 45 * 1024 + 1 },
      ]),
      budgets,
    );
    expect(byId(checks, 'bundle.about.es').ok).toBe(true);
    expect(byId(checks, 'bundle.home.es').ok).toBe(false);
    expect(byId(checks, 'bundle.contact.es').ok).toBe(true);
    expect(byId(checks, 'bundle.careers.es').ok).toBe(false);
  });

  it('fails a page whose size is missing, and any admin chunk in a public first load', () => {
    const checks = evaluate(
      bundle(
        [{ id: 'about.es', path: '/nosotros', kind: 'content' }],
        [{ page: '/', chunk: 'x.js', routes: [] }],
      ),
      budgets,
    );
    expect(byId(checks, 'bundle.about.es').ok).toBe(false);
    expect(byId(checks, 'bundle.admin').ok).toBe(false);
    expect(byId(evaluate(bundle([]), budgets), 'bundle.admin').ok).toBe(true);
  });
});

describe('load budgets', () => {
  const target = (rps, extra = {}) => ({ path: '/x', rps, p50: 5, p99: 20, errors: 0, ...extra });
  const load = (targets) => ({
    load: {
      targets: {
        reference: target(1000),
        nginx: target(4000),
        canonical: target(800),
        alias: target(800),
        search: target(10),
        ...targets,
      },
    },
  });

  it('wants 0.8× the reference app through canonical and alias paths alike', () => {
    expect(byId(evaluate(load({}), budgets), 'load.canonical.ratio').ok).toBe(true);
    expect(byId(evaluate(load({ alias: target(799) }), budgets), 'load.alias.ratio').ok).toBe(
      false,
    );
    expect(
      byId(evaluate(load({ reference: target(null) }), budgets), 'load.canonical.ratio').ok,
    ).toBe(false);
  });

  it('wants 0.15× nginx serving the same HTML, measured in the same run', () => {
    expect(byId(evaluate(load({}), budgets), 'load.canonical.nginx').ok).toBe(true);
    expect(byId(evaluate(load({ nginx: target(5400) }), budgets), 'load.alias.nginx').ok).toBe(
      false,
    );
    expect(byId(evaluate(load({ nginx: undefined }), budgets), 'load.canonical.nginx').ok).toBe(
      false,
    );
  });

  it('allows no error under load and a search p99 of 50 ms at most', () => {
    const checks = evaluate(
      load({ search: target(10, { p99: 51 }), alias: target(900, { errors: 1 }) }),
      budgets,
    );
    expect(byId(checks, 'load.alias.errors').ok).toBe(false);
    expect(byId(checks, 'load.canonical.errors').ok).toBe(true);
    expect(byId(checks, 'load.search.p99').ok).toBe(false);
    expect(
      byId(evaluate(load({ search: target(10, { p99: 50 }) }), budgets), 'load.search.p99').ok,
    ).toBe(true);
  });
});

describe('exit decision', () => {
  it('is non-zero as soon as one budget is broken', () => {
    expect(exitCode([check('a', 'a', 1, '<=', 1), check('b', 'b', 2, '>=', 1)])).toBe(0);
    expect(exitCode([check('a', 'a', 1, '<=', 1), check('b', 'b', null, '>=', 1)])).toBe(1);
  });

  it('judges only the parts that were measured', () => {
    expect(evaluate({ lighthouse: null, bundle: null, load: null }, budgets)).toEqual([]);
  });
});
