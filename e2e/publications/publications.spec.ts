import { expect, test, type Page } from '@playwright/test';

/** The heading of the results section, which says how many entries matched. */
const resultsHeading = (page: Page) => page.locator('#results-title');
/** The count line of the unfiltered list, under its "Resultados" heading. */
const listCount = (page: Page) => page.locator('#results-title + p');

test.describe('publications list', () => {
  test('shows bulletins, results, filters and the disclaimer at every path', async ({ page }) => {
    for (const [path, lang] of [
      ['/publicaciones', 'es'],
      ['/legal-updates', 'en'],
      ['/en/legal-updates', 'en'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await page.goto('/publicaciones');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publicaciones');
    await expect(page.getByRole('heading', { name: 'Boletines mensuales' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ver boletín completo/ })).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Compartir boletín' }).first()).toBeVisible();
    await expect(listCount(page)).toHaveText(/^\d+ resultados$/);
    await expect(page.getByText('no constituyen asesoría jurídica')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/publicaciones\/feed\.xml$/,
    );
  });

  test('searches accent-insensitively, filters, clears and pages, all in the URL', async ({
    page,
  }) => {
    await page.goto('/publicaciones');
    const total = Number((await listCount(page).textContent())!.match(/\d+/)![0]);

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('regimen aduanero');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=regimen\+aduanero/);
    await expect(resultsHeading(page)).toContainText('para «regimen aduanero»');
    const found = Number((await resultsHeading(page).textContent())!.match(/\d+/)?.[0] ?? 0);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);

    await page.getByRole('link', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/publicaciones$/);

    await page.getByLabel('Tipo').selectOption('blog');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/type=blog/);
    const results = page.locator('section[aria-labelledby="results-title"] article');
    expect(await results.count()).toBeGreaterThan(0);
    for (const badge of await results.locator('p > span:first-child').allTextContents())
      expect(badge).toBe('Blog');

    await page.goto('/publicaciones?page=2');
    await expect(page.getByText(/Página 2 de \d+/)).toBeVisible();
    await page.getByRole('link', { name: 'Anterior' }).click();
    // Page links land on the results, not at the top of the page.
    await expect(page).toHaveURL(/\/publicaciones#results$/);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/en/legal-updates?q=xylophonist+nonexistent');
    await expect(resultsHeading(page)).toHaveText('No results for “xylophonist nonexistent”');
    await expect(page.getByText('No legal updates match those criteria')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/en/legal-updates',
    );
  });

  for (const query of [
    `q=${encodeURIComponent(`'; drop table entries; --`)}`,
    `q=${encodeURIComponent('<script>alert(1)</script>')}`,
    `q=${'a'.repeat(3000)}`,
    'category=nope&category=tax&category=tax',
    'page=-4',
    'page=999999999999',
    'type[]=x&page=abc',
    `q=%00%01`,
    'q=a%2Fb%25c&page=2',
    'q=100%&category=tax',
    `q=${encodeURIComponent('¿qué? #1 \\ 50/50')}`,
  ]) {
    test(`renders a normal page for hostile query ${query.slice(0, 40)}`, async ({ request }) => {
      const response = await request.get(`/publicaciones?${query}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('id="results-title"');
    });
  }
});

test.describe('publications search cache', () => {
  for (const [path, status] of [
    ['/publicaciones?q=aduanero', '1 resultado para «aduanero»'],
    ['/es/legal-updates?q=aduanero&category=&type=', '1 resultado para «aduanero»'],
    ['/legal-updates?q=customs&type=bulletin', '2 results for “customs”'],
    ['/en/legal-updates?type=bulletin&q=customs', '2 results for “customs”'],
    ['/publicaciones?q=50%2F50', 'Ningún resultado para «50/50»'],
  ] as const) {
    test(`${path} renders the search, and again from the cache when it can`, async ({
      request,
    }) => {
      for (const round of [1, 2]) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const text = await response.text();
        expect(text).toContain(status);
        expect(text).toContain('content="noindex, follow"');
        // A value that cannot be a path segment ("/") is rendered per request instead.
        if (round === 2 && !path.includes('%2F')) {
          expect(response.headers()['x-nextjs-cache']).toBe('HIT');
        }
      }
    });
  }
});

test.describe('publication detail', () => {
  test('opens from the list, in both languages, with share and related items', async ({ page }) => {
    await page.goto('/publicaciones?type=publication');
    const first = page.locator('section[aria-labelledby="results-title"] article h3 a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Publicaciones relacionadas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compartir en LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    const article = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
        t.includes('"Article"'),
      )!,
    );
    expect(article.headline).toBe(title);

    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/en\/legal-updates\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  });

  test('shares by copying the link when the browser has no share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto('/publicaciones');
    await page
      .getByRole('link', { name: /Ver boletín completo/ })
      .first()
      .click();
    // The list has a share button per bulletin: wait for the bulletin's own page.
    await expect(page.getByRole('heading', { name: 'En este boletín' })).toBeVisible();
    await page.getByRole('button', { name: 'Compartir boletín' }).click();
    await expect(page.getByText('Enlace copiado al portapapeles')).toBeVisible();
    // The link is absolute on the configured site origin; its path is this page's.
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(new URL(page.url()).pathname);
  });

  test('a bulletin lists its items in order', async ({ page }) => {
    await page.goto('/publicaciones');
    await page
      .getByRole('link', { name: /Ver boletín completo/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'En este boletín' })).toBeVisible();
    expect(
      await page.locator('section[aria-labelledby="bulletin-contents"] article').count(),
    ).toBeGreaterThanOrEqual(2);
  });

  test('an untranslated entry shows the Spanish text with a notice on its English page', async ({
    page,
    request,
  }) => {
    const feed = await (await request.get('/en/legal-updates/feed.xml')).text();
    const links = [...feed.matchAll(/<link>([^<]+\/en\/legal-updates\/[^<]+)<\/link>/g)].map(
      (m) => m[1]!,
    );
    let found = false;
    for (const link of links) {
      await page.goto(new URL(link).pathname);
      if (await page.getByText('This content is available in Spanish only.').isVisible()) {
        found = true;
        await expect(page.locator('article div[lang="es"]')).toBeVisible();
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
        break;
      }
    }
    expect(found).toBe(true);
  });

  test('drafts, scheduled entries and unknown slugs answer 404', async ({ request }) => {
    for (const path of [
      '/publicaciones/borrador-no-existe',
      '/publicaciones/no-existe',
      '/en/legal-updates/nothing-here',
      '/publicaciones/UPPER',
      '/publicaciones/a..b',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test('the home page shows the latest legal updates', async ({ page }) => {
  await page.goto('/');
  const latest = page.locator('#latest');
  await expect(latest.getByRole('heading', { name: 'Publicaciones recientes' })).toBeVisible();
  await expect(latest.locator('article')).toHaveCount(3);
});

test('the RSS feeds list entries in each language', async ({ request }) => {
  for (const path of [
    '/publicaciones/feed.xml',
    '/en/legal-updates/feed.xml',
    '/legal-updates/feed.xml',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml.match(/<item>/g)?.length ?? 0).toBeGreaterThan(10);
  }
});

test('sitemap.xml lists published entries with their last change', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(
    /<loc>[^<]+\/publicaciones\/[a-z0-9-]+<\/loc>\s*<xhtml:link[^>]*\/?>[\s\S]*?<lastmod>/,
  );
  expect(xml).not.toMatch(/\/publicaciones\/(borrador|programada)-/);
});
