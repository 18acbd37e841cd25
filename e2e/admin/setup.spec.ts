import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { codeNow, confirmEnrollment } from './two-factor-support';

// The first admin on a fresh embedded store: the server prints a one-time setup link at start-up
// while it has no admin. This spec starts its own server (the shared one has admins already) on
// a fresh data folder, follows the link once, and finds it spent the second time.

// E2E_SETUP_PORT: a port of the caller's choosing, for machines where ports are shared out.
const port = Number(process.env.E2E_SETUP_PORT) || Number(process.env.E2E_PORT ?? 3107) + 50;
const dataDir = '.data/e2e-setup';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let setupPath = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn('npm', ['start', '--', '-p', String(port)], {
    env: {
      ...process.env,
      EMBEDDED_DATA_DIR: `${dataDir}/pglite`,
      MAIL_LOG_DIR: `${dataDir}-mail`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  setupPath = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no setup link in the log')), 150_000);
    const read = (chunk: Buffer) => {
      const match = /\/admin\/setup\?token=[A-Za-z0-9_%-]+/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
  });
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-mail`, { recursive: true, force: true });
});

test('the setup link creates the first admin, signed in at once and sent to set up an authenticator, and works only once', async ({
  page,
}) => {
  const base = `http://localhost:${port}`;
  const email = `first.${Date.now()}@e2e.test`;
  const password = `${randomBytes(12).toString('base64url')}-Aa9`;
  // A second visitor opens the same link first, and submits after it was used.
  const early = await page.context().browser()!.newContext();
  const late = await early.newPage();
  await late.goto(`${base}${setupPath}`);
  await page.goto(`${base}${setupPath}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crear el primer administrador' }),
  ).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByLabel('Repita la contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  // Signed in, and sent to set up an authenticator before anything else (an admin must).
  await expect(page).toHaveURL(`${base}/admin/account/security`);
  await expect(page.getByText(`Sesión iniciada como ${email}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Configurar la aplicación' }).click();
  const shown = await page.locator('[data-totp-secret]').textContent();
  await confirmEnrollment(page, codeNow((shown ?? '').replace(/\s/g, '')).code);
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
  ).toBeVisible();

  try {
    await late.getByLabel('Correo electrónico').fill(`second.${email}`);
    await late.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
    await late.getByLabel('Repita la contraseña').fill(password);
    await late.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(
      late.getByRole('alert').filter({ hasText: 'no es válido o ya se usó' }),
    ).toBeVisible();
    await expect(late).toHaveURL(/\/admin\/setup\?token=/);
  } finally {
    await early.close();
  }

  const again = await page.context().browser()!.newContext();
  try {
    const other = await again.newPage();
    // A spent link says so at once, and offers no form.
    await other.goto(`${base}${setupPath}`);
    await expect(
      other.getByRole('alert').filter({ hasText: 'no es válido o ya se usó' }),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: 'Crear la cuenta' })).toHaveCount(0);
  } finally {
    await again.close();
  }
});
