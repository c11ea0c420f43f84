#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on loopback (TEST_DATABASE_URL), stopped afterwards.
# Usage: bash scripts/with-postgres.sh npx vitest run --project 'server-*'
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
TEST_DATABASE_URL=$(bash "$root/scripts/start-postgres.sh")
export TEST_DATABASE_URL
trap 'bash "$root/scripts/stop-postgres.sh"' EXIT
"$@"
