import { expect, test, type Page } from '@playwright/test';
import {
  deleteBulletin,
  english,
  fillBulletin,
  freeMonth,
  makePdf,
  saveAs,
  slugField,
  spanish,
} from './bulletin-support';
import { field } from './editor-form';
import { openAsAdmin } from './worker-admin';

// The bulletin editor on the editor frame: it saves without JavaScript (a native multipart post,
// its answer rendered back with everything typed kept), and it keeps and shows its revisions,
// previews a draft and says when it is scheduled, as the publication editor does. Every bulletin
// made here is a draft (or scheduled) in a month of its own, deleted before the test ends.

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const editPath = /\/admin\/bulletin\/edit\/[0-9a-f-]{36}\?saved=1$/;

/** Adds the first `count` entries the empty search lists (the page runs JavaScript). */
async function addEntries(page: Page, count: number): Promise<string[]> {
  const search = page.getByLabel('Buscar publicaciones y entradas del blog por título');
  await search.press('Enter');
  const add = page.getByRole('button', { name: /^Añadir «/ });
  for (let i = 0; i < count; i++) await add.first().click();
  return page.locator('[data-bulletin-item] [data-item-title]').allTextContents();
}

test('without JavaScript a bulletin is created, refused with everything kept, edited and its entries removed', async ({
  browser,
  page,
}) => {
  const id = stamp();
  const month = freeMonth(2040);
  const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const bare = await noScript.newPage();
  await openAsAdmin(bare);
  await bare.goto('/admin/bulletin/new');
  await expect(bare.getByText('Buscar y añadir entradas necesita JavaScript.')).toBeVisible();
  await fillBulletin(bare, {
    month,
    title: `Boletín sin script ${id}`,
    slug: `boletin-sin-script-${id}`,
    summary: 'Guardado con un formulario HTML.',
  });
  await field(english(bare), 'Título').fill(`Scriptless bulletin ${id}`);
  await field(english(bare), slugField).fill(`scriptless-bulletin-${id}`);
  await field(english(bare), 'Resumen').fill('Saved by a plain HTML form.');
  await bare.getByLabel('Fecha y hora de publicación').fill('2040-06-01T09:15');
  await bare.getByLabel('Archivo PDF en español').setInputFiles({
    name: 'boletin.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(id),
  });
  await saveAs(bare, 1);
  await expect(bare).toHaveURL(editPath);
  const path = new URL(bare.url()).pathname;

  // Every value came back from the database as typed, the PDF stored.
  await bare.goto(path);
  await expect(bare.getByLabel('Mes')).toHaveValue(month);
  await expect(field(spanish(bare), 'Título')).toHaveValue(`Boletín sin script ${id}`);
  await expect(field(spanish(bare), slugField)).toHaveValue(`boletin-sin-script-${id}`);
  await expect(field(spanish(bare), 'Resumen')).toHaveValue('Guardado con un formulario HTML.');
  await expect(field(english(bare), 'Título')).toHaveValue(`Scriptless bulletin ${id}`);
  await expect(field(english(bare), 'Resumen')).toHaveValue('Saved by a plain HTML form.');
  await expect(bare.getByLabel('Fecha y hora de publicación')).toHaveValue('2040-06-01T09:15');
  await expect(
    bare.getByRole('radio', { name: 'Borrador (no visible en el sitio)' }),
  ).toBeChecked();
  await expect(bare.getByText(/PDF actual: 1 kB, en español\./)).toBeVisible();

  // A refused save answers with its problems, and keeps what was typed.
  await field(spanish(bare), 'Título').fill('');
  await field(spanish(bare), 'Resumen').fill('Un resumen que no se pierde.');
  await bare.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(bare.locator('[data-form-problems]')).toContainText(
    'Título (español): Escriba el título.',
  );
  await expect(field(spanish(bare), 'Resumen')).toHaveValue('Un resumen que no se pierde.');
  await expect(field(english(bare), 'Título')).toHaveValue(`Scriptless bulletin ${id}`);

  // Entries added where JavaScript runs are listed without it, and one is removed by its box.
  await openAsAdmin(page);
  await page.goto(path);
  const titles = await addEntries(page, 2);
  expect(titles).toHaveLength(2);
  await saveAs(page, 2);
  await bare.goto(path);
  await expect(bare.locator('[data-item-title]')).toHaveText(titles);
  await bare.getByRole('checkbox', { name: `Quitar al guardar: «${titles[0]}»` }).check();
  await field(spanish(bare), 'Resumen').fill('Editado sin script.');
  await saveAs(bare, 3);
  await bare.goto(path);
  await expect(bare.locator('[data-item-title]')).toHaveText([titles[1]!]);
  await expect(field(spanish(bare), 'Resumen')).toHaveValue('Editado sin script.');
  await noScript.close();
  await deleteBulletin(page, path);
});

test('a bulletin keeps its revisions: listed after a second save, compared, and one loaded into the form; it previews and says when it is scheduled', async ({
  page,
}) => {
  const id = stamp();
  await openAsAdmin(page);
  await page.goto('/admin/bulletin/new');
  await fillBulletin(page, {
    month: freeMonth(2040),
    title: `Boletín con revisiones ${id}`,
    slug: `boletin-con-revisiones-${id}`,
    summary: 'La primera versión del resumen.',
  });
  await addEntries(page, 1);
  await saveAs(page, 1);
  const path = new URL(page.url()).pathname;

  await field(spanish(page), 'Resumen').fill('La segunda versión del resumen.');
  await saveAs(page, 2);
  const revisions = page.getByRole('table', { name: /Revisiones de esta entrada/ });
  await expect(revisions.getByRole('row')).toHaveCount(3);
  await expect(revisions.getByRole('rowheader').first()).toHaveText('2 (actual)');
  await page.getByRole('button', { name: 'Comparar', exact: true }).click();
  await expect(page.getByRole('term')).toHaveText(['Resumen (español)']);
  await expect(page.getByRole('definition').locator('del')).toContainText(['primera']);
  await expect(page.getByRole('definition').locator('ins')).toContainText(['segunda']);

  await page.getByRole('button', { name: 'Cargar la versión 1 en el formulario' }).click();
  await expect(field(spanish(page), 'Resumen')).toHaveValue('La primera versión del resumen.');
  await expect(page.getByRole('status').filter({ hasText: 'Se cargó la versión 1' })).toBeVisible();
  await saveAs(page, 3);
  await page.reload();
  await expect(field(spanish(page), 'Resumen')).toHaveValue('La primera versión del resumen.');
  await expect(revisions.getByRole('row')).toHaveCount(4);

  // A draft opens on its public page in draft mode.
  const preview = page.getByRole('link', { name: /Vista previa en español/ });
  await expect(preview).toHaveAttribute('target', '_blank');
  const href = (await preview.getAttribute('href'))!;
  expect(href).toBe(`/api/preview?id=${path.split('/').pop()}&locale=es`);
  const previewed = await page.context().newPage();
  await previewed.goto(href);
  await expect(
    previewed.getByRole('heading', { level: 1, name: `Boletín con revisiones ${id}` }),
  ).toBeVisible();
  await previewed.close();

  // Published with a date to come: scheduled, in the entry editor's words.
  await page.getByRole('radio', { name: 'Publicado' }).check();
  await page.getByLabel('Fecha y hora de publicación').fill('2099-01-05T10:00');
  await expect(
    page.getByText('Programada: aparecerá en el sitio el 5 de enero de 2099'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Borrador (no visible en el sitio)' }).check();
  await expect(page.getByText(/^Programada:/)).toHaveCount(0);
  page.on('dialog', (dialog) => dialog.accept());
  await deleteBulletin(page, path);
});
