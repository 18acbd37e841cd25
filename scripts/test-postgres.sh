#!/usr/bin/env bash
# `npm run test:pg`: the integration tests on a real PostgreSQL server (`lib/**/*.pg.test.ts`),
# for what PGlite cannot show: it runs one statement at a time, so no test on it proves anything
# about concurrent transactions. Starts a throwaway server in a temporary folder (listening on a
# unix socket there, no TCP port; fsync off), runs the suite against it, and stops and removes the
# server however the run ends. Extra arguments go to Jest (e.g. a test file's path).
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(bash scripts/ensure-postgres.sh)"
dir="$(mktemp -d "${TMPDIR:-/tmp}/pgtest.XXXXXX")"
# Postgres refuses to run as root: as root, run it as the package's own user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres
  id -u "$owner" >/dev/null 2>&1 || owner=nobody
  chown "$owner" "$dir"
  as_owner=(runuser -u "$owner" --)
fi
run() { ${as_owner[@]+"${as_owner[@]}"} "$@"; }

cleanup() {
  run "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

run "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-sync >/dev/null
cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = ''
unix_socket_directories = '$dir'
port = 5432
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 60
CONF
if ! run "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi

PGTEST_HOST="$dir" PGTEST_PORT=5432 npx jest --config jest.pg.config.mjs --ci "$@"
