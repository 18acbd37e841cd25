import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createOwnAccount, ownAccount } from '../support/own-accounts';
import { ownServer } from '../support/own-server';
import { signIn } from '../admin/support';
import { body, english, field, spanish } from '../admin/editor-form';
import { firmInputNow } from '../../lib/dates/firm-time';
import { feedPathFor, homeLinkFor, locales, pathFor, type Locale } from '../../lib/routing';

// The whole publishing flow (docs/product.md#publications), through the editor and its server
// actions only: an admin creates a bilingual publication with a table, published now, and every
// public page that shows entries has it on the very next request, dated by that save; its slugs
// change and the old links redirect for good; its first version is restored (content only: still
// published, old links still redirecting); it is scheduled (gone), published again (back),
// turned into a draft (gone, previewed by the admin only), and stays gone after the server
// restarts. No timed waits: each check is the first request after the save it follows.
//
// It runs on a `next start` of its own (the production build) over a data folder of its own,
// which it restarts, so the shared server's content is never touched; the folder goes at the end.

let origin = '';
let dataDir = '';
/** A port nobody listens on now: a second server of this spec never meets another spec's. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const { start: startServer, stop: stopServer, get, text } = ownServer(() => ({ origin, dataDir }));

// A word no seeded entry has, in both titles: the search finds this entry by it and nothing else.
const letters = 'bcdfghjklmnpqrstvwxz';
const word = `zumbro${Array.from(randomBytes(8), (byte) => letters[byte % letters.length]).join('')}`;
const titles = { es: `Tarifas de prueba ${word}`, en: `Test rates ${word}` } as const;
const firstSlugs = { es: `tarifas-de-prueba-${word}`, en: `test-rates-${word}` } as const;
const newSlugs = { es: `tarifas-cambiadas-${word}`, en: `changed-rates-${word}` } as const;

type Slugs = { es: string; en: string };
const entryPath = (slugs: Slugs, locale: Locale) => pathFor({ screen: 'entry', slugs }, locale);

/** The entry's slugs now. */
let current: Slugs = firstSlugs;

const admin = ownAccount('flow.admin@e2e.test', true);

let context: BrowserContext;
let editor: Page;
let editorPath = '';
let version = 0;

const slugField = (group: Locator) => field(group, 'Slug (dirección de la página)');
const dateField = (page: Page) => page.getByLabel('Fecha y hora de publicación');

/** Saves the open entry and waits for the version it became. */
async function save() {
  await editor.getByRole('button', { name: 'Guardar', exact: true }).click();
  version += 1;
  await expect(
    editor.getByRole('status').filter({ hasText: `Cambios guardados (versión ${version}).` }),
  ).toBeVisible();
}

const listPath = (locale: Locale) => pathFor({ screen: 'publications' }, locale);
const searchPath = (locale: Locale) => `${listPath(locale)}?q=${word}`;

/**
 * Whether each page a visitor gets (status 200) holds its text: one line per page, so a failure
 * names the pages that are wrong rather than printing a whole page.
 */
async function holding(pages: [pathname: string, needle: string | RegExp][]) {
  const found: Record<string, boolean> = {};
  for (const [pathname, needle] of pages) {
    const body = await text(pathname);
    found[`${pathname} ${String(needle)}`] =
      typeof needle === 'string' ? body.includes(needle) : needle.test(body);
  }
  return found;
}

const allTrue = (found: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(found).map((key) => [key, true]));
const allFalse = (found: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(found).map((key) => [key, false]));

/** Everything a visitor sees of the entry: both pages, both lists, both searches, both homes, the sitemap, both feeds. */
async function expectVisible(slugs: Slugs) {
  const found = await holding([
    ...locales.flatMap((locale): [string, string | RegExp][] => [
      [entryPath(slugs, locale), `>${titles[locale]}</h1>`],
      // The body's table, as the editor made it, through the public page's sanitizer.
      [
        entryPath(slugs, locale),
        locale === 'es'
          ? /<table>.*<th scope="col"><p>Tarifa<\/p><\/th>/s
          : /<table>.*<th scope="col"><p>Rate<\/p><\/th>/s,
      ],
      [listPath(locale), titles[locale]],
      [searchPath(locale), titles[locale]],
      // The home page's latest items: the newest entry is among them.
      [homeLinkFor(locale), titles[locale]],
      [feedPathFor(locale), `<title>${titles[locale]}</title>`],
      ['/sitemap.xml', `${entryPath(slugs, locale)}<`],
    ]),
  ]);
  expect(found).toEqual(allTrue(found));
}

/** Nothing of the entry for a visitor: 404 at every address it had, absent from every list. */
async function expectGone() {
  const statuses: Record<string, number> = {};
  for (const slugs of [firstSlugs, newSlugs])
    for (const locale of locales) {
      const response = await get(entryPath(slugs, locale));
      statuses[entryPath(slugs, locale)] = response.status;
      // Its title not even in the 404 page (which may repeat the address asked).
      if ((await response.text()).includes(titles[locale])) statuses[entryPath(slugs, locale)] = -1;
    }
  expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((key) => [key, 404])));
  // The word itself, except in a search, which repeats what was asked.
  const found = await holding([
    ...locales.flatMap((locale): [string, string][] => [
      [listPath(locale), word],
      [searchPath(locale), titles[locale]],
      [homeLinkFor(locale), word],
      [feedPathFor(locale), word],
    ]),
    ['/sitemap.xml', word],
  ]);
  expect(found).toEqual(allFalse(found));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(180_000);
  // E2E_FLOW_PORT: a port of the caller's choosing, for machines where ports are shared out.
  const port = Number(process.env.E2E_FLOW_PORT) || (await freePort());
  origin = `http://localhost:${port}`;
  dataDir = path.join('.data', `e2e-flow-${port}`, 'pglite');
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // The admin, on the folder while no server holds it; the password only in the environment.
  expect(createOwnAccount(dataDir, admin, true), 'user:create').toBe(0);
  await startServer();
  context = await browser.newContext({ baseURL: origin });
  editor = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await stopServer();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test('created in both languages with a table, published now: on the public site at once', async () => {
  test.setTimeout(120_000);
  // Before: nothing of it anywhere (these pages are now cached without it).
  await expectGone();

  await signIn(editor, admin);
  await expect(editor).toHaveURL(`${origin}/admin`);
  await editor.goto('/admin/publication/new');
  for (const [group, locale] of [
    [spanish(editor), 'es'],
    [english(editor), 'en'],
  ] as const) {
    await field(group, 'Título').fill(titles[locale]);
    await expect(slugField(group)).toHaveValue(firstSlugs[locale]);
    // The Spanish summary with a typo, fixed with the slugs below.
    await field(group, 'Resumen').fill(
      locale === 'es' ? 'Las tarifs del año.' : 'The year’s rates.',
    );
    await body(group).click();
    await editor.keyboard.type(locale === 'es' ? 'Las tarifas:' : 'The rates:');
    await editor.keyboard.press('Enter');
    await group
      .getByRole('toolbar')
      .getByRole('button', { name: 'Insertar tabla', exact: true })
      .click();
    await editor.keyboard.type(locale === 'es' ? 'Tarifa' : 'Rate');
    await editor.keyboard.press('Tab');
    await editor.keyboard.type(locale === 'es' ? 'Valor' : 'Value');
  }
  await editor.getByLabel('Categoría').selectOption({ index: 1 });
  await editor.getByRole('radio', { name: 'Publicada' }).check();
  // A new entry has no date: the save that publishes it dates it, not the form's opening.
  await expect(dateField(editor)).toHaveValue('');
  await expect(editor.getByRole('status').filter({ hasText: /^Sin fecha: llevará/ })).toBeVisible();
  const before = firmInputNow();
  await editor.getByRole('button', { name: 'Guardar', exact: true }).click();
  await editor.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  editorPath = new URL(editor.url()).pathname;
  version = 1;
  const dated = await dateField(editor).inputValue();
  expect(dated >= before && dated <= firmInputNow(), dated).toBe(true);

  await expectVisible(firstSlugs);
});

test('new slugs in both languages: the old addresses redirect for good to the new ones', async () => {
  await editor.goto(editorPath);
  await slugField(spanish(editor)).fill(newSlugs.es);
  await slugField(english(editor)).fill(newSlugs.en);
  await field(spanish(editor), 'Resumen').fill('Las tarifas del año.');
  await save();
  current = newSlugs;

  for (const locale of locales) {
    const old = entryPath(firstSlugs, locale);
    const response = await get(old);
    expect(response.status, old).toBe(308);
    // Next.js 16.4 may repeat the header on a redirect thrown while rendering an ISR page;
    // browsers follow identical repeats, so what counts is that every value names the new page.
    const targets = new Set(response.headers.get('location')?.split(', '));
    expect([...targets], old).toEqual([entryPath(newSlugs, locale)]);
  }
  await expectVisible(current);
});

test('version 1 restored: its content only, named before the save; still published where it is, old links still redirecting', async () => {
  await editor.getByRole('button', { name: 'Cargar la versión 1 en el formulario' }).click();
  const notice = editor.getByRole('region', { name: 'Versión 1 cargada en el formulario' });
  await expect(notice).toBeFocused();
  await expect(notice.getByRole('listitem')).toHaveText(['Resumen (español)']);
  await expect(notice).toContainText('el estado y la fecha de publicación siguen como están');
  await expect(field(spanish(editor), 'Resumen')).toHaveValue('Las tarifs del año.');
  await expect(slugField(spanish(editor))).toHaveValue(newSlugs.es);
  await expect(editor.getByRole('radio', { name: 'Publicada' })).toBeChecked();
  await save();
  await expect(notice).toHaveCount(0);

  await expectVisible(current);
  expect(await text(entryPath(current, 'es'))).toContain('Las tarifs del año.');
  for (const locale of locales) {
    const response = await get(entryPath(firstSlugs, locale));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')?.split(', ')).toContain(entryPath(newSlugs, locale));
  }
});

test('dated in the future: scheduled, gone for visitors; dated now again: back', async () => {
  await dateField(editor).fill(firmInputNow(Date.now() + 3 * 24 * 60 * 60 * 1000));
  await expect(
    editor.getByRole('status').filter({ hasText: /^Programada: aparecerá/ }),
  ).toBeVisible();
  await save();
  await expectGone();

  // A minute back, so "now" is past whatever the second is.
  await dateField(editor).fill(firmInputNow(Date.now() - 60_000));
  await save();
  await expectVisible(current);
});

test('unpublished: gone at once; "Vista previa" shows the draft to the admin only', async ({
  browser,
}) => {
  await editor.getByRole('radio', { name: 'Borrador' }).check();
  await save();
  await expectGone();

  // The preview link of the saved draft: a new tab on the public page, with the banner.
  const opened = context.waitForEvent('page');
  await editor.getByRole('link', { name: /Vista previa en español/ }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(`${origin}${entryPath(current, 'es')}`);
  await expect(preview.getByRole('region', { name: 'Vista previa' })).toContainText(
    'Vista previa: esta página aún no es pública',
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titles.es);
  await preview.close();

  // Someone else's browser at the same address: the 404 page, no banner, no draft.
  const stranger = await browser.newContext({ baseURL: origin });
  const visitor = await stranger.newPage();
  expect((await visitor.goto(entryPath(current, 'es')))?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(titles.es);
  await expect(visitor.getByRole('region', { name: 'Vista previa' })).toHaveCount(0);
  await stranger.close();

  // And nothing of the admin's preview was cached for visitors.
  await expectGone();
});

test('after a restart of the server: still gone', async () => {
  test.setTimeout(120_000);
  await stopServer();
  await startServer();
  await expectGone();
});
