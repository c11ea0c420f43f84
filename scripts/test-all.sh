#!/usr/bin/env bash
# The whole test suite: lint and format, types, the build, unit and API tests (on a throwaway
# PostgreSQL server, and the database's own tests on PGlite too), then the browser tests against the
# built app. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/reports
rm -f .tmp/reports/*.json

bash scripts/ensure-system-deps.sh

stage() { printf '\n=== %s (%s) ===\n' "$1" "$(date +%H:%M:%S)"; }

stage "lint and format (biome)"
npx biome check .

stage "types (tsc -b)"
npx tsc -b

stage "build (web app and server)"
npm run build --silent

stage "unit and API tests (domain, web, server on PostgreSQL and PGlite)"
pg_url=$(bash scripts/start-postgres.sh)
trap 'bash scripts/stop-postgres.sh' EXIT
TEST_DATABASE_URL=$pg_url npx vitest run --reporter=default --reporter=json --outputFile=.tmp/reports/vitest.json
bash scripts/stop-postgres.sh
trap - EXIT

stage "browser tests (Playwright, Debian Chromium)"
rm -rf .tmp/e2e/logs
if ! PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/reports/e2e.json npx playwright test --reporter=list,json; then
  # The app servers' own warnings and errors say what the browser could not.
  echo "--- app server warnings and errors during the browser tests ---"
  cat .tmp/e2e/logs/*.log 2>/dev/null | grep -E '"level":(40|50|60)' | tail -40 || true
  exit 1
fi

stage "benchmark smoke (every scenario of npm run bench, small sizes, both databases)"
node --import tsx bench/all.ts --smoke

stage "done"
node scripts/summarise-tests.mjs .tmp/reports
