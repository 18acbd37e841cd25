import jestConfig from './jest.config.mjs';

// The integration tests on a real PostgreSQL server (`lib/**/*.pg.test.ts`). Run them with
// `npm run test:pg` (scripts/test-postgres.sh), which starts the server and tells Jest where it is.

export default async function pgJestConfig() {
  const resolved = await jestConfig();
  return {
    ...resolved,
    testMatch: ['<rootDir>/lib/**/*.pg.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/.next/'],
    // The shim and every migration, applied once before any test file runs.
    globalSetup: '<rootDir>/lib/backend/testing/postgres-setup.ts',
  };
}
