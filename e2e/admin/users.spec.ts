import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailTo, recoveryLinkIn, signIn, signInAsAdmin, staff, unique, words } from './support';

// /admin/users end to end: an admin invites a colleague as an admin, who sets a password from the
// invitation e-mail and signs in; the admin then makes them an author and disables the account,
// which ends the colleague's session at once.

test('invite an admin, who sets a password from the e-mail; then make them an author and disable', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const colleague = unique('colleague');
  // Random per run, never spelled: long and varied enough for the strength rules.
  const password = `${randomBytes(12).toString('base64url')}-Aa9`;

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByLabel('Nombre').fill('Colega de Prueba');
  await page.getByLabel(words.es.email).fill(colleague);
  await page.getByRole('combobox', { name: 'Función', exact: true }).selectOption('admin');
  await page.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
  // This server cannot send e-mail (no RESEND_API_KEY): the invitation is said to wait, and its
  // link is handed to the admin once, the same link the outbox holds.
  const waiting = page.getByRole('status').filter({
    hasText: `La invitación a ${colleague} está en espera: este sitio aún no puede enviar correos.`,
  });
  await expect(waiting).toBeVisible();
  await expect(page.getByText(`Se envió la invitación a ${colleague}`)).toHaveCount(0);
  const handed = waiting.getByRole('textbox', { name: 'Enlace de invitación (válido una vez)' });
  const handedLink = new URL(await handed.inputValue());
  expect(`${handedLink.pathname}${handedLink.search}`).toBe(
    recoveryLinkIn(await mailTo(colleague)),
  );
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: colleague }) });
  await expect(row).toContainText('Administrador');
  await expect(row).toContainText('Nunca');
  await expect(row).toContainText('Invitada, en espera');

  // The colleague, in another browser: the invitation's link, a weak password refused with its
  // reasons, then a good one.
  const mail = await mailTo(colleague);
  const theirs = await browser.newContext();
  try {
    const them = await theirs.newPage();
    await them.goto(recoveryLinkIn(mail));
    await expect(them).toHaveURL(/\/login\/password$/);
    await them.getByLabel('Nueva contraseña').fill('corta');
    await them.getByLabel('Repita la contraseña').fill('corta');
    await them.getByRole('button', { name: 'Guardar la contraseña' }).click();
    const problems = them.getByRole('alert').filter({ hasText: 'La contraseña es débil:' });
    await expect(problems).toContainText('Tiene menos de 12 caracteres.');
    await them.getByLabel('Nueva contraseña').fill(password);
    await them.getByLabel('Repita la contraseña').fill(password);
    await them.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(them).toHaveURL(/\/admin$/);
    await expect(them.getByText(words.es.signedInAs(colleague)).first()).toBeVisible();
    // The link works once.
    await them.goto(recoveryLinkIn(mail));
    await expect(them).toHaveURL(/\/login\?error=link$/);

    // The admin makes the colleague an author: the colleague's next users page is a 403. The
    // link was shown once: the page read again does not show it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Enlace de invitación/ })).toHaveCount(0);
    await expect(row).toContainText('Activa');
    await row.getByRole('combobox', { name: `Función de ${colleague}` }).selectOption('author');
    await row.getByRole('button', { name: `Cambiar la función de ${colleague}` }).click();
    await expect(row.getByText('La función cambió.')).toBeVisible();
    await expect(row).toContainText('Autor');
    expect((await them.goto('/admin/users'))?.status()).toBe(403);

    // Disabled: the colleague's session ends at once, and signing in again fails.
    await row
      .getByRole('button', {
        name: new RegExp(`^Deshabilitar la cuenta de ${colleague.replace(/\./g, '\\.')}`),
      })
      .click();
    await expect(row).toContainText('Deshabilitada');
    await them.goto('/admin');
    await expect(them).toHaveURL(/\/login\?next=/);
    await signIn(them, { email: colleague, password }, 'es');
    await expect(them.getByRole('alert').filter({ hasText: words.es.wrong })).toBeVisible();
  } finally {
    await theirs.close();
  }
});

test('forgot password: the same answer for any address, and a link only for an account', async ({
  page,
}) => {
  const nobody = unique('nobody');
  await page.goto('/login');
  await page.getByRole('link', { name: words.es.forgot }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);
  await page.getByLabel(words.es.email).fill(nobody);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  const neutral = page
    .getByRole('status')
    .filter({ hasText: 'Si el correo corresponde a una cuenta' });
  await expect(neutral).toBeVisible();
  await expect(mailTo(nobody)).rejects.toThrow(/no e-mail/);

  // An account's address gets the same answer, and a set-password link in its e-mail.
  await page.goto('/login/forgot');
  await page.getByLabel(words.es.email).fill(staff().email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(neutral).toBeVisible();
  const link = new URL(recoveryLinkIn(await mailTo(staff().email)), 'http://site');
  expect(link.pathname).toBe('/auth/confirm');
  expect(link.searchParams.get('type')).toBe('recovery');
  expect(link.searchParams.get('next')).toBe('/login/password');
  expect(link.searchParams.get('token_hash')).toBeTruthy();
});
