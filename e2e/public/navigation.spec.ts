import { expect, test, type Page } from '@playwright/test';

test.describe('the header marks the section being read', () => {
  for (const [path, name, current] of [
    ['/nosotros', 'Nosotros', 'page'],
    ['/servicios/derecho-laboral', 'Servicios', 'true'],
    ['/en/legal-updates', 'Legal updates', 'page'],
    ['/publicaciones?q=iva', 'Publicaciones', 'page'],
    ['/en/contact', 'Contact', 'page'],
  ] as const) {
    test(`${path}: ${name}`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      const nav = page.getByRole('navigation', {
        name: /^(Navegación principal|Main navigation)$/,
      });
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        current,
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });
  }
});

test('the mobile menu has a backdrop, locks the page and marks the current page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/career');
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(await overflow()).not.toBe('hidden');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Work with us' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-menu-backdrop]')).toBeVisible();
  expect(await overflow()).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await overflow()).not.toBe('hidden');

  // The backdrop closes it too.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('[data-menu-backdrop]').click({ position: { x: 200, y: 700 } });
  await expect(menu).toBeHidden();
});

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** The contrast of an element's border (blended over what is behind it) against that backdrop. */
async function borderContrast(page: Page, selector: string): Promise<number> {
  const [border, backdrop] = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rgba = (value: string) => {
        const probe = document.createElement('i');
        probe.style.color = value;
        document.body.append(probe);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.fillStyle = getComputedStyle(probe).color;
        canvas.fillRect(0, 0, 1, 1);
        probe.remove();
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      let parent = element.parentElement;
      let behind = [255, 255, 255, 255];
      while (parent) {
        const colour = rgba(getComputedStyle(parent).backgroundColor);
        if (colour[3] === 255) {
          behind = colour;
          break;
        }
        parent = parent.parentElement;
      }
      return [rgba(getComputedStyle(element).borderBottomColor), behind];
    });
  // A translucent border shows the backdrop through it: blend the two.
  const alpha = border[3]! / 255;
  const blended = [0, 1, 2].map((i) => border[i]! * alpha + (1 - alpha) * backdrop[i]!);
  const [a, b] = [luminance(blended), luminance(backdrop)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

test.describe('borders of fields and cards reach 3:1 (WCAG 1.4.11)', () => {
  for (const [path, selector] of [
    ['/contacto', 'main form input[type="text"]'],
    ['/contacto', 'main form textarea'],
    ['/publicaciones', 'input[type="search"]'],
    ['/publicaciones', 'form[role="search"]'],
    ['/servicios', 'main li:has(h2 a)'],
    ['/', '#recognitions li'],
  ] as const) {
    test(`${selector} on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await borderContrast(page, selector)).toBeGreaterThanOrEqual(3);
    });
  }
});

test('a practice-area card shows where the keyboard focus is', async ({ page }) => {
  await page.goto('/servicios');
  const link = page.locator('main li h2 a').first();
  await link.focus();
  await expect(link).toBeFocused();
  const ring = await link.evaluate((element) => {
    const own = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    return {
      own: own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0,
      card: after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) >= 2,
    };
  });
  expect(ring.own || ring.card).toBe(true);
});
