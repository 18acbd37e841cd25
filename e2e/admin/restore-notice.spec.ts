import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deleteBulletin, fillBulletin, freeMonth, saveAs } from './bulletin-support';
import { body, field, spanish } from './editor-form';
import { openAsAdmin } from './worker-admin';

// Loading a revision into either editor: the notice on top names what the save will change and
// says the status and date stay, with no serious axe violation and no sideways scroll at a
// phone's and a laptop's width; a new entry's empty date says what it will be. Every entry made
// here is a draft, deleted before the test ends. SHOTS_DIR, when set, keeps a screenshot of each
// state at each width for a person to look at.

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const widths = [390, 1366] as const;

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((n) => n.target) }));
}

/** At each width: axe, no sideways scroll, and the screenshot when asked for. */
async function checkWidths(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await blockingViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    const dir = process.env.SHOTS_DIR;
    if (!dir) continue;
    // What the admin sees first (the notice, focused, is scrolled to), then the schedule.
    const loaded = page.getByRole('region', { name: /cargada en el formulario$/ });
    if (await loaded.count()) await loaded.evaluate((node) => node.scrollIntoView());
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    await page
      .getByRole('group', { name: 'Publicación' })
      .screenshot({ path: `${dir}/${name}-${width}-schedule.png` });
  }
}

const notice = (page: Page, version: number) =>
  page.getByRole('region', { name: `Versión ${version} cargada en el formulario` });

test('the publication editor: an empty date says what it will be; a loaded version names its changes', async ({
  page,
}) => {
  const title = `Entrada restaurada ${stamp()}`;
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  const date = page.getByLabel('Fecha y hora de publicación');
  await expect(date).toHaveValue('');
  await expect(
    page.getByRole('status').filter({
      hasText: 'Sin fecha: llevará la fecha y hora en que se publique.',
    }),
  ).toBeVisible();
  await checkWidths(page, 'entry-new');

  await field(spanish(page), 'Título').fill(title);
  await field(spanish(page), 'Resumen').fill('El resumen de la primera versión.');
  await body(spanish(page)).click();
  await page.keyboard.type('El cuerpo de la primera versión.');
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  const path = new URL(page.url()).pathname;
  // A draft stays without a date.
  await expect(date).toHaveValue('');

  await field(spanish(page), 'Título').fill(`${title} corregida`);
  await field(spanish(page), 'Resumen').fill('El resumen de la segunda versión.');
  await page.getByLabel('Categoría').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cambios guardados (versión 2).' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Cargar la versión 1 en el formulario' }).click();
  await expect(notice(page, 1)).toBeFocused();
  await expect(notice(page, 1).getByRole('listitem')).toHaveText([
    'Categoría',
    'Título (español)',
    'Resumen (español)',
  ]);
  await expect(field(spanish(page), 'Título')).toHaveValue(title);
  await checkWidths(page, 'entry-restore');

  await page.goto(path);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
});

test('the bulletin editor: a loaded version names its changes, the month and status stay', async ({
  page,
}) => {
  const id = stamp();
  await openAsAdmin(page);
  await page.goto('/admin/bulletin/new');
  await fillBulletin(page, {
    month: freeMonth(2060),
    title: `Boletín restaurado ${id}`,
    slug: `boletin-restaurado-${id}`,
    summary: 'El resumen de la primera versión.',
  });
  await saveAs(page, 1);
  const path = new URL(page.url()).pathname;
  await field(spanish(page), 'Resumen').fill('El resumen de la segunda versión.');
  await saveAs(page, 2);

  await page.getByRole('button', { name: 'Cargar la versión 1 en el formulario' }).click();
  await expect(notice(page, 1)).toBeFocused();
  await expect(notice(page, 1).getByRole('listitem')).toHaveText(['Resumen (español)']);
  await expect(page.getByRole('radio', { name: /^Borrador/ })).toBeChecked();
  await checkWidths(page, 'bulletin-restore');

  await deleteBulletin(page, path);
});
