#!/usr/bin/env bash
# Installs Debian's PostgreSQL for the integration tests when no server binaries are found, then
# prints the folder that holds them (initdb, pg_ctl, postgres). Only the binaries are used: the
# tests start their own throwaway server (scripts/test-postgres.sh), never the system's cluster.
set -euo pipefail

bindir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return 0
  fi
  return 1
}

if bindir; then
  exit 0
fi
echo "Installing Debian's postgresql for the integration tests…" >&2
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
bindir
