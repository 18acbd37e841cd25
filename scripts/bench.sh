#!/usr/bin/env bash
# `npm run bench`: installs what the benchmark needs (npm packages, Debian's Chromium, nginx,
# openssl), then runs bench/run.mjs, which builds, measures, writes bench/results/ and exits
# non-zero when a budget in bench/budgets.json is broken.
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh

# nginx is the HTTP/2 + TLS front Lighthouse measures through, and serves the prerendered page as
# the static ceiling of the load test; openssl makes the front's certificate for each run.
missing=()
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx-light); fi
if ! command -v openssl >/dev/null 2>&1; then missing+=(openssl); fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian for the benchmark…"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

export NEXT_TELEMETRY_DISABLED=1
exec node bench/run.mjs
