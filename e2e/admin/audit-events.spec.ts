import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { body, field, spanish } from './editor-form';
import { unique, words } from './support';
import { confirmFreshCode, openAsAdmin, sessionAdmin } from './worker-admin';

// The content and account events on /admin/audit, on the production build: the admin publishes
// an entry, changes its slug, deletes it and restores it; invites a person, changes their role,
// disables and re-enables them. The trail lists each with who and what, the action filter
// narrows it, and axe finds nothing serious on the filtered page at 390 and 1366 px.

test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) =>
  page.getByRole('region', { name: /^Eventos del registro/ }).locator('tbody tr');
const slugField = 'Slug (dirección de la página)';
const shots = process.env.SCREENSHOT_DIR ?? '/tmp/audit-events-shots';

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

/** Publishes a new Spanish-only publication, then moves its slug; answers its id. */
async function publishAndMove(page: Page, stamp: string): Promise<string> {
  await page.goto('/admin/publication/new');
  const es = spanish(page);
  await field(es, 'Título').fill(`Auditada ${stamp}`);
  await field(es, slugField).fill(`auditada-${stamp}`);
  await field(es, 'Resumen').fill('Un resumen.');
  await body(es).click();
  await page.keyboard.type('El cuerpo.');
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Publicada' }).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  await field(es, slugField).fill(`auditada-movida-${stamp}`);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Cambios guardados (versión 2).' }),
  ).toBeVisible();
  return page.url().split('/').at(-1)!;
}

test('the entries’ and the accounts’ events are on /admin/audit with who and what', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsAdmin(page);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  // An entry: published, its slug moved, deleted, restored.
  const id = await publishAndMove(page, stamp);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
  await page.goto('/admin/trash');
  await page
    .getByRole('row')
    .filter({ hasText: `Auditada ${stamp}` })
    .getByRole('button', { name: `Restaurar «Auditada ${stamp}»` })
    .click();
  await page.waitForURL(/\?restored=1$/);

  // An account: invited as an author, made an editor, disabled, enabled again.
  const colleague = unique('audited');
  // A role change asks for a recent code; the worker's session may be older than that.
  await confirmFreshCode(page, '/admin/users');
  await page.getByLabel('Nombre').fill('Colega Auditada');
  await page.getByLabel(words.es.email).fill(colleague);
  await page.getByRole('combobox', { name: 'Función', exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: colleague }) });
  await expect(row).toContainText('Autor');
  await row.getByRole('combobox', { name: `Función de ${colleague}` }).selectOption('editor');
  await row.getByRole('button', { name: `Cambiar la función de ${colleague}` }).click();
  await expect(row.getByText('La función cambió.')).toBeVisible();
  await row.locator('summary').click();
  await row
    .getByRole('button', { name: `Sí, desactivar la cuenta de Colega Auditada (${colleague})` })
    .click();
  await expect(row).toContainText('Deshabilitada');
  await row.getByRole('button', { name: `Habilitar de nuevo la cuenta de ${colleague}` }).click();
  // Never signed in: enabled again, the account waits for its invitation again.
  await expect(row.getByText('La cuenta quedó habilitada de nuevo.')).toBeVisible();
  await expect(row).toContainText('Invitada, en espera');

  // The entry's history: its four events, newest first, each by the admin.
  await page.goto(`/admin/audit?target=entry:${id}`);
  await expect(rows(page)).toHaveCount(4);
  expect(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.dataset.action))).toEqual([
    'entry.restore',
    'entry.delete',
    'entry.slug_change',
    'entry.publish',
  ]);
  for (const [action, what, fields] of [
    ['entry.publish', 'Publicó', 'status, published_at'],
    ['entry.slug_change', 'Cambió la dirección (slug)', 'slug_es'],
    ['entry.delete', 'Movió a la papelera', 'deleted_at'],
    ['entry.restore', 'Restauró desde la papelera', 'deleted_at'],
  ] as const) {
    const event = rows(page).and(page.locator(`[data-action="${action}"]`));
    await expect(event).toContainText(what);
    await expect(event).toContainText(sessionAdmin().email);
    await expect(event).toContainText('administrador');
    await expect(event).toContainText(fields);
  }

  // The accounts' events, each by the admin; the action filter narrows the list to one kind.
  await page.goto('/admin/audit');
  for (const what of [
    'Invitó a un usuario',
    'Cambió un rol',
    'Desactivó una cuenta',
    'Reactivó una cuenta',
  ]) {
    await expect(rows(page).filter({ hasText: what }).first()).toContainText(sessionAdmin().email);
  }
  await page.getByLabel('Acción').selectOption({ label: 'Cambió un rol' });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/action=user\.role_change/);
  expect(
    new Set(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.dataset.action))),
  ).toEqual(new Set(['user.role_change']));
  await expect(rows(page).first()).toContainText('Usuario');
});

for (const width of [390, 1366]) {
  test(`an entry's events on /admin/audit at ${width} px: axe finds nothing serious`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsAdmin(page);
    const id = await publishAndMove(page, `${width}${Date.now().toString(36)}`);
    await page.goto(`/admin/audit?target=entry:${id}`);
    await expect(rows(page)).toHaveCount(2);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/audit-entry-${width}.png`, fullPage: true });
    await axe(page);
  });
}
