import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { unusedCode } from '../support/codes';
import { signIn, words, type Lang, type User } from './support';
import { giveCode } from './two-factor-support';

// One signed-in admin session per worker, as the staff area requires of admins: each worker has
// its own admin (playwright.config.ts creates ADMIN_W<n> with an authenticator whose secret is
// generated per run), signs in once, password then a code computed from that secret, and every
// test of the worker starts from the saved session. A test never signs that session out: one
// that needs a sign-in of its own signs in again (`signIn` takes a code nobody gave yet).

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

/** The admin of the worker running the current test. */
export const sessionAdmin = (): WorkerAdmin => workerAdmin(base.info().parallelIndex);

/** Where this run keeps the session of the worker in slot `index`. */
const sessionFile = (index: number) =>
  path.join(
    process.cwd(),
    '.data',
    'e2e-sessions',
    `${process.env.E2E_RUN_ID ?? 'run'}-admin-w${index}.json`,
  );

/**
 * The saved session of the worker in slot `index`: signed in once per run, so a worker started
 * again after a failure reuses what its slot saved.
 */
async function workerSession(browser: Browser, baseURL: string | undefined, index: number) {
  const file = sessionFile(index);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const context = await browser.newContext({ baseURL, storageState: undefined });
  const page = await context.newPage();
  await signIn(page, workerAdmin(index));
  await expect(page).toHaveURL(/\/admin$/);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/**
 * For a test on Playwright's own `test`: the page's browser takes the worker admin's saved
 * session (its cookies, next to any the test set, such as the language) and opens the dashboard.
 */
export async function openAsAdmin(page: Page, lang: Lang = 'es') {
  const info = base.info();
  const browser = page.context().browser();
  if (!browser) throw new Error('a page of a launched browser');
  const file = await workerSession(browser, info.project.use.baseURL, info.parallelIndex);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  const own = new Set((await page.context().cookies()).map((cookie) => cookie.name));
  await page.context().addCookies(saved.cookies.filter((cookie) => !own.has(cookie.name)));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: words[lang].dashboard })).toBeVisible();
}

/** A browser context of its own (`options`, e.g. without JavaScript) on the worker admin's session. */
export async function adminContext(browser: Browser, options: BrowserContextOptions = {}) {
  const info = base.info();
  const baseURL = info.project.use.baseURL;
  const storageState = await workerSession(browser, baseURL, info.parallelIndex);
  return browser.newContext({ baseURL, ...options, storageState });
}

/**
 * A fresh code on the step-up screen, then back on `next` (a path and query): changing a role or
 * exporting asks for a recent code (15 minutes), and a saved session may be older than that. The
 * worker's admin unless `secret` names another account's authenticator.
 */
export async function confirmFreshCode(page: Page, next: string, secret?: string) {
  await page.goto(`/admin/account/step-up?next=${encodeURIComponent(next)}`);
  const { code } = await unusedCode(secret ?? sessionAdmin().secret);
  await giveCode(page, code, 'Confirmar');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
}

type WorkerFixtures = {
  /** The worker's own admin. */
  admin: WorkerAdmin;
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
  adminSession: [
    async ({ browser }, provide, workerInfo) =>
      provide(
        await workerSession(browser, workerInfo.project.use.baseURL, workerInfo.parallelIndex),
      ),
    { scope: 'worker' },
  ],
  storageState: ({ adminSession }, provide) => provide(adminSession),
});

export { expect };
