import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkAdminChunks, chunkKey, firstLoadScripts, packagesIn } from './bundle.mjs';

describe('firstLoadScripts', () => {
  it('keeps /_next scripts in order, once each, without noModule polyfills or other origins', () => {
    const html = `
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/poly.js" noModule=""></script>
      <script src="/_next/static/chunks/b.js?dpl=1"></script>
      <script src="https://cdn.example/x.js"></script>
      <script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/c.js\\">"])</script>
      <script src="/_next/static/chunks/a.js" async=""></script>`;
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js?dpl=1',
    ]);
  });

  it('names chunks the way the manifests do', () => {
    expect(chunkKey('/_next/static/chunks/b.js?dpl=1')).toBe('static/chunks/b.js');
    expect(chunkKey('static/chunks/b.js')).toBe('static/chunks/b.js');
  });

  it('recognises packages from strings that survive minification', () => {
    expect(packagesIn('x.shouldUseNativeValidation;class $ZodType{}')).toEqual([
      'react-hook-form',
      'zod',
    ]);
    expect(packagesIn('console.log(1)')).toEqual([]);
  });
});

/** Writes a client reference manifest the way `next build` does, for route `route`. */
function writeManifest(appDir, relativeDir, route, manifest) {
  const dir = path.join(appDir, relativeDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};\n`,
  );
}

const framework = {
  '[project]/node_modules/next/dist/esm/client/components/layout-router.js': {
    id: 1,
    name: '*',
    chunks: ['/_next/static/chunks/framework.js'],
    async: false,
  },
  '[project]/app/global-error.tsx': {
    id: 2,
    name: '*',
    chunks: ['/_next/static/chunks/global-error.js'],
    async: false,
  },
};
const frameworkEntries = {
  '[project]/node_modules/next/dist/client/components/builtin/not-found': [
    'static/chunks/framework.js',
  ],
  '[project]/app/global-error': ['static/chunks/global-error.js'],
};

/** The sign-in route's manifest: the framework and a chunk of its own. */
function writeLoginManifest(appDir) {
  writeManifest(appDir, 'login', '/login/page', {
    clientModules: framework,
    entryJSFiles: {
      ...frameworkEntries,
      '[project]/app/login/page': ['static/chunks/login-page.js'],
    },
  });
}

describe('checkAdminChunks', () => {
  let appDir;
  beforeEach(() => {
    appDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
    writeManifest(appDir, '[locale]/about', '/[locale]/about/page', {
      clientModules: {
        ...framework,
        '[project]/components/layout/menu.tsx': {
          id: 3,
          name: '*',
          chunks: ['/_next/static/chunks/public-layout.js'],
          async: false,
        },
      },
      entryJSFiles: {
        ...frameworkEntries,
        '[project]/app/[locale]/layout': ['static/chunks/public-layout.js'],
        '[project]/app/[locale]/about/page': ['static/chunks/public-layout.js'],
      },
    });
  });
  afterEach(() => rmSync(appDir, { recursive: true, force: true }));

  const publicPage = (...chunks) => ({
    path: '/nosotros',
    scripts: chunks.map((chunk) => ({ src: `/_next/static/chunks/${chunk}` })),
  });

  it('passes and says so when the build has no admin routes', () => {
    const result = checkAdminChunks(appDir, [publicPage('framework.js', 'public-layout.js')]);
    expect(result).toEqual({ adminRoutes: [], leaks: [], note: 'no admin routes in build' });
  });

  it('passes when public pages share only the framework and the global error boundary with admin routes', () => {
    writeManifest(appDir, 'admin', '/admin/page', {
      clientModules: {
        ...framework,
        '[project]/app/admin/_components/editor.tsx': {
          id: 4,
          name: '*',
          chunks: ['/_next/static/chunks/admin-editor.js'],
          async: false,
        },
      },
      entryJSFiles: {
        ...frameworkEntries,
        '[project]/app/admin/layout': ['static/chunks/admin-layout.js'],
        '[project]/app/admin/page': [
          'static/chunks/admin-layout.js',
          'static/chunks/admin-page.js',
        ],
      },
    });
    writeLoginManifest(appDir);
    const result = checkAdminChunks(appDir, [
      publicPage('framework.js', 'global-error.js', 'public-layout.js'),
    ]);
    expect(result.adminRoutes).toEqual(['/admin/page', '/login/page']);
    expect(result.leaks).toEqual([]);
    expect(result.note).toBe('2 admin/login route(s) checked');
  });

  it('reports each public page that loads a chunk an admin or login route references', () => {
    writeManifest(appDir, 'admin/posts', '/admin/posts/page', {
      clientModules: {
        ...framework,
        '[project]/components/admin/post-form.tsx': {
          id: 5,
          name: '*',
          chunks: ['/_next/static/chunks/shared.js'],
          async: false,
        },
      },
      entryJSFiles: {
        ...frameworkEntries,
        '[project]/app/admin/posts/page': [
          'static/chunks/shared.js',
          'static/chunks/admin-posts.js',
        ],
      },
    });
    writeLoginManifest(appDir);
    const result = checkAdminChunks(appDir, [
      publicPage('framework.js', 'shared.js'),
      { path: '/contacto', scripts: [{ src: '/_next/static/chunks/login-page.js?dpl=x' }] },
    ]);
    expect(result.leaks).toEqual([
      { page: '/nosotros', chunk: 'static/chunks/shared.js', routes: ['/admin/posts/page'] },
      { page: '/contacto', chunk: 'static/chunks/login-page.js', routes: ['/login/page'] },
    ]);
  });

  it('passes a library chunk that a public page of its own also loads (a form library both use)', () => {
    writeManifest(appDir, '[locale]/contact', '/[locale]/contact/page', {
      clientModules: framework,
      entryJSFiles: {
        ...frameworkEntries,
        '[project]/app/[locale]/contact/page': [
          'static/chunks/form-library.js',
          'static/chunks/contact.js',
        ],
      },
    });
    writeManifest(appDir, 'admin/posts', '/admin/posts/page', {
      clientModules: framework,
      entryJSFiles: {
        ...frameworkEntries,
        '[project]/app/admin/posts/page': [
          'static/chunks/form-library.js',
          'static/chunks/admin-posts.js',
        ],
      },
    });
    const result = checkAdminChunks(appDir, [
      { path: '/contacto', scripts: [{ src: '/_next/static/chunks/form-library.js' }] },
      { path: '/nosotros', scripts: [{ src: '/_next/static/chunks/admin-posts.js' }] },
    ]);
    expect(result.leaks).toEqual([
      { page: '/nosotros', chunk: 'static/chunks/admin-posts.js', routes: ['/admin/posts/page'] },
    ]);
  });

  it('reports a public route whose manifest names a client module from app/admin', () => {
    writeManifest(appDir, 'admin', '/admin/page', {
      clientModules: framework,
      entryJSFiles: { '[project]/app/admin/page': ['static/chunks/admin-page.js'] },
    });
    writeManifest(appDir, '[locale]/contact', '/[locale]/contact/page', {
      clientModules: {
        ...framework,
        '[project]/app/admin/_components/toolbar.tsx': {
          id: 6,
          name: '*',
          chunks: ['/_next/static/chunks/contact.js'],
          async: false,
        },
      },
      entryJSFiles: { '[project]/app/[locale]/contact/page': ['static/chunks/contact.js'] },
    });
    const result = checkAdminChunks(appDir, [publicPage('framework.js')]);
    expect(result.leaks).toEqual([
      {
        page: '/[locale]/contact/page',
        chunk: null,
        module: '[project]/app/admin/_components/toolbar.tsx',
        routes: [],
      },
    ]);
  });
});
