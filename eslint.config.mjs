import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'public/sw.js',
    // The benchmark's bare reference app: its own package, dependencies and build.
    'bench/reference/**',
  ]),
  {
    // Public pages link through SiteLink, which prefetches nothing while a page loads (see the
    // comment in components/ui/site-link.tsx).
    files: ['app/[[]locale]/**', 'components/**'],
    ignores: ['components/admin/**', 'components/ui/site-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use SiteLink (components/ui/site-link.tsx) on public pages.',
            },
          ],
        },
      ],
    },
  },
]);
