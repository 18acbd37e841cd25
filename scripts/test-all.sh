#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs typecheck, lint, Jest, the production build
# and Playwright against it, stopping at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step 'Installing dependencies'
npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh

export NEXT_TELEMETRY_DISABLED=1

step 'Typecheck'
npx next typegen >/dev/null
npx tsc --noEmit

step 'Lint'
npx eslint .

step 'Unit and integration tests (Jest)'
# PGlite loads its WebAssembly with a dynamic import, which Jest's VM allows only with this flag.
NODE_OPTIONS='--experimental-vm-modules --no-warnings' npx jest --ci

step 'Integration tests on a real PostgreSQL server'
# Installs Debian's postgresql when missing; a throwaway server, removed afterwards.
bash scripts/test-postgres.sh

step 'Production build (the site, then its service worker)'
# The origin the site names itself by is fixed at build; Playwright serves it elsewhere
# (localhost), so the e2e checks see any URL worked out again from where the server runs.
# playwright.config.ts reads the same variable, with the same default.
export E2E_SITE_URL="${E2E_SITE_URL:-https://www.example.test}"
NEXT_PUBLIC_SITE_URL="$E2E_SITE_URL" npm run build

step 'End-to-end tests (Playwright, Chromium)'
npx playwright test
