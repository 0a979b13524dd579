#!/usr/bin/env bash
# Server tests (node:test through tsx). On PGlite every file has a database of its own in memory,
# so two files run at once (one per core of a CI machine, TEST_CONCURRENCY to change it); on
# PostgreSQL the files share one database and run one at a time.
# Usage: scripts/test-server.sh [tap-report-path]. Uses DATABASE_URL when it is set, else PGlite;
# SERVER_TEST_NODE names another Node.js binary to run them with (not NODE: npm sets that to the
# Node.js running npm itself, which put the suite on the machine's Node 20 instead of the
# project's Node 22 from node_modules/.bin); SMOKE=1 runs the runtime smoke set alone
# (server/test/smoke: start, migrate, seed, a request of every domain), as CI does on Node 24.
set -u
cd "$(dirname "$0")/.."
concurrency=1
if [ -z "${DATABASE_URL:-}" ]; then concurrency=${TEST_CONCURRENCY:-2}; fi
node_bin=${SERVER_TEST_NODE:-node}
# The server's own Node options (scripts/serverNode.mjs), so that the tests run what npm start runs.
read -r -a node_options <<<"$("$node_bin" --input-type=module -e "import { SERVER_NODE_OPTIONS } from './scripts/serverNode.mjs'; console.log(SERVER_NODE_OPTIONS.join(' '))")"
args=("${node_options[@]}" --import tsx --test "--test-concurrency=$concurrency" --test-reporter=spec --test-reporter-destination=stdout)
if [ -n "${1:-}" ]; then args+=(--test-reporter=tap "--test-reporter-destination=$1"); fi
# server/test/postgres-only needs a real PostgreSQL (it cuts and terminates connections).
# server/test/postgres-restart also needs PG_CTL, a pg_ctl command line for that cluster (.ci/run).
# server/test/root-only mounts small tmpfs disks (a full disk for real), which needs root (CI).
files=$(find server/test -name '*.test.ts' -not -path '*/postgres-only/*' -not -path '*/postgres-restart/*' -not -path '*/root-only/*' | sort)
if [ -n "${SMOKE:-}" ]; then exec "$node_bin" "${args[@]}" $(find server/test/smoke -name '*.test.ts' | sort); fi
if [ "$(id -u)" = 0 ]; then files="$files $(find server/test/root-only -name '*.test.ts' | sort)"; fi
if [ -n "${DATABASE_URL:-}" ]; then
  files="$files $(find server/test/postgres-only -name '*.test.ts' | sort)"
  if [ -n "${PG_CTL:-}" ]; then files="$files $(find server/test/postgres-restart -name '*.test.ts' | sort)"; fi
fi
# On PGlite the run's first file leaves its migrated database in a folder of the run's own, and
# the other files start from that copy (server/test/helpers.ts), not from initdb.
if [ -z "${DATABASE_URL:-}" ]; then
  PGLITE_TEMPLATE_DIR=$(mktemp -d "${TMPDIR:-/tmp}/matchboard-pglite.XXXXXX")
  export PGLITE_TEMPLATE_DIR
  trap 'rm -rf "$PGLITE_TEMPLATE_DIR"' EXIT
fi
"$node_bin" "${args[@]}" $files
