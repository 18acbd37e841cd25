import { expect, test } from '@playwright/test';
import { openAsAdmin } from '../admin/worker-admin';
import { body, field, spanish } from '../admin/editor-form';
import { pathFor } from '../../lib/routing';
import { tagUrls } from '../support/urls';

// An edited title gives a new card: the entry's page names its card with a new version, and the
// card itself is drawn again (the save expires the entry's tags, which the card's read carries).

test.describe.configure({ timeout: 120_000 });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const slug = `tarjeta-de-prueba-${stamp}`;
const entryPath = pathFor({ screen: 'entry', slugs: { es: slug, en: null } }, 'es');

test('editing an entry title changes its card URL and its picture', async ({ page, request }) => {
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  await field(spanish(page), 'Título').fill(`Tarjeta de prueba ${stamp}`);
  await expect(field(spanish(page), 'Slug (dirección de la página)')).toHaveValue(slug);
  await field(spanish(page), 'Resumen').fill('Una entrada para la tarjeta.');
  await body(spanish(page)).click();
  await page.keyboard.type('Texto.');
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Publicada' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  const editor = new URL(page.url()).pathname;

  const card = async () => {
    const html = await (await request.get(entryPath)).text();
    const [url] = tagUrls(html, 'meta', 'property', 'og:image');
    const parsed = new URL(url!);
    const response = await request.get(`${parsed.pathname}${parsed.search}`);
    expect(response.status()).toBe(200);
    return { url: url!, bytes: await response.body(), path: parsed.pathname };
  };
  const before = await card();

  await field(spanish(page), 'Título').fill(`Tarjeta de prueba corregida ${stamp}`);
  await field(spanish(page), 'Slug (dirección de la página)').fill(slug);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible();

  const after = await card();
  // The same card path, a new version, a new picture; the old version's URL shows the new one too.
  expect(after.path).toBe(before.path);
  expect(after.url).not.toBe(before.url);
  expect(after.bytes.equals(before.bytes)).toBe(false);

  await page.goto(editor);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
  expect((await request.get(before.path)).status()).toBe(404);
});
