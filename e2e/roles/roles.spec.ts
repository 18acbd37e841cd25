import { expect, test, type Page } from '@playwright/test';
import { body, field, spanish } from '../admin/editor-form';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { mailTo, recoveryLinkIn, unique, words } from '../admin/support';
import { confirmFreshCode } from '../admin/worker-admin';
import { accounts, sessionOf } from './support';

// One smoke per role, each in its own signed-in session (sessions.setup.ts): an author drafts,
// sees no publishing control and is refused the users page; an editor publishes that draft; an
// admin invites a person and changes their role. The role matrix itself is Jest's
// (lib/admin/role-matrix.test.ts, lib/backend/role-matrix.test.ts).

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const title = `Borrador de autor ${Date.now()}`;
let draftPath = '';

const menu = (page: Page) =>
  page.getByRole('navigation', { name: 'Secciones de la administración' });

test.describe('as an author', () => {
  test.use({ storageState: sessionOf('author') });

  test('drafts a publication, with no publishing control, and is refused the users page', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(menu(page).getByRole('link', { name: 'Publicaciones' })).toBeVisible();
    for (const hidden of ['Boletines', 'Categorías', 'Usuarios'])
      await expect(menu(page).getByRole('link', { name: hidden })).toHaveCount(0);
    await checkAtPhoneAndLaptop(page, 'author-dashboard');

    await page.goto('/admin/publication/new');
    await field(spanish(page), 'Título').fill(title);
    await field(spanish(page), 'Resumen').fill('Resumen del borrador.');
    await body(spanish(page)).click();
    await page.keyboard.type('Texto del borrador.');
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('Fecha y hora de publicación')).toHaveCount(0);
    await expect(
      page.getByText('Usted guarda borradores; un editor los revisa y los publica.'),
    ).toBeVisible();
    await checkAtPhoneAndLaptop(page, 'author-editor');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
    draftPath = new URL(page.url()).pathname;
    await expect(page.getByRole('button', { name: 'Eliminar esta entrada' })).toHaveCount(0);

    const users = await page.goto('/admin/users');
    expect(users?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: words.es.forbidden })).toBeVisible();
  });
});

test.describe('as an editor', () => {
  test.use({ storageState: sessionOf('editor') });

  test('publishes the author’s draft', async ({ page }) => {
    expect(draftPath).not.toBe('');
    await page.goto(draftPath);
    await page.getByRole('radio', { name: 'Publicada' }).check();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /Cambios guardados/ })
        .first(),
    ).toBeVisible();
    await page.goto('/admin/publication?status=published');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  test('invites a person as an author and makes them an editor', async ({ page }) => {
    test.setTimeout(120_000);
    const person = unique('abogada');
    // A role change asks for a recent code; the role's saved session may be older than that.
    await confirmFreshCode(page, '/admin/users', accounts.admin().secret);
    await page.getByLabel('Nombre').fill('Abogada de Prueba');
    await page.getByLabel(words.es.email).fill(person);
    await page.getByRole('combobox', { name: 'Función', exact: true }).selectOption('author');
    await page.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
    await expect(page.getByRole('status').filter({ hasText: person })).toBeVisible();
    expect(recoveryLinkIn(await mailTo(person))).toMatch(/^\/auth\/confirm\?/);

    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: person }) });
    await expect(row).toContainText('Autor');
    await expect(row).toContainText('Invitada, en espera');
    await row.getByRole('combobox', { name: `Función de ${person}` }).selectOption('editor');
    await row.getByRole('button', { name: `Cambiar la función de ${person}` }).click();
    await expect(row.getByText('La función cambió.')).toBeVisible();
    await page.reload();
    await expect(row).toContainText('Editor');

    await checkAtPhoneAndLaptop(page, 'users');
  });
});
