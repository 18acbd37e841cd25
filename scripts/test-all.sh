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

step 'Production build (the site, then its service worker)'
npm run build

step 'End-to-end tests (Playwright, Chromium)'
npx playwright test
