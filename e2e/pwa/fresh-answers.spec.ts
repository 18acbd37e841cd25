import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openAsAdmin } from '../admin/worker-admin';
import { body, field, spanish } from '../admin/editor-form';
import { pathFor } from '../../lib/routing';
import { cachedPaths, waitForWorker } from './support';

// A visitor whose worker keeps a page sees what the server answers whenever it answers: an entry
// unpublished since the visit is a 404 with the site's notice, not the kept copy; published again
// with new text, the new text. The kept copy is for when the network fails (offline).

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const title = `Aviso de prueba ${stamp}`;
const slug = `aviso-de-prueba-${stamp}`;
const entryPath = pathFor({ screen: 'entry', slugs: { es: slug, en: null } }, 'es');

test.describe.configure({ mode: 'serial' });

let adminContext: BrowserContext;
let editor: Page;

/** Sets the open entry's body text and status, saves, and waits for the version it became. */
async function saveEntry(text: string, status: 'Publicada' | 'Borrador', version: number) {
  await body(spanish(editor)).fill(text);
  await editor.getByRole('radio', { name: status }).check();
  await editor.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    editor.getByRole('status').filter({ hasText: `Cambios guardados (versión ${version}).` }),
  ).toBeVisible();
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(120_000);
  adminContext = await browser.newContext();
  editor = await adminContext.newPage();
  await openAsAdmin(editor);
  await editor.goto('/admin/publication/new');
  await field(spanish(editor), 'Título').fill(title);
  await field(spanish(editor), 'Resumen').fill('Un aviso que va y vuelve.');
  await body(spanish(editor)).click();
  await editor.keyboard.type('Primera versión del texto.');
  await editor.getByLabel('Categoría').selectOption({ index: 1 });
  await editor.getByRole('radio', { name: 'Publicada' }).check();
  await editor.getByRole('button', { name: 'Guardar', exact: true }).click();
  await editor.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
});

test.afterAll(async () => {
  await adminContext?.close();
});

test('the network’s answer wins over the kept copy: 404 once unpublished, the new text once back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/nosotros');
  await waitForWorker(page);
  const first = await page.goto(entryPath);
  expect(first?.status()).toBe(200);
  await expect(page.getByText('Primera versión del texto.')).toBeVisible();
  await expect.poll(() => cachedPaths(page, 'pages')).toContain(entryPath);

  // The server answers slowly, as it may right after a change (the page renders afresh) or on a
  // cold start: its answer is still the one shown. (Chromium routes the worker's own requests
  // through the context's routes.)
  await context.route(`**${entryPath}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });

  await saveEntry('Texto retirado.', 'Borrador', 2);
  const gone = await page.reload();
  expect(gone?.status()).toBe(404);
  expect(gone?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.getByText('Primera versión del texto.')).toHaveCount(0);
  // Forgotten, too: offline it is not opened again.
  await expect.poll(() => cachedPaths(page, 'pages')).not.toContain(entryPath);

  await saveEntry('Segunda versión del texto.', 'Publicada', 3);
  const back = await page.reload();
  expect(back?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Segunda versión del texto.')).toBeVisible();
  // Kept again with its current text: offline, that is what opens.
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        const kept = await (await caches.open('pages')).match(path);
        return (await kept?.text())?.includes('Segunda versión del texto.') ?? false;
      }, entryPath),
    )
    .toBe(true);
  await context.unrouteAll();
  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Segunda versión del texto.')).toBeVisible();
  await context.setOffline(false);
});
