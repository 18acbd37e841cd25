import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { manifestPath, offlinePath } from '../../lib/routing';
import { cachedPaths, waitForWorker } from './support';

test('/sw.js is served as a script for the whole site and always revalidated', async ({
  request,
}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^application\/javascript/);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['service-worker-allowed']).toBe('/');
  const script = await response.text();
  // The precache manifest: the offline page and the app shell, and no other page.
  expect(script).toContain(`url:"${offlinePath}"`);
  expect(script).toMatch(/url:"\/_next\/static\/chunks\/[^"]+\.css"/);
  expect(script).not.toMatch(/url:"\/(?:nosotros|en|publicaciones)"/);
});

test('the manifest names the app in both languages, with its colours and icons', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Montoya Rivas Abogados',
    short_name: 'Montoya Rivas',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#12223a',
    background_color: '#faf8f4',
  });
  expect(manifest.description).toMatch(/^Firma de abogados colombiana/);
  expect(manifest.description_localized.en).toMatch(/^Colombian law firm/);
  const purposes = manifest.icons.map(
    (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(purposes.sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await (await request.get(icon.src)).body();
    // A PNG's header holds its width and height at bytes 16 and 20.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('a public page links the manifest once it has loaded, not in its HTML', async ({
  page,
  request,
}) => {
  // In the HTML, Chromium fetched the manifest and its 192 px icon at high priority while the
  // page loaded, competing with the page's own requests.
  const html = await (await request.get('/nosotros')).text();
  expect(html).not.toContain('rel="manifest"');
  await page.goto('/nosotros');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  // Headless Chromium does not fetch a manifest by itself (no install UI): fetch what the link
  // names, as the browser's install check would.
  const manifest = await page.request.get(manifestPath);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
});

test('the worker registers on a public page, for the whole site', async ({ page, baseURL }) => {
  await page.goto('/nosotros');
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  await waitForWorker(page);
});

test('after one visit, visited pages open offline and other pages get the offline page', async ({
  page,
  context,
}) => {
  // The first page is fetched before the worker exists; the worker keeps it when it activates.
  await page.goto('/nosotros');
  await waitForWorker(page);
  await expect.poll(() => cachedPaths(page, 'pages')).toContain('/nosotros');
  await page.goto('/en/services/tax-law');
  await expect.poll(() => cachedPaths(page, 'pages')).toContain('/en/services/tax-law');

  await context.setOffline(true);
  const visited = await page.goto('/nosotros');
  expect(visited?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
  await page.goto('/en/services/tax-law');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Law');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
  await expect(page.getByRole('heading', { level: 2, name: 'You are offline' })).toBeVisible();
  // Styled and set in the site's fonts from the precache, with no network.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(11, 22, 38)');
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((f) => f.family);
  });
  expect(fonts).toEqual(expect.arrayContaining(['serif', 'sans']));

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
});

test('never keeps the admin area, the login page, auth callbacks, API routes or no-store pages', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForWorker(page);
  // Real pages now, under the worker's control: /login answers 200, /admin redirects to it, the
  // auth handlers redirect too. A newsletter confirmation renders per request (no-store).
  const login = await page.goto('/login');
  expect(login?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
  for (const path of [
    '/login/forgot',
    '/admin',
    '/auth/refresh?next=/admin',
    '/api/health',
    '/boletin/confirmar?token=abc',
  ]) {
    await page.goto(path);
  }
  await page.goto('/nosotros');
  await expect.poll(() => cachedPaths(page, 'pages')).toContain('/nosotros');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  // The check is not empty: the public page just visited is kept.
  expect(kept).toContain('/nosotros');
  expect(kept.filter((path) => /^\/(admin|login|auth|api|boletin)(\/|$)/.test(path))).toEqual([]);

  // Offline, the worker does not even answer for them (no kept copy, no offline page): the
  // browser's own error stands.
  await context.setOffline(true);
  for (const path of ['/admin', '/login', '/login/forgot', '/auth/refresh?next=/admin']) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }
});

test("Chromium finds the site installable (Lighthouse's installability check)", async ({
  baseURL,
}) => {
  // Installability is never granted in an incognito profile, which every test context is.
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
