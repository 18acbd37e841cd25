import { expect, test, type Page } from '@playwright/test';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { sessionOf } from './support';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('retention'));

// Retention on an inbox item end to end: a lead from the contact form shows when it will be
// deleted; an admin puts it under legal hold with a reason (the page then says it will not be
// deleted, and why), the hold is in the audit trail, and lifting it brings the date back. axe and
// screenshots at 390 and 1366 px. In the role smokes' project: it needs the admin's session.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const name = `Retención ${stamp}`;

async function sendContact(page: Page) {
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill(`retencion.${stamp}@empresa.co`);
  await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Necesito asesoría.');
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
}

test('a visitor sends a contact message', async ({ page }) => {
  await sendContact(page);
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  test('sees when the lead will be deleted, holds it with a reason, and lifts the hold', async ({
    page,
  }) => {
    await page.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/admin\/inbox\/lead\/[0-9a-f-]{36}$/);
    const retention = page.getByRole('region', { name: 'Conservación' });
    const due = retention.locator('[data-deletes-on]');
    await expect(due).toContainText('Se eliminará el');
    await expect(due).toContainText('24 meses después de su último cambio de estado');
    const deletesOn = new Date((await due.getAttribute('data-deletes-on'))!);
    const months = (deletesOn.getTime() - Date.now()) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(24);

    await retention.getByLabel('Motivo de la retención legal').fill('Tutela 2026-0042 en curso');
    await retention.getByRole('button', { name: 'Poner en retención legal' }).click();
    await expect(due).toHaveAttribute('data-deletes-on', 'never');
    await expect(due).toContainText('No se eliminará: está en retención legal desde el');
    await expect(due).toContainText('Motivo: Tutela 2026-0042 en curso');
    await checkAtPhoneAndLaptop(page, 'inbox-retention-held');

    await retention.getByRole('button', { name: 'Levantar la retención legal' }).click();
    await expect(due).toContainText('Se eliminará el');
    await checkAtPhoneAndLaptop(page, 'inbox-retention');

    await page.goto('/admin/audit?action=inbox.legal_hold');
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.locator('tbody tr').first()).toContainText(
      'Puso o levantó una retención legal',
    );
  });
});
