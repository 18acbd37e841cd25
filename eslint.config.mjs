import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

// The arrows of docs/architecture.md ("The parts and the allowed arrows"). ESLint keeps one
// setting per rule for a file (the last block that matches wins), so each block below names every
// restriction its files have, and the blocks' files do not overlap. `import type` is refused as
// well: a type names the module it comes from just as much. Circles are checked apart, by
// scripts/check-cycles.mjs.

// Public pages link through SiteLink, which prefetches nothing while a page loads (see the
// comment in components/ui/site-link.tsx).
const nextLink = {
  name: 'next/link',
  message: 'Use SiteLink (components/ui/site-link.tsx) on public pages.',
};

const notRoutesOrComponents = {
  group: ['@/components', '@/components/**', '@/app', '@/app/**'],
  message:
    'lib/ is the domain: it never imports components/ or app/. Move the type or code into lib/.',
};

const notStaff = {
  group: [
    '@/components/admin',
    '@/components/admin/**',
    '@/lib/admin',
    '@/lib/admin/**',
    '@/app/admin',
    '@/app/admin/**',
  ],
  message: 'Public code never imports the staff area (app/admin, components/admin, lib/admin).',
};

const notBackend = {
  group: ['@/lib/backend', '@/lib/backend/**'],
  message:
    'Components never import the backend seam: data reaches them through props, and the app types they name live in their domain module (lib/publications/types.ts, lib/admin/types.ts).',
};

const notBackendInStaffPages = {
  group: ['@/lib/backend', '@/lib/backend/**'],
  message:
    "Staff pages read through their feature's loaders in lib/admin, never the backend itself.",
};

/** One block's no-restricted-imports: the module names and the patterns its files may not import. */
const restrict = ({ paths = [], patterns = [] }) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
});

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
    files: ['lib/**'],
    ignores: ['lib/admin/**', 'lib/backend/**'],
    rules: restrict({ patterns: [notRoutesOrComponents, notStaff] }),
  },
  {
    // The staff area's own modules, and the seam, which maps provider rows to the staff area's
    // app types (lib/admin/types.ts) as it does to the public ones.
    files: ['lib/admin/**', 'lib/backend/**'],
    rules: restrict({ patterns: [notRoutesOrComponents] }),
  },
  {
    // Public components, the form kit (components/form-kit) among them: the staff's forms import
    // it too, and it stays free of staff code so that the public forms can.
    files: ['components/**'],
    ignores: ['components/admin/**', 'components/ui/site-link.tsx'],
    rules: restrict({ paths: [nextLink], patterns: [notStaff, notBackend] }),
  },
  {
    files: ['components/ui/site-link.tsx'],
    rules: restrict({ patterns: [notStaff, notBackend] }),
  },
  {
    files: ['components/admin/**'],
    rules: restrict({ patterns: [notBackend] }),
  },
  {
    files: ['app/[[]locale]/**'],
    rules: restrict({ paths: [nextLink], patterns: [notStaff] }),
  },
  {
    files: ['app/admin/**'],
    rules: restrict({ patterns: [notBackendInStaffPages] }),
  },
]);
