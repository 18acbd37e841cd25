import { mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { openAsAdmin, sessionAdmin } from './worker-admin';

// The audit trail end to end on the production build: a sign-in and a category change show on
// /admin/audit with who did them, the action filter narrows the list, a bad parameter is ignored
// with a note (never an error page), and axe finds nothing serious at 390 and 1366 px.

test.describe.configure({ timeout: 120_000 });

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
const shots = '/tmp/audit-shots';

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

const rows = (page: Page) =>
  page.getByRole('region', { name: /^Eventos del registro/ }).locator('tbody tr');

test('the sign-in and a category change are on /admin/audit, and the action filter narrows it', async ({
  page,
}) => {
  // A sign-in of its own, so that the latest sign-in event is surely this account's.
  test.setTimeout(120_000);
  await signIn(page, sessionAdmin());
  await expect(page).toHaveURL(/\/admin$/);
  const id = `audit-${letters(8)}`;
  await page.goto('/admin/categories');
  const add = page.getByRole('region', { name: 'Añadir una categoría' });
  await add.getByLabel('Nombre en español').fill(`Auditada ${id}`);
  await add.getByLabel('Nombre en inglés').fill(`Audited ${id}`);
  await add.getByLabel('Identificador').fill(id);
  await add.getByRole('button', { name: 'Añadir la categoría' }).click();
  await expect(add.getByRole('status')).toContainText(`Auditada ${id}`);

  await page.getByRole('link', { name: 'Auditoría' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
  await expect(page.locator('[data-chain="ok"]')).toContainText('Cadena verificada');

  const created = rows(page).filter({ hasText: id });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('Creó una categoría');
  await expect(created).toContainText(sessionAdmin().email);
  await expect(created).toContainText('administrador');
  await expect(created).toContainText('id, label_es, label_en');
  const signedIn = rows(page).filter({ hasText: 'Inició sesión' });
  await expect(signedIn.filter({ hasText: sessionAdmin().email }).first()).toBeVisible();

  await page.getByLabel('Acción').selectOption({ label: 'Creó una categoría' });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/action=category\.create/);
  await expect(rows(page).filter({ hasText: id })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Inició sesión' })).toHaveCount(0);
  const actions = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => tr.getAttribute('data-action')),
  );
  expect(new Set(actions)).toEqual(new Set(['category.create']));

  // The category's target links to the categories page.
  await expect(created.getByRole('link', { name: id })).toHaveAttribute(
    'href',
    '/admin/categories',
  );
});

test('a bad parameter is ignored with a note, the rest applied', async ({ page }) => {
  await openAsAdmin(page);
  const answer = await page.goto('/admin/audit?page=last&from=2026-02-31&action=auth.sign_in');
  expect(answer?.status()).toBe(200);
  await expect(page.locator('[data-ignored]')).toHaveText(
    'Se ignoraron valores no válidos en: desde, página.',
  );
  await expect(page.getByLabel('Acción')).toHaveValue('auth.sign_in');
  await expect(rows(page).first()).toContainText('Inició sesión');
});

for (const width of [390, 1366]) {
  test(`axe finds nothing serious on /admin/audit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsAdmin(page);
    await page.goto('/admin/audit');
    await expect(rows(page).first()).toBeVisible();
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/audit-${width}.png`, fullPage: true });
    await axe(page);
    await page.goto('/admin/audit?action=nothing');
    await axe(page);
  });
}

for (const width of [390, 1366]) {
  test(`an entry's editor links to its history (${width} px), axe finds nothing serious`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsAdmin(page);
    await page.goto('/admin/publication');
    await page.getByRole('region', { name: 'Publicaciones' }).locator('tbody a').first().click();
    await expect(page).toHaveURL(/\/admin\/publication\/edit\//);
    const id = page.url().split('/').at(-1)!;
    const history = page.getByRole('link', { name: 'Historial de cambios' });
    await expect(history).toHaveAttribute('href', `/admin/audit?target=entry%3A${id}`);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/editor-${width}.png` });
    await axe(page);
    await history.click();
    await expect(page.getByText(`Solo los eventos de entry:${id}.`)).toBeVisible();
    // Other specs may have published or moved this entry: only the count is certain to show.
    await expect(page.getByText(/^(Ningún evento|\d+ eventos?)\.$/)).toBeVisible();
  });
}
