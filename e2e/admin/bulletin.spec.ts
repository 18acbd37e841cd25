import { readFileSync } from 'node:fs';
import { freeMonth, makePdf } from './bulletin-support';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { field } from './editor-form';
import { openAsAdmin } from './worker-admin';

// What the server answers on the request after a save is the point here. The service worker's
// network-first rule falls back to this browser's earlier copy when the server takes over 3 s,
// as a first render on a loaded test machine can: it would show that copy instead.
test.use({ serviceWorkers: 'block' });

// The bulletin editor end to end, on the production build: build a bulletin from three published
// entries, order them by keyboard only, attach a PDF made here, publish, and find it on the public
// list and its page; a file that is not a PDF is refused. It changes content, so its steps run in
// order, and it deletes what it made.

test.describe.configure({ mode: 'serial' });

const widths = [320, 390, 768, 1024, 1366] as const;

/** Now minus ten minutes, as a datetime-local value in Bogotá time (UTC−5 all year). */
const bogotaNowMinus10 = () =>
  new Date(Date.now() - 5 * 3600_000 - 600_000).toISOString().slice(0, 16);

async function blockingViolations(page: Page) {
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

async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${what} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const month = freeMonth();
const slugEs = `boletin-e2e-${stamp}`;
const slugEn = `e2e-bulletin-${stamp}`;
const titleEs = `Boletín de prueba ${stamp}`;
let editPath: string | null = null;

/** The item list's titles, in order, as the editor shows them. */
const listedTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Entradas del boletín, en orden' })
    .locator('[data-item-title]')
    .allTextContents();

test('an admin builds, orders, publishes and deletes a bulletin with a PDF', async ({ page }) => {
  // Three published entries, as visitors see them on the public list.
  await page.goto('/publicaciones');
  const picked = (await page.locator('#results-title ~ * article h3 a').allTextContents())
    .map((title) => title.trim())
    .slice(0, 3);
  expect(picked).toHaveLength(3);

  await openAsAdmin(page);
  await page.goto('/admin/bulletin/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo boletín' })).toBeVisible();

  await page.getByLabel('Mes').fill(month);
  await page.getByRole('radio', { name: 'Publicado' }).check();
  await page.getByLabel('Fecha y hora de publicación').fill(bogotaNowMinus10());
  await expect(page.getByText('Hora de Bogotá (UTC−5).')).toBeVisible();
  const spanish = page.getByRole('group', { name: 'Español' });
  await field(spanish, 'Título').fill(titleEs);
  // The slug follows the title until it is edited by hand.
  const slug = (group: typeof spanish) => field(group, 'Slug (dirección de la página)');
  await expect(slug(spanish)).toHaveValue(`boletin-de-prueba-${stamp}`);
  await slug(spanish).fill(slugEs);
  await field(spanish, 'Resumen').fill('Tres publicaciones del mes, en el orden del comité.');
  const english = page.getByRole('group', { name: 'Inglés (opcional)' });
  await field(english, 'Título').fill(`Test bulletin ${stamp}`);
  await slug(english).fill(slugEn);
  await field(english, 'Resumen').fill(
    'Three publications of the month, in the committee’s order.',
  );

  // Add the three entries through the title search.
  const search = page.getByLabel('Buscar publicaciones y entradas del blog por título');
  for (const title of picked) {
    await search.fill(title);
    await search.press('Enter');
    await page.getByRole('button', { name: `Añadir «${title}» al boletín` }).click();
    await expect(search).toBeFocused();
  }
  expect(await listedTitles(page)).toEqual(picked);
  const announcer = page.locator('[data-bulletin-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`«${picked[2]}» añadido en la posición 3 de 3.`);

  // Reorder by keyboard only: the first entry down twice, then the (new) first one down once.
  const [a, b, c] = picked as [string, string, string];
  await page.getByRole('button', { name: `Bajar «${a}»` }).focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText(`«${a}» movido a la posición 2 de 3.`);
  await expect(page.getByRole('button', { name: `Bajar «${a}»` })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(`«${a}» movido a la posición 3 de 3.`);
  // At the end its "down" is disabled: focus moved to its "up".
  await expect(page.getByRole('button', { name: `Subir «${a}»` })).toBeFocused();
  await page.getByRole('button', { name: `Bajar «${b}»` }).focus();
  await page.keyboard.press('Enter');
  const order = [c, b, a];
  expect(await listedTitles(page)).toEqual(order);

  // A file that is not a PDF (whatever its name says) is refused at once, with the message.
  const pdfInput = page.getByLabel('Archivo PDF en español');
  await pdfInput.setInputFiles({
    name: 'boletin.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('PK\u0003\u0004 word/document.xml, not a PDF'),
  });
  const pdfError = page.locator('#entry-pdfEs-error');
  await expect(pdfError).toHaveText('El archivo no es un PDF. Elija un archivo PDF.');
  await expect(pdfError).toHaveAttribute('role', 'alert');

  const pdf = makePdf(stamp);
  await pdfInput.setInputFiles({ name: 'boletin.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(pdfError).toHaveCount(0);
  await expect(page.getByText(/Se subirá al guardar: boletin\.pdf/)).toBeVisible();
  await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cambios guardados (versión 1).' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bulletin\/edit\/[0-9a-f-]{36}\?saved=1$/);
  editPath = new URL(page.url()).pathname;
  await expect(page.getByText(/PDF actual: 1 kB, en español\./)).toBeVisible();
  await expect(page.getByText('Hay cambios sin guardar.')).toBeHidden();

  // A reload shows what was saved, in order.
  await page.reload();
  expect(await listedTitles(page)).toEqual(order);
  await expect(page.getByLabel('Mes')).toHaveValue(month);

  // Visitors: on the public list at once, and its page lists the entries in order with the PDF.
  await page.goto('/publicaciones');
  await expect(page.getByRole('heading', { name: titleEs })).toBeVisible();
  await page.goto(`/publicaciones/${slugEs}`);
  await expect(page.getByRole('heading', { level: 1, name: titleEs })).toBeVisible();
  const contents = page.locator('section[aria-labelledby="bulletin-contents"] article h3');
  await expect(contents).toHaveText(order);
  const link = page.getByRole('link', {
    name: /Descargar el boletín en PDF \(PDF, 1 kB, en español\)/,
  });
  await expect(link).toHaveAttribute('type', 'application/pdf');
  await expect(link).toHaveAttribute('hreflang', 'es');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(readFileSync((await download.path())!)).toEqual(pdf);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-disposition']).toBe(
    `attachment; filename="boletin-juridico-${month}.pdf"`,
  );
  await page.goto(`/en/legal-updates/${slugEn}`);
  await expect(page.getByRole('link', { name: /\(PDF, 1 kB, in Spanish\)/ })).toBeVisible();

  // Delete, with confirmation: gone for visitors at once (reading the English page left the staff
  // area in Spanish).
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar este boletín' }).click();
  const confirm = page.getByRole('region', { name: 'Eliminar este boletín' });
  await expect(confirm).toContainText(
    '¿Eliminar este boletín? Se quitará del sitio de inmediato y quedará 30 días en la papelera',
  );
  await expect(confirm.getByRole('button', { name: 'Sí, eliminar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/bulletin$/);
  editPath = null;
  expect((await page.request.get(`/publicaciones/${slugEs}`)).status()).toBe(404);
});

test('the editor has no serious axe violation and never scrolls sideways', async ({ page }) => {
  await openAsAdmin(page);
  await page.goto('/admin/bulletin/new');
  const search = page.getByLabel('Buscar publicaciones y entradas del blog por título');
  await search.press('Enter');
  await page
    .getByRole('button', { name: /^Añadir «/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('[data-form-problems]')).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page, '/admin/bulletin/new');
});

test('an unknown or malformed id, or an entry of another kind, is a 404', async ({ page }) => {
  await openAsAdmin(page);
  page.on('dialog', (dialog) => dialog.accept()); // leaving the editor with an entry added
  // A publication's id, as the editor's search gives it.
  await page.goto('/admin/bulletin/new');
  await page.getByLabel('Buscar publicaciones y entradas del blog por título').press('Enter');
  await page
    .getByRole('button', { name: /^Añadir «/ })
    .first()
    .click();
  const publication = await page
    .locator('[data-bulletin-item]')
    .first()
    .getAttribute('data-bulletin-item');
  for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', publication!])
    expect((await page.goto(`/admin/bulletin/edit/${id}`))?.status(), id).toBe(404);
});

test.afterAll(async ({ browser }) => {
  if (!editPath) return; // deleted by the test itself
  const page = await browser.newPage();
  await openAsAdmin(page);
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar este boletín' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/bulletin$/);
  await page.close();
});
