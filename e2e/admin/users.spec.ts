import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { mailTo, recoveryLinkIn, signIn, staff, unique, words } from './support';
import { confirmFreshCode, openAsAdmin } from './worker-admin';
import { checkAtPhoneAndLaptop } from './page-checks';

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

  await openAsAdmin(page);
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
    // An admin sets up an authenticator before anything else.
    await expect(them).toHaveURL(/\/admin\/account\/security$/);
    await expect(them.getByText(words.es.signedInAs(colleague)).first()).toBeVisible();
    // The link works once.
    await them.goto(recoveryLinkIn(mail));
    await expect(them).toHaveURL(/\/login\?error=link$/);

    // The admin makes the colleague an author: the colleague's next users page is a 403. The
    // link was shown once: the page read again does not show it. A role change asks for a recent
    // code, and the worker's session may be older than that.
    await confirmFreshCode(page, '/admin/users');
    await expect(page.getByRole('textbox', { name: /Enlace de invitación/ })).toHaveCount(0);
    await expect(row).toContainText('Activa');
    await row.getByRole('combobox', { name: `Función de ${colleague}` }).selectOption('author');
    await row.getByRole('button', { name: `Cambiar la función de ${colleague}` }).click();
    await expect(row.getByText('La función cambió.')).toBeVisible();
    await expect(row).toContainText('Autor');
    expect((await them.goto('/admin/users'))?.status()).toBe(403);

    // Disabled, after the question that names them: the session ends at once, and signing in
    // again fails.
    await row.locator('summary').click();
    await row
      .getByRole('button', { name: `Sí, desactivar la cuenta de Colega de Prueba (${colleague})` })
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

/** Invites `email` as an author named `name` from /admin/users; answers the person's row. */
async function invite(page: Page, email: string, name: string) {
  await page.goto('/admin/users');
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel(words.es.email).fill(email);
  await page.getByRole('combobox', { name: 'Función', exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
}

test('resend an invitation: a fresh link in a new e-mail, the answer naming the person', async ({
  page,
}) => {
  const colleague = unique('reinvited');
  const person = `Colega Reinvitada (${colleague})`;
  await openAsAdmin(page);
  const row = await invite(page, colleague, 'Colega Reinvitada');
  const first = recoveryLinkIn(await mailTo(colleague));

  await row.getByRole('button', { name: `Reenviar invitación a ${person}` }).click();
  await expect(row.getByText(`Invitación reenviada a ${person}`)).toBeVisible();
  // The outbox only logs here: the new link is handed over once, the same the e-mail carries.
  const handed = row.getByRole('textbox', { name: 'Enlace de invitación (válido una vez)' });
  await expect(handed).toBeVisible();
  await expect.poll(async () => recoveryLinkIn(await mailTo(colleague))).not.toBe(first);
  const resent = new URL(await handed.inputValue());
  expect(`${resent.pathname}${resent.search}`).toBe(recoveryLinkIn(await mailTo(colleague)));
  expect(await mailTo(colleague)).toContain('Subject: ');

  // Accounts that signed in get no such button: the admin's own row, for one.
  const mine = page.getByRole('row').filter({ hasText: '(usted)' });
  await expect(mine.getByRole('button', { name: /^Reenviar invitación/ })).toHaveCount(0);
  // An account without a role says so in its select, instead of offering "Autor" as its role.
  const staffRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: staff().email }) });
  const staffRole = staffRow.getByRole('combobox', { name: `Función de ${staff().email}` });
  await expect(staffRole).toHaveValue('');
  await expect(staffRole.locator('option:checked')).toHaveText('Sin rol');

  // axe and no sideways scroll at 390 and 1366 px, with the answer shown and a question open.
  await row.locator('summary').click();
  await checkAtPhoneAndLaptop(page, 'users-resend-confirm');
  // At 1366 px each address stays on one line.
  const address = row.getByRole('rowheader').getByText(colleague, { exact: true });
  const lineHeight = await address.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect.soft((await address.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  if (process.env.SCREENSHOT_DIR) {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/users-320.png`, fullPage: true });
  }
  // At 320 px too, the answer and the open question fit the screen.
  await page.setViewportSize({ width: 320, height: 900 });
  expect
    .soft(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
});

test('disabling asks first, naming the person, and works without JavaScript', async ({
  page,
  browser,
}) => {
  const colleague = unique('confirmed');
  const person = `Colega Confirmada (${colleague})`;
  await openAsAdmin(page);
  await invite(page, colleague, 'Colega Confirmada');

  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const noScript = await plain.newPage();
    await noScript.goto('/admin/users');
    const row = noScript
      .getByRole('row')
      .filter({ has: noScript.getByRole('rowheader', { name: colleague }) });
    const confirm = row.getByRole('button', { name: `Sí, desactivar la cuenta de ${person}` });
    const question = `¿Desactivar la cuenta de ${person}? Sus sesiones terminan ahora`;
    // Closed, the question and its button are out of sight and out of reach.
    await expect(confirm).toBeHidden();
    const disclosure = row.locator('summary');
    await expect(disclosure).toHaveAccessibleName(
      `Deshabilitar la cuenta de ${colleague} y cerrar todas sus sesiones`,
    );
    await disclosure.focus();
    await noScript.keyboard.press('Enter');
    await expect(row.getByText(question)).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(
      new RegExp(`^${question.replace(/[?()¿.]/g, '\\$&')}`),
    );
    await confirm.click();
    await expect(row.getByRole('cell', { name: 'Deshabilitada', exact: true })).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Habilitar de nuevo la cuenta de ${colleague}` }),
    ).toBeVisible();
  } finally {
    await plain.close();
  }

  // With JavaScript: enabled again, then disabled through the question; the form that now
  // enables says what was done (the disable), never that the account was enabled.
  await page.reload();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: colleague }) });
  await row.getByRole('button', { name: `Habilitar de nuevo la cuenta de ${colleague}` }).click();
  await expect(row.getByText('La cuenta quedó habilitada de nuevo.')).toBeVisible();
  await row.locator('summary').click();
  await row.getByRole('button', { name: `Sí, desactivar la cuenta de ${person}` }).click();
  await expect(row.getByRole('cell', { name: 'Deshabilitada', exact: true })).toBeVisible();
  await expect(
    row.getByText('La cuenta quedó deshabilitada y sus sesiones se cerraron.'),
  ).toBeVisible();
  await expect(row).not.toContainText('La cuenta quedó habilitada de nuevo.');
});
