import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openEmbeddedStore } from '../../lib/backend/embedded/store';
import { feedPathFor, locales, pathFor, type Locale } from '../../lib/routing';

// Nothing stale after a restart, on the embedded store: `next build` prerenders the entry pages,
// the list, the sitemap and the feeds from its in-memory seed copy, and pages regenerated later
// live in the server's memory only. This spec runs its own `next start` (the production build, on
// a port of its own) over a data folder of its own, changes the content while that server is
// stopped, and checks that the first request after each start shows the folder's content.

const port = Number(process.env.E2E_PORT ?? 3107) + 50;
const origin = `http://localhost:${port}`;
const dataDir = path.join('.data', `e2e-restart-${port}`, 'pglite');

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

let server: ChildProcess | undefined;

async function startServer() {
  server = spawn(
    process.execPath,
    [
      '--require',
      './scripts/client-address.cjs',
      'node_modules/next/dist/bin/next',
      'start',
      '-p',
      String(port),
    ],
    {
      env: {
        ...process.env,
        EMBEDDED_DATA_DIR: dataDir,
        MAIL_LOG_DIR: path.join(path.dirname(dataDir), 'mail'),
      },
      stdio: 'ignore',
    },
  );
  for (let tries = 0; tries < 120; tries += 1) {
    // Only /api/health is asked while waiting: any page request would be that page's first.
    const ok = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start on port ${port} did not answer`);
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

const get = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });
const text = async (pathname: string) => {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
};
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
  const [changed, removed] = await withStore(async (db) => {
    const { rows } = await db.query<Row>(
      `select id, slug_es, slug_en, title_es, title_en from public.entries
        where kind = 'publication' and status = 'published' and published_at <= now()
          and slug_en is not null
        order by published_at desc limit 2`,
    );
    return rows as [Row, Row];
  });
  expect(changed && removed).toBeTruthy();

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
