import { expect, test } from '@playwright/test';
import { limits } from '../../lib/forms/options';
import { rawRequest, type RawResponse } from '../support/raw-request';
import { openAsAdmin } from './worker-admin';

// The admin area's responses: a strict nonce policy (one per request, the only policy sent),
// private no-store and noindex; public pages keep their static policy, without a nonce.

function scriptSrc(csp: string | undefined): string {
  return csp?.split(/;\s*/).find((directive) => directive.startsWith('script-src ')) ?? '';
}

for (const path of ['/login', '/login/forgot', '/login/password', '/admin/setup?token=x']) {
  test(`${path} carries a nonce policy, no-store and noindex, and its scripts the nonce`, async ({
    request,
  }) => {
    const [first, second] = [await request.get(path), await request.get(path)];
    expect(first.status()).toBe(200);
    const headers = first.headers();
    const script = scriptSrc(headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
    expect(nonce).toBeTruthy();
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    // One policy only: the public one must not be sent beside it.
    expect(
      first.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy'),
    ).toHaveLength(1);
    expect(scriptSrc(second.headers()['content-security-policy'])).not.toBe(script);
    expect(headers['cache-control']).toMatch(/\bprivate\b/);
    expect(headers['cache-control']).toMatch(/\bno-store\b/);
    expect(headers['x-robots-tag']).toMatch(/noindex/);
    expect(headers['x-frame-options']).toBe('DENY');
    // Every script of the page carries this response's nonce (Next.js read it from the request).
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
}

test('the auth route handlers and the protected pages answer private, no-store and noindex', async ({
  request,
}) => {
  for (const path of [
    '/auth/refresh?next=/admin',
    '/auth/confirm?type=recovery&token_hash=x',
    '/admin',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['cache-control'], path).toMatch(/\bno-store\b/);
    expect(headers['x-robots-tag'], path).toMatch(/noindex/);
    expect(scriptSrc(headers['content-security-policy']), path).toContain("'strict-dynamic'");
  }
});

test('a bad or used recovery link ends at /login?error=link', async ({ page }) => {
  await page.goto('/auth/confirm?token_hash=not-a-real-token&type=recovery&next=/login/password');
  await expect(page).toHaveURL(/\/login\?error=link$/);
  await expect(page.getByRole('alert').filter({ hasText: 'El enlace no es válido' })).toBeVisible();
});

test('the signed-in dashboard runs its scripts under the strict policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openAsAdmin(page);
  // Hydrated: a client-side navigation works, so Next.js's scripts ran.
  await page.getByRole('link', { name: 'Usuarios' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('public pages stay static, with the public policy and no nonce', async ({ request }) => {
  const response = await request.get('/nosotros');
  const csp = response.headers()['content-security-policy'];
  expect(csp).not.toContain('nonce-');
  expect(scriptSrc(csp)).toContain("'unsafe-inline'");
  expect(response.headers()['cache-control']).not.toMatch(/no-store|private/);
});

/** The admin area's headers on an answer: one strict nonce policy, private no-store, noindex. */
function expectAdminHeaders(response: RawResponse, what: string): string {
  const policies = response.all('content-security-policy');
  expect(policies, what).toHaveLength(1);
  const script = scriptSrc(policies[0]);
  const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
  expect(nonce, what).toBeTruthy();
  expect(script, what).toContain("'strict-dynamic'");
  expect(script, what).not.toContain("'unsafe-inline'");
  expect(response.headers['x-robots-tag'], what).toMatch(/noindex/);
  expect(response.headers['cache-control'], what).toMatch(/\bprivate\b/);
  expect(response.headers['cache-control'], what).toMatch(/\bno-store\b/);
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  return nonce!;
}

const refusalPaths = ['/admin', '/admin/users', '/login', '/login/forgot', '/auth/refresh'];

for (const path of refusalPaths) {
  test(`the proxy's 400 and 413 refusals on ${path} carry the admin headers`, async ({
    request,
    baseURL,
  }) => {
    const noBoundary = await rawRequest(baseURL!, path, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', 'content-length': '0' },
    });
    expect(noBoundary.status).toBe(400);
    expectAdminHeaders(noBoundary, `${path} 400`);
    const tooLarge = await request.post(path, {
      headers: { 'content-type': 'text/plain' },
      data: Buffer.alloc(limits.requestBytes + 1),
      maxRedirects: 0,
    });
    expect(tooLarge.status()).toBe(413);
    const headers = tooLarge.headersArray();
    expectAdminHeaders(
      {
        status: tooLarge.status(),
        headers: tooLarge.headers(),
        all: (name) => headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value),
        body: '',
      },
      `${path} 413`,
    );
  });
}

for (const [path, location] of [
  ['/admin/users/', '/admin/users'],
  ['/login/', '/login'],
  ['/admin/users/.', '/admin/users'],
  ['/admin/./users/', '/admin/users'],
  ['/auth/refresh/?next=/admin', '/auth/refresh?next=%2Fadmin'],
] as const) {
  test(`the trailing-slash and dot-segment 308 of ${path} carries the admin headers`, async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL!, path, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(location);
    expectAdminHeaders(response, path);
  });
}

test('public trailing-slash redirects keep the public headers, relative', async ({ baseURL }) => {
  const response = await rawRequest(baseURL!, '/nosotros/', {
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe('/nosotros');
  expect(scriptSrc(response.all('content-security-policy')[0])).toContain("'unsafe-inline'");
});

const encodedAdminPaths = [
  ['/%61dmin', 308],
  ['/admi%6E', 308],
  ['/%6Cogin', 308],
  ['/admin%2Fusers', 308],
  ['/login%2Fforgot', 308],
  ['/admin/%ZZ', 404],
  ['/%61dmin/%ZZ', 404],
  ['/login/%ZZ', 404],
  ['/auth/%ZZ', 404],
  ['/admin%2F..%2F..%2F%2Fevil.example', 404],
] as const;

for (const [path, status] of encodedAdminPaths) {
  test(`the encoded admin path ${path} answers ${status} with the admin headers`, async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL!, path);
    expect(response.status).toBe(status);
    const nonce = expectAdminHeaders(response, path);
    if (status === 404) expectAdminNotFoundPage(response.body, nonce);
  });
}

/** The admin area's 404 page, in the server HTML, each script under this response's nonce. */
function expectAdminNotFoundPage(html: string, nonce: string) {
  expect(html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

for (const path of ['/admin/no-such-page', '/admin/users/x/y', '/login/x', '/auth/x']) {
  test(`the unknown path ${path} answers the admin area's 404 page under its nonce`, async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL!, path);
    expect(response.status).toBe(404);
    expectAdminNotFoundPage(response.body, expectAdminHeaders(response, path));
  });
}

test("the admin area's 404 page runs its scripts under the strict policy", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  const response = await page.goto('/admin/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  // Next.js's client runtime ran: it was blocked while the scripts lacked the nonce.
  await page.waitForFunction(
    () => typeof (window as { next?: { version?: string } }).next?.version === 'string',
  );
  await page.getByRole('link', { name: 'Ir al sitio público' }).click();
  await expect(page).toHaveURL(/\/es$/);
  expect(violations).toEqual([]);
});
