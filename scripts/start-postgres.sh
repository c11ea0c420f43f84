#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the server-database test suite.
# Prints the admin URL on stdout; the cluster lives under $PG_TEST_DIR (default .tmp/pg).
# Stop it with scripts/stop-postgres.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${PG_TEST_DIR:-$root/.tmp/pg}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL server binaries not found: install Debian's postgresql package" >&2
  exit 1
fi
port=${PG_TEST_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
"$root/scripts/stop-postgres.sh" >/dev/null 2>&1 || true
rm -rf "$dir"
mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$dir" && chmod 700 "$dir"
as_pg "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 60 -o \"-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300\" start >/dev/null"
echo "$port" >"$dir/port"
echo "postgres://postgres@127.0.0.1:$port/postgres"
