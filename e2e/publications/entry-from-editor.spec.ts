import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openAsAdmin } from '../admin/worker-admin';
import { body, english, field, spanish } from '../admin/editor-form';
import { feedPathFor, pathFor, type Locale } from '../../lib/routing';

// What a coordinator saves through the editor is what visitors get: the author chosen in the
// form signs the entry's page, its list item and its feed item (the name comes from the team by
// the saved author id), and a table wider than a phone scrolls inside its own frame while the
// page never scrolls sideways. One entry, created once through the editor on the shared server.

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const author = 'Natalia Andrea Ospina Arango';
const titles = { es: `Calendario de prueba ${stamp}`, en: `Test calendar ${stamp}` } as const;
const slugs = { es: `calendario-de-prueba-${stamp}`, en: `test-calendar-${stamp}` };
const entryPath = (locale: Locale) => pathFor({ screen: 'entry', slugs }, locale);

// Six columns of long words: wider than any phone, so it must scroll; no word may be split.
const headers = [
  'Contribuyente',
  'Responsabilidad',
  'Vencimiento',
  'Declaración',
  'Obligaciones',
  'Actualización',
];
const row = ['Personas jurídicas', 'Renta', '12 de mayo', 'Formulario 110', 'Anticipo', '2026'];
const wideTable =
  `<table><tbody><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr>` +
  `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr></tbody></table>`;

/** Pastes `html` into a rich-text field, as a person pasting a table from a spreadsheet. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'tabla');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  for (const [group, locale] of [
    [spanish(page), 'es'],
    [english(page), 'en'],
  ] as const) {
    await field(group, 'Título').fill(titles[locale]);
    await field(group, 'Resumen').fill(locale === 'es' ? 'Las fechas.' : 'The dates.');
    await body(group).click();
    await page.keyboard.type(locale === 'es' ? 'Las fechas:' : 'The dates:');
    await page.keyboard.press('Enter');
    await pasteHtml(page, wideTable);
    await expect(body(group).locator('table tr').first().locator('th, td')).toHaveCount(6);
  }
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByLabel('Autor').selectOption({ label: author });
  await page.getByRole('radio', { name: 'Publicada' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  await page.close();
});

test('the author chosen in the editor signs the page, with a link and structured data', async ({
  page,
}) => {
  for (const [locale, by] of [
    ['es', 'Por'],
    ['en', 'By'],
  ] as const) {
    expect((await page.goto(entryPath(locale)))?.status()).toBe(200);
    // The byline, under the title (related entries further down may have bylines of their own).
    const article = page.getByRole('article', { name: titles[locale] });
    await expect(article.getByText(`${by} ${author}`, { exact: true }).first()).toBeVisible();
    await expect(article.getByRole('link', { name: author, exact: true }).first()).toHaveAttribute(
      'href',
      pathFor({ screen: 'lawyer', lawyer: 'natalia-andrea-ospina-arango' }, locale),
    );
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(data.author).toMatchObject({ '@type': 'Person', name: author });
  }
});

test('the list and the feed name the same author', async ({ page, request }) => {
  for (const [locale, by] of [
    ['es', 'Por'],
    ['en', 'By'],
  ] as const) {
    await page.goto(`${pathFor({ screen: 'publications' }, locale)}?q=${stamp}`);
    const item = page.getByRole('article').filter({ hasText: titles[locale] });
    await expect(item.getByText(`${by} ${author}`, { exact: true })).toBeVisible();

    const feed = await (await request.get(feedPathFor(locale))).text();
    const entry = feed.split('<item>').find((part) => part.includes(titles[locale]));
    expect(entry).toContain(`<dc:creator>${author}</dc:creator>`);
  }
});

/** How the page and the entry's table lie at the current width. */
function layout(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('.entry-body [role="region"]')!;
    const cells = [...frame.querySelectorAll<HTMLElement>('th, td')];
    // A word split across two lines has two boxes.
    const splitWords: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) splitWords.push(match[0]);
        }
      }
    }
    return {
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
      frameScrolls: frame.scrollWidth > frame.clientWidth,
      frameWithinScreen: frame.getBoundingClientRect().right <= window.innerWidth,
      splitWords,
      alignments: [...new Set(cells.map((cell) => getComputedStyle(cell).textAlign))],
    };
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px the wide table scrolls in its own focusable frame, never the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(entryPath('es'));
    const frame = page.getByRole('region', { name: 'Tabla 1' });
    await expect(frame).toBeVisible();
    expect(await layout(page)).toEqual({
      pageScrollsSideways: false,
      frameScrolls: true,
      frameWithinScreen: true,
      splitWords: [],
      alignments: ['left'],
    });
    // The keyboard reaches the frame and scrolls it.
    await frame.focus();
    await expect(frame).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The English page names its frame in English.
    await page.goto(entryPath('en'));
    await expect(page.getByRole('region', { name: 'Table 1' })).toBeVisible();
  });
}

test('from 320 to 1366 px the page never scrolls sideways; axe passes at 390 and 1366', async ({
  page,
}) => {
  await page.goto(entryPath('es'));
  for (const width of [320, 360, 390, 414, 768, 1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layout(page), `${width} px`).toMatchObject({
      pageScrollsSideways: false,
      splitWords: [],
    });
  }
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) {
      await page.screenshot({ path: `${shots}/entry-top-${width}.png` });
      await page.getByRole('region', { name: 'Tabla 1' }).focus();
      await page.screenshot({ path: `${shots}/entry-table-${width}.png` });
    }
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking, `${width} px`).toEqual([]);
  }
});
