import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createOwnAccount, ownAccount } from '../support/own-accounts';
import { ownServer } from '../support/own-server';
import { signIn } from '../admin/support';
import { openEmbeddedStore } from '../../lib/backend/embedded/store';
import { feedPathFor, locales, pathFor, type Locale } from '../../lib/routing';

// Nothing stale after a restart, on the embedded store: `next build` prerenders the entry pages,
// the list, the sitemap and the feeds from its in-memory seed copy, and pages regenerated later
// live in the server's memory only. This spec runs its own `next start` (the production build, on
// a port of its own) over a data folder of its own, changes the content while that server is
// stopped, and checks that the first request after each start shows the folder's content.

// E2E_RESTART_PORT: a port of the caller's choosing, for machines where ports are shared out.
const port = Number(process.env.E2E_RESTART_PORT) || Number(process.env.E2E_PORT ?? 3107) + 50;
const origin = `http://localhost:${port}`;
const dataDir = path.join('.data', `e2e-restart-${port}`, 'pglite');

/** The entry the first test changed (the second gives it old slugs). */
let kept: Row | undefined;

type Row = {
  id: string;
  slug_es: string;
  slug_en: string | null;
  title_es: string;
  title_en: string | null;
};

/** Runs `fn` on the stopped server's data folder, as the database's owner (a test fixture). */
async function withStore<T>(
  fn: (db: Awaited<ReturnType<typeof openEmbeddedStore>>['db']) => Promise<T>,
) {
  const store = await openEmbeddedStore({ dataDir });
  try {
    return await fn(store.db);
  } finally {
    await store.close();
  }
}

const { start: startServer, stop: stopServer, get, text } = ownServer(() => ({ origin, dataDir }));
const entryPath = (row: Row, locale: Locale) =>
  pathFor({ screen: 'entry', slugs: { es: row.slug_es, en: row.slug_en } }, locale);

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await stopServer();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test('pages built from the database show the data folder on their first request after a start', async () => {
  test.setTimeout(240_000);
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });

  // Two translated publications of the seed, both prerendered by the build.
  const [first, removed] = await withStore(async (db) => {
    const { rows } = await db.query<Row>(
      `select id, slug_es, slug_en, title_es, title_en from public.entries
        where kind = 'publication' and status = 'published' and published_at <= now()
          and slug_en is not null
        order by published_at desc limit 2`,
    );
    return rows as [Row, Row];
  });
  expect(first && removed).toBeTruthy();
  const changed = first;
  kept = changed;

  // While the server is stopped: one entry gets new titles, the other is deleted.
  const retitle = (version: number) =>
    withStore((db) =>
      db.query(`update public.entries set title_es = $2, title_en = $3 where id = $1`, [
        changed.id,
        `Título cambiado con el servidor detenido ${version}`,
        `Title changed while the server was stopped ${version}`,
      ]),
    );
  await retitle(1);
  await withStore((db) => db.query(`delete from public.entries where id = $1`, [removed.id]));

  for (const version of [1, 2]) {
    if (version === 2) {
      // A real restart: what the first run rendered lived in its memory; the build's copies stay.
      await stopServer();
      await retitle(2);
    }
    await startServer();
    const titleEs = `Título cambiado con el servidor detenido ${version}`;
    const titleEn = `Title changed while the server was stopped ${version}`;

    // Each of these is the page's first request since this start.
    expect(await text(entryPath(changed, 'es'))).toContain(titleEs);
    expect(await text(entryPath(changed, 'en'))).toContain(titleEn);
    const listEs = await text(pathFor({ screen: 'publications' }, 'es'));
    expect(listEs).toContain(titleEs);
    expect(listEs).not.toContain(`${entryPath(removed, 'es')}"`);
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`${entryPath(changed, 'es')}<`);
    expect(sitemap).not.toContain(removed.slug_es);
    for (const locale of locales) {
      const feed = await text(feedPathFor(locale));
      expect(feed).toContain(locale === 'es' ? titleEs : titleEn);
      expect(feed).not.toContain(`${entryPath(removed, locale)}<`);
    }
    for (const locale of locales) {
      const response = await get(entryPath(removed, locale));
      expect(response.status, entryPath(removed, locale)).toBe(404);
    }

    // After its first request a page is served from the cache again, as fast as before.
    const again = await get(entryPath(changed, 'es'));
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
  }
});

test('old slugs redirect for good, and only an admin previews a draft', async ({ browser }) => {
  test.setTimeout(240_000);
  const changed = kept!;
  await stopServer();
  // While stopped: the entry had other slugs before (its slug history), a third entry goes back
  // to draft, and an admin and a staff member who is not one get accounts.
  const drafted = await withStore(async (db) => {
    await db.query(
      `insert into public.entry_slugs (locale, slug, entry_id) values ('es', $2, $1), ('en', $3, $1)`,
      [changed.id, `antes-${changed.slug_es}`, `before-${changed.slug_en}`],
    );
    // Its Spanish page gets an SEO title and description; the English one falls back.
    await db.query(
      `update public.entries set seo_title_es = $2, seo_description_es = $3 where id = $1`,
      [changed.id, 'Título SEO de prueba', 'Descripción SEO de prueba'],
    );
    const { rows } = await db.query<Row>(
      `update public.entries set status = 'draft'
        where id = (select id from public.entries
                     where kind = 'publication' and status = 'published' and id <> $1
                       and published_at <= now() and slug_en is not null
                     order by published_at desc limit 1)
        returning id, slug_es, slug_en, title_es, title_en`,
      [changed.id],
    );
    return rows[0]!;
  });
  const users = {
    admin: ownAccount('preview.admin@e2e.test', true),
    staff: ownAccount('preview.staff@e2e.test', false),
  };
  for (const [name, who] of Object.entries(users))
    expect(createOwnAccount(dataDir, who, name === 'admin'), `user:create ${who.email}`).toBe(0);
  await startServer();

  // Old links: a permanent redirect to the entry's current page, in each language.
  for (const [locale, old] of [
    ['es', `/publicaciones/antes-${changed.slug_es}`],
    ['en', `/en/legal-updates/before-${changed.slug_en}`],
  ] as const) {
    const response = await get(old);
    expect(response.status, old).toBe(308);
    // Next.js 16.4 repeats the header on a redirect thrown while rendering an ISR page; browsers
    // follow identical repeats, so what counts is that every value names the current page.
    const targets = new Set(response.headers.get('location')?.split(', '));
    expect([...targets], old).toEqual([entryPath(changed, locale)]);
  }

  // SEO texts where set, else the title and summary.
  const es = await text(entryPath(changed, 'es'));
  expect(es).toContain('<title>Título SEO de prueba');
  expect(es).toContain('<meta name="description" content="Descripción SEO de prueba"/>');
  expect(await text(entryPath(changed, 'en'))).toContain(
    '<title>Title changed while the server was stopped 2',
  );

  // Visitors never see the draft.
  for (const locale of locales) expect((await get(entryPath(drafted, locale))).status).toBe(404);
  const previewPath = (locale: Locale) => `/api/preview?id=${drafted.id}&locale=${locale}`;

  // No session: to the sign-in, which comes back here.
  const anonymous = await get(previewPath('es'));
  expect(anonymous.status).toBe(303);
  expect(anonymous.headers.get('location')).toBe(
    `/login?next=${encodeURIComponent(previewPath('es'))}`,
  );
  expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

  // Signed in without admin rights: refused.
  const staffContext = await browser.newContext({ baseURL: origin });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, users.staff);
  const refused = await staffPage.request.get(previewPath('es'), { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  await staffContext.close();

  // The admin: the draft's public page, in each language, with the banner, never cached.
  const adminContext = await browser.newContext({ baseURL: origin });
  const page = await adminContext.newPage();
  await signIn(page, users.admin);
  for (const [locale, notice, title] of [
    ['es', 'Vista previa: esta página aún no es pública', drafted.title_es],
    ['en', 'Preview: this page is not public yet', drafted.title_en!],
  ] as const) {
    await page.goto(previewPath(locale));
    await expect(page).toHaveURL(`${origin}${entryPath(drafted, locale)}`);
    const banner = page.getByRole('region', { name: locale === 'es' ? 'Vista previa' : 'Preview' });
    await expect(banner).toContainText(notice);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const again = await page.request.get(entryPath(drafted, locale));
    expect(again.status()).toBe(200);
    expect(again.headers()['cache-control']).toMatch(/no-store/);
  }

  // The preview cookie alone grants nothing: without the admin's session, what visitors see.
  const bypass = (await adminContext.cookies()).find(
    (cookie) => cookie.name === '__prerender_bypass',
  );
  expect(bypass).toBeTruthy();
  const cookieOnly = await browser.newContext({ baseURL: origin });
  await cookieOnly.addCookies([bypass!]);
  const stranger = await cookieOnly.newPage();
  const strangerResponse = await stranger.goto(entryPath(drafted, 'es'));
  expect(strangerResponse?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { level: 1 })).not.toHaveText(drafted.title_es);
  await expect(stranger.getByRole('region', { name: 'Vista previa' })).toHaveCount(0);
  await cookieOnly.close();

  // Leaving the preview: back to the admin area, and the draft is gone for the admin too.
  await page.goto(entryPath(drafted, 'es'));
  await page.getByRole('link', { name: 'Salir de la vista previa' }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  expect(
    (await adminContext.cookies()).some((c) => c.name === '__prerender_bypass' && c.value),
  ).toBe(false);
  expect((await page.request.get(entryPath(drafted, 'es'))).status()).toBe(404);
  await adminContext.close();
});
