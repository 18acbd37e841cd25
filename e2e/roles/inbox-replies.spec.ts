import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkAtPhoneAndLaptop } from '../admin/page-checks';
import { words } from '../admin/support';
import { mailTo } from '../support/mail';
import { sessionOf } from './support';

// Replies from the inbox end to end: a lead sent through the public contact form is answered
// from a template (picked with JavaScript, and once more as plain form posts without it); the
// reply reaches the mail log from the firm with Reply-To the firm's mailbox, and is listed on the
// item with who sent it and its delivery status; an admin edits a template; an author and an
// editor get 403 on the templates page. In the role smokes' project: it needs each role's session.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now();
const name = `Cliente Respuesta ${stamp}`;
const visitor = `reply.${stamp}@empresa.co`;
let leadPath = '';

const plainContext = (browser: Browser) =>
  browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    storageState: sessionOf('admin'),
  });

/** The reply section of an item's page. */
const replies = (page: Page) => page.getByRole('region', { name: 'Respuestas', exact: true });

test('a visitor sends a contact message', async ({ page }) => {
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(visitor);
  await form.getByLabel('Tema').selectOption('tax');
  await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Necesito asesoría.');
  await form.getByLabel(/Acepto la/).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
});

test.describe('as an admin', () => {
  test.use({ storageState: sessionOf('admin') });

  test('replies from a template; the reply is mailed and listed with its status', async ({
    page,
  }) => {
    await page.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/admin\/inbox\/lead\/[0-9a-f-]{36}$/);
    leadPath = new URL(page.url()).pathname;
    const section = replies(page);
    await expect(section.getByText('Todavía no se ha respondido.')).toBeVisible();
    // The acknowledgement in the visitor's language is there to start from.
    await expect(section.getByLabel('Idioma de la respuesta')).toHaveValue('es');
    await expect(section.getByLabel('Asunto')).toHaveValue('Hemos recibido su mensaje');
    await section.getByLabel('Plantilla').selectOption({ label: 'Solicitar una llamada' });
    await section.getByRole('button', { name: 'Usar la plantilla' }).click();
    await expect(section.getByLabel('Asunto')).toHaveValue('Le proponemos una llamada');
    const body = section.getByLabel('Texto', { exact: true });
    await expect(body).toHaveValue(new RegExp(`^Estimado\\(a\\) ${name}:`));
    await body.fill(`${await body.inputValue()}\n\nMañana a las <b>10</b> le sirve?`);
    await checkAtPhoneAndLaptop(page, 'inbox-reply-item');
    await section.getByRole('button', { name: 'Enviar la respuesta' }).click();

    const sent = section.getByTestId('sent-replies').getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent.first()).toContainText('Le proponemos una llamada');
    await expect(sent.first()).toContainText('Español');

    const mail = await mailTo(visitor);
    expect(mail).toContain('Subject: Le proponemos una llamada');
    expect(mail).toMatch(/^Reply-To: \S+@\S+/m);
    expect(mail).toContain(`Estimado(a) ${name}:`);
    // What the admin typed is text: escaped in the HTML part, as typed in the plain-text part.
    const html = mail.slice(mail.search(/<html/i));
    expect(html).toContain('&lt;b&gt;10&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    // The outbox delivered it: the item says so once reloaded.
    await expect(async () => {
      await page.reload();
      await expect(sent.first()).toHaveAttribute('data-reply-status', 'sent');
    }).toPass();
    await expect(sent.first()).toContainText('Enviada');
    await page.goto('/admin/audit?action=inbox.reply');
    await expect(page.locator('tbody tr').first()).toContainText('Envió una respuesta');
  });

  test('picks a template and sends without JavaScript', async ({ browser }) => {
    expect(leadPath).not.toBe('');
    const context = await plainContext(browser);
    const page = await context.newPage();
    await page.goto(leadPath);
    const section = replies(page);
    await section.getByLabel('Plantilla').selectOption({ label: 'Declinar con cortesía' });
    await section.getByLabel('Idioma de la respuesta').selectOption('en');
    await section.getByRole('button', { name: 'Usar la plantilla' }).click();
    await expect(replies(page).getByLabel('Asunto')).toHaveValue('About your enquiry');
    await replies(page).getByRole('button', { name: 'Enviar la respuesta' }).click();
    await expect(replies(page).getByTestId('sent-replies').getByRole('listitem')).toHaveCount(2);
    await context.close();
    expect(await mailTo(visitor)).toContain('Subject: About your enquiry');
  });

  test('edits a template', async ({ page }) => {
    await page.goto('/admin/inbox/templates');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plantillas de respuesta' }),
    ).toBeVisible();
    const region = page.getByRole('region', { name: 'Acuse de recibo (Inglés)' });
    const subject = region.getByLabel('Asunto');
    await subject.fill('We have received your message');
    await region.getByRole('button', { name: 'Guardar la plantilla' }).click();
    await expect(
      page.getByRole('region', { name: 'Acuse de recibo (Inglés)' }).getByRole('status'),
    ).toHaveText('Plantilla guardada.');
    await checkAtPhoneAndLaptop(page, 'inbox-reply-templates');
  });
});

for (const role of ['author', 'editor'] as const)
  test.describe(`as an ${role}`, () => {
    test.use({ storageState: sessionOf(role) });

    test('gets 403 on the reply templates', async ({ page }) => {
      const answer = await page.goto('/admin/inbox/templates');
      expect(answer?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: words.es.forbidden })).toBeVisible();
    });
  });
