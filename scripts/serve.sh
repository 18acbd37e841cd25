#!/usr/bin/env bash
# `npm run serve`: installs, builds and serves the whole site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund
export NEXT_TELEMETRY_DISABLED=1
# The site and its service worker (public/sw.js).
npm run build
exec npx next start -p "${PORT:-3000}"
