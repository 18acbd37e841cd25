import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { body, field, spanish } from './editor-form';
import { expect, test } from './worker-admin';

// The categories' rules end to end: a name another category has (case and accents aside) refused
// by its field, a used category kept with its entries listed, an unused one deleted after a
// confirmation, and a merge that moves the entries and sends the old filter link to the target.
// Each test starts signed in as its worker's own admin (e2e/admin/worker-admin.ts).

test.describe.configure({ timeout: 120_000 });

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

async function addCategory(page: Page, es: string, en: string, id?: string) {
  await page.goto('/admin/categories');
  const add = page.getByRole('region', { name: 'Añadir una categoría' });
  await add.getByLabel('Nombre en español').fill(es);
  await add.getByLabel('Nombre en inglés').fill(en);
  if (id) await add.getByLabel('Identificador').fill(id);
  await add.getByRole('button', { name: 'Añadir la categoría' }).click();
  return add;
}

const itemOf = (page: Page, heading: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test('a duplicate name is refused by its field, whatever its case and accents', async ({
  page,
}) => {
  const word = letters(8);
  const add = await addCategory(page, `Energía ${word}`, `Energy ${word}`);
  await expect(add.getByRole('status')).toHaveText(`Se añadió la categoría «Energía ${word}».`);
  // Another identifier, so that only the name can be what is refused.
  await addCategory(page, `  ENERGIA ${word.toUpperCase()}`, `Power ${word}`, `otra-${word}`);
  await expect(add.getByLabel('Nombre en español')).toHaveAccessibleDescription(
    /Ya existe una categoría con ese nombre \(sin contar mayúsculas ni tildes\)/,
  );
  await expect(page.getByRole('heading', { name: `ENERGIA ${word.toUpperCase()}` })).toHaveCount(0);
  await expect(itemOf(page, `Energía ${word}`)).toHaveCount(1);
});

test('a used category is kept with its entries listed; an unused one is deleted', async ({
  page,
}) => {
  await page.goto('/admin/categories');
  const tax = itemOf(page, 'Tributario');
  await tax.getByText('Eliminar…').click();
  await tax.getByRole('button', { name: 'Sí, eliminar «Tributario»' }).click();
  const refusal = tax.getByRole('alert');
  await expect(refusal).toContainText(/No se puede eliminar «Tributario»: \d+ entradas la usan/);
  const first = refusal.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/admin\/(publication|blog|bulletin)\/edit\//);
  await axe(page);
  await first.click();
  await expect(page).toHaveURL(/\/admin\/(publication|blog)\/edit\//);

  const word = letters(8);
  await addCategory(page, `Sin uso ${word}`, `Unused ${word}`);
  const unused = itemOf(page, `Sin uso ${word}`);
  await unused.getByText('Eliminar…').click();
  await unused.getByRole('button', { name: `Sí, eliminar «Sin uso ${word}»` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Se eliminó la categoría.' }),
  ).toBeVisible();
  await expect(itemOf(page, `Sin uso ${word}`)).toHaveCount(0);
});

test('a merge moves the entries and the old filter link leads to the target', async ({ page }) => {
  const word = letters(8);
  const [sourceEs, targetEs] = [`Origen ${word}`, `Destino ${word}`];
  await addCategory(page, sourceEs, `Source ${word}`);
  await addCategory(page, targetEs, `Target ${word}`);
  const sourceId = `origen-${word}`;

  // A draft filed under the source.
  await page.goto('/admin/publication/new');
  const title = `Entrada de fusión ${word}`;
  await field(spanish(page), 'Título').fill(title);
  await field(spanish(page), 'Resumen').fill(`Resumen de ${title}`);
  await body(spanish(page)).click();
  await page.keyboard.type('Texto.');
  await page.getByLabel('Categoría').selectOption({ label: sourceEs });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  const editor = new URL(page.url()).pathname;

  await page.goto('/admin/categories');
  const source = itemOf(page, sourceEs);
  await source.getByText('Fusionar con otra…').click();
  await source
    .getByRole('combobox', { name: `Fusionar «${sourceEs}» en` })
    .selectOption({ label: targetEs });
  await axe(page);
  await source
    .getByRole('button', { name: `Fusionar «${sourceEs}» en la categoría elegida` })
    .click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Se fusionó la categoría en «${targetEs}»: se movió 1 entrada.` }),
  ).toBeVisible();
  await expect(itemOf(page, sourceEs)).toHaveCount(0);
  await page.goto(editor);
  await expect(page.getByLabel('Categoría').locator('option:checked')).toHaveText(targetEs);

  // The source's public filter link, in both languages, answers with the target's.
  const answer = await page.request.get(`/publicaciones?category=${sourceId}&q=reforma`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(308);
  const location = answer.headersArray().find((h) => h.name.toLowerCase() === 'location');
  expect(location?.value).toBe(`/publicaciones?q=reforma&category=destino-${word}`);
  await page.goto(`/en/legal-updates?category=${sourceId}`);
  await expect(page).toHaveURL(new RegExp(`/en/legal-updates\\?category=destino-${word}$`));

  // Cleaned up: the draft goes, and with it the category it was moved to.
  await page.goto(editor);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
});
