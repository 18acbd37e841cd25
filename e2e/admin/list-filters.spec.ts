import { expect, test, type Page } from '@playwright/test';
import { checkAtPhoneAndLaptop } from './page-checks';
import { openAsAdmin } from './worker-admin';

// The admin's lists filtered and sorted by plain GET parameters: shareable links that work
// without JavaScript, bad values ignored, an empty result that says so with a way back, and the
// dashboard's counts leading to the lists they count. Read-only: the seeded content only.

test.use({ serviceWorkers: 'block' });

const table = (page: Page, name = 'Publicaciones') => page.getByRole('table', { name });
const cells = (page: Page, column: string, name?: string) =>
  table(page, name).locator(`td[data-column="${column}"]`);
const datesOf = async (page: Page, column: string, name?: string) =>
  (await cells(page, column, name)
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))) as string[];

test('filters by status, category, author and "no English", and sorts by date, from the URL', async ({
  page,
}) => {
  await openAsAdmin(page);
  await page.goto('/admin/publication?status=draft');
  await expect(page.getByLabel('Estado')).toHaveValue('draft');
  await expect(cells(page, 'status').first()).toBeVisible();
  for (const text of await cells(page, 'status').allTextContents())
    expect(text).toContain('Borrador');

  await page.goto('/admin/publication?status=scheduled');
  for (const text of await cells(page, 'status').allTextContents())
    expect(text).toContain('Programada');

  await page.goto('/admin/publication?category=tax');
  await expect(cells(page, 'category').first()).toBeVisible();
  for (const text of await cells(page, 'category').allTextContents())
    expect(text).toContain('Tributario');

  const author = 'camilo-ernesto-duarte-villamizar';
  await page.goto(`/admin/publication?author=${author}`);
  await expect(page.getByLabel('Autor')).toHaveValue(author);
  await expect(cells(page, 'author').first()).toBeVisible();
  for (const text of await cells(page, 'author').allTextContents())
    expect(text).toContain('Camilo Ernesto Duarte Villamizar');

  await page.goto('/admin/blog?untranslated=1');
  await expect(page.getByLabel('Solo sin inglés')).toBeChecked();
  for (const text of await cells(page, 'languages', 'Entradas de blog').allTextContents())
    expect(text).toContain('Sin inglés');

  for (const [sort, direction] of [
    ['newest', -1],
    ['oldest', 1],
  ] as const) {
    await page.goto(`/admin/publication?status=published&sort=${sort}`);
    const dates = (await datesOf(page, 'published')).map(Date.parse);
    expect(dates.length).toBeGreaterThan(2);
    expect([...dates].sort((a, b) => (a - b) * direction)).toEqual(dates);
  }

  // Bulletins: by month, newest first, unless asked otherwise.
  await page.goto('/admin/bulletin');
  const months = await datesOf(page, 'month', 'Boletines');
  expect(months.length).toBeGreaterThan(2);
  expect([...months].sort().reverse()).toEqual(months);
  await page.goto('/admin/bulletin?sort=oldest');
  const oldest = await datesOf(page, 'month', 'Boletines');
  expect([...oldest].sort()).toEqual(oldest);
});

test('bad values are ignored, never an error page; an empty result says so, with a way back', async ({
  page,
}) => {
  await openAsAdmin(page);
  const response = await page.goto(
    `/admin/publication?status=deleted&category=${encodeURIComponent("tax' or 1=1")}&author=nadie&sort=title&untranslated=yes`,
  );
  expect(response?.status()).toBe(200);
  await expect(table(page)).toBeVisible();
  await expect(page.getByLabel('Estado')).toHaveValue('');
  await expect(page.getByLabel('Orden')).toHaveValue('');

  // Scheduled customs updates: the seed has none. Nothing, and a way back.
  await page.goto('/admin/publication?status=scheduled&category=customs');
  await expect(table(page)).toHaveCount(0);
  await expect(page.getByText('Ninguna entrada coincide con estos filtros.')).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'list-empty');
  await page.getByRole('link', { name: 'Quitar los filtros' }).first().click();
  await expect(page).toHaveURL(/\/admin\/publication$/);
  await expect(table(page)).toBeVisible();
});

test('without JavaScript the filters are a plain form whose result is a shareable link', async ({
  browser,
}) => {
  const bare = await (
    await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  ).newPage();
  await openAsAdmin(bare);
  await bare.goto('/admin/publication');
  await bare.getByLabel('Estado').selectOption('published');
  await bare.getByLabel('Categoría').selectOption('tax');
  await bare.getByLabel('Orden').selectOption('oldest');
  await bare.getByRole('button', { name: 'Aplicar' }).click();
  await expect(bare).toHaveURL(
    /\/admin\/publication\?q=&status=published&category=tax&author=&sort=oldest$/,
  );
  const shared = bare.url();
  for (const text of await cells(bare, 'category').allTextContents())
    expect(text).toContain('Tributario');
  const dates = (await datesOf(bare, 'published')).map(Date.parse);
  expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  // The same link opened elsewhere shows the same list.
  const titles = await table(bare).getByRole('rowheader').allTextContents();
  await bare.goto(shared);
  expect(await table(bare).getByRole('rowheader').allTextContents()).toEqual(titles);
});

test('the dashboard’s counts lead to the lists they count', async ({ page }) => {
  await openAsAdmin(page);
  const region = page.getByRole('region', { name: 'Publicaciones', exact: true });
  const drafts = region.locator('[data-count="drafts"] dd a');
  const count = Number(await drafts.textContent());
  await expect(drafts).toHaveAccessibleName(`${count} Borradores: ver la lista`);
  await drafts.click();
  await expect(page).toHaveURL(/\/admin\/publication\?status=draft$/);
  // Another spec may save a draft meanwhile: the list holds at least what was counted, all drafts.
  expect(await cells(page, 'status').count()).toBeGreaterThanOrEqual(Math.min(count, 1));
  for (const text of await cells(page, 'status').allTextContents())
    expect(text).toContain('Borrador');
  await page.goto('/admin');
  await region.locator('[data-count="scheduled"] dd a').click();
  await expect(page).toHaveURL(/\/admin\/publication\?status=scheduled$/);
});

test('the filtered lists pass axe and fit a phone and a laptop', async ({ page }) => {
  await openAsAdmin(page);
  for (const [name, path] of [
    ['list-publications', '/admin/publication?category=tax&sort=newest'],
    ['list-blog', '/admin/blog?status=published'],
    ['list-bulletins', '/admin/bulletin?untranslated=1'],
    ['list-bulletins-all', '/admin/bulletin'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkAtPhoneAndLaptop(page, name);
  }
});
