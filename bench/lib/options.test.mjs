import { plainPlan, readOptions } from './options.mjs';

const page = (screen, locale) => ({ id: `${screen}.${locale}`, screen, locale });
const pages = ['home', 'about', 'services', 'contact'].flatMap((screen) =>
  ['es', 'en'].map((locale) => page(screen, locale)),
);

describe('readOptions', () => {
  it('runs five mobile and three desktop passes, all pages and parts, by default', () => {
    const options = readOptions({});
    expect(options.runs).toEqual({ mobile: 5, desktop: 3 });
    expect(options.presets).toEqual(['mobile', 'desktop']);
    expect(options.pages).toEqual([]);
    expect(options.skip).toEqual([]);
  });

  it('reads the knobs and refuses bad values', () => {
    const options = readOptions({
      BENCH_RUNS: '2',
      BENCH_PAGES: 'home.es, about',
      BENCH_SKIP: 'plain',
    });
    expect(options.runs).toEqual({ mobile: 2, desktop: 2 });
    expect(options.pages).toEqual(['home.es', 'about']);
    expect(options.skip).toEqual(['plain']);
    expect(() => readOptions({ BENCH_RUNS: '0' })).toThrow(/BENCH_RUNS/);
    expect(() => readOptions({ BENCH_PRESETS: 'tablet' })).toThrow(/tablet/);
    expect(() => readOptions({ BENCH_SKIP: 'front' })).toThrow(/front/);
  });
});

describe('plainPlan', () => {
  it('compares home and about only, on the mobile preset', () => {
    const plan = plainPlan(pages, readOptions({}));
    expect(plan.pages.map((item) => item.id)).toEqual([
      'home.es',
      'home.en',
      'about.es',
      'about.en',
    ]);
    expect(plan.presets).toEqual(['mobile']);
  });

  it('follows the page filter, and is skipped when there is nothing to compare', () => {
    const filtered = pages.filter((item) => ['about.es', 'contact.es'].includes(item.id));
    expect(plainPlan(filtered, readOptions({})).pages.map((item) => item.id)).toEqual(['about.es']);
    expect(plainPlan([page('contact', 'es')], readOptions({}))).toBeNull();
    expect(plainPlan(pages, readOptions({ BENCH_PRESETS: 'desktop' }))).toBeNull();
    expect(plainPlan(pages, readOptions({ BENCH_SKIP: 'plain' }))).toBeNull();
    expect(plainPlan(pages, readOptions({ BENCH_SKIP: 'lighthouse' }))).toBeNull();
  });
});
