import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createOwnAccount, ownAccount } from '../support/own-accounts';
import { ownServer } from '../support/own-server';
import { checkAtPhoneAndLaptop } from './page-checks';
import { signIn, unique } from './support';

// A failing e-mail, end to end: on a `next start` of its own whose mail folder is a plain file
// (so the log transport cannot write a message, and every delivery fails as a provider's error
// would), a contact message's e-mails fail; the admin's dashboard warns and links to the failed
// ones; one is sent again from a browser without JavaScript, becomes pending, and the retry is
// in the audit trail. The shared server's content and mail are never touched.

let origin = '';
let dataDir = '';
const { start, stop } = ownServer(() => ({ origin, dataDir }));

const admin = ownAccount('outbox.admin@e2e.test', true);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // E2E_OUTBOX_PORT: a port of the caller's choosing, for machines where ports are shared out.
  const port = Number(process.env.E2E_OUTBOX_PORT) || (await freePort());
  origin = `http://localhost:${port}`;
  dataDir = path.join('.data', `e2e-outbox-${port}`, 'pglite');
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // ownServer's mail folder, taken by a file: writing any e-mail there fails.
  writeFileSync(path.join(path.dirname(dataDir), 'mail'), 'not a folder');
  expect(createOwnAccount(dataDir, admin, true), 'user:create').toBe(0);
  await start();
});

test.afterAll(async () => {
  await stop();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const rowTo = (page: Page, to: string, kind: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByText(to, { exact: true }) })
    .filter({ hasText: kind });

test('a failed e-mail is flagged on the dashboard and sent again without JavaScript', async ({
  browser,
}: {
  browser: Browser;
}) => {
  test.setTimeout(180_000);
  const visitor = unique('fallido');
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/contacto');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Enviar mensaje' }) });
  await form.getByLabel('Nombre').fill('Visitante con Correo Fallido');
  await form.getByLabel('Correo electrónico').fill(visitor);
  await form.getByLabel('Mensaje').fill('Este acuse no se podrá entregar.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado').first()).toBeVisible();

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  // The delivery after the form runs once the response went out: wait until it has failed.
  const warning = page.locator('[data-mail-warnings]');
  await expect(async () => {
    await page.reload();
    await expect(warning).toContainText('en las últimas 24 horas');
  }).toPass();
  await warning.getByRole('link', { name: 'Ver los correos fallidos' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?state=failed$/);
  const failed = rowTo(page, visitor, 'Acuse de un mensaje de contacto');
  await expect(failed).toContainText('Fallido');
  await expect(failed).toContainText('EEXIST');

  // axe runs scripts in the page: the same screens in a browser with JavaScript.
  const scripted = await browser.newContext({ baseURL: origin });
  const checker = await scripted.newPage();
  await signIn(checker, admin);
  await expect(checker).toHaveURL(/\/admin$/);
  await checkAtPhoneAndLaptop(checker, 'outbox-dashboard-warning');
  await checker.goto('/admin/outbox?state=failed');
  await checkAtPhoneAndLaptop(checker, 'outbox-failed');
  await scripted.close();

  await failed.getByRole('button', { name: /^Reenviar el correo a / }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?retried=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'De nuevo en cola' })).toBeVisible();
  await expect(rowTo(page, visitor, 'Acuse de un mensaje de contacto')).toContainText('Pendiente');

  await page.goto('/admin/audit?action=outbox.retry');
  await expect(page.getByRole('row').filter({ hasText: 'Reenvió un correo' })).toHaveCount(1);
  await context.close();
});
