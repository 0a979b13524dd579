#!/usr/bin/env bash
# `npm test`: every suite — SPA (jest), server (node:test on PGlite), then the production build
# and the end-to-end tests in Debian's Chromium with the server suite on PostgreSQL beside them
# (when DATABASE_URL is set), and the journey through HAProxy against two servers. Every suite runs even
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

# Starts a suite beside the next ones, its output kept in a log that `finish` prints whole.
background=()
start() {
  local name=$1 log=$2
  shift 2
  echo
  echo "=== $name (started; its report follows when it is done) ==="
  (
    started=$SECONDS
    if "$@" >"$log" 2>&1; then status=0; else status=1; fi
    echo "$status $((SECONDS - started))" >"$log.status"
  ) &
  background+=("$!|$name|$log")
}

finish() {
  local entry pid name log status took
  for entry in "${background[@]}"; do
    IFS='|' read -r pid name log <<<"$entry"
    wait "$pid"
    read -r status took <"$log.status"
    echo
    echo "=== $name ==="
    cat "$log"
    if [ "$status" != 0 ]; then failed_suites+=("$name"); fi
    stage_times+=("$(printf '%5d s  %s (beside the stages before it)' "$took" "$name")")
  done
  background=()
}

# One jest worker per core (jest keeps one core for itself by default, which on CI's two cores
# ran every file one after another).
run "SPA unit tests (jest)" npx jest --ci --maxWorkers=100% --json --outputFile="$results/jest.json"

# The PGlite pass runs two files at once, one per core.
run "Server tests on PGlite" env -u DATABASE_URL scripts/test-server.sh "$results/server-pglite.tap"
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

# The PostgreSQL pass runs its files one at a time (they share one database): about one core,
# which it takes beside the end-to-end run, whose one browser leaves the other core half idle.
postgres_tap="$results/server-postgres.tap"
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  run "Production build" npm run build
  if [ -n "${DATABASE_URL:-}" ]; then
    start "Server tests on PostgreSQL" "$results/server-postgres.log" scripts/test-server.sh "$postgres_tap"
  fi
  run "End-to-end tests (Playwright, Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" \
    npx playwright test --reporter=list,json
  finish
  # The jest suite and the journeys that touch dates, on four pinned dates (the 7th, 28 February,
  # 31 December, 29 February): a test that holds only on some days fails on every day.
  run "Tests on pinned dates (npm run test:dates)" scripts/test-dates.sh "$results/dates"
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
  if [ -n "${DATABASE_URL:-}" ]; then
    run "Server tests on PostgreSQL" scripts/test-server.sh "$postgres_tap"
  fi
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
