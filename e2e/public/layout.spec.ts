import { expect, test, type Page } from '@playwright/test';
import { waitPastAfterLoad } from '../support/after-load';

/** The widths every layout check runs at: phones, tablets, small laptops, desktops. */
const widths = [320, 390, 768, 900, 1024, 1366] as const;

/** One page of each kind, in one language or the other. */
const pagesOfEachKind = [
  '/',
  '/nosotros',
  '/en/services',
  '/servicios/derecho-tributario',
  '/en/career',
  '/contacto',
  '/publicaciones',
  '/en/legal-updates?q=tax',
  '/publicaciones/uvt-2027-como-se-calcula-y-que-valores-cambian',
  '/en/legal-updates/antes-de-contratar-lo-que-una-empresa-debe-revisar-con-la-reforma-laboral',
  '/politica-de-privacidad',
  '/en/site-map',
  '/accesibilidad',
  '/no-existe',
];

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('no page scrolls sideways', () => {
  for (const path of pagesOfEachKind) {
    test(`${path} at ${widths.join(', ')} px`, async ({ page }) => {
      // One load per page, resized through the widths: the layout is recomputed on each resize.
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

/** The top edge of each element, rounded, grouped into rows of equal tops. */
async function rowSizes(page: Page, selector: string): Promise<number[]> {
  const tops = await page
    .locator(selector)
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test.describe('no card stands alone on its row', () => {
  for (const [path, selector] of [
    ['/', '#services li'],
    ['/servicios', 'main ul:has(h2 a) > li'],
    ['/', '#recognitions li'],
    ['/en/about', 'main ul:has(> li h3):has(> li:nth-child(5)) > li'],
    // The six other areas of a service page.
    ['/servicios/derecho-tributario', 'section[aria-labelledby="other-services"] li'],
  ] as const) {
    test(`${selector} on ${path}`, async ({ page }) => {
      await page.goto(path);
      for (const width of widths.filter((w) => w >= 640 || w === 320)) {
        await page.setViewportSize({ width, height: 900 });
        const rows = await rowSizes(page, selector);
        expect(rows.length, `${path} at ${width} px`).toBeGreaterThan(0);
        // One card per row on phones; otherwise every row holds two cards or more, or one card
        // that spans the whole row.
        if (width < 640) continue;
        const widthsOfLoneCards = await page.locator(selector).evaluateAll((items) => {
          const byTop = new Map<number, HTMLElement[]>();
          for (const item of items as HTMLElement[]) {
            const top = Math.round(item.getBoundingClientRect().top);
            byTop.set(top, [...(byTop.get(top) ?? []), item]);
          }
          return [...byTop.values()]
            .filter((row) => row.length === 1)
            .map((row) => {
              const item = row[0]!;
              return item.getBoundingClientRect().width / item.parentElement!.clientWidth;
            });
        });
        for (const share of widthsOfLoneCards) expect(share, `${path} at ${width} px`).toBe(1);
        // Every row fills the grid's width: no empty slot at the end of a row.
        const rowGaps = await page.locator(selector).evaluateAll((items) => {
          const byTop = new Map<number, DOMRect[]>();
          for (const item of items) {
            const box = item.getBoundingClientRect();
            byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
          }
          const list = items[0]!.parentElement!.getBoundingClientRect();
          return [...byTop.values()].map((row) =>
            Math.round(list.right - Math.max(...row.map((box) => box.right))),
          );
        });
        for (const gap of rowGaps) expect(gap, `${path} at ${width} px`).toBeLessThanOrEqual(1);
      }
    });
  }
});

test('the stats band keeps its three figures on one line and one baseline', async ({ page }) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const figures = await page
        .locator('section[aria-labelledby="stats-title"] dd')
        .evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            const lineHeight = parseFloat(getComputedStyle(item).lineHeight);
            return { top: Math.round(box.top), lines: Math.round(box.height / lineHeight) };
          }),
        );
      expect(figures).toHaveLength(3);
      for (const figure of figures) expect(figure.lines, `${path} at ${width} px`).toBe(1);
      if (width >= 640) {
        expect(new Set(figures.map((f) => f.top)).size, `${path} at ${width} px`).toBe(1);
      }
    }
  }
});

test.describe('one newsletter sign-up per page', () => {
  for (const [path, button] of [
    ['/', 'Suscribirme'],
    ['/publicaciones', 'Suscribirme'],
    ['/en/legal-updates', 'Subscribe'],
    ['/publicaciones/uvt-2027-como-se-calcula-y-que-valores-cambian', 'Suscribirme'],
    ['/en/about', 'Subscribe'],
  ] as const) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(1);
    });
  }
});

test('the contact page keeps the e-mail address and "Oficina 1101" whole', async ({ page }) => {
  await page.goto('/contacto');
  const details = page.locator('main dl').first();
  /** How many lines each text piece of an element takes (a piece never breaks inside). */
  const linesPerPiece = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getClientRects().length;
      });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The address may wrap before its "@" only: each of its two pieces stays on one line.
    const email = await details.locator('a[href^="mailto:"]').evaluate(linesPerPiece);
    expect(email, `e-mail at ${width} px`).toEqual([1, 1]);
    const office = await details.getByText(/Oficina 1101/).evaluate(linesPerPiece);
    expect(office, `address at ${width} px`).toEqual([1]);
  }
});

test('the search box shows its whole placeholder', async ({ page }) => {
  for (const path of ['/publicaciones', '/en/legal-updates']) {
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const fits = await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        // (The search input's clear button shows only once there is a value.)
        return canvas.measureText(input.placeholder).width <= room;
      });
      expect(fits, `${path} at ${width} px`).toBe(true);
    }
  }
});

type Shift = { value: number; moved: string[] };
type WindowWithShifts = Window & { e2eShifts?: Shift[] };

/**
 * The layout shifts Chromium reports from the page's start, each with the elements that moved.
 * Recorded in the page from its first script on, so nothing before the observer is missed.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as WindowWithShifts).e2eShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '(text)',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as WindowWithShifts).e2eShifts);
}

test.describe('nothing moves once shown', () => {
  for (const path of [
    '/',
    '/nosotros',
    '/publicaciones',
    '/en/legal-updates/antes-de-contratar-lo-que-una-empresa-debe-revisar-con-la-reforma-laboral',
    '/contacto',
  ]) {
    test(`${path}, through load and the work after it, at 412 and 1366 px`, async ({ page }) => {
      const shifts = await recordShifts(page);
      for (const [width, height] of [
        [412, 823],
        [1366, 940],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await page.waitForLoadState('load');
        await waitPastAfterLoad(page);
        const moved = (await shifts()) ?? [];
        const total = moved.reduce((sum, shift) => sum + shift.value, 0);
        // The bench's budget: CLS 0.00 to two decimals.
        expect(total, `${width} px: ${JSON.stringify(moved)}`).toBeLessThan(0.005);
      }
    });
  }
});
