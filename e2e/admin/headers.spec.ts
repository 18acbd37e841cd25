import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support';

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
  await signInAsAdmin(page);
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
