#!/usr/bin/env bash
# Stops the throwaway test cluster started by scripts/start-postgres.sh.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${PG_TEST_DIR:-$root/.tmp/pg}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -d "$dir/data" ] || exit 0
if [ "$(id -u)" = 0 ]; then
  su postgres -s /bin/bash -c "'$bin/pg_ctl' -D '$dir/data' -m immediate -w stop" >/dev/null 2>&1
else
  "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1
fi
exit 0
