import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { codeNow, giveCode, nextCode, passwordStep } from './two-factor-support';
import type { User } from './support';

// One signed-in admin session per worker, as the staff area will require of admins: each worker
// has its own admin (playwright.config.ts creates ADMIN_W<n> with an authenticator whose secret
// is generated per run), signs in once, password then a code computed from that secret, and
// every test of the worker starts from the saved session. A test that needs another code of the
// same account waits for the next step (nextCode), since a code is accepted once.

export type WorkerAdmin = User & { secret: string };

/** The admin of the worker in slot `index` (its e-mail, password and TOTP secret). */
export function workerAdmin(index: number): WorkerAdmin {
  const name = `ADMIN_W${index}`;
  const email = process.env[`E2E_${name}_EMAIL`];
  const password = process.env[`E2E_${name}_PASSWORD`];
  const secret = process.env[`E2E_${name}_TOTP`];
  if (!email || !password || !secret)
    throw new Error(`E2E_${name}_* are set by playwright.config.ts (one admin per worker)`);
  return { email, password, secret };
}

/** Where this run keeps the session of the worker in slot `index`. */
const sessionFile = (index: number) =>
  path.join(
    process.cwd(),
    '.data',
    'e2e-sessions',
    `${process.env.E2E_RUN_ID ?? 'run'}-admin-w${index}.json`,
  );

type WorkerFixtures = {
  /** The worker's own admin. */
  admin: WorkerAdmin;
  /** The time step of the last code the worker's admin gave (the next one must be later). */
  lastCodeStep: { step: number };
  /** The saved signed-in session of the worker's admin. */
  adminSession: string;
};

/** `test` whose pages start signed in as the worker's own admin (aal2). */
// Playwright's fixture callback is named `provide` here (its docs say `use`), which React's
// hooks lint would take for a hook.
export const test = base.extend<object, WorkerFixtures>({
  admin: [
    async ({}, provide, workerInfo) => provide(workerAdmin(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  lastCodeStep: [async ({}, provide) => provide({ step: 0 }), { scope: 'worker' }],
  adminSession: [
    async ({ browser, admin, lastCodeStep }, provide, workerInfo) => {
      const file = sessionFile(workerInfo.parallelIndex);
      // A worker started again after a failure in this run reuses the session it saved.
      if (!existsSync(file)) {
        mkdirSync(path.dirname(file), { recursive: true });
        const baseURL = workerInfo.project.use.baseURL;
        const context = await browser.newContext({ baseURL, storageState: undefined });
        const page = await context.newPage();
        await passwordStep(page, admin);
        const { code, step } = codeNow(admin.secret);
        lastCodeStep.step = step;
        await giveCode(page, code, 'Verificar');
        await expect(page).toHaveURL(/\/admin$/);
        await context.storageState({ path: file });
        await context.close();
      }
      await provide(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminSession }, provide) => provide(adminSession),
});

export { expect, nextCode };
