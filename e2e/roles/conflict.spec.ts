import { expect, test, type Page } from '@playwright/test';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { sessionOf } from './support';

// The conflict check end to end: two leads sent through the public contact form; on the second
// an admin records the parties (one without JavaScript, one removed again), the first lead is
// found by its visitor's name (written without accents, in capitals) as a possible conflict, the
// result is recorded and shown with who, and it is in the audit trail. axe at 390 and 1366 px.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const earlier = `Lucía Ortega Peñaloza ${stamp}`;
const later = `Cliente Nuevo ${stamp}`;
let leadPath = '';

async function sendContact(page: Page, name: string) {
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill(`conflicto.${stamp}.${name.length}@empresa.co`);
  await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Necesito asesoría.');
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
}

test('a visitor sends two messages, one after the other', async ({ page }) => {
  await sendContact(page, earlier);
  await sendContact(page, later);
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  async function addParty(page: Page, name: string, kind: string) {
    await page.getByLabel('Nombre de la parte').fill(name);
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: kind });
    await page.getByRole('button', { name: 'Añadir la parte' }).click();
    await expect(page.getByRole('button', { name: `Quitar a ${name}` })).toBeVisible();
  }

  test('records the parties and finds the earlier lead as a possible conflict', async ({
    page,
    browser,
  }) => {
    await page.goto(`/admin/inbox?q=${encodeURIComponent(later)}`);
    await page.getByRole('link', { name: later }).click();
    await page.waitForURL(/\/admin\/inbox\/lead\/[0-9a-f-]{36}$/);
    leadPath = new URL(page.url()).pathname;
    const section = page.getByRole('region', { name: 'Verificación de conflictos' });
    await expect(section.getByText('Aún no se han registrado partes.')).toBeVisible();

    // A short first name is recorded, and matches nobody; then it is removed.
    await addParty(page, 'Ana', 'empresa relacionada');
    await expect(
      section.getByText('Ninguna parte coincide con un contacto anterior.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Quitar a Ana' }).click();
    await expect(page.getByRole('button', { name: 'Quitar a Ana' })).toHaveCount(0);

    // The client, as a plain form post: the server answers with the lead again.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      storageState: sessionOf('admin'),
    });
    const plain = await context.newPage();
    await plain.goto(leadPath);
    await plain.getByLabel('Nombre de la parte').fill(`Inversiones ${stamp} S.A.S.`);
    await plain.getByRole('button', { name: 'Añadir la parte' }).click();
    await expect(
      plain.getByRole('button', { name: `Quitar a Inversiones ${stamp} S.A.S.` }),
    ).toBeVisible();
    await context.close();

    // The counterparty is the earlier visitor, written without accents and in capitals.
    await page.reload();
    await addParty(page, `LUCIA ORTEGA PENALOZA ${stamp}`, 'contraparte');
    const match = section.getByRole('listitem').filter({ hasText: 'coincide con' });
    await expect(match).toHaveCount(1);
    await expect(match).toContainText(`«LUCIA ORTEGA PENALOZA ${stamp}» (contraparte)`);
    await expect(match).toContainText(`«${earlier}» (nombre de quien escribió)`);
    const link = match.getByRole('link', { name: `en el mensaje de ${earlier}` });
    await expect(link).toHaveAttribute('href', /\/admin\/inbox\/lead\/[0-9a-f-]{36}$/);
    expect(await link.getAttribute('href')).not.toBe(leadPath);

    await section.getByLabel('posible conflicto').check();
    await section.getByLabel('Nota (opcional)').fill('La contraparte nos escribió antes.');
    await section.getByRole('button', { name: 'Registrar el resultado' }).click();
    const result = section.locator('[data-result="possible_conflict"]');
    await expect(result).toContainText('Resultado: posible conflicto');
    await expect(result).toContainText('La contraparte nos escribió antes.');
    await expect(result).toContainText('Registrado por');
    await checkAtPhoneAndLaptop(page, 'conflict-check');

    await page.goto('/admin/audit?action=inbox.conflict_check');
    await expect(page.locator('tbody tr').first()).toContainText(
      'Registró el resultado de una verificación de conflictos',
    );
  });
});
