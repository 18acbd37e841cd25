import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What the list and bulletin specs check on every screen they change: axe at a phone's and a
// laptop's width, no sideways scroll of the page, and a screenshot of each to look at.

/** axe's serious and critical findings on the page as it stands. */
export async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * At 390 and 1366 px: no serious axe finding, the page never scrolls sideways, and a full-page
 * screenshot under SCREENSHOT_DIR (when set) named `name-<width>.png`.
 */
export async function checkAtPhoneAndLaptop(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await blockingViolations(page), `${name} at ${width} px`).toEqual([]);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png`,
        fullPage: true,
      });
  }
}
