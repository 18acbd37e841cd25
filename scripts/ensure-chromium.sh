#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (Playwright must not
# download a browser of its own: this machine reaches only npm and Debian's mirrors).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
"$chromium_path" --version
