// The mobile LCP budget as bench/budgets.json sets it, on the figures measured through the front.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate } from './budgets.mjs';

const budgets = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'budgets.json'),
    'utf8',
  ),
);

const median = (lcp) => ({
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  lcp,
  tbt: 100,
  fontBytesBeforeLcp: 0,
});

function pass(served, lcps) {
  return {
    served,
    presets: ['mobile'],
    reference: { mobile: { median: median(900) } },
    pages: Object.entries(lcps).map(([id, lcp]) => ({
      id,
      path: `/${id}`,
      kind: 'content',
      mobile: { median: median(lcp) },
    })),
  };
}

const lcpChecks = (checks) => checks.filter((item) => item.id.endsWith('.lcp'));

describe('the mobile LCP budget through the front', () => {
  it('is a median of at most 1800 ms per page', () => {
    const checks = lcpChecks(
      evaluate({ lighthouse: pass('front', { home: 1800, about: 1801, services: 1200 }) }, budgets),
    );
    expect(checks.map((item) => [item.id, item.ok])).toEqual([
      ['lighthouse.mobile.home.lcp', true],
      ['lighthouse.mobile.about.lcp', false],
      ['lighthouse.mobile.services.lcp', true],
    ]);
    expect(checks[0].limit).toBe(1800);
    expect(checks[0].label).toBe('LCP, mobile /home (through the HTTP/2 + TLS front)');
  });

  it('holds no budget on the plain next start pass, however slow', () => {
    const checks = evaluate(
      {
        lighthouse: pass('front', { home: 1700 }),
        lighthousePlain: pass('plain', { home: 2600 }),
      },
      budgets,
    );
    expect(checks.every((item) => item.ok)).toBe(true);
    expect(lcpChecks(checks)).toHaveLength(1);
    expect(evaluate({ lighthousePlain: pass('plain', { home: 2600 }) }, budgets)).toEqual([]);
  });
});
