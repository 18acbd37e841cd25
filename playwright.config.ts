import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { Secret } from 'otpauth';
import { speakFrom } from './e2e/support/client-address';

const port = Number(process.env.E2E_PORT ?? 3107);
const workers = 2;

// The admin-area tests' users, created with `npm run user:create` before the server starts. The
// passwords are random per run (never spelled anywhere) and reach the test workers through the
// environment, which they inherit from this process (`??=`: a worker keeps its parent's values).
// ADMIN and ROAMING are admins and STAFF has no role, as before roles; AUTHOR and EDITOR are the
// role smokes' accounts (e2e/roles). Editors and admins must have an authenticator: those marked
// `totp` get one whose secret is generated per run (E2E_<name>_TOTP), and `signIn` gives its
// codes; the TOTP ones and FACTORLESS start without one, on purpose.
const users = {
  ADMIN: { email: 'admin@e2e.test', role: 'admin', totp: true },
  ROAMING: { email: 'roaming.admin@e2e.test', role: 'admin', totp: true },
  STAFF: { email: 'staff@e2e.test', role: null },
  AUTHOR: { email: 'author@e2e.test', role: 'author' },
  EDITOR: { email: 'editor@e2e.test', role: 'editor', totp: true },
  // An editor sent to set up an authenticator (e2e/admin/factor-required.spec.ts).
  FACTORLESS: { email: 'editor.nofactor@e2e.test', role: 'editor' },
  // Two-factor's own accounts (e2e/admin/two-factor.spec.ts): each enrolls an authenticator
  // through the page, so no other test may sign in with them.
  TOTP: { email: 'totp.editor@e2e.test', role: 'editor' },
  TOTP_PLAIN: { email: 'totp.plain@e2e.test', role: 'admin' },
  TOTP_STEP: { email: 'totp.step@e2e.test', role: 'admin' },
  TOTP_RECOVERY: { email: 'totp.recovery@e2e.test', role: 'admin' },
} as Record<string, { email: string; role: string | null; totp?: true }>;
// Each worker's own admin (e2e/admin/worker-admin.ts): the worker signs in once with a code and
// reuses the session, so most specs never sign in at all.
for (let index = 0; index < workers; index++)
  users[`ADMIN_W${index}`] = { email: `admin.w${index}@e2e.test`, role: 'admin', totp: true };
for (const [name, user] of Object.entries(users)) {
  process.env[`E2E_${name}_EMAIL`] ??= user.email;
  process.env[`E2E_${name}_PASSWORD`] ??= `${randomBytes(18).toString('base64url')}-Aa9`;
  if (user.totp) process.env[`E2E_${name}_TOTP`] ??= new Secret({ size: 20 }).base32;
}
// This run's name, for the saved sessions of this run only (a later run has a new database).
process.env.E2E_RUN_ID ??= randomBytes(6).toString('hex');
// E2E_TEST_ACCOUNTS=1 on the commands that enroll a test secret only, never on the server.
const createUsers = Object.entries(users)
  .map(
    ([name, user]) =>
      `${user.totp ? 'E2E_TEST_ACCOUNTS=1 ' : ''}USER_PASSWORD="$E2E_${name}_PASSWORD" npm run user:create -- ${user.email}${user.role ? ` --role ${user.role}` : ''}${user.totp ? ` --totp-secret-env E2E_${name}_TOTP` : ''}`,
  )
  .join(' && ');
const baseURL = `http://localhost:${port}`;
// The origin the build was given as NEXT_PUBLIC_SITE_URL (scripts/test-all.sh passes this same
// value): every absolute URL the site writes must use it, never the address it is served on.
process.env.E2E_SITE_URL ??= 'https://www.example.test';

// Debian's Chromium, never a downloaded browser; flags keep it off the network this machine lacks.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  use: {
    baseURL,
    locale: 'es-CO',
    // The client address every request comes from unless its spec speaks from its own (the
    // server below trusts one proxy hop).
    ...speakFrom('everybody'),
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: [/mobile\.spec\.ts/, /e2e\/roles\//, /e2e\/admin\/review\.spec\.ts/],
    },
    // One signed-in session per role (author, editor, admin), saved once before the role smokes.
    { name: 'roles-setup', testMatch: /e2e\/roles\/sessions\.setup\.ts/, use: { launchOptions } },
    {
      name: 'roles',
      use: { ...devices['Desktop Chrome'], launchOptions },
      // The review's spec too: it needs every role's session.
      testMatch: [/e2e\/roles\/.*\.spec\.ts/, /e2e\/admin\/review\.spec\.ts/],
      dependencies: ['roles-setup'],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    // The production build, as visitors get it (the test script builds first), on a fresh
    // embedded database seeded with the demo content.
    // The users first: the embedded store belongs to one process, so before `next start`.
    command: `rm -rf .data/e2e .data/e2e-mail && ${createUsers} && npm start -- -p ${port}`,
    // Without RESEND_API_KEY e-mails are logged; the form tests read confirmation links there.
    // E2E_PROXY_TRACE marks each answer that passed through proxy.ts, so a test can show which
    // requests never do.
    env: {
      EMBEDDED_DATA_DIR: '.data/e2e/pglite',
      MAIL_LOG_DIR: '.data/e2e-mail',
      E2E_PROXY_TRACE: '1',
      // The right-most X-Forwarded-For entry a test sends is its client address, so a spec that
      // posts the public forms has its own rate-limit budget (e2e/support/client-address.ts).
      TRUSTED_PROXY_HOPS: '1',
    },
    url: `${baseURL}/sitemap.xml`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
