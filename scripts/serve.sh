#!/usr/bin/env bash
# `npm run serve`: installs, builds and serves the whole site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund
export NEXT_TELEMETRY_DISABLED=1
# The site and its service worker (public/sw.js).
npm run build
# The preload (scripts/server-preload.cjs) makes X-Forwarded-For end with the socket address,
# refuses an oversized body before it is read and ends trickling clients.
exec npm start -- -p "${PORT:-3000}"
