import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { words } from '../admin/support';
import { classicPdf, onePage } from '../../lib/testing/pdf-fixtures';
import { sessionOf } from './support';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('inbox'));

// The inbox end to end: a message sent through the public contact form (with JavaScript and
// without) appears in /admin/inbox, assigned by its topic; an admin notes it and moves it through
// its statuses (one form post without JavaScript); an application's CV downloads for an admin and
// the download is in the audit trail; an author, an editor and a visitor are refused. In the
// role smokes' project: it needs each role's session.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const jsName = `Cliente Peña ${stamp}`;
const plainName = `Cliente Sin Guion ${stamp}`;
const applicant = `Postulante ${stamp}`;
let applicationPath = '';

async function sendContact(page: Page, name: string, topic: string) {
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill(`inbox.${stamp}.${topic}@empresa.co`);
  await form.getByLabel('Tema').selectOption(topic);
  await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Necesito asesoría.');
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
}

/** The narrowest phone: the page never scrolls sideways (and a screenshot when asked for). */
async function noSidewaysScrollAt320(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${name} at 320 px`).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/${name}-320.png`,
      fullPage: true,
    });
}

const plainContext = (browser: Browser, role?: 'admin') =>
  browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    ...(role ? { storageState: sessionOf(role) } : {}),
  });

test('a visitor sends a contact message, with JavaScript and without', async ({
  page,
  browser,
}) => {
  await sendContact(page, jsName, 'tax');
  const context = await plainContext(browser);
  await sendContact(await context.newPage(), plainName, 'labor');
  await context.close();
});

test('a visitor sends an application with a CV', async ({ page }) => {
  await page.goto('/carrera');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar postulación' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(applicant);
  await form.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Gómez');
  await form
    .getByRole('textbox', { name: 'Correo electrónico', exact: true })
    .fill(`cv.${stamp}@empresa.co`);
  await form.getByRole('textbox', { name: 'Profesión', exact: true }).fill('Abogada');
  await form.getByLabel('Área de interés').selectOption('labor');
  await form.getByLabel(/Acepto la/).check();
  await form.getByLabel('Hoja de vida').setInputFiles({
    name: 'hoja-de-vida.pdf',
    mimeType: 'application/pdf',
    // A real one-page PDF: the server parses a CV's PDF as a reader would.
    buffer: classicPdf(onePage(applicant)),
  });
  await form.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByText('Postulación recibida').first()).toBeVisible();
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  test('finds both messages, assigned by topic, with the unread count in the menu', async ({
    page,
  }) => {
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Secciones de la administración' });
    await expect(
      menu.getByRole('link', { name: /^Bandeja de entrada \(\d+ sin leer\)$/ }),
    ).toBeVisible();
    await expect(page.locator('[data-unread]')).toContainText('sin leer');
    // Accents and case do not matter to the search.
    await page.goto(`/admin/inbox?q=${encodeURIComponent(`CLIENTE PENA ${stamp}`)}`);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Jorge Enrique Vargas Montoya');
    await expect(rows.first()).toContainText('Sin leer');
    await page.goto(`/admin/inbox?q=${stamp}&kind=lead&topic=labor`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(plainName);
    await page.goto(`/admin/inbox?q=${stamp}`);
    await expect(rows).toHaveCount(3);
    await checkAtPhoneAndLaptop(page, 'inbox-list');
    await noSidewaysScrollAt320(page, 'inbox-list');
  });

  test('assigns, notes and moves a lead through its statuses', async ({ page, browser }) => {
    await page.goto(`/admin/inbox?q=${encodeURIComponent(jsName)}`);
    await page.getByRole('link', { name: jsName }).click();
    await page.waitForURL(/\/admin\/inbox\/lead\/[0-9a-f-]{36}$/);
    const leadPath = new URL(page.url()).pathname;
    await expect(page.getByLabel('Abogado')).toHaveValue('jorge-enrique-vargas-montoya');
    await page.getByLabel('Abogado').selectOption('natalia-andrea-ospina-arango');
    // The select already shows the choice: wait for the server's answer before the next form,
    // or the page it answers with replaces the note being typed.
    await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      page.getByRole('button', { name: 'Asignar' }).click(),
    ]);
    await expect(page.getByLabel('Abogado')).toHaveValue('natalia-andrea-ospina-arango');
    // The answer's body carries the item's page again, which React applies after the response's
    // headers arrived: once the network is quiet, the page a note is typed into is the final one.
    await page.waitForLoadState('networkidle');

    await page.getByLabel('Nueva nota').fill('Llamar el lunes por la mañana.');
    await expect(page.getByLabel('Nueva nota')).toHaveValue('Llamar el lunes por la mañana.');
    await page.getByRole('button', { name: 'Añadir la nota' }).click();
    await expect(page.getByText('Llamar el lunes por la mañana.')).toBeVisible();

    for (const label of ['Contactado', 'En consulta']) {
      await page.getByLabel('Pasar a').selectOption({ label });
      await page.getByRole('button', { name: 'Cambiar el estado' }).click();
      await expect(page.getByText(`Estado actual: ${label}.`)).toBeVisible();
    }
    // The last move as a plain form post: the server answers with the item again.
    const context = await plainContext(browser, 'admin');
    const plain = await context.newPage();
    await plain.goto(leadPath);
    await plain.getByLabel('Pasar a').selectOption({ label: 'Contratado' });
    await plain.getByRole('button', { name: 'Cambiar el estado' }).click();
    await expect(plain.getByText('Estado actual: Contratado.')).toBeVisible();
    await expect(plain.getByText('Este estado es final.')).toBeVisible();
    await context.close();

    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'En consulta → Contratado' }),
    ).toBeVisible();
    await checkAtPhoneAndLaptop(page, 'inbox-lead');
    await noSidewaysScrollAt320(page, 'inbox-lead');
  });

  test('downloads the CV, and the download is in the audit trail', async ({ page }) => {
    await page.goto(`/admin/inbox?q=${encodeURIComponent(applicant)}`);
    await page.getByRole('link', { name: `${applicant} Gómez` }).click();
    await page.waitForURL(/\/admin\/inbox\/application\/[0-9a-f-]{36}$/);
    applicationPath = new URL(page.url()).pathname;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Descargar la hoja de vida/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hoja-de-vida.pdf');
    const answer = await page.request.get(`${applicationPath}/cv`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await checkAtPhoneAndLaptop(page, 'inbox-application');

    await page.goto('/admin/audit?action=inbox.cv_download');
    await expect(page.locator('tbody tr').first()).toContainText('Descargó una hoja de vida');
  });
});

for (const role of ['author', 'editor'] as const)
  test.describe(`as an ${role}`, () => {
    test.use({ storageState: sessionOf(role) });

    test('gets 403 on the inbox and on a CV', async ({ page }) => {
      expect(applicationPath).not.toBe('');
      const inbox = await page.goto('/admin/inbox');
      expect(inbox?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: words.es.forbidden })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Secciones de la administración' });
      await expect(menu.getByRole('link', { name: /Bandeja de entrada/ })).toHaveCount(0);
      expect((await page.request.get(`${applicationPath}/cv`)).status()).toBe(403);
    });
  });

test('a visitor is sent to sign in for a CV', async ({ request }) => {
  expect(applicationPath).not.toBe('');
  const answer = await request.get(`${applicationPath}/cv`, { maxRedirects: 0 });
  expect([302, 303, 307]).toContain(answer.status());
  expect(answer.headers()['location']).toMatch(/\/login\?next=/);
});
