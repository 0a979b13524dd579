#!/usr/bin/env bash
# `npm test`: every suite, in order — SPA (jest), server (node:test on PGlite, and again on
# PostgreSQL when DATABASE_URL is set), then the production build and the end-to-end tests in
# Debian's Chromium, against one server and through HAProxy against two. Every suite runs even
# when an earlier one fails; the exit code and the closing "N passed, N failed" line speak for
# all of them.
set -u
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"
failed_suites=()
stage_times=()

run() {
  local name=$1
  shift
  echo
  echo "=== $name ==="
  local started=$SECONDS
  if ! "$@"; then failed_suites+=("$name"); fi
  stage_times+=("$(printf '%5d s  %s' $((SECONDS - started)) "$name")")
}

run "SPA unit tests (jest)" npx jest --ci --json --outputFile="$results/jest.json"

run "Server tests on PGlite" env -u DATABASE_URL scripts/test-server.sh "$results/server-pglite.tap"
if [ -n "${DATABASE_URL:-}" ]; then
  run "Server tests on PostgreSQL" scripts/test-server.sh "$results/server-postgres.tap"
fi
# CI also proves the server on the next LTS line (Node 22 is the floor and what every npm script
# and the full suite run on, through the `node` dev dependency) with the runtime smoke set: the
# server process started, migrated and seeded, one request of every domain. The npm registry's
# `node` package provides the binary.
if [ -n "${CI:-}" ]; then
  if node24=$(npx --yes node@24 -p process.execPath); then
    run "Server smoke set on PGlite, Node $("$node24" --version)" env -u DATABASE_URL SERVER_TEST_NODE="$node24" \
      SMOKE=1 scripts/test-server.sh "$results/server-pglite-node24.tap"
  else
    failed_suites+=("Server tests on Node 24 (could not fetch node@24 from the npm registry)")
  fi
fi

if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  run "Production build" npm run build
  run "End-to-end tests (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" \
    npx playwright test --reporter=list,json
  # Two server processes behind HAProxy on a throwaway PostgreSQL cluster (npm run scale).
  if [ -x "${HAPROXY_PATH:-/usr/sbin/haproxy}" ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    run "End-to-end through the load balancer (2 processes, HAProxy, S3, SMTP)" \
      env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-scale.json" \
      npx playwright test -c playwright.scale.config.ts --reporter=list,json
  else
    echo "The load-balancer journey needs Debian's haproxy and postgresql (apt-get install haproxy postgresql)." >&2
    if [ -n "${CI:-}" ]; then failed_suites+=("End-to-end through the load balancer (no haproxy or postgresql)"); fi
  fi
else
  echo "Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium}: install Debian's chromium (see README)." >&2
  failed_suites+=("End-to-end tests (no Chromium)")
fi

node scripts/summarize-tests.mjs "$results"
echo
echo "Time per stage:"
printf '  %s\n' "${stage_times[@]}"
printf '%7d s  in all\n' "$SECONDS"
if [ ${#failed_suites[@]} -gt 0 ]; then
  echo "Failed suites: ${failed_suites[*]}" >&2
  exit 1
fi
