import { expect, test, type Page } from '@playwright/test';
import { feedPathFor, pathFor, type Locale } from '../../lib/routing';
import { body, english, field, spanish } from './editor-form';
import { checkAtPhoneAndLaptop } from './page-checks';
import { openAsAdmin, sessionAdmin } from './worker-admin';

// The trash round trip on the production build: a published entry whose slugs changed once is
// deleted, and at once its addresses (current and old, both languages) answer 404 saying it was
// removed, and it leaves the admin's list, the public list, the search, the sitemap and the feeds;
// the trash lists it; restored, it answers 200 again and its old slugs redirect again. Then the
// screens the trash changed, checked with axe and photographed at 390 and 1366 px (SCREENSHOT_DIR).

test.describe.configure({ timeout: 180_000 });

/** One entry's names: `tag` keeps each test's apart (a trashed entry's slugs stay taken). */
function names(tag: string) {
  const stamp = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  // One word of its own, so that the public search finds this entry and no other.
  const word = `papelera${stamp}`;
  return {
    stamp,
    word,
    titles: { es: `Retiro ${word}`, en: `Removal ${word}` },
    first: { es: `retiro-${stamp}`, en: `removal-${stamp}` },
    renamed: { es: `retiro-movido-${stamp}`, en: `removal-moved-${stamp}` },
  };
}
type Names = ReturnType<typeof names>;
const entryPath = (slugs: Names['first'], locale: Locale) =>
  pathFor({ screen: 'entry', slugs }, locale);
const notice = { es: 'Esta publicación fue retirada', en: 'This publication was removed' };

const slugField = 'Slug (dirección de la página)';

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
}

/** Creates and publishes the entry at `first`, then moves it to `renamed`; answers its editor's path. */
async function publishAndRename(
  page: Page,
  { titles, first, renamed }: Names,
  kind: 'publication' | 'blog' = 'publication',
): Promise<string> {
  await page.goto(`/admin/${kind}/new`);
  for (const [group, locale] of [
    [spanish(page), 'es'],
    [english(page), 'en'],
  ] as const) {
    await field(group, 'Título').fill(titles[locale]);
    await field(group, slugField).fill(first[locale]);
    await field(group, 'Resumen').fill(locale === 'es' ? 'Un resumen.' : 'A summary.');
    await body(group).click();
    await page.keyboard.type(locale === 'es' ? 'El cuerpo.' : 'The body.');
  }
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Publicada' }).check();
  await save(page);
  await page.waitForURL(new RegExp(`/admin/${kind}/edit/[0-9a-f-]{36}$`));
  const path = new URL(page.url()).pathname;
  await field(spanish(page), slugField).fill(renamed.es);
  await field(english(page), slugField).fill(renamed.en);
  await save(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Cambios guardados (versión 2).' }),
  ).toBeVisible();
  return path;
}

/** Where visitors meet the entry besides its page: the list, the search, the sitemap, the feeds. */
async function listedFor(page: Page, { word, titles, renamed }: Names) {
  const text = async (path: string) => (await page.request.get(path)).text();
  return {
    list: (await text('/publicaciones')).includes(titles.es),
    search: (await text(`/publicaciones?q=${word}`)).includes(titles.es),
    searchEn: (await text(`/en/legal-updates?q=${word}`)).includes(titles.en),
    sitemap: (await text('/sitemap.xml')).includes(renamed.es),
    feedEs: (await text(feedPathFor('es'))).includes(titles.es),
    feedEn: (await text(feedPathFor('en'))).includes(titles.en),
  };
}
const everywhere = {
  list: true,
  search: true,
  searchEn: true,
  sitemap: true,
  feedEs: true,
  feedEn: true,
};
const nowhere = {
  list: false,
  search: false,
  searchEn: false,
  sitemap: false,
  feedEs: false,
  feedEn: false,
};

/** The first hop of `path`: its status and where it points. */
async function hop(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  // Next.js 16.4 may repeat the header on a redirect thrown while rendering an ISR page
  // (browsers follow identical repeats): what counts is that every value names one page.
  const targets = new Set(response.headers().location?.split(', '));
  return { status: response.status(), location: [...targets].join(' | ') || null };
}

test('a deleted entry 404s with a notice everywhere at once, waits in the trash, and comes back as it was', async ({
  page,
}) => {
  const entry = names('a');
  const { stamp, word, titles, first, renamed } = entry;
  await openAsAdmin(page);
  const editPath = await publishAndRename(page, entry);
  for (const locale of ['es', 'en'] as const) {
    expect((await page.request.get(entryPath(renamed, locale))).status()).toBe(200);
    expect(await hop(page, entryPath(first, locale))).toEqual({
      status: 308,
      location: entryPath(renamed, locale),
    });
  }
  await expect.poll(() => listedFor(page, entry)).toEqual(everywhere);

  // Delete, with the confirmation that says where it goes.
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await expect(page.getByRole('region', { name: 'Eliminar esta entrada' })).toContainText(
    'quedará 30 días en la papelera',
  );
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
  await page.goto(`/admin/publication?q=${word}`);
  await expect(page.getByRole('link', { name: titles.es })).toHaveCount(0);

  // Every address of it, current and old, in both languages: 404 with the notice, at once.
  for (const locale of ['es', 'en'] as const)
    for (const slugs of [renamed, first]) {
      const path = entryPath(slugs, locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notice[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  // An address nobody ever had is the plain not-found page.
  await page.goto(`/publicaciones/nunca-existio-${stamp}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  expect(await listedFor(page, entry)).toEqual(nowhere);

  // The trash lists it, with who deleted it and its days left; the admin's menu leads there.
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Secciones de la administración' })
    .getByRole('link', { name: 'Papelera' })
    .click();
  await page.waitForURL(/\/admin\/trash$/);
  const row = page.getByRole('row').filter({ hasText: titles.es });
  await expect(row).toContainText('Publicación');
  await expect(row).toContainText(sessionAdmin().email);
  await expect(row).toContainText('30 días');

  // Restore: its editor, with the notice, at the version it had.
  await row.getByRole('button', { name: `Restaurar «${titles.es}»` }).click();
  await page.waitForURL(new RegExp(`${editPath}\\?restored=1$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Restaurado desde la papelera' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Revisiones de esta entrada/ }).getByRole('row'),
  ).toHaveCount(3);
  for (const locale of ['es', 'en'] as const) {
    expect((await page.request.get(entryPath(renamed, locale))).status()).toBe(200);
    expect(await hop(page, entryPath(first, locale))).toEqual({
      status: 308,
      location: entryPath(renamed, locale),
    });
  }
  expect(await listedFor(page, entry)).toEqual(everywhere);
  await page.goto('/admin/trash');
  await expect(page.getByRole('row').filter({ hasText: titles.es })).toHaveCount(0);

  // Left in the trash, so that the public specs sharing this server never count it.
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
});

test('the trash and a removed publication’s 404 pass axe at 390 and 1366 px', async ({ page }) => {
  const entry = names('b');
  await openAsAdmin(page);
  const editPath = await publishAndRename(page, entry);
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);

  await page.goto('/admin/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Papelera' })).toBeVisible();
  await checkAtPhoneAndLaptop(page, 'trash');
  for (const locale of ['es', 'en'] as const) {
    expect((await page.goto(entryPath(entry.renamed, locale)))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice[locale]);
    await checkAtPhoneAndLaptop(page, `removed-${locale}`);
  }
});

test('a blog post is restored without JavaScript, by the trash’s plain form', async ({
  browser,
  page,
}) => {
  const entry = names('c');
  await openAsAdmin(page);
  const editPath = await publishAndRename(page, entry, 'blog');
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/blog$/);
  const path = entryPath(entry.renamed, 'es');
  expect((await page.request.get(path)).status()).toBe(404);

  const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const bare = await noScript.newPage();
  await openAsAdmin(bare);
  await bare.goto('/admin/trash');
  await bare
    .getByRole('row')
    .filter({ hasText: entry.titles.es })
    .getByRole('button', { name: `Restaurar «${entry.titles.es}»` })
    .click();
  await expect(bare).toHaveURL(new RegExp(`${editPath}\\?restored=1$`));
  await expect(bare.getByText('Restaurado desde la papelera')).toBeVisible();
  expect((await bare.request.get(path)).status()).toBe(200);
  await noScript.close();

  await page.goto(editPath);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/blog$/);
});

test('the dashboard leads to the trash, and passes axe at 390 and 1366 px', async ({ page }) => {
  await openAsAdmin(page);
  await page.goto('/admin');
  await checkAtPhoneAndLaptop(page, 'dashboard');
  await page.getByRole('link', { name: /^Papelera Lo eliminado en los últimos 30 días/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Papelera' })).toBeVisible();
});
