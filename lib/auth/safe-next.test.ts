import fc from 'fast-check';
import { safeNext } from './safe-next';

const site = 'https://abogados.example';

describe('safeNext', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin?tab=1#top', '/admin?tab=1#top'],
    ['/login/password', '/login/password'],
    ['/nosotros', '/nosotros'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeNext(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/admin',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/admin\u0000',
    '/admin\u0085',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /admin',
    'https://evil.example/admin',
    'http:/evil.example',
    'admin',
    '',
  ])('falls back to /admin for %j', (value) => {
    expect(safeNext(value)).toBe('/admin');
  });

  it('falls back to /admin for a path longer than any URL the site makes', () => {
    expect(safeNext(`/${'a'.repeat(3000)}`)).toBe('/admin');
  });

  it.each([undefined, null, 42, ['/admin/users'], { next: '/admin' }])(
    'falls back to /admin for a non-string %p',
    (value) => {
      expect(safeNext(value)).toBe('/admin');
    },
  );

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((rest) => `/${rest}`),
          fc.string().map((rest) => `//${rest}`),
          fc.string().map((rest) => `/\\${rest}`),
        ),
        (value) => {
          const next = safeNext(value);
          expect(next.startsWith('/')).toBe(true);
          expect(next.startsWith('//')).toBe(false);
          expect(new URL(next, site).origin).toBe(site);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
