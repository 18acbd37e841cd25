import { expect, test } from '@playwright/test';
import { rawRequest, type RawResponse } from '../support/raw-request';
import { publicPages } from '../support/pages';
import { escapedSitePaths } from '../../lib/http/testing/encoded-paths';

// Paths with percent-escapes. Next.js 16 answered these with a bare 500 ("Attempted to handle
// request too many times"); the proxy now answers every path with a "%" (and only those): a 308
// to the plain path when it is one of the site's, else the site's 404 page.

/** Malformed escapes, paths the site does not have, and escapes that decode to tricks. */
const unknown = [
  ['/%ZZ', 'es'],
  ['/%', 'es'],
  ['/%E0%A4%A', 'es'],
  ['/no-existe%73', 'es'],
  ['/%2F%2Fevil.example', 'es'],
  ['/%5Cevil.example', 'es'],
  ['/nosotros%2F..%2F..%2F%2Fevil.example', 'es'],
  ['/en/%ZZ', 'en'],
  ['/en/nothing-her%65', 'en'],
] as const;

// The proxy marks every answer it makes when the server runs with E2E_PROXY_TRACE=1
// (playwright.config.ts): what proves a request entered it, or did not.
const traceHeader = 'x-proxy-trace';

function scriptSrc(response: RawResponse): string {
  const [csp = ''] = response.all('content-security-policy');
  return csp.split(/;\s*/).find((directive) => directive.startsWith('script-src ')) ?? '';
}

function expectPublicHeaders(response: RawResponse) {
  expect(response.all('content-security-policy')).toHaveLength(1);
  expect(scriptSrc(response)).toContain("'unsafe-inline'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
}

for (const [path, target] of escapedSitePaths) {
  test(`${path} answers 308 to ${target}, relative, with the security headers`, async ({
    baseURL,
  }) => {
    // A forged Host: the Location must still name no host at all.
    const response = await rawRequest(baseURL!, path, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(target);
    expect(response.headers[traceHeader]).toBe('1');
    expect(response.all('content-security-policy')).toHaveLength(1);
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Where it leads answers (a page, a file, or the sign-in for the admin area).
    const followed = await rawRequest(baseURL!, target);
    expect([200, 307]).toContain(followed.status);
  });
}

for (const [path, lang] of unknown) {
  test(`${path} answers 404 with the site's 404 page in ${lang} and the security headers`, async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL!, path);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers[traceHeader]).toBe('1');
    expectPublicHeaders(response);
    expect(response.body).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
    expect(response.body).toContain(lang === 'en' ? 'Page not found' : 'Página no encontrada');
    expect(response.body).toMatch(/<footer[\s>]/);
  });
}

test('the query survives the redirect', async ({ baseURL }) => {
  const response = await rawRequest(baseURL!, '/nosotro%73?utm_source=mail');
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe('/nosotros?utm_source=mail');
});

test('a browser lands on the plain page', async ({ page }) => {
  const response = await page.goto('/nosotro%73');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/nosotros$/);
});

test('ordinary pages, files and assets never enter the proxy', async ({ request, baseURL }) => {
  const pages = publicPages().map((page) => page.path);
  const files = ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/~offline', '/sw.js'];
  const searches = ['/publicaciones?q=r%C3%A9gimen%20tributario', '/en/legal-updates?q=tax%20law'];
  const entered: string[] = [];
  // `/` is left out: with a saved language it enters by design, and a test browser may have one.
  const paths = [...pages.filter((path) => path !== '/'), ...files, ...searches];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    if (response.headers()[traceHeader]) entered.push(path);
  }
  // The page's own scripts and styles too.
  const html = await (await request.get('/nosotros')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    if (response.headers()[traceHeader]) entered.push(asset);
  }
  // The marker is real: an escaped path does enter.
  expect((await rawRequest(baseURL!, '/%ZZ')).headers[traceHeader]).toBe('1');
  expect(entered).toEqual([]);
  test.info().annotations.push({
    type: 'measured',
    description: `${paths.length + assets.length} ordinary requests, ${entered.length} entered the proxy`,
  });
});
