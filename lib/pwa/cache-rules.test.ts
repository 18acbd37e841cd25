import { isPrivatePath, offlinePath } from '@/lib/routing';
import {
  isBuildAsset,
  isGoneResponse,
  isPublicPageNavigation,
  isSiteFont,
  isSiteImage,
  isStorableResponse,
} from './cache-rules';

const origin = 'https://firm.example';

/** What the worker's router hands a matcher (Node's Request cannot be a navigation). */
function matchable(path: string, request: Partial<Request>, from = origin) {
  const url = new URL(path, from);
  return {
    url,
    request: { method: 'GET', mode: 'cors', destination: '', ...request } as Request,
    sameOrigin: url.origin === origin,
  };
}
const navigation = (path: string, from?: string) =>
  matchable(path, { mode: 'navigate', destination: 'document' }, from);

describe('what the service worker caches', () => {
  it('public pages, in both languages and with their query', () => {
    for (const path of ['/es', '/en', '/nosotros', '/en/services/tax-law', '/publicaciones?q=dian'])
      expect(isPublicPageNavigation(navigation(path))).toBe(true);
  });

  it('never the bare /, whose language follows a cookie the worker cannot see', () => {
    expect(isPublicPageNavigation(navigation('/'))).toBe(false);
    expect(isPublicPageNavigation(navigation('/?utm_source=x'))).toBe(false);
  });

  it('never the admin area, the login page, auth callbacks or API routes, however spelled', () => {
    for (const path of [
      '/admin',
      '/admin/publication/edit/7',
      '/admin/users',
      '/admin/setup?token=abc',
      '/login',
      '/login?next=/admin',
      '/login/forgot',
      '/login/password',
      '/auth/confirm?token_hash=abc&type=recovery',
      '/auth/refresh?next=/admin',
      '/AUTH/refresh',
      '/api/files/cv.pdf',
      '/ADMIN',
      '/%61dmin/blog/new',
    ]) {
      expect(isPublicPageNavigation(navigation(path))).toBe(false);
      expect(isSiteImage(matchable(path, { destination: 'image' }))).toBe(false);
    }
    expect(isPrivatePath('/administrativo')).toBe(false);
    expect(isPrivatePath('/authors')).toBe(false);
    expect(isPrivatePath('/servicios/derecho-administrativo')).toBe(false);
  });

  it('never a post (server actions), an RSC payload or another origin', () => {
    expect(
      isPublicPageNavigation(matchable('/contacto', { method: 'POST', mode: 'navigate' })),
    ).toBe(false);
    expect(isPublicPageNavigation(matchable('/nosotros?_rsc=1x2y', { mode: 'cors' }))).toBe(false);
    expect(isPublicPageNavigation(navigation('/', 'https://project.supabase.co'))).toBe(false);
    expect(
      isSiteImage(
        matchable(
          '/storage/v1/object/public/a.png',
          { destination: 'image' },
          'https://project.supabase.co',
        ),
      ),
    ).toBe(false);
  });

  it('leaves the offline page to the precache', () => {
    expect(isPublicPageNavigation(navigation(offlinePath))).toBe(false);
  });

  it("the site's own build assets, images and fonts", () => {
    expect(isBuildAsset(matchable('/_next/static/chunks/0abc.js', { destination: 'script' }))).toBe(
      true,
    );
    expect(isSiteImage(matchable('/icons/icon-192.png', { destination: 'image' }))).toBe(true);
    expect(isSiteFont(matchable('/_next/static/media/inter.woff2', { destination: 'font' }))).toBe(
      true,
    );
    expect(isBuildAsset(matchable('/_next/static/chunks/0abc.js', {}, 'https://cdn.example'))).toBe(
      false,
    );
  });
});

describe('which responses may be stored', () => {
  const response = (status: number, cacheControl?: string) =>
    new Response('<html></html>', {
      status,
      headers: cacheControl ? { 'cache-control': cacheControl } : {},
    });

  it('keeps complete answers, static or private to this visitor', () => {
    expect(isStorableResponse(response(200, 's-maxage=300, stale-while-revalidate=31535700'))).toBe(
      true,
    );
    expect(isStorableResponse(response(200, 'private, no-cache'))).toBe(true);
    expect(isStorableResponse(response(200))).toBe(true);
  });

  it('never keeps a no-store answer (what a response that sets a session cookie says)', () => {
    expect(isStorableResponse(response(200, 'private, no-store'))).toBe(false);
    expect(
      isStorableResponse(response(200, 'private, no-cache, no-store, max-age=0, must-revalidate')),
    ).toBe(false);
    expect(isStorableResponse(response(200, 'No-Store'))).toBe(false);
  });

  it('never keeps an error, a 404 or a redirected answer', () => {
    expect(isStorableResponse(response(404))).toBe(false);
    expect(isStorableResponse(response(500))).toBe(false);
    const redirected = response(200);
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(isStorableResponse(redirected)).toBe(false);
  });
});

describe('which answers make the worker forget a page', () => {
  it('a 404 or a 410, never an error the server may recover from', () => {
    expect(isGoneResponse(new Response('', { status: 404 }))).toBe(true);
    expect(isGoneResponse(new Response('', { status: 410 }))).toBe(true);
    expect(isGoneResponse(new Response('', { status: 500 }))).toBe(false);
    expect(isGoneResponse(new Response('', { status: 200 }))).toBe(false);
  });
});
