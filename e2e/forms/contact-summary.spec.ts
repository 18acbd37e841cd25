import { expect, test } from '@playwright/test';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('contactSummary'));

test('a failed submit lists each problem at the top of the form and takes the focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByLabel('Correo electrónico').fill('ana@');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();

  const summary = page.locator('[data-form-problems]');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole('link')).toHaveText([
    'Nombre: El nombre es requerido',
    'Correo electrónico: Por favor ingrese un email válido',
    'Mensaje: El mensaje es requerido',
    'Autorización de datos: Debe aceptar la política de privacidad para continuar',
  ]);
  await summary.getByRole('link', { name: /^Mensaje:/ }).click();
  await expect(form.getByLabel('Mensaje')).toBeFocused();
});

test('without JavaScript the server lists the problems the same way', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('[data-form-problems]').getByRole('link').first()).toHaveText(
    'Name: Name is required',
  );
  await context.close();
});

test('asks for no confidential details above the message field', async ({ page }) => {
  for (const [path, text] of [
    ['/contacto', 'No incluya detalles confidenciales'],
    ['/en/contact', 'Please do not send confidential details'],
  ] as const) {
    await page.goto(path);
    const notice = page.getByText(text);
    const message = page.getByRole('textbox', { name: /^(Mensaje|Message)/ });
    await expect(notice).toBeVisible();
    const [noticeBox, messageBox] = [await notice.boundingBox(), await message.boundingBox()];
    expect(noticeBox!.y).toBeLessThan(messageBox!.y);
  }
});
