#!/usr/bin/env bash
# `npm run bench`: installs what the benchmark needs (npm packages, Debian's Chromium, nginx),
# then runs bench/run.mjs, which builds, measures, writes bench/results/ and exits non-zero when a
# budget in bench/budgets.json is broken.
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh

# nginx serves the prerendered page as the static ceiling of the load test.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx-light for the benchmark…"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nginx-light >/dev/null
fi

export NEXT_TELEMETRY_DISABLED=1
exec node bench/run.mjs
