import { expect, test, type Page } from '@playwright/test';
import { classicPdf, onePage } from '../../lib/testing/pdf-fixtures';
import { mailTo } from '../support/mail';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('forms'));

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@empresa.co`;

test.describe('contact form', () => {
  test('shows each field message in Spanish, counts characters and sends', async ({ page }) => {
    await page.goto('/contacto');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    for (const message of [
      'El nombre es requerido',
      'El email es requerido',
      'El mensaje es requerido',
      'Debe aceptar la política de privacidad para continuar',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Correo electrónico').fill('ana@');
    await form.getByLabel('Teléfono').fill('abc');
    await form.getByLabel('Nombre').fill('Ana Pérez');
    // exact: the error summary lists the same messages after each field's name.
    await expect(
      form.getByText('Por favor ingrese un email válido', { exact: true }),
    ).toBeVisible();
    await expect(
      form.getByText('Por favor ingrese un número de teléfono válido', { exact: true }),
    ).toBeVisible();

    const address = unique('contacto');
    await form.getByLabel('Correo electrónico').fill(address);
    await form.getByLabel('Teléfono').fill('+57 300 123 4567');
    await form.getByLabel('Tema').selectOption('customs');
    await form.getByLabel('Mensaje').fill('Consulta sobre una importación.');
    await expect(form.getByText('31 de 2000 caracteres')).toBeVisible();
    await form.getByLabel('Mensaje').blur();
    // The field's own error goes; the summary keeps the last submit's list until the next one.
    await expect(form.getByText('El mensaje es requerido', { exact: true })).toBeHidden();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Mensaje enviado').first()).toBeVisible();
    // The page promises what the acknowledgement is: a receipt, never a copy of the message
    // (the firm's mail repeats nothing a visitor typed to an address nobody verified).
    const confirmation = page.getByText(/Un abogado de la Firma le responderá/);
    await expect(confirmation).toHaveText(
      /le enviamos un correo electrónico para confirmar que recibimos su mensaje\.$/,
    );
    await expect(confirmation).not.toContainText('copia');
    const acknowledgement = await mailTo(address);
    expect(acknowledgement).toContain('Recibimos su mensaje');
    expect(acknowledgement).not.toContain('Consulta sobre una importación');
  });

  test('speaks English on the English page', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send message' }) });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Message is required',
      'You must accept the privacy policy to continue',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('E-mail').fill('x@y');
    await form.getByLabel('Phone').fill('12');
    await form.getByLabel('Name').fill('Ann');
    await expect(
      form.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible();
    await expect(
      form.getByText('Please enter a valid phone number', { exact: true }),
    ).toBeVisible();
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('validates on the server and keeps what was typed', async ({ page }) => {
      await page.goto('/contacto');
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
      await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Pérez');
      await form.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Sin JavaScript.');
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByText('El email es requerido', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Debe aceptar la política de privacidad para continuar', { exact: true }),
      ).toBeVisible();
      const again = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
      await expect(again.getByRole('textbox', { name: 'Mensaje', exact: true })).toHaveValue(
        'Sin JavaScript.',
      );
      await expect(again.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        'Ana Pérez',
      );
    });

    test('sends a complete message', async ({ page }) => {
      await page.goto('/en/contact');
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Send message' }) });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Smith');
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(unique('nojs'));
      await form
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('Written without JavaScript.');
      await form.getByLabel(/I accept the/).check();
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Message sent')).toBeVisible();
      await expect(page.getByText(/A lawyer from the Firm will reply/)).toHaveText(
        /we have sent you an e-mail to confirm that we received your message\.$/,
      );
    });
  });
});

test.describe('newsletter', () => {
  test('asks to check the e-mail, and the link in it confirms once', async ({ page }) => {
    const email = unique('boletin');
    await page.goto('/servicios');
    const footer = page.locator('footer');
    await footer.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await footer.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer.getByText('Revise su correo')).toBeVisible();

    const mail = await mailTo(email);
    expect(mail).toMatch(
      /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=/m,
    );
    const link = mail.match(/https?:\/\/\S+\/boletin\/confirmar\?token=\S+/)![0];
    const confirmPath = new URL(link).pathname + new URL(link).search;

    await page.goto(confirmPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirme su suscripción');
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suscripción confirmada');

    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enlace no válido o vencido');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('subscribes and confirms, the outcome rendered by the server', async ({ page }) => {
      const email = unique('nojs-boletin');
      await page.goto('/en/legal-updates');
      const form = page.locator('section[aria-labelledby="newsletter-title"]');
      await form.getByLabel('E-mail', { exact: true }).fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Check your e-mail').first()).toBeVisible();
      const link = (await mailTo(email)).match(
        /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/,
      )![0];
      await page.goto(new URL(link).pathname + new URL(link).search);
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    });
  });

  test('a typed URL cannot show a confirmation that did not happen', async ({ page }) => {
    // The result used to travel in the query (?result=confirmed); now it is the action's answer.
    await page.goto(`/boletin/confirmar?token=${'a'.repeat(43)}&result=confirmed`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirme su suscripción');
    await expect(page.getByText('Suscripción confirmada')).toHaveCount(0);
  });

  test('answers a second subscription of the same address the same way', async ({ page }) => {
    const email = unique('twice');
    for (let i = 0; i < 2; i++) {
      await page.goto('/en/legal-updates');
      const form = page.locator('section[aria-labelledby="newsletter-title"]');
      await form.getByLabel('E-mail', { exact: true }).fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Check your e-mail')).toBeVisible();
    }
  });

  test('says when the e-mail is missing or wrong', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer.getByText('El email es requerido')).toBeVisible();
    await footer.getByLabel('Correo electrónico', { exact: true }).fill('nombre@');
    await footer.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer.getByText('Por favor ingrese un email válido')).toBeVisible();
  });
});

test.describe('career application', () => {
  const pdf = {
    name: 'hoja-de-vida.pdf',
    mimeType: 'application/pdf',
    // A real one-page PDF: the server parses a CV's PDF as a reader would.
    buffer: classicPdf(onePage('Ana Pérez Gómez')),
  };

  async function fill(page: Page, email: string) {
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Enviar postulación' }) });
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana');
    await form.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Pérez Gómez');
    await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Profesión', exact: true }).fill('Abogada');
    await form.getByLabel('Área de interés').selectOption('tax');
    await form.getByLabel('Área de interés').blur();
    await form.getByLabel(/Acepto la/).check();
    return form;
  }

  test('sends a real PDF and shows the success state', async ({ page }) => {
    await page.goto('/carrera');
    const form = await fill(page, unique('cv'));
    await form.getByLabel('Hoja de vida').setInputFiles(pdf);
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page.getByText('Postulación recibida').first()).toBeVisible();
  });

  test('refuses a file renamed to .pdf that is not one', async ({ page }) => {
    await page.goto('/carrera');
    const form = await fill(page, unique('fake'));
    await form.getByLabel('Hoja de vida').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('I am a text file.'),
    });
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    // The check only the server makes: under the field, and in the summary at the top.
    await expect(
      form.getByText('La hoja de vida debe ser un archivo PDF o DOCX', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-form-problems]').getByRole('link')).toHaveText([
      'Hoja de vida: La hoja de vida debe ser un archivo PDF o DOCX',
    ]);
  });

  test('names what is missing, in English on the English page', async ({ page }) => {
    await page.goto('/en/career');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Submit application' }) });
    await expect(form.getByRole('button', { name: 'Submit application' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit application' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Profession is required',
      'Choose an area of interest',
      'Attach your CV',
      'You must accept the privacy policy to continue',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
  });
});
