import { expect, test } from './worker-admin';
import { words } from './support';

// The per-worker admin session (e2e/admin/worker-admin.ts): signed in once per worker with the
// password and a code computed from the account's secret; each test starts from it.

test('a test starts signed in as its worker’s own admin, past the code step', async ({
  page,
  admin,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(words.es.signedInAs(admin.email)).first()).toBeVisible();
});

test('the next test of the worker reuses the session: no sign-in, no code', async ({
  page,
  admin,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: words.es.users })).toBeVisible();
  await expect(page.getByText(admin.email).first()).toBeVisible();
});
