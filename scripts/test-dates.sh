#!/usr/bin/env bash
# `npm run test:dates`: the SPA's jest suite and the browser journeys that touch dates (tagged
# @dates) on pinned dates, so a test that holds only on some days of the year fails on every
# day. Each date pins every clock of its run, the jest workers', the API server's (and PGlite's
# inside it) and the browser's, to TEST_DATE, and they keep running from there
# (scripts/clock/shiftedClock.cjs). The production build must exist (`npm run build`; `npm start`
# builds it when it is missing).
#
# The dates: a month's 7th; the 28th that is also the last day of February; 31 December, whose
# "+10 days" is next year; 29 February of a leap year. TEST_DATES overrides the list.
set -u
cd "$(dirname "$0")/.."
results=${1:-test-results/dates}
mkdir -p "$results"
read -r -a dates <<<"${TEST_DATES:-2027-01-07T12:00:00Z 2027-02-28T12:00:00Z 2026-12-31T12:00:00Z 2028-02-29T12:00:00Z}"
status=0
for date in "${dates[@]}"; do
  day=${date:0:10}
  echo
  echo "--- on $date ---"
  TEST_DATE=$date npx jest --ci --maxWorkers=100% --silent --json \
    --outputFile="$results/jest-$day.json" 2>&1 | grep -E '^(Tests:|Test Suites:)|●' || true
  node -e "const r=require(process.argv[1]); process.exit(r.numFailedTests + r.numRuntimeErrorTestSuites > 0 ? 1 : 0)" \
    "$PWD/$results/jest-$day.json" || status=1
  TEST_DATE=$date PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-$day.json" \
    E2E_OUTPUT_DIR="$results/e2e-artifacts-$day" \
    npx playwright test --grep @dates --reporter=line,json || status=1
done
node scripts/summarize-tests.mjs "$results"
exit $status
