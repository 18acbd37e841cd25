import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { actionIds, callAction, signIn, staff, unique, words } from './support';
import { adminContext as workerAdminContext, openAsAdmin } from './worker-admin';

// Protection in depth, from the outside: the layout (anonymous → /login, non-admin → 403), and
// every admin action called directly by its id, which must refuse and write nothing.

const adminPages = ['/admin', '/admin/users'];

test.describe('anonymous visitors', () => {
  for (const path of adminPages) {
    test(`${path} sends them to /login, to come back after`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([303, 307]).toContain(response.status());
      const location = new URL(response.headers()['location']!, baseURL);
      expect(`${location.pathname}${location.search}`).toBe(
        `/login?next=${encodeURIComponent(path)}`,
      );
    });
  }
});

test.describe('a signed-in account without admin rights', () => {
  for (const path of adminPages) {
    test(`gets a 403 page on ${path}`, async ({ page }) => {
      await signIn(page, staff(), 'es', path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: words.es.forbidden })).toBeVisible();
      await expect(page.getByText(words.es.signedInAs(staff().email))).toHaveCount(0);
    });
  }
});

/** A signed-in request context for `who`, through the real sign-in page. */
async function sessionOf(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, who, 'es');
  return context;
}

/** The visible text of `email`'s row on /admin/users, as the admin sees it; null when absent. */
async function rowOf(request: APIRequestContext, email: string): Promise<string | null> {
  const html = await (await request.get('/admin/users')).text();
  const at = html.indexOf(`${email}<`);
  if (at < 0) return null;
  return html
    .slice(at, html.indexOf('</tr>', at))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test.describe('admin actions called directly by their id', () => {
  test('are refused without a session and with a non-admin session, writing nothing', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The admin's own page, without JavaScript, names every action it can call.
    const adminContext = await workerAdminContext(browser, { javaScriptEnabled: false });
    const page = await adminContext.newPage();
    await page.goto('/admin/users');
    const ids = await actionIds(page);
    // Inviting, changing a role and disabling: three distinct actions at least.
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const staffRow = () => rowOf(adminContext.request, staff().email);
    expect(await staffRow()).toContain('Sin derechos de administración');
    expect(await staffRow()).not.toContain('Deshabilitada');
    const staffId = await page
      .locator('tr', { hasText: staff().email })
      .locator('input[name="userId"]')
      .first()
      .inputValue();

    const anonymous = await playwright.request.newContext({ baseURL });
    const nonAdmin = await sessionOf(browser, staff());
    const added = unique('intruder');
    try {
      for (const [who, request, refusal] of [
        ['anonymous', anonymous, 'signedOut'],
        ['non-admin', nonAdmin.request, 'forbidden'],
      ] as const) {
        for (const id of ids) {
          const payloads: Record<string, string>[] = [
            { email: added, name: 'Intrusa', role: 'admin', teamMemberId: '' },
            { userId: staffId, role: 'admin' },
          ];
          for (const fields of payloads) {
            const response = await callAction(request, '/admin/users', id, fields);
            expect(response.status(), `${who} → ${id}`).toBe(200);
            expect(await response.text(), `${who} → ${id}`).toContain(`"formError":"${refusal}"`);
          }
        }
      }
      // Nothing was written: no new user, the staff account unchanged (not disabled, no rights).
      expect(await rowOf(adminContext.request, added)).toBeNull();
      expect(await staffRow()).toContain('Sin derechos de administración');
      expect(await staffRow()).not.toContain('Deshabilitada');
    } finally {
      await anonymous.dispose();
      await nonAdmin.close();
      await adminContext.close();
    }
  });

  test('a plain form post without a session is sent to /login', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const adminContext = await browser.newContext({ javaScriptEnabled: false });
    const page = await adminContext.newPage();
    await openAsAdmin(page);
    await page.goto('/admin/users');
    // The add-admin form as the browser would post it, replayed by a client with no cookies.
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Añadir y enviar la invitación' }) });
    const fields = await form
      .locator('input')
      .evaluateAll((inputs) =>
        Object.fromEntries(
          inputs.map((input) => [
            (input as HTMLInputElement).name,
            (input as HTMLInputElement).value,
          ]),
        ),
      );
    const added = unique('replayed');
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      // A browser sends the page's Origin with a form post.
      const response = await anonymous.post('/admin/users', {
        headers: { Origin: new URL(baseURL!).origin },
        multipart: { ...fields, email: added },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(new URL(response.headers()['location']!, baseURL).pathname).toBe('/login');
      expect(await rowOf(adminContext.request, added)).toBeNull();
    } finally {
      await anonymous.dispose();
      await adminContext.close();
    }
  });

  test('are refused with an admin session when not sent from this site, writing nothing', async ({
    browser,
  }) => {
    const adminContext = await workerAdminContext(browser, { javaScriptEnabled: false });
    const page = await adminContext.newPage();
    await page.goto('/admin/users');
    const ids = await actionIds(page);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const staffId = await page
      .locator('tr', { hasText: staff().email })
      .locator('input[name="userId"]')
      .first()
      .inputValue();
    const staffBefore = await rowOf(adminContext.request, staff().email);
    const added = unique('cross-site');
    try {
      // The admin's own cookies, but no Origin: what another site's form gets from a browser
      // that leaves Origin out, or a page whose Origin the browser hides.
      for (const sent of [{ 'Sec-Fetch-Site': 'cross-site' }, {}] as Record<string, string>[])
        for (const id of ids)
          for (const fields of [{ email: added }, { userId: staffId }] as Record<
            string,
            string
          >[]) {
            const response = await callAction(
              adminContext.request,
              '/admin/users',
              id,
              fields,
              sent,
            );
            expect(response.status(), id).toBe(200);
            expect(await response.text(), id).toContain('"formError":"crossSite"');
          }
      expect(await rowOf(adminContext.request, added)).toBeNull();
      expect(await rowOf(adminContext.request, staff().email)).toBe(staffBefore);
      // The same call from the site's own page is not refused: the session was valid throughout.
      const control = await callAction(adminContext.request, '/admin/users', ids[0]!, {});
      expect(await control.text()).not.toContain('crossSite');
    } finally {
      await adminContext.close();
    }
  });
});
