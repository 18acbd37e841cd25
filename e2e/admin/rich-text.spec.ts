import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { useLanguage } from './support';
import { openAsAdmin } from './worker-admin';
import { body, field, spanish } from './editor-form';

// The body editor itself, on a new publication that is never saved: pasting from Word and
// Google Docs, a link with nothing selected, slugs normalised as typed, and the editor on a
// phone (its toolbar sticky, its link panel under the selection, nothing past the frame's edge).

test.describe.configure({ timeout: 90_000 });

const clipboard = (name: string) =>
  readFileSync(path.join(process.cwd(), 'e2e/fixtures/paste', name), 'utf8');

/** Pastes HTML into the focused editor as the browser would from the system clipboard. */
async function paste(editor: Locator, html: string) {
  await editor.evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

async function openNewEntry(page: Page) {
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  await body(spanish(page)).click();
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((n) => n.target) }));
}

/** A screenshot for looking at by eye, when SHOTS_DIR names a folder for them. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

const toolbarButton = (page: Page, name: string) =>
  spanish(page).getByRole('toolbar').getByRole('button', { name, exact: true });

test('Word’s fake bullets and headings paste as lists and subheadings, its images with a notice', async ({
  page,
}) => {
  await openNewEntry(page);
  const editor = body(spanish(page));
  await paste(editor, clipboard('word.html'));

  await expect(
    editor.getByRole('heading', { level: 2, name: 'Calendario de prueba' }),
  ).toBeVisible();
  await expect(editor.locator(':scope > ul > li')).toHaveCount(2);
  await expect(editor.locator(':scope > ul > li > ul > li > ul > li')).toHaveText('Tercer nivel');
  await expect(editor.locator(':scope > ol > li')).toHaveText(['Paso uno', 'Paso dos']);
  await shot(page, 'word-paste-1366');
  await expect(editor.locator('img, [style], [class*="Mso"]')).toHaveCount(0);
  await expect(editor).not.toContainText('·');
  const stored = await page.locator('input[name="bodyEs"]').inputValue();
  expect(stored).toContain('<ul><li><p>Primera viñeta</p><ul><li><p>Segundo nivel</p>');
  await expect(
    spanish(page)
      .getByRole('status')
      .filter({ hasText: /imagen/ }),
  ).toHaveText('Se quitó 1 imagen del contenido pegado: aún no se pueden subir imágenes.');
  await spanish(page).getByRole('button', { name: 'Ocultar el aviso' }).click();
  await expect(
    spanish(page)
      .getByRole('status')
      .filter({ hasText: /imagen/ }),
  ).toHaveCount(0);
});

test('a Google Docs paste keeps its lists, bold and links, and says in English what it lost', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, 'en', baseURL!);
  await openAsAdmin(page, 'en');
  await page.goto('/admin/publication/new');
  const spanishGroup = page.getByRole('group', { name: 'Spanish' });
  const editor = spanishGroup.getByRole('textbox', { name: 'Body' });
  await editor.click();
  await paste(editor, clipboard('google-docs.html'));

  await expect(editor.getByRole('heading', { level: 2 })).toHaveText([
    'Guía de prueba',
    'Requisitos',
  ]);
  await expect(editor.locator(':scope > ul > li > ul > li')).toHaveText('Punto anidado');
  await expect(editor.locator(':scope > ol > li')).toHaveCount(2);
  await expect(editor.locator('strong')).toHaveText('negrita');
  await expect(editor.getByRole('link', { name: 'un enlace' })).toHaveAttribute(
    'href',
    'https://www.example.org/guia',
  );
  // Google Docs' outer <b> is not bold: the whole paste must not be.
  await expect(editor.locator('strong')).toHaveCount(1);
  await expect(spanishGroup.getByRole('status').filter({ hasText: /image/ })).toHaveText(
    '2 images were removed from the pasted content: images cannot be uploaded yet.',
  );
});

test('a link applied with nothing selected inserts its address as its text', async ({ page }) => {
  await openNewEntry(page);
  const editor = body(spanish(page));
  await page.keyboard.type('Vea ');
  await toolbarButton(page, 'Enlace').click();
  const address = spanish(page).getByRole('textbox', { name: 'Dirección del enlace' });
  await address.fill('www.dian.gov.co');
  await address.press('Enter');
  await expect(editor.getByRole('link', { name: 'https://www.dian.gov.co' })).toHaveAttribute(
    'href',
    'https://www.dian.gov.co',
  );
  await expect(editor).toBeFocused();
  // What follows is plain text, not more of the link.
  await page.keyboard.type(' hoy.');
  await expect(editor.getByRole('link')).toHaveText('https://www.dian.gov.co');
  await expect(editor).toHaveText('Vea https://www.dian.gov.co hoy.');
});

test('a slug is normalised as it is typed, its trailing hyphen trimmed on leaving', async ({
  page,
}) => {
  await openNewEntry(page);
  const slug = field(spanish(page), 'Slug (dirección de la página)');
  await slug.click();
  await page.keyboard.type('Año Fiscal  2026 ');
  await expect(slug).toHaveValue('ano-fiscal-2026-');
  // Typed in the middle: the caret stays after what was typed.
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.type('Ñ Ó ');
  await expect(slug).toHaveValue('ano-n-o-fiscal-2026-');
  await page.keyboard.type('x');
  await expect(slug).toHaveValue('ano-n-o-xfiscal-2026-');
  await field(spanish(page), 'Resumen').click();
  await expect(slug).toHaveValue('ano-n-o-xfiscal-2026');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the toolbar stays in view over a long body, clear of the cursor, inside the frame', async ({
    page,
  }) => {
    await openNewEntry(page);
    await shot(page, 'editor-390-top');
    const editor = body(spanish(page));
    const paragraphs = Array.from({ length: 40 }, (_, i) => `<p>Párrafo ${i + 1} del cuerpo.</p>`);
    await paste(editor, paragraphs.join(''));
    await expect(editor.locator('p')).toHaveCount(40);
    const toolbar = spanish(page).getByRole('toolbar');

    // Scrolled to the body's end, the toolbar is still at the top of the screen.
    await editor.locator('p').last().scrollIntoViewIfNeeded();
    expect((await editor.boundingBox())!.y).toBeLessThan(0);
    const bar = (await toolbar.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(0);
    expect(bar.y).toBeLessThan(20);

    // The cursor scrolled under the toolbar comes back out from under it when typing.
    const caretTop = () =>
      page.evaluate(() => document.getSelection()!.getRangeAt(0).getBoundingClientRect().top);
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      (await caretTop()) - (bar.y + bar.height - 20),
    );
    await page.keyboard.type('x');
    const after = (await toolbar.boundingBox())!;
    expect(await caretTop()).toBeGreaterThanOrEqual(after.y + after.height);

    // Nothing reaches past the page's or the frame's right edge.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    const frame = (await editor.boundingBox())!;
    expect(after.x + after.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    await shot(page, 'editor-390-scrolled');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the link panel opens under the selection, inside the frame', async ({ page }) => {
    await openNewEntry(page);
    const editor = body(spanish(page));
    const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>Párrafo ${i + 1}.</p>`);
    await paste(editor, paragraphs.join('') + '<p>Consulte la DIAN</p>');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
    const selection = await page.evaluate(() => {
      const box = document.getSelection()!.getRangeAt(0).getBoundingClientRect();
      return { bottom: box.bottom + window.scrollY };
    });
    await toolbarButton(page, 'Enlace').click();
    const panel = spanish(page).getByRole('group', { name: 'Enlace' });
    const address = panel.getByRole('textbox', { name: 'Dirección del enlace' });
    await expect(address).toBeFocused();
    await expect(address).toBeInViewport();
    const box = (await panel.boundingBox())!;
    const top = box.y + (await page.evaluate(() => window.scrollY));
    expect(top).toBeGreaterThanOrEqual(selection.bottom);
    expect(top).toBeLessThan(selection.bottom + 60);
    const frame = (await editor.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
    for (const button of await panel.getByRole('button').all()) {
      const place = (await button.boundingBox())!;
      expect(place.x + place.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }
    await shot(page, 'link-panel-390');
    expect(await blockingViolations(page)).toEqual([]);
    await address.fill('www.dian.gov.co');
    await address.press('Enter');
    await expect(editor.getByRole('link', { name: 'DIAN' })).toHaveAttribute(
      'href',
      'https://www.dian.gov.co',
    );
  });
});

test('axe finds nothing serious on the editor at 1366 px, its notice and link panel shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openNewEntry(page);
  await paste(body(spanish(page)), clipboard('google-docs.html'));
  await expect(
    spanish(page)
      .getByRole('status')
      .filter({ hasText: /imágenes/ }),
  ).toBeVisible();
  await toolbarButton(page, 'Enlace').click();
  await expect(spanish(page).getByRole('textbox', { name: 'Dirección del enlace' })).toBeFocused();
  await shot(page, 'editor-1366-paste-link');
  expect(await blockingViolations(page)).toEqual([]);
});
