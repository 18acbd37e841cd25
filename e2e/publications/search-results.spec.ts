import { expect, test } from '@playwright/test';

test('a search lands on its results, counted in their heading, with no bulletins above', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/publicaciones');
  await expect(page.getByRole('heading', { name: 'Boletines mensuales' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('reforma');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\?q=reforma&.*#results$/);
  const heading = page.getByRole('heading', { level: 2, name: /\d+ resultados? para «reforma»/ });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Boletines mensuales' })).toHaveCount(0);
});

test('a page past the last shows the last page and says so', async ({ page }) => {
  await page.goto('/publicaciones?page=2');
  const pages = Number(
    (await page.getByText(/Página 2 de (\d+)/).textContent())!.match(/de (\d+)/)![1],
  );
  await page.goto(`/publicaciones?page=${pages + 5}`);
  await expect(page.getByRole('note')).toHaveText(
    `La página ${pages + 5} no existe: esta es la última, la ${pages}.`,
  );
  await expect(page.getByText(`Página ${pages} de ${pages}`)).toBeVisible();
});

test('the English list labels entries that exist in Spanish only', async ({ page }) => {
  await page.goto('/en/legal-updates?type=blog');
  const card = page.locator('article', {
    has: page.getByRole('link', { name: /Antes de contratar/ }),
  });
  await expect(card.getByText('Solo en español / Spanish only')).toBeVisible();
  const translated = page.locator('article', {
    has: page.getByRole('link', { name: /Five questions before signing/ }),
  });
  await expect(translated.getByText('Spanish only')).toHaveCount(0);
});

test('a search shows a skeleton of its results while it renders, with status 200', async ({
  request,
}) => {
  // A value with "/" renders per request (lib/routing/search.ts), so this is never served from a cache.
  const response = await request.get(
    `/en/legal-updates?q=${encodeURIComponent('50/50 ' + Date.now())}`,
  );
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Loading legal updates…');
  expect(html).toContain('id="results-title"');
});

test('the site map lists the latest publications and links to all of them', async ({ page }) => {
  await page.goto('/mapa-del-sitio');
  const section = page.locator('section[aria-labelledby="sitemap-publications"]');
  await expect(section.getByRole('heading', { name: 'Publicaciones recientes' })).toBeVisible();
  expect(await section.locator('li a').count()).toBeGreaterThanOrEqual(5);
  await expect(section.getByRole('link', { name: 'Ver todas las publicaciones' })).toHaveAttribute(
    'href',
    '/publicaciones',
  );
});

test('without JavaScript a first search shows its results, not the skeleton', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Never searched before (a fresh word), and "/" renders per request: it streams.
  await page.goto(`/publicaciones?q=${encodeURIComponent(`reforma/${Date.now()}`)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: /Ningún resultado para/ }),
  ).toBeVisible();
  await expect(page.getByText('Cargando publicaciones…')).toBeHidden();
  // Without scripting, a <noscript>'s content is markup: a <style> there is in the body, where
  // HTML does not allow it.
  await expect(page.locator('body noscript style')).toHaveCount(0);
  // The results come before the footer.
  const [results, footer] = [
    await page.locator('#results').boundingBox(),
    await page.locator('footer[data-site-footer]').boundingBox(),
  ];
  expect(results!.y).toBeLessThan(footer!.y);
  await context.close();
});
