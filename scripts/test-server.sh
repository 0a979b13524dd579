#!/usr/bin/env bash
# Server tests (node:test through tsx, one file at a time: they share one database).
# Usage: scripts/test-server.sh [tap-report-path]. Uses DATABASE_URL when it is set, else PGlite;
# NODE names another Node.js binary to run them with (CI runs them on Node 24 as well).
set -u
cd "$(dirname "$0")/.."
args=(--import tsx --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout)
if [ -n "${1:-}" ]; then args+=(--test-reporter=tap "--test-reporter-destination=$1"); fi
exec "${NODE:-node}" "${args[@]}" $(find server/test -name '*.test.ts' | sort)
