import { expect, test } from '@playwright/test';
import { speakFrom } from '../support/client-address';

test.use(speakFrom('careerSummary'));

test('a failed application lists each problem at the top of the form and takes the focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/carrera');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar postulación' }) });
  await form.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana@');
  await form.getByRole('button', { name: 'Enviar postulación' }).click();

  const summary = page.locator('[data-form-problems]');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText('Revise estos datos antes de enviar la postulación:');
  await expect(summary.getByRole('link')).toHaveText([
    'Nombre: El nombre es requerido',
    'Apellidos: Los apellidos son requeridos',
    'Correo electrónico: Por favor ingrese un email válido',
    'Profesión: La profesión es requerida',
    'Área de interés: Elija un área de interés',
    'Hoja de vida: Adjunte su hoja de vida',
    'Autorización de datos: Debe aceptar la política de privacidad para continuar',
  ]);
  await summary.getByRole('link', { name: /^Profesión:/ }).click();
  await expect(form.getByRole('textbox', { name: 'Profesión', exact: true })).toBeFocused();
  await summary.getByRole('link', { name: /^Hoja de vida:/ }).click();
  await expect(form.getByLabel('Hoja de vida')).toBeFocused();
});

test('without JavaScript the server lists the application’s problems the same way', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/career');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const summary = page.locator('[data-form-problems]');
  await expect(summary).toContainText(
    'Please correct the following before sending your application:',
  );
  await expect(summary.getByRole('link').first()).toHaveText('First name: First name is required');
  await expect(summary.getByRole('link').last()).toHaveText(
    'Privacy consent: You must accept the privacy policy to continue',
  );
  await context.close();
});
