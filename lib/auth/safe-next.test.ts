import fc from 'fast-check';
import { safeNext } from './safe-next';

const site = 'https://abogados.example';

// Origins and pages a returned path may be resolved against (where the browser is when it follows it).
const bases = [
  site,
  'http://localhost:3000/',
  'https://abogados.example/admin/users?x=1#top',
  'https://abogados.example/a/b/c/',
];

// The pieces of a path that the URL parser treats specially: dot segments (also encoded), empty
// segments, encoded and literal slashes and backslashes, controls, and hosts to escape to.
const piece = fc.constantFrom(
  '',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '/',
  '//',
  '\\',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u0085',
  ' ',
  '@',
  ':',
  '?',
  '#',
  'evil.example',
  'admin',
  'users',
);
const hostilePath = fc
  .array(
    fc.oneof(
      piece,
      fc.array(piece, { maxLength: 3 }).map((parts) => parts.join('')),
    ),
    {
      maxLength: 8,
    },
  )
  .map((segments) => `/${segments.join('/')}`);

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

  it.each([
    // Dot segments resolve to a protocol-relative path: the value returned is what counts.
    '/.//evil.example/x',
    '/admin/../..//evil.example/x',
    '/admin/..//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/admin/%2e%2e/%2e%2e//evil.example',
    '/..',
    '/',
  ])('falls back to /admin for %j, which resolves off the site or to no page', (value) => {
    expect(safeNext(value)).toBe('/admin');
  });

  it('keeps encoded slashes encoded: a path on the site, not a host', () => {
    expect(safeNext('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeNext('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.webUrl(),
          fc.string().map((rest) => `/${rest}`),
          fc.string().map((rest) => `//${rest}`),
          fc.string().map((rest) => `/\\${rest}`),
          hostilePath,
        ),
        (value) => {
          const next = safeNext(value);
          expect(next === '/admin' || /^\/[^/\\]/.test(next)).toBe(true);
          expect(next).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
          for (const base of bases) expect(new URL(next, base).origin).toBe(new URL(base).origin);
          // What it returns passes again unchanged: nothing is left to resolve.
          expect(safeNext(next)).toBe(next);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
