import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import {
  allRoutes,
  aliasPathsFor,
  internalPathFor,
  locales,
  manifestPath,
  offlinePath,
  pathFor,
  robotsPath,
  sitemapPath,
} from '@/lib/routing';
import { encodedPathAnswer, inAdminArea, isKnownAdminPath } from './encoded-path';
import { escapedSitePaths } from './testing/encoded-paths';

describe('encodedPathAnswer', () => {
  it.each<readonly [string, string]>([
    ...escapedSitePaths,
    ['/servicios/derecho-tributari%6F', '/servicios/derecho-tributario'],
    ['/publicaciones/una-entrad%61', '/publicaciones/una-entrada'],
    ['/equipo/valentina-ruiz-moren%6F/vcard.vcf', '/equipo/valentina-ruiz-moreno/vcard.vcf'],
    [
      '/admin/blog/edit/0b0b0b0b-0000-4000-8000-00000000000%61',
      '/admin/blog/edit/0b0b0b0b-0000-4000-8000-00000000000a',
    ],
  ])('redirects %s to the plain path %s', (pathname, location) => {
    expect(encodedPathAnswer(pathname, '')).toEqual({ kind: 'redirect', location });
  });

  it('keeps the query', () => {
    expect(encodedPathAnswer('/nosotro%73', '?utm_source=mail')).toEqual({
      kind: 'redirect',
      location: '/nosotros?utm_source=mail',
    });
  });

  it.each([
    // Malformed escapes.
    '/%ZZ',
    '/%',
    '/%E0%A4%A',
    '/admin/%ZZ',
    // Paths the routing table does not know.
    '/no-existe%73',
    '/servicios/no-existe%73',
    '/admin/x%79',
    '/admin/blog/edit/not-a-uui%64',
    // Decoded, these would name another host, hold a backslash or a control, or a dot segment.
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/admin',
    '/%5Cevil.example',
    '/%5cadmin',
    '/admin%2F..%2F..%2F%2Fevil.example',
    '/admin%2F%2E%2E%2Fnosotros',
    '/%2E%2E/admin',
    '/%2E/admin',
    '/admin%09',
    '/admin%0D%0ALocation:%20//evil.example',
    '/admin%00',
    '/nosotros%2F',
    // A double escape stays escaped once decoded: never decoded twice.
    '/%2561dmin',
    // Outside the routing table's alphabet: no path of the site needs it.
    '/nosotros%C3%A9',
  ])('answers %s with the 404 page', (pathname) => {
    expect(encodedPathAnswer(pathname, '').kind).toBe('notFound');
  });

  it('speaks English on the 404 page of a path under /en only', () => {
    expect(encodedPathAnswer('/en/%ZZ', '')).toEqual({ kind: 'notFound', locale: 'en' });
    expect(encodedPathAnswer('/%65n/%ZZ', '')).toEqual({ kind: 'notFound', locale: 'en' });
    expect(encodedPathAnswer('/english/%ZZ', '')).toEqual({ kind: 'notFound', locale: 'es' });
    expect(encodedPathAnswer('/%ZZ', '')).toEqual({ kind: 'notFound', locale: 'es' });
  });

  it('redirects only to a plain path on this site, whatever it is given', () => {
    const piece = fc.constantFrom(
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%2E',
      '%2e',
      '.',
      '..',
      '%00',
      '%0A',
      '%7F',
      '%25',
      '%',
      '%ZZ',
      '%61',
      'admin',
      'nosotros',
      'evil.example',
      '/',
    );
    const path = fc
      .array(fc.oneof(piece, fc.string({ unit: 'binary', maxLength: 4 }).map(encodeURIComponent)), {
        minLength: 1,
        maxLength: 8,
      })
      .map((parts) => `/${parts.join('')}`);
    fc.assert(
      fc.property(path, (pathname) => {
        const answer = encodedPathAnswer(pathname, '');
        if (answer.kind === 'notFound') return;
        expect(answer.location).toMatch(/^(?:\/[A-Za-z0-9\-._~]+)+$/);
        expect(answer.location).not.toMatch(/(?:^|\/)\.{1,2}(?:\/|$)/);
        const base = 'https://abogados.example/a/b';
        const resolved = new URL(answer.location, base);
        expect(resolved.origin).toBe('https://abogados.example');
        expect(resolved.pathname).toBe(answer.location);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('inAdminArea', () => {
  it.each([
    ['/admin/%ZZ', true],
    ['/%61dmin/%ZZ', true],
    ['/%6Cogin%2Fx', true],
    ['/auth/x%ZZ', true],
    ['/administrador/%ZZ', false],
    ['/%ZZ/admin', false],
  ])('%s: %p', (pathname, expected) => {
    expect(inAdminArea(pathname)).toBe(expected);
  });
});

describe("the proxy's matcher", () => {
  const enters = (path: string, headers?: Record<string, string>) =>
    unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}`, headers });

  it('lets every ordinary page, file and asset through without entering', () => {
    const pages = allRoutes().flatMap((route) =>
      locales.flatMap((locale) => [
        pathFor(route, locale),
        internalPathFor(route, locale),
        ...aliasPathsFor(route, locale),
      ]),
    );
    const files = [sitemapPath, robotsPath, manifestPath, offlinePath, '/sw.js', '/icon.svg'];
    const assets = ['/_next/static/chunks/app.js', '/fonts/source-serif.woff2'];
    const queries = ['/publicaciones?q=r%C3%A9gimen%20tributario', '/?utm_source=a%20b'];
    const checked = [...pages.filter((path) => path !== '/'), ...files, ...assets, ...queries];
    expect(checked.length).toBeGreaterThan(80);
    for (const path of checked) expect([path, enters(path)]).toEqual([path, false]);
  });

  it('enters for paths with percent-escapes, and for the admin area', () => {
    for (const path of ['/%61dmin', '/%ZZ', '/en/abou%74', '/sitemap.xm%6C', '/a/b%2Fc', '/%'])
      expect([path, enters(path)]).toEqual([path, true]);
    for (const path of ['/admin', '/admin/users', '/login', '/auth/refresh'])
      expect([path, enters(path)]).toEqual([path, true]);
  });
});

describe('isKnownAdminPath', () => {
  /** The URL path of every page and route handler under app/admin, app/login and app/auth. */
  function adminAreaRoutes(): string[] {
    const routes: string[] = [];
    for (const area of ['admin', 'login', 'auth']) {
      const root = path.join(process.cwd(), 'app', area);
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!/(?:^|\/)(?:page\.tsx|route\.ts)$/.test(file)) continue;
        const segments = path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== '.' && !/^\(.+\)$/.test(segment))
          .map((segment) =>
            segment === '[id]'
              ? '0b0b0b0b-0000-4000-8000-000000000000'
              : segment === '[kind]'
                ? 'application'
                : segment,
          );
        routes.push(['', area, ...segments].join('/'));
      }
    }
    return routes;
  }

  it('knows every page and route handler of the admin area (else the proxy would 404 it)', () => {
    const routes = adminAreaRoutes().filter((route) => route !== '/admin/~not-found');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) expect([route, isKnownAdminPath(route)]).toEqual([route, true]);
  });

  it('knows a lead’s page, an application’s and its CV, and a data request’s', () => {
    const id = '0b0b0b0b-0000-4000-8000-000000000000';
    for (const route of [
      `/admin/requests/${id}`,
      `/admin/inbox/lead/${id}`,
      `/admin/inbox/application/${id}`,
      `/admin/inbox/application/${id}/cv`,
    ])
      expect([route, isKnownAdminPath(route)]).toEqual([route, true]);
  });

  it.each([
    '/admin/no-such-page',
    '/admin/users/x',
    '/admin/blog/edit/not-a-uuid',
    '/admin/inbox/newsletter/0b0b0b0b-0000-4000-8000-000000000000',
    '/admin/inbox/lead/not-a-uuid',
    '/admin/inbox/lead/0b0b0b0b-0000-4000-8000-000000000000/cv',
    '/admin/outbox/not-a-uuid',
    '/admin/requests/not-a-uuid',
    '/login/x',
    '/auth/x',
    '/admin/~not-found',
  ])('does not know %s', (route) => {
    expect(isKnownAdminPath(route)).toBe(false);
  });
});
