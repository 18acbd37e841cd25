import { expect, test, type Browser, type Page } from '@playwright/test';
import { createFirmCalendar } from '../../lib/dates/colombia-calendar';
import { registrationTerms } from '../../lib/data-requests/deadlines';
import { dayInWords } from '../../lib/data-requests/format';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { speakFrom } from '../support/client-address';
import { mailTo } from '../support/mail';
import { sessionOf } from './support';

// Data subjects' requests end to end: a supresión filed in Spanish with JavaScript and a consulta
// in English without it, each registered only once its link from the mail log is confirmed; the
// confirmation page and the receipt state the term and the day it ends (the receipt repeats
// nothing typed); both reach the admins' list with their due day; an admin answers one, which
// is mailed to the person and kept in its history; the calendar page adds and removes a day; an
// author and an editor get 403. axe and screenshots at 390 and 1366 px on every new page.

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use(speakFrom('dataRequests'));

const stamp = Date.now();
const es = { name: `Titular Supresión ${stamp}`, email: `titular.${stamp}@empresa.co` };
const en = { name: `Subject Query ${stamp}`, email: `subject.${stamp}@empresa.co` };
const secret = `Texto privado ${stamp}`;
// The demo store has no calendar overrides: the library's calendar is the server's.
const dueOn = (kind: 'supresion' | 'consulta', locale: 'es' | 'en') =>
  dayInWords(registrationTerms(createFirmCalendar(), new Date(), kind).dueDay, locale);

const plainContext = (browser: Browser) =>
  browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    ...speakFrom('dataRequests'),
  });

async function confirmFromMail(page: Page, email: string, path: RegExp, button: string) {
  const link = (await mailTo(email)).match(path)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: button }).click();
}

test('a supresión filed in Spanish is registered once confirmed, with its term', async ({
  page,
}) => {
  await page.goto('/datos-personales');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Consultas y reclamos sobre datos personales',
  );
  await checkAtPhoneAndLaptop(page, 'datos-personales');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar solicitud' }) });
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('Elija el tipo de solicitud', { exact: true })).toBeVisible();
  await form.getByLabel('Tipo de solicitud').selectOption('supresion');
  await form.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill(es.name);
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(es.email);
  await form.getByRole('textbox', { name: /Número de identificación/ }).fill('1020304050');
  const description = form.getByRole('textbox', { name: 'Descripción', exact: true });
  await description.fill(secret);
  // Leaving the field takes its message away and moves the box up: wait, then tick it.
  await description.blur();
  await expect(form.getByText('Describa su solicitud', { exact: true })).toBeHidden();
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Revise su correo').first()).toBeVisible();

  const link = (await mailTo(es.email)).match(
    /https?:\/\/\S+\/datos-personales\/confirmar\?token=\S+/,
  )![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirme su solicitud');
  await checkAtPhoneAndLaptop(page, 'datos-personales-confirmar');
  await page.getByRole('button', { name: 'Confirmar y registrar la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitud registrada');
  await expect(page.getByRole('status')).toContainText(
    `15 días hábiles: vence el ${dueOn('supresion', 'es')} a las 23:59`,
  );
  await checkAtPhoneAndLaptop(page, 'datos-personales-registrada');

  const receipt = await mailTo(es.email);
  expect(receipt).toContain('Subject: Registramos su solicitud sobre datos personales');
  expect(receipt).toContain(`vence el ${dueOn('supresion', 'es')}`);
  expect(receipt).not.toContain(secret);
  expect(receipt).not.toContain(es.name);
});

test('a consulta filed in English without JavaScript is registered once confirmed', async ({
  browser,
}) => {
  const context = await plainContext(browser);
  const page = await context.newPage();
  await page.goto('/en/personal-data');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send request' }) });
  await form.getByLabel('Type of request').selectOption('consulta');
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill(en.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(en.email);
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Which data do you keep?');
  await form.getByLabel(/I accept the/).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Check your e-mail').first()).toBeVisible();
  await confirmFromMail(
    page,
    en.email,
    /https?:\/\/\S+\/personal-data\/confirm\?token=\S+/,
    'Confirm and register the request',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request registered');
  await expect(page.getByRole('status')).toContainText(
    `10 business days: it ends on ${dueOn('consulta', 'en')}`,
  );
  await context.close();
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  test('lists both requests with their due days and answers one', async ({ page }) => {
    await page.goto('/admin/requests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Solicitudes sobre datos personales',
    );
    for (const [who, kind] of [
      [es, 'supresion'],
      [en, 'consulta'],
    ] as const) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: who.name }) });
      await expect(row).toContainText(dueOn(kind, 'es'));
      await expect(row).toContainText('Recibida');
    }
    await checkAtPhoneAndLaptop(page, 'admin-requests');

    await page.getByRole('link', { name: es.name }).click();
    await page.waitForURL(/\/admin\/requests\/[0-9a-f-]{36}$/);
    await expect(page.getByText(secret)).toBeVisible();
    await checkAtPhoneAndLaptop(page, 'admin-request');
    await page.getByRole('button', { name: 'Ya está marcado en los datos del titular' }).click();
    await expect(page.locator('[data-marked]')).toBeVisible();
    await page.getByLabel('Nuevo estado').selectOption({ label: 'Respondida' });
    await page.getByLabel(/Texto para el titular/).fill(`Suprimimos sus datos ${stamp}.`);
    await page.getByRole('button', { name: 'Guardar y notificar' }).click();
    await expect(page.locator('[data-status="answered"]')).toBeVisible();
    await expect(page.getByText(`Suprimimos sus datos ${stamp}.`)).toBeVisible();
    // The receipt came first: wait for the newest e-mail to be the answer.
    await expect
      .poll(async () => (await mailTo(es.email)).includes(`Suprimimos sus datos ${stamp}.`))
      .toBe(true);
    expect(await mailTo(es.email)).toContain(
      'Subject: Respuesta a su solicitud sobre datos personales',
    );
  });

  test('adds a day to the calendar and removes it', async ({ page }) => {
    await page.goto('/admin/requests/calendar');
    await checkAtPhoneAndLaptop(page, 'admin-requests-calendar');
    await page.getByLabel('Fecha').fill('2031-07-07');
    await page.getByLabel('Nombre', { exact: true }).fill(`Día cívico ${stamp}`);
    await page.getByRole('button', { name: 'Guardar el día' }).click();
    const day = page.locator('[data-day="2031-07-07"]');
    await expect(day).toContainText(`Día cívico ${stamp}`);
    await day.getByRole('button', { name: 'Quitar' }).click();
    await expect(day).toHaveCount(0);
  });
});

for (const role of ['author', 'editor'] as const)
  test.describe(`as an ${role}`, () => {
    test.use({ storageState: sessionOf(role) });
    test('gets 403 on the requests and the calendar', async ({ page }) => {
      for (const path of ['/admin/requests', '/admin/requests/calendar'])
        expect((await page.goto(path))?.status()).toBe(403);
    });
  });
