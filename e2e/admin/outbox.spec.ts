import { expect, test, type Page } from '@playwright/test';
import { checkAtPhoneAndLaptop } from './page-checks';
import { mailTo, recoveryLinkIn, unique, words } from './support';
import { openAsAdmin } from './worker-admin';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('outbox'));

// /admin/outbox on the shared server (e-mail logged, never sent): a message sent through the
// public contact form is listed; an invitation's text is read with its link masked, the reading
// is in the audit trail; axe at 390 and 1366 px on the list and on an e-mail. The failing e-mail
// and its retry run on a server of their own (outbox-retry.spec.ts).

const outboxRow = (page: Page, to: string) =>
  page.getByRole('row').filter({ has: page.getByText(to, { exact: true }) });

test('a contact message’s e-mails are listed, and an invitation is read with its link masked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const visitor = unique('visitante');
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByLabel('Nombre').fill('Visitante del Buzón');
  await form.getByLabel('Correo electrónico').fill(visitor);
  await form.getByLabel('Mensaje').fill('Consulta para el registro de correos.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
  await mailTo(visitor);

  await openAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Secciones de la administración' })
    .getByRole('link', { name: 'Correos enviados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Correos enviados' })).toBeVisible();
  const acknowledgement = outboxRow(page, visitor);
  await expect(acknowledgement).toContainText('Acuse de un mensaje de contacto');
  await expect(acknowledgement).toContainText('Enviado');
  await checkAtPhoneAndLaptop(page, 'outbox-list');

  // The kind filter, a plain GET form.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByLabel('Tipo').selectOption('contact.firm');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/[?&]kind=contact\.firm$/);
  await expect(outboxRow(page, visitor)).toHaveCount(0);

  // An invitation: its link is handed to the admin once; the outbox shows it masked.
  const colleague = unique('invitada');
  await page.goto('/admin/users');
  await page.getByLabel('Nombre').fill('Invitada del Buzón');
  await page.getByLabel(words.es.email).fill(colleague);
  await page.getByRole('combobox', { name: 'Función', exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
  const link = recoveryLinkIn(await mailTo(colleague));
  const token = new URL(link, 'http://site').searchParams.get('token_hash')!;
  expect(token.length).toBeGreaterThan(16);

  await page.goto('/admin/outbox?kind=auth.invite');
  await outboxRow(page, colleague)
    .getByRole('link', { name: /^Leer el correo a / })
    .click();
  await expect(page).toHaveURL(/\/admin\/outbox\/[0-9a-f-]{36}$/);
  const text = page.locator('[data-outbox-text]');
  await expect(text).toContainText('/auth/confirm?token_hash=•••&type=recovery');
  expect(await page.content()).not.toContain(token);
  expect(await page.content()).not.toContain(token.slice(0, 12));
  await checkAtPhoneAndLaptop(page, 'outbox-email');
  const emailId = new URL(page.url()).pathname.split('/').pop()!;

  // The reading is in the audit trail, linked to the e-mail.
  await page.goto('/admin/audit?action=outbox.read');
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('link', { name: emailId }) }),
  ).toContainText('Leyó un correo enviado');
});
