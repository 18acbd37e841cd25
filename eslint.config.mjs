import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

// The arrows of docs/architecture.md ("The parts and the allowed arrows"). ESLint keeps one
// setting per rule for a file (the last block that matches wins), so each block below names every
// restriction its files have: the first covers every file with the package rule, and the blocks
// after it, whose files do not overlap, repeat what of it applies to theirs. `import type` is
// refused as well: a type names the module it comes from just as much. Circles are checked apart,
// by scripts/check-cycles.mjs.

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

// The providers behind the seams: only lib/backend speaks to the database and auth providers, and
// only lib/email to the mail provider, so that changing one changes one folder.
const backendPackages = {
  group: ['@supabase/*', '@supabase/**', '@electric-sql/pglite', '@electric-sql/pglite/**'],
  message:
    'Only lib/backend imports @supabase/* and @electric-sql/pglite: use its verbs and app types (a type the seam re-exports, e.g. lib/backend/embedded/store.ts, if you run SQL beside it).',
};

const mailPackage = {
  group: ['resend', 'resend/**'],
  message: 'Only lib/email imports resend: e-mail goes through the outbox (lib/email).',
};

const providers = [backendPackages, mailPackage];

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
    // Every file the blocks below do not name: proxy.ts, app/ outside its two areas, scripts,
    // bench, e2e, the configuration files.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    rules: restrict({ patterns: providers }),
  },
  {
    files: ['lib/**'],
    ignores: ['lib/admin/**', 'lib/backend/**', 'lib/email/**'],
    rules: restrict({ patterns: [notRoutesOrComponents, notStaff, ...providers] }),
  },
  {
    files: ['lib/email/**'],
    rules: restrict({ patterns: [notRoutesOrComponents, notStaff, backendPackages] }),
  },
  {
    files: ['lib/admin/**'],
    rules: restrict({ patterns: [notRoutesOrComponents, ...providers] }),
  },
  {
    // The seam, which maps provider rows to the staff area's app types (lib/admin/types.ts) as it
    // does to the public ones.
    files: ['lib/backend/**'],
    rules: restrict({ patterns: [notRoutesOrComponents, mailPackage] }),
  },
  {
    // Public components, the form kit (components/form-kit) among them: the staff's forms import
    // it too, and it stays free of staff code so that the public forms can.
    files: ['components/**'],
    ignores: ['components/admin/**', 'components/ui/site-link.tsx'],
    rules: restrict({ paths: [nextLink], patterns: [notStaff, notBackend, ...providers] }),
  },
  {
    files: ['components/ui/site-link.tsx'],
    rules: restrict({ patterns: [notStaff, notBackend, ...providers] }),
  },
  {
    files: ['components/admin/**'],
    rules: restrict({ patterns: [notBackend, ...providers] }),
  },
  {
    files: ['app/[[]locale]/**'],
    rules: restrict({ paths: [nextLink], patterns: [notStaff, ...providers] }),
  },
  {
    files: ['app/admin/**'],
    rules: restrict({ patterns: [notBackendInStaffPages, ...providers] }),
  },
]);
