import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pathFor } from '../../lib/routing';
import { accounts, sessionOf } from '../roles/support';
import { body, field, spanish } from './editor-form';
import { checkAtPhoneAndLaptop } from './page-checks';
import { actionIds, callAction, mailTo, recoveryLinkIn, unique } from './support';

// The review end to end, each role in its own saved session (e2e/roles/sessions.setup.ts): an
// author sends a draft to review and cannot publish it (no control, and a forged decision is
// refused); an editor finds it on the dashboard (and in their mail: a link, never the draft),
// returns it with a note; the author reads the note and sends it again; the editor publishes it.
// Then an admin disables an author with a pending review, handing it to another, and the audit
// page lists the decisions. axe and screenshots at 390 and 1366 px on every screen it changed.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = `${Date.now()}`;
const title = `Revisión de autor ${stamp}`;
const note = 'Falta citar la resolución de la DIAN.';
let draftPath = '';
let slug = '';

async function draftAndSend(page: Page, heading: string) {
  await page.goto('/admin/publication/new');
  await field(spanish(page), 'Título').fill(heading);
  await field(spanish(page), 'Resumen').fill('Resumen del borrador.');
  await body(spanish(page)).click();
  await page.keyboard.type('Texto del borrador.');
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Pendiente de revisión' })).toBeVisible();
  return new URL(page.url()).pathname;
}

const inSession = (browser: Browser, role: 'author' | 'editor' | 'admin', javaScript = true) =>
  browser.newContext({ storageState: sessionOf(role), javaScriptEnabled: javaScript });

test('an author sends a draft to review and has no way to publish it', async ({ browser }) => {
  const context = await inSession(browser, 'author');
  const page = await context.newPage();
  await page.goto('/admin/publication/new');
  await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toBeVisible();
  draftPath = await draftAndSend(page, title);
  // Pending: the draft is not theirs to change, and nothing publishes it.
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  await checkAtPhoneAndLaptop(page, 'review-author-pending');
  expect((await page.goto('/admin/users'))?.status()).toBe(403);
  await context.close();
});

test('an editor is told, finds it on the dashboard, and returns it with a note', async ({
  browser,
}) => {
  const editorEmail = accounts.editor().email;
  const mail = await mailTo(editorEmail);
  expect(mail).toContain(draftPath);
  expect(mail).not.toContain(title);

  // A forged decision: the editor's own page's actions, called with the author's session.
  const bare = await inSession(browser, 'editor', false);
  const barePage = await bare.newPage();
  await barePage.goto(draftPath);
  const ids = await actionIds(barePage);
  const version = await barePage.locator('input[name="version"]').first().inputValue();
  await bare.close();
  const author = await inSession(browser, 'author');
  const draftId = draftPath.split('/').pop()!;
  let refused = 0;
  for (const id of ids) {
    const response = await callAction(author.request, draftPath, id, { id: draftId, version });
    if ((await response.text()).includes('"formError":"forbidden"')) refused++;
  }
  expect(refused).toBeGreaterThanOrEqual(2);
  await author.close();

  const context = await inSession(browser, 'editor');
  const page = await context.newPage();
  await page.goto('/admin');
  const pending = page.getByRole('region', { name: /Borradores enviados a revisión/ });
  await expect(pending.getByRole('link', { name: title })).toBeVisible();
  await expect(pending).toContainText(accounts.author().email);
  await checkAtPhoneAndLaptop(page, 'review-dashboard');
  await pending.getByRole('link', { name: title }).click();
  await page.waitForURL(`**${draftPath}`);
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'review-editor-pending');
  await page.getByLabel('Nota para el autor').fill(note);
  await page.getByRole('button', { name: 'Devolver con una nota' }).click();
  await expect(page.getByRole('heading', { name: 'Devuelta con observaciones' })).toBeVisible();
  await context.close();
});

test('the author reads the note and sends the draft again; the editor publishes it', async ({
  browser,
}) => {
  const authorContext = await inSession(browser, 'author');
  const page = await authorContext.newPage();
  await page.goto(draftPath);
  await expect(page.getByText(`Devuelta por ${accounts.editor().email}: ${note}`)).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'review-author-returned');
  slug = await page.locator('input[name="slugEs"]').inputValue();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page.getByRole('heading', { name: 'Pendiente de revisión' })).toBeVisible();
  await authorContext.close();

  const context = await inSession(browser, 'editor');
  const editor = await context.newPage();
  await editor.goto(draftPath);
  await editor.getByRole('button', { name: 'Publicar' }).click();
  await expect(editor.getByRole('heading', { name: 'Pendiente de revisión' })).toHaveCount(0);
  const publicPath = pathFor({ screen: 'entry', slugs: { es: slug, en: null } }, 'es');
  expect((await editor.request.get(publicPath)).status()).toBe(200);
  await context.close();
});

test('an admin disables an author with a pending review, handing it over; the audit lists the decisions', async ({
  browser,
}) => {
  const context = await inSession(browser, 'admin');
  const page = await context.newPage();
  const person = unique('autora-saliente');
  await page.goto('/admin/users');
  await page.getByLabel('Nombre').fill('Autora Saliente');
  await page.getByLabel('Correo electrónico').fill(person);
  await page.getByRole('combobox', { name: 'Función', exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
  await expect(page.getByRole('status').filter({ hasText: person })).toBeVisible();

  // The invited author sets a password and sends a draft to review.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  const password = `${randomBytes(12).toString('base64url')}-Aa9`;
  await them.goto(recoveryLinkIn(await mailTo(person)));
  await them.getByLabel('Nueva contraseña').fill(password);
  await them.getByLabel('Repita la contraseña').fill(password);
  await them.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(them).toHaveURL(/\/admin$/);
  const leftTitle = `Pendiente de quien se va ${stamp}`;
  const leftPath = await draftAndSend(them, leftTitle);

  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: person }) });
  await expect(row).toContainText('1 revisión pendiente pasará a la persona que elija.');
  await checkAtPhoneAndLaptop(page, 'review-users-handover');
  // The question names the person; the hand-over is asked inside it.
  await row.locator('summary').click();
  const disable = row.getByRole('button', {
    name: `Sí, desactivar la cuenta de Autora Saliente (${person})`,
  });
  const successor = await row
    .locator('option', { hasText: accounts.author().email })
    .getAttribute('value');
  await row.getByLabel('Quién recibe sus revisiones').selectOption(successor!);
  await disable.click();
  // The row is read again: the account disabled, the reviews gone from it.
  await expect(row.getByRole('cell', { name: 'Deshabilitada', exact: true })).toBeVisible();
  await expect(row).not.toContainText('revisión pendiente');
  // Their session ended; the draft is the other author's now, still pending.
  await them.goto(leftPath);
  await expect(them).toHaveURL(/\/login/);
  await theirs.close();
  const editorContext = await inSession(browser, 'editor');
  const editor = await editorContext.newPage();
  await editor.goto('/admin');
  const pending = editor.getByRole('region', { name: /Borradores enviados a revisión/ });
  await expect(pending.getByRole('row').filter({ hasText: leftTitle })).toContainText(
    accounts.author().email,
  );
  await editorContext.close();

  await page.goto('/admin/audit');
  for (const action of ['Envió a revisión', 'Devolvió con observaciones', 'Aprobó en revisión'])
    await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
  await context.close();
});
