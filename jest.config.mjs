import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/{lib,components,app,scripts,bench}/**/*.test.{ts,tsx}',
    // The benchmark is plain ESM (.mjs, run by Node as is); its tests are too, and so are the
    // tests of build scripts written that way.
    '<rootDir>/bench/**/*.test.mjs',
    '<rootDir>/scripts/**/*.test.mjs',
  ],
  // The benchmark's reference app has its own package.json and node_modules (a second `next`).
  modulePathIgnorePatterns: ['<rootDir>/bench/reference/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/testing/empty.ts',
  },
};

// ESM-only packages that Jest (CommonJS) must compile too.
const esmPackages = ['intl-messageformat', '@formatjs', 'use-intl', 'icu-minify', 'jose'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
    // Node runs the benchmark's ES modules as they are; so does Jest (native ESM, no transform).
    '<rootDir>/bench/.+\\.mjs$',
    '<rootDir>/scripts/.+\\.mjs$',
  ];
  // The integration tests on a real PostgreSQL server run on their own (jest.pg.config.mjs).
  resolved.testPathIgnorePatterns = [...resolved.testPathIgnorePatterns, '\\.pg\\.test\\.ts$'];
  return resolved;
}
