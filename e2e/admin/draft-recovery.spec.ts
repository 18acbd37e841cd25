import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deleteBulletin, fillBulletin, freeMonth, saveAs } from './bulletin-support';
import { body, field, spanish } from './editor-form';
import { roamingAdmin, signIn, words } from './support';
import { openAsAdmin, sessionAdmin } from './worker-admin';

// Draft recovery in both editors, on the production build: what is typed is kept in this
// browser per account and entry, offered back (never loaded by itself) after a reload or a
// session that ended, and forgotten after a save, after "Descartarlos" and at sign-out. Every
// entry made here is a draft, deleted before the test ends. SHOTS_DIR, when set, keeps a
// screenshot of the notice at each width.

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

// Leaving a form with unsaved changes asks first (beforeunload): these tests mean to leave.
test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
});

const notice = (page: Page) =>
  page.getByRole('region', { name: /^Hay cambios sin guardar de .+ en este navegador\.$/ });
const recover = (page: Page) => notice(page).getByRole('button', { name: 'Recuperarlos' });
const discard = (page: Page) => notice(page).getByRole('button', { name: 'Descartarlos' });
const summary = (page: Page) => field(spanish(page), 'Resumen');

/** The drafts this browser keeps for the page's origin, by key. */
const kept = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('editor-draft:'))
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  );
/** Waits until some kept draft holds `text` (kept a second after the last change). */
const keptWith = (page: Page, text: string) =>
  expect.poll(async () => Object.values(await kept(page)).some((v) => v.includes(text))).toBe(true);

async function newEntry(page: Page): Promise<string> {
  const title = `Entrada con borrador ${stamp()}`;
  await page.goto('/admin/publication/new');
  await field(spanish(page), 'Título').fill(title);
  await summary(page).fill('Resumen guardado.');
  await body(spanish(page)).click();
  await page.keyboard.type('Texto del cuerpo.');
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

async function removeEntry(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((n) => n.target) }));
}

test('a reload: the typed summary is offered back, recovered, saved, and not offered again', async ({
  page,
}) => {
  await openAsAdmin(page);
  const path = await newEntry(page);
  // The new entry's draft went with its first save.
  expect(Object.keys(await kept(page)).filter((key) => key.endsWith(':new-publication'))).toEqual(
    [],
  );
  const typed = `Escrito antes de recargar ${stamp()}`;
  await summary(page).fill(typed);
  await keptWith(page, typed);

  await page.reload();
  await expect(notice(page)).toBeVisible();
  // Offered, never loaded by itself.
  await expect(summary(page)).toHaveValue('Resumen guardado.');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await blockingViolations(page), `the notice at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the notice at ${width} px`).toBeLessThanOrEqual(0);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/recovery-notice-${width}.png` });
  }

  await recover(page).click();
  await expect(notice(page)).toBeHidden();
  await expect(summary(page)).toHaveValue(typed);
  await expect(page.getByRole('status').filter({ hasText: 'cambios sin guardar' })).toBeVisible();
  await saveAs(page, 2);
  await expect.poll(() => kept(page)).toEqual({});

  await page.reload();
  await expect(summary(page)).toHaveValue(typed);
  await expect.poll(() => kept(page)).toEqual({});
  await expect(notice(page)).toBeHidden();
  await removeEntry(page, path);
});

test('recovered changes typed on an older version are refused as any stale save', async ({
  page,
  context,
}) => {
  await openAsAdmin(page);
  const path = await newEntry(page);
  // Another tab saves version 2 while this one still holds version 1.
  const other = await context.newPage();
  await other.goto(path);
  await summary(other).fill('Guardado en la otra pestaña.');
  await saveAs(other, 2);
  await other.close();

  const typed = `Escrito sobre la versión 1 ${stamp()}`;
  await summary(page).fill(typed);
  await keptWith(page, typed);
  await page.reload();
  await expect(summary(page)).toHaveValue('Guardado en la otra pestaña.');
  await recover(page).click();
  await expect(summary(page)).toHaveValue(typed);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Alguien guardó esta entrada después de que usted la abrió/ }),
  ).toBeVisible();
  await removeEntry(page, path);
});

test('a session that ended: signed in again through /login, the editor offers what was typed', async ({
  page,
  context,
}) => {
  // Two sign-ins with a code each: each may wait for the next step of its account's app.
  test.setTimeout(150_000);
  await openAsAdmin(page);
  const path = await newEntry(page);
  const typed = `Escrito mientras la sesión terminaba ${stamp()}`;
  await summary(page).fill(typed);
  await keptWith(page, typed);

  await context.clearCookies();
  // Another account on the same browser never sees it: its editor finds nothing to offer, and
  // keeps what it types under its own key.
  await signIn(page, roamingAdmin());
  await page.goto(path);
  const other = `Escrito por otra cuenta ${stamp()}`;
  await summary(page).fill(other);
  await keptWith(page, other);
  await expect(notice(page)).toBeHidden();
  await expect(summary(page)).toHaveValue(other);
  await context.clearCookies();

  await signIn(page, sessionAdmin());
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
  await expect(notice(page)).toBeVisible();
  await recover(page).click();
  await expect(summary(page)).toHaveValue(typed);
  await saveAs(page, 2);
  await page.reload();
  await expect(summary(page)).toHaveValue(typed);
  await removeEntry(page, path);
});

test('"Descartarlos" forgets the kept changes; signing out forgets the account’s', async ({
  page,
}) => {
  // A session of its own, since it signs out (never the worker's saved session); two sign-ins
  // with a code each.
  test.setTimeout(150_000);
  await signIn(page, sessionAdmin());
  await expect(page).toHaveURL(/\/admin$/);
  const path = await newEntry(page);
  const typed = `Escrito para descartar ${stamp()}`;
  await summary(page).fill(typed);
  await keptWith(page, typed);

  await page.reload();
  await discard(page).click();
  await expect(notice(page)).toBeHidden();
  await expect(summary(page)).toHaveValue('Resumen guardado.');
  await expect.poll(() => kept(page)).toEqual({});
  await page.reload();
  await expect(summary(page)).toHaveValue('Resumen guardado.');
  await expect.poll(() => kept(page)).toEqual({});
  await expect(notice(page)).toBeHidden();

  // Typed again, then signed out: nothing stays behind in this browser.
  const again = `Escrito antes de cerrar sesión ${stamp()}`;
  await summary(page).fill(again);
  await keptWith(page, again);
  await page.getByRole('button', { name: words.es.signOut, exact: true }).click();
  await page.waitForURL(/\/login/);
  expect(await kept(page)).toEqual({});

  await signIn(page, sessionAdmin());
  await expect(page).toHaveURL(/\/admin$/);
  await removeEntry(page, path);
});

test('the bulletin editor: a reload offers the typed summary back, and the save keeps it', async ({
  page,
}) => {
  const id = stamp();
  await openAsAdmin(page);
  await page.goto('/admin/bulletin/new');
  await fillBulletin(page, {
    month: freeMonth(),
    title: `Boletín con borrador ${id}`,
    slug: `boletin-con-borrador-${id}`,
    summary: 'Resumen guardado.',
  });
  await saveAs(page, 1);
  await page.waitForURL(/\/admin\/bulletin\/edit\//);
  const path = new URL(page.url()).pathname;
  expect(Object.keys(await kept(page)).filter((key) => key.endsWith(':new-bulletin'))).toEqual([]);

  const typed = `Resumen escrito antes de recargar ${id}`;
  await summary(page).fill(typed);
  await keptWith(page, typed);
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expect(summary(page)).toHaveValue('Resumen guardado.');
  await recover(page).click();
  await expect(summary(page)).toHaveValue(typed);
  await saveAs(page, 2);
  await page.reload();
  await expect(summary(page)).toHaveValue(typed);
  await expect.poll(() => kept(page)).toEqual({});
  await deleteBulletin(page, path);
});
