import { expect, test } from '@playwright/test';
import { speakFrom } from '../support/client-address';
import { checkAtPhoneAndLaptop } from './page-checks';
import { confirmFreshCode, openAsAdmin } from './worker-admin';

// Personal data by address on the production build: a visitor's message through the contact
// form; the worker's admin (signed in with a code) gives a fresh code on the step-up screen and comes back to /admin/privacy, looks the address up, compiles it (the message
// in the report), downloads the JSON, corrects the message's name from its inbox page, and deletes
// everything about the address after confirming; the inbox no longer lists the message. axe at
// 390 and 1366 px on each new screen. That a stale code sends compile and delete to step-up is
// Jest's (lib/admin/privacy/actions.test.ts): a browser test cannot wait 15 minutes.

test.use(speakFrom('privacy'));
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now();
const address = `privacidad.${stamp}@empresa.co`;
const name = `Persona Privada ${stamp}`;

test('a visitor sends a message through the contact form', async ({ page }) => {
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(address);
  await form
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill(`Quiero saber qué datos tienen de mí (${stamp}).`);
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
});

test('an admin compiles, downloads, corrects and deletes the person after step-up', async ({
  page,
}) => {
  await openAsAdmin(page);
  // The step-up screen, as compile and delete send a stale session there, and back.
  await confirmFreshCode(page, '/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'privacy');

  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const found = page.getByRole('region', { name: 'Lo que el sitio guarda de este correo' });
  await expect(found.getByRole('row', { name: /Mensajes de contacto\s*1/ })).toBeVisible();
  expect(page.url()).not.toContain('empresa.co');
  await checkAtPhoneAndLaptop(page, 'privacy-found');

  await page.getByRole('button', { name: 'Compilar todo' }).click();
  const report = page.getByRole('region', { name: 'Datos personales de este correo' });
  await expect(report.getByText(`Quiero saber qué datos tienen de mí (${stamp}).`)).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'privacy-report');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar en JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^datos-personales-\d{4}-\d{2}-\d{2}\.json$/);
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
  const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  expect(json.address).toBe(address);
  expect(json.contact_messages[0].name).toBe(name);
  expect(json.outbox.length).toBeGreaterThan(0);

  // The correction, from the message's inbox page.
  await page.goto(`/admin/inbox?kind=lead&q=${stamp}`);
  await page.getByRole('link', { name }).click();
  await page.getByText('Corregir los datos').click();
  await checkAtPhoneAndLaptop(page, 'inbox-correction');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`${name} Corregido`);
  await page.getByRole('button', { name: 'Guardar la corrección' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${name} Corregido`) }),
  ).toBeVisible();

  await page.goto('/admin/privacy');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByLabel(/Confirmo: eliminar todo lo de este correo/).check();
  await page.getByRole('button', { name: 'Eliminar todo' }).click();
  const deleted = page.getByRole('region', { name: 'Eliminado' });
  await expect(deleted.getByRole('row', { name: /Mensajes de contacto\s*1/ })).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'privacy-deleted');

  await page.goto(`/admin/inbox?kind=lead&q=${stamp}`);
  await expect(page.getByRole('link', { name: new RegExp(`${stamp}`) })).toHaveCount(0);
});
