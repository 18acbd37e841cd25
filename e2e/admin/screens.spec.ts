import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { actionIds, callAction, signIn, staff, useLanguage, words } from './support';
import { adminContext as workerAdminContext, openAsAdmin } from './worker-admin';

// What the server answers on the request after a save is the point here. The service worker's
// network-first rule falls back to this browser's earlier copy when the server takes over 3 s,
// as a first render on a loaded test machine can: it would show that copy instead.
test.use({ serviceWorkers: 'block' });

// The admin area's dashboard, lists, categories and navigation (docs/product.md#staff-area).
// Read-only except for the categories test, which adds a category of its own and renames only that
// one: the seeded content other specs rely on stays as it was.

const lists = [
  {
    kind: 'publication',
    path: '/admin/publication',
    title: 'Publicaciones',
    caption: 'Publicaciones',
    create: 'Nueva publicación',
  },
  {
    kind: 'blog',
    path: '/admin/blog',
    title: 'Blog',
    caption: 'Entradas de blog',
    create: 'Nueva entrada de blog',
  },
  {
    kind: 'bulletin',
    path: '/admin/bulletin',
    title: 'Boletines',
    caption: 'Boletines',
    create: 'Nuevo boletín',
  },
] as const;

const newPages = [...lists.map((list) => list.path), '/admin/categories'];

/** A seeded legal update whose title has accents, and the same words typed without them. */
const accented = 'tasa mínima de tributación';
const plain = 'TASA MINIMA DE TRIBUTACION';
const accentedTitle = /La DIAN reitera su doctrina sobre la tasa mínima de tributación/;

/** Lowercase letters only, as a category id allows. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

type Status = 'published' | 'drafts' | 'scheduled';

/** The rows of a list's table, each as its status and whether it has an English version. */
async function listRows(page: Page, path: string, caption: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: caption });
  if ((await table.count()) === 0) return [];
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) =>
      ['status', 'languages'].map(
        (column) => tr.querySelector(`td[data-column="${column}"]`)?.textContent ?? '',
      ),
    ),
  );
  return cells.map(([status = '', languages = '']) => ({
    status: (status.includes('Programada')
      ? 'scheduled'
      : status.includes('Borrador')
        ? 'drafts'
        : 'published') as Status,
    english: !languages.includes('Sin inglés'),
  }));
}

/** The dashboard's three counts of one kind. */
async function dashboardCounts(page: Page, title: string): Promise<Record<Status, number>> {
  const region = page.getByRole('region', { name: title, exact: true });
  const read = async (status: Status) =>
    Number(await region.locator(`[data-count="${status}"] dd`).textContent());
  return {
    published: await read('published'),
    drafts: await read('drafts'),
    scheduled: await read('scheduled'),
  };
}

test.describe('the dashboard', () => {
  test('counts what each list shows, per kind and status, and lists the untranslated', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAsAdmin(page);
    // Another spec may save an entry meanwhile: the whole comparison is retried until it holds.
    await expect(async () => {
      let untranslated = 0;
      const expected: Record<string, Record<Status, number>> = {};
      for (const list of lists) {
        const rows = await listRows(page, list.path, list.caption);
        expected[list.kind] = { published: 0, drafts: 0, scheduled: 0 };
        for (const row of rows) expected[list.kind]![row.status] += 1;
        untranslated += rows.filter((row) => !row.english).length;
      }
      await page.goto('/admin');
      for (const list of lists) {
        expect(await dashboardCounts(page, list.title), list.kind).toEqual(expected[list.kind]);
      }
      // The seed has published entries of every kind: the counts are not all zero.
      expect(expected.publication!.published).toBeGreaterThan(0);
      expect(expected.bulletin!.published).toBeGreaterThan(0);
      const untranslatedRows = page
        .getByRole('table', { name: 'Entradas sin versión en inglés' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') });
      expect(await untranslatedRows.count()).toBe(Math.min(untranslated, 20));
      for (const text of await untranslatedRows.allTextContents())
        expect(text).toContain('Sin inglés');
    }).toPass({ timeout: 60_000 });

    // The latest changes: newest first, each linking to its editor.
    const latest = page.getByRole('table', { name: 'Las entradas modificadas más recientemente' });
    const times = await latest
      .locator('time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(times.length).toBeGreaterThan(0);
    expect(times.length).toBeLessThanOrEqual(10);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const hrefs = await latest
      .getByRole('rowheader')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs)
      expect(href).toMatch(/^\/admin\/(publication|blog|bulletin)\/edit\/[\w-]+$/);

    // Links to every editor and list, to the users and to the public site.
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Nueva publicación', '/admin/publication/new'],
      ['Nueva entrada de blog', '/admin/blog/new'],
      ['Nuevo boletín', '/admin/bulletin/new'],
      ['Ver todas las publicaciones', '/admin/publication'],
      ['Ver todos los boletines', '/admin/bulletin'],
      ['Usuarios', '/admin/users'],
      ['Sitio público', '/es'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: false }).first()).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('speaks English to an admin who chose English', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'en', baseURL!);
    await openAsAdmin(page, 'en');
    await expect(page).toHaveTitle(/^Admin dashboard \|/);
    await expect(page.getByRole('link', { name: 'New legal update' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Administration sections' });
    for (const name of ['Dashboard', 'Legal updates', 'Blog', 'Bulletins', 'Categories', 'Users'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await page.goto('/admin/publication');
    await expect(page.getByRole('heading', { level: 1, name: 'Legal updates' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Last change' })).toBeVisible();
  });
});

test.describe('the navigation', () => {
  test('marks the current section, also after a client-side navigation', async ({ page }) => {
    await openAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Secciones de la administración' });
    await expect(nav.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Categorías' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Categorías' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Panel' })).not.toHaveAttribute('aria-current');
    for (const list of lists) {
      await page.goto(list.path);
      await expect(page).toHaveTitle(new RegExp(`^${list.title} \\|`));
      await expect(nav.locator('[aria-current="page"]')).toHaveText(list.title);
    }
  });
});

test.describe('the lists', () => {
  test('link each row to its editor and offer a new one', async ({ page }) => {
    await openAsAdmin(page);
    for (const list of lists) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
      const hrefs = await page
        .getByRole('table', { name: list.caption })
        .getByRole('rowheader')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(href).toMatch(new RegExp(`^/admin/${list.kind}/edit/[\\w-]+$`));
      await expect(
        page.getByRole('main').getByRole('link', { name: list.create, exact: true }),
      ).toHaveAttribute('href', `${list.path}/new`);
    }
  });

  test('find a title with and without accents, and take % and _ as text', async ({ page }) => {
    await openAsAdmin(page);
    const titles = () =>
      page.getByRole('table', { name: 'Publicaciones' }).getByRole('rowheader').allTextContents();
    for (const query of [accented, plain]) {
      await page.goto('/admin/publication');
      await page.getByRole('searchbox', { name: 'Buscar por título' }).fill(query);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(/\/admin\/publication\?q=/);
      const found = await titles();
      expect(found.length, query).toBeGreaterThanOrEqual(1);
      expect(
        found.some((title) => accentedTitle.test(title)),
        query,
      ).toBe(true);
    }
    // "%" finds the seeded title that contains it, not everything; "_" (LIKE's any character)
    // finds nothing, since no title contains it.
    await page.goto('/admin/publication');
    const all = (await titles()).length;
    await page.goto(`/admin/publication?q=${encodeURIComponent('%')}`);
    const percent = await titles();
    expect(percent.length).toBeGreaterThanOrEqual(1);
    expect(percent.length).toBeLessThan(all);
    for (const title of percent) expect(title).toContain('%');
    await page.goto(`/admin/publication?q=${encodeURIComponent('_')}`);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(
      page.getByText('Ninguna entrada tiene «_» en su título.', { exact: false }),
    ).toBeVisible();
  });

  test('refuse a search over 200 characters with a message by the field', async ({ page }) => {
    await openAsAdmin(page);
    await page.goto(`/admin/blog?q=${'a'.repeat(201)}`);
    const field = page.getByRole('searchbox', { name: 'Buscar por título' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/hasta 200 caracteres/);
    // The search did not run: the whole list is shown.
    await expect(page.getByRole('table', { name: 'Entradas de blog' })).toBeVisible();
  });
});

test.describe('the categories', () => {
  test('one added and renamed shows in the public filters on the next request', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const word = letters(10);
    const labelEs = `Prueba ${word}`;
    await openAsAdmin(page);
    await page.goto('/admin/categories');
    const add = page.getByRole('region', { name: 'Añadir una categoría' });

    // Checked before posting, with the shared schema: errors by each field.
    await add.getByRole('button', { name: 'Añadir la categoría' }).click();
    await expect(add.getByLabel('Nombre en español')).toHaveAccessibleDescription(
      'Escriba el nombre en español.',
    );
    await expect(add.getByLabel('Identificador')).toHaveAttribute('aria-invalid', 'true');

    // An identifier that exists: the server says so, by the field, keeping what was typed.
    await add.getByLabel('Nombre en español').fill(labelEs);
    await expect(add.getByLabel('Identificador')).toHaveValue(`prueba-${word}`);
    await add.getByLabel('Nombre en inglés').fill(`Test ${word}`);
    await add.getByLabel('Identificador').fill('tax');
    await add.getByRole('button', { name: 'Añadir la categoría' }).click();
    await expect(add.getByLabel('Identificador')).toHaveAccessibleDescription(
      /Ya existe una categoría con ese identificador/,
    );
    await expect(add.getByLabel('Nombre en español')).toHaveValue(labelEs);

    const id = `ensayo-${word}`;
    await add.getByLabel('Identificador').fill(id);
    await add.getByRole('button', { name: 'Añadir la categoría' }).click();
    await expect(add.getByRole('status')).toHaveText(`Se añadió la categoría «${labelEs}».`);
    const item = page.getByRole('listitem').filter({ hasText: `Identificador: ${id}` });
    await expect(item.getByRole('heading', { name: labelEs })).toBeVisible();

    const filterOptions = async (path: string) => {
      await page.goto(path);
      return page.locator('select#category option').allTextContents();
    };
    expect((await filterOptions('/publicaciones')).some((o) => o.includes(labelEs))).toBe(true);
    expect((await filterOptions('/en/legal-updates')).some((o) => o.includes(`Test ${word}`))).toBe(
      true,
    );

    // Renamed in both languages: the next request of each public list says so.
    await page.goto('/admin/categories');
    await item.getByLabel('Nombre en español').fill(`Renombrada ${word}`);
    await item.getByLabel('Nombre en inglés').fill(`Renamed ${word}`);
    await item.getByRole('button', { name: `Guardar los nombres de «${labelEs}»` }).click();
    await expect(item.getByRole('status')).toHaveText('Se guardaron los nombres.');
    const es = await filterOptions('/publicaciones');
    expect(es.some((o) => o.includes(`Renombrada ${word}`))).toBe(true);
    expect(es.some((o) => o.includes(labelEs))).toBe(false);
    expect(
      (await filterOptions('/en/legal-updates')).some((o) => o.includes(`Renamed ${word}`)),
    ).toBe(true);
  });
});

/** A signed-in browser context without JavaScript, through the real sign-in page. */
async function sessionOf(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signIn(await context.newPage(), who, 'es');
  return context;
}

test.describe('an account without admin rights', () => {
  for (const path of newPages) {
    test(`gets a 403 page on ${path}`, async ({ page }) => {
      await signIn(page, staff(), 'es', path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: words.es.forbidden })).toBeVisible();
    });
  }

  test('and anonymous callers are refused by the category actions, which write nothing', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const adminContext = await workerAdminContext(browser, { javaScriptEnabled: false });
    const page = await adminContext.newPage();
    await page.goto('/admin/categories');
    // Adding, renaming, deleting and merging: four distinct actions.
    const ids = await actionIds(page);
    expect(ids.length).toBe(4);
    const anonymous = await playwright.request.newContext({ baseURL });
    const nonAdmin = await sessionOf(browser, staff());
    const intruder = `intruso-${letters(10)}`;
    try {
      for (const [who, request, refusal] of [
        ['anonymous', anonymous, 'signedOut'],
        ['non-admin', nonAdmin.request, 'forbidden'],
      ] as const) {
        for (const id of ids) {
          for (const fields of [
            { id: intruder, labelEs: 'Intruso', labelEn: 'Intruder' } as Record<string, string>,
            { id: 'tax', labelEs: 'Intruso', labelEn: 'Intruder' },
            { id: 'tax' },
            { id: 'tax', targetId: 'labor' },
          ]) {
            const response = await callAction(request, '/admin/categories', id, fields);
            expect(response.status(), `${who} → ${id}`).toBe(200);
            expect(await response.text(), `${who} → ${id}`).toContain(`"formError":"${refusal}"`);
          }
        }
      }
      const html = await (await adminContext.request.get('/admin/categories')).text();
      expect(html).not.toContain(intruder);
      expect(html).not.toContain('Intruso');
      // Neither deleted nor merged away.
      expect(html).toContain('Identificador: tax');
    } finally {
      await anonymous.dispose();
      await nonAdmin.close();
      await adminContext.close();
    }
  });
});

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((n) => n.target.join(' ')),
    }));
}

const screens = [
  '/admin',
  ...newPages,
  `/admin/publication?q=${encodeURIComponent(accented)}`,
  '/admin/blog?q=sin-resultados-posibles',
  `/admin/bulletin?q=${'a'.repeat(201)}`,
];

test.describe('every screen', () => {
  for (const path of screens) {
    test(`axe finds no serious or critical violation on ${path.slice(0, 40)}`, async ({ page }) => {
      await openAsAdmin(page);
      await page.goto(path);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test('never scrolls sideways, from 320 to 1366 px', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 900 });
    await openAsAdmin(page);
    for (const path of screens) {
      await page.goto(path);
      for (const width of [320, 390, 768, 1024, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path.slice(0, 40)} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
