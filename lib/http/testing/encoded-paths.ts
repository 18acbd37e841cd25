// Test cases shared by the unit test of encodedPathAnswer (lib/http/encoded-path.test.ts) and the
// end-to-end test of the running proxy (e2e/public/encoded-paths.spec.ts), so both check the same
// paths.

/** Paths of the site spelled with percent-escapes, and the plain path each redirects to. */
export const escapedSitePaths: ReadonlyArray<readonly [escaped: string, plain: string]> = [
  ['/%61dmin', '/admin'],
  ['/admi%6E', '/admin'],
  ['/%6Cogin', '/login'],
  ['/admin%2Fusers', '/admin/users'],
  ['/login%2Fforgot', '/login/forgot'],
  ['/sitemap.xm%6C', '/sitemap.xml'],
  ['/robots.tx%74', '/robots.txt'],
  ['/manifest.webmanifes%74', '/manifest.webmanifest'],
  ['/%7Eoffline', '/~offline'],
  ['/nosotro%73', '/nosotros'],
  ['/en/abou%74', '/en/about'],
];
