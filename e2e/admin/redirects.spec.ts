import { expect, test } from '@playwright/test';
import { rawRequest } from '../support/raw-request';

// Where the sign-in and the auth route handlers send the browser: always a path on this site,
// named without a host (behind a reverse proxy the server's own address is not the visitor's).

/** `next` values that URL resolution turns into "//evil.example/x", or that name another site. */
const hostileNext = [
  '/.//evil.example/x',
  '/admin/../..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  'https://evil.example/x',
];

const forgedHost = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

for (const next of hostileNext) {
  test(`/login?next=${next} keeps the dashboard in its hidden field`, async ({ page }) => {
    await page.goto(`/login?${new URLSearchParams({ next })}`);
    await expect(page.locator('input[type=hidden][name=next]')).toHaveValue('/admin');
  });

  test(`/auth/refresh?next=${next} stays on the site, with a relative Location`, async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL!, `/auth/refresh?${new URLSearchParams({ next })}`, {
      headers: forgedHost,
    });
    expect(response.status).toBe(303);
    // No session to refresh: to the sign-in, which returns to the dashboard.
    expect(response.headers.location).toBe('/login?next=%2Fadmin');
  });
}

test('/login keeps a path of the site in its hidden field', async ({ page }) => {
  await page.goto('/login?next=%2Fadmin%2Fusers');
  await expect(page.locator('input[type=hidden][name=next]')).toHaveValue('/admin/users');
});

test('/auth/confirm sends a bad link to /login?error=link with a relative Location', async ({
  baseURL,
}) => {
  const query = new URLSearchParams({
    token_hash: 'x',
    type: 'recovery',
    next: '/.//evil.example',
  });
  const response = await rawRequest(baseURL!, `/auth/confirm?${query}`, { headers: forgedHost });
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe('/login?error=link');
});

test('an anonymous visit to the admin area goes to the sign-in, relative, whatever the Host', async ({
  baseURL,
}) => {
  const response = await rawRequest(baseURL!, '/admin/users', { headers: forgedHost });
  expect(response.status).toBe(307);
  expect(response.headers.location).toBe('/login?next=%2Fadmin%2Fusers');
});
