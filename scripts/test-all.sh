#!/usr/bin/env bash
# `npm test`: installs what the tests need, then runs typecheck, lint, the import-cycle check,
# Jest, the production build and Playwright against it, stopping at the first that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time, printed when it ends and again in a table at the end. The EXIT trap
# prints the table on a failure too (set -e leaves through it), naming the step that failed.
step_names=()
step_seconds=()
current_step=''
step_started=$SECONDS

end_step() {
  [[ -n $current_step ]] || return 0
  local elapsed=$((SECONDS - step_started))
  step_names+=("$current_step")
  step_seconds+=("$elapsed")
  printf '\033[1m== %s: %ds\033[0m\n' "$current_step" "$elapsed"
  current_step=''
}

step() {
  end_step
  current_step="$*"
  step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

summary() {
  local status=$?
  local failed=''
  if ((status != 0)); then failed=$current_step; fi
  end_step
  printf '\n%-60s %8s\n' 'Step' 'Seconds'
  local i
  for i in "${!step_names[@]}"; do
    printf '%-60s %8d\n' "${step_names[$i]}" "${step_seconds[$i]}"
  done
  printf '%-60s %8d\n' 'Total' "$SECONDS"
  if ((status != 0)); then
    printf '\n\033[1mFailed (exit %d) in: %s\033[0m\n' "$status" "${failed:-before the first step}"
  fi
  exit "$status"
}
trap summary EXIT

step 'Installing dependencies'
npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh

export NEXT_TELEMETRY_DISABLED=1

step 'Typecheck'
npx next typegen >/dev/null
npx tsc --noEmit

step 'Lint'
npx eslint .

step 'Import cycles'
# Type-only imports count too: a circle of types still ties the modules together.
node scripts/check-cycles.mjs

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
