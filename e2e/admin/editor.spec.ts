import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unusedCode } from '../support/codes';
import { signIn, useLanguage } from './support';
import { adminContext as workerAdminContext, openAsAdmin, sessionAdmin } from './worker-admin';
import { body, english, field, spanish } from './editor-form';

// The publication and blog editors end to end, on the production build. Every entry made here
// is a draft with a unique title and slug, deleted before the test ends: the public specs that
// run in the same server count what visitors see, and drafts are never among it.

test.describe.configure({ timeout: 120_000 });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

const toolbarButton = (group: Locator, name: string) =>
  group.getByRole('toolbar').getByRole('button', { name, exact: true });

/** Fills a new entry's required fields (Spanish, a category), optionally English too. */
async function fillEntry(page: Page, title: string, { withEnglish = false } = {}) {
  await field(spanish(page), 'Título').fill(title);
  await field(spanish(page), 'Resumen').fill(`Resumen de ${title}`);
  await body(spanish(page)).click();
  await page.keyboard.type('Texto del cuerpo.');
  if (withEnglish) {
    await field(english(page), 'Título').fill(`${title} in English`);
    await field(english(page), 'Resumen').fill(`Summary of ${title}`);
  }
  await page.getByLabel('Categoría').selectOption({ index: 1 });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
}

/** Saves a new entry and waits for its editor page; returns that page's path. */
async function create(page: Page): Promise<string> {
  await save(page);
  await page.waitForURL(/\/admin\/publication\/edit\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

async function remove(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Eliminar esta entrada' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await page.waitForURL(/\/admin\/publication$/);
}

const savedAs = (page: Page, version: number) =>
  expect(
    page.getByRole('status').filter({ hasText: `Cambios guardados (versión ${version}).` }),
  ).toBeVisible();

test('a bilingual publication with a table and a link: created, edited, revisions compared and loaded, deleted', async ({
  page,
}) => {
  const id = stamp();
  const title = `Plazos tributarios de prueba ${id}`;
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva publicación' })).toBeVisible();

  // The slug follows the title until it is edited by hand.
  await field(spanish(page), 'Título').fill(title);
  await expect(field(spanish(page), 'Slug (dirección de la página)')).toHaveValue(
    `plazos-tributarios-de-prueba-${id}`,
  );
  await field(spanish(page), 'Resumen').fill('Las fechas del calendario de prueba.');

  // The body: a link entered through the toolbar's small form, then a table with a header row.
  const es = spanish(page);
  await body(es).click();
  await page.keyboard.type('Consulte la DIAN');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbarButton(es, 'Enlace').click();
  const address = es.getByRole('textbox', { name: 'Dirección del enlace' });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(
    es.getByRole('alert').filter({ hasText: 'Escriba una dirección web' }),
  ).toBeVisible();
  await address.fill('www.dian.gov.co');
  await address.press('Enter');
  await expect(body(es).getByRole('link', { name: 'DIAN' })).toHaveAttribute(
    'href',
    'https://www.dian.gov.co',
  );
  // The link form hands the focus back to the editor, with "DIAN" still selected: only once it
  // is back does End collapse the selection, or Enter would replace the link.
  await expect(body(es)).toBeFocused();
  await body(es).press('End');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press('Enter');
  await toolbarButton(es, 'Insertar tabla').click();
  await expect(toolbarButton(es, 'Fila de encabezado')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Último dígito');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fecha');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 de agosto');
  // To the empty last cell, then the row and column buttons, counted.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  const table = body(es).locator('table');
  await expect(table.locator('tr')).toHaveCount(3);
  await expect(table.locator('th')).toHaveCount(3);
  await toolbarButton(es, 'Añadir fila').click();
  await expect(table.locator('tr')).toHaveCount(4);
  await toolbarButton(es, 'Añadir columna').click();
  await expect(table.locator('th')).toHaveCount(4);
  await toolbarButton(es, 'Quitar columna').click();
  await expect(table.locator('th')).toHaveCount(3);
  await toolbarButton(es, 'Quitar fila').click();
  await expect(table.locator('tr')).toHaveCount(3);
  await toolbarButton(es, 'Negrita').focus();
  await expect(toolbarButton(es, 'Negrita')).toHaveAttribute('aria-pressed', 'false');

  // English, complete.
  const en = english(page);
  await field(en, 'Título').fill(`Test tax deadlines ${id}`);
  await expect(field(en, 'Slug (dirección de la página)')).toHaveValue(`test-tax-deadlines-${id}`);
  await field(en, 'Resumen').fill('The dates of the test calendar.');
  await body(en).click();
  await page.keyboard.type('English body.');
  await field(en, 'Título SEO').fill('Test tax deadlines');
  await expect(en.getByText('18 de 70 caracteres')).toBeVisible();

  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByLabel('Autor').selectOption({ index: 1 });
  await expect(page.getByText('Hora de Bogotá (UTC−5).')).toBeVisible();
  const path = await create(page);

  // Stored as the editor made it: the header row in <thead>, the link marked noopener.
  await page.reload();
  const stored = await page.locator('input[name="bodyEs"]').inputValue();
  expect(stored).toContain('<thead><tr><th scope="col"><p>Último dígito</p></th>');
  expect(stored).toContain('<a href="https://www.dian.gov.co" rel="noopener noreferrer">DIAN</a>');
  expect(stored).toContain('<td><p>12 de agosto</p></td>');
  expect(stored).not.toMatch(/style=|colgroup|target=/);
  await expect(field(english(page), 'Título')).toHaveValue(`Test tax deadlines ${id}`);
  await expect(body(spanish(page)).locator('table th').first()).toHaveText('Último dígito');
  const preview = page.getByRole('link', { name: /Vista previa en español/ });
  await expect(preview).toHaveAttribute('target', '_blank');
  expect(await preview.getAttribute('href')).toMatch(
    new RegExp(`^/api/preview\\?id=${path.split('/').pop()}&locale=es$`),
  );

  // Edit and save: the next version, and the revision listed.
  await field(spanish(page), 'Resumen').fill('Las fechas corregidas.');
  await expect(
    page.getByRole('status').filter({ hasText: 'Hay cambios sin guardar.' }),
  ).toBeVisible();
  await save(page);
  await savedAs(page, 2);
  const revisions = page.getByRole('table', { name: /Revisiones de esta entrada/ });
  await expect(revisions.getByRole('row')).toHaveCount(3);
  await expect(revisions.getByRole('rowheader').first()).toHaveText('2 (actual)');
  await expect(revisions).toContainText(sessionAdmin().email);

  // Compare 1 → 2: the summary changed, word by word.
  await page.getByRole('button', { name: 'Comparar', exact: true }).click();
  const changes = page.getByRole('definition');
  await expect(page.getByRole('term')).toHaveText(['Resumen (español)']);
  await expect(changes.locator('del')).toContainText(['calendario']);
  await expect(changes.locator('ins')).toContainText(['corregidas']);

  // Load version 1: unsaved changes in the form, stored by the next save as version 3.
  await page.getByRole('button', { name: 'Cargar la versión 1 en el formulario' }).click();
  await expect(field(spanish(page), 'Resumen')).toHaveValue('Las fechas del calendario de prueba.');
  await expect(page.getByRole('status').filter({ hasText: 'Se cargó la versión 1' })).toBeVisible();
  await save(page);
  await savedAs(page, 3);
  await page.reload();
  await expect(field(spanish(page), 'Resumen')).toHaveValue('Las fechas del calendario de prueba.');
  await expect(
    page.getByRole('table', { name: /Revisiones de esta entrada/ }).getByRole('row'),
  ).toHaveCount(4);

  await remove(page, path);
  expect((await page.goto(path))?.status()).toBe(404);
});

test('a stale save is refused with its message, keeps what was typed and overwrites nothing', async ({
  page,
  context,
}) => {
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  await fillEntry(page, `Entrada concurrente ${stamp()}`);
  const path = await create(page);

  const other = await context.newPage();
  await other.goto(path);
  await field(spanish(page), 'Resumen').fill('Guardado primero.');
  await save(page);
  await savedAs(page, 2);

  await field(spanish(other), 'Resumen').fill('Escrito en la otra pestaña.');
  await field(spanish(other), 'Título SEO').fill('Mi título SEO');
  await save(other);
  await expect(
    other
      .getByRole('alert')
      .filter({ hasText: /Alguien guardó esta entrada después de que usted la abrió/ }),
  ).toBeFocused();
  await expect(field(spanish(other), 'Resumen')).toHaveValue('Escrito en la otra pestaña.');
  await expect(field(spanish(other), 'Título SEO')).toHaveValue('Mi título SEO');

  await page.reload();
  await expect(field(spanish(page), 'Resumen')).toHaveValue('Guardado primero.');
  await expect(field(spanish(page), 'Título SEO')).toHaveValue('');
  await other.close();
  await remove(page, path);
});

test('a save that finds the session ended keeps what was typed: signed in again (password, then the code step), it is saved', async ({
  page,
  context,
}) => {
  // The code step may wait for the next step of the worker admin's app.
  test.setTimeout(120_000);
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  await fillEntry(page, `Entrada sin sesión ${stamp()}`);
  const path = await create(page);
  const typed = 'Escrito mientras la sesión terminaba.';
  await field(spanish(page), 'Resumen').fill(typed);

  // Signed out everywhere else, or the refresh token gone: the session cannot come back by itself.
  await context.clearCookies();
  await save(page);
  const dialog = page.getByRole('dialog', { name: 'Su sesión terminó' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
    sessionAdmin().email,
  );

  // Closed without signing in: still refused, still typed; the next save asks again.
  await dialog.getByRole('button', { name: 'Cerrar sin guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Su sesión terminó. Inicie sesión de nuevo.' }),
  ).toBeFocused();
  await expect(field(spanish(page), 'Resumen')).toHaveValue(typed);
  await save(page);
  await expect(dialog).toBeVisible();

  await expect(dialog.getByRole('textbox', { name: 'Contraseña', exact: true })).toBeFocused();
  await dialog
    .getByRole('textbox', { name: 'Contraseña', exact: true })
    .fill(sessionAdmin().password);
  await dialog.getByRole('button', { name: 'Iniciar sesión y guardar' }).click();
  // The account has an authenticator: the password leads to the code step, which comes back
  // here, where what was typed (kept in this browser) is offered again.
  await expect(page).toHaveURL(/\/login\/code\?next=/);
  await page
    .getByRole('textbox', { name: 'Código de 6 dígitos' })
    .fill((await unusedCode(sessionAdmin().secret)).code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page
    .getByRole('region', { name: /^Hay cambios sin guardar de .+ en este navegador\.$/ })
    .getByRole('button', { name: 'Recuperarlos' })
    .click();
  await expect(field(spanish(page), 'Resumen')).toHaveValue(typed);
  await save(page);
  await savedAs(page, 2);
  await page.reload();
  await expect(field(spanish(page), 'Resumen')).toHaveValue(typed);
  await remove(page, path);
});

test('without JavaScript, a save that finds the session ended goes to the sign-in and its code step, and back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await workerAdminContext(browser, {
    javaScriptEnabled: false,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto('/admin/publication');
    await page.getByRole('region', { name: 'Publicaciones' }).locator('tbody a').first().click();
    await expect(page).toHaveURL(/\/admin\/publication\/edit\//);
    const path = new URL(page.url()).pathname;
    await context.clearCookies();
    await save(page);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    await signIn(page, sessionAdmin(), 'es', path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  } finally {
    await context.close();
  }
});

test('problems are listed and shown next to their fields, from the browser and from the save', async ({
  page,
}) => {
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  await save(page);
  const problems = page.locator('[data-form-problems]');
  await expect(problems).toBeFocused();
  await expect(problems).toContainText('Título (español): El título es requerido');
  const title = field(spanish(page), 'Título');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('El título es requerido');
  await expect(page.getByLabel('Categoría')).toHaveAccessibleDescription('Elija una categoría.');

  // English is all or nothing; a slug is put in the site's pattern as it is typed; SEO lengths
  // are bounded.
  await field(english(page), 'Título SEO').fill('Only an SEO title');
  await field(spanish(page), 'Slug (dirección de la página)').fill('Mal Slug');
  await expect(field(spanish(page), 'Slug (dirección de la página)')).toHaveValue('mal-slug');
  await field(spanish(page), 'Título SEO').fill('x'.repeat(71));
  await save(page);
  await expect(field(english(page), 'Título')).toHaveAccessibleDescription(
    /El título es requerido/,
  );
  await expect(field(english(page), 'Resumen')).toHaveAccessibleDescription(
    /El resumen es requerido/,
  );
  await expect(spanish(page).getByText('El título SEO admite hasta 70 caracteres.')).toBeVisible();
  await expect(spanish(page).getByText('71 de 70 caracteres')).toBeVisible();

  // A slug another entry uses: only the save knows, and says so beside the slug, keeping the rest.
  await field(english(page), 'Título SEO').fill('');
  await field(spanish(page), 'Título SEO').fill('');
  await fillEntry(page, `Slug ocupado ${stamp()}`);
  const slug = field(spanish(page), 'Slug (dirección de la página)');
  await slug.fill('uvt-2027-como-se-calcula-y-que-valores-cambian');
  await save(page);
  await expect(slug).toHaveAccessibleDescription(/Otra entrada ya usa este slug/);
  await expect(page).toHaveURL(/\/admin\/publication\/new$/);
  await expect(field(spanish(page), 'Resumen')).toHaveValue(/^Resumen de Slug ocupado/);
});

test('leaving with unsaved changes asks first: a link of the page, and closing the tab', async ({
  page,
}) => {
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  const panel = page.getByRole('link', { name: 'Panel', exact: true });

  // Nothing typed yet: the link just goes.
  await panel.click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/publication/new');

  await field(spanish(page), 'Título').fill('Cambios sin guardar');
  // A confirm blocks the click until it is answered: answer it from the dialog event.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await panel.click();
  expect(asked).toEqual(['confirm: Hay cambios sin guardar. ¿Salir de todos modos y perderlos?']);
  await expect(page).toHaveURL(/\/admin\/publication\/new$/);
  await expect(field(spanish(page), 'Título')).toHaveValue('Cambios sin guardar');

  // Closing the tab (or reloading) gets the browser's own question.
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked.at(-1)).toBe('beforeunload');
});

test('an id that is malformed, unknown or of another kind answers 404', async ({ page }) => {
  await openAsAdmin(page);
  for (const path of [
    '/admin/publication/edit/not-a-uuid',
    '/admin/blog/edit/00000000-0000-4000-8000-000000000000',
  ])
    expect((await page.goto(path))?.status(), path).toBe(404);

  await page.goto('/admin/publication/new');
  await fillEntry(page, `Entrada de otra clase ${stamp()}`);
  const path = await create(page);
  expect((await page.goto(path.replace('/publication/', '/blog/')))?.status()).toBe(404);
  await remove(page, path);
});

test('the blog editor speaks the admin’s language: English', async ({ page, context, baseURL }) => {
  await useLanguage(context, 'en', baseURL!);
  await openAsAdmin(page, 'en');
  await page.goto('/admin/blog/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Spanish' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Body formatting (Spanish)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByRole('group', { name: 'Spanish' })
      .getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveAccessibleDescription('Title is required');
});

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((n) => n.target.join(' ')),
    }));
}

const widths = [320, 390, 768, 1024, 1366] as const;

test('the editor passes axe and never scrolls sideways, new and saved, with a table and problems', async ({
  page,
}) => {
  await openAsAdmin(page);
  await page.goto('/admin/publication/new');
  expect(await blockingViolations(page)).toEqual([]);
  await save(page);
  await expect(page.locator('[data-form-problems]')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await fillEntry(page, `Entrada de diseño ${stamp()}`);
  await body(spanish(page)).click();
  await toolbarButton(spanish(page), 'Insertar tabla').click();
  await page.keyboard.type(
    'Una celda con un texto bastante largo que debe partirse en varias líneas',
  );
  await toolbarButton(spanish(page), 'Enlace').click();
  expect(await blockingViolations(page)).toEqual([]);
  const path = await create(page);
  await field(spanish(page), 'Resumen').fill('Segunda versión.');
  await save(page);
  await savedAs(page, 2);
  await page.getByRole('button', { name: 'Comparar', exact: true }).click();
  expect(await blockingViolations(page)).toEqual([]);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.goto('/admin/publication/new');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `new at ${width} px`).toBeLessThanOrEqual(0);
  }
  await remove(page, path);
});
