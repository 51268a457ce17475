#!/usr/bin/env bash
# `npm test`: formatting check, type-check, lint, unit tests, integration tests (Vitest, SQLite in a temp
# dir) with the production build beside them, end-to-end tests (Playwright on Debian's Chromium against that build).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian programs the tests drive, installed with apt when missing (as root): Chromium's headless shell for
# the browser tests, xmllint for the e-invoices (FatturaPA XML against the official schema), redis-server for the
# shared cache's tests; nginx for the several-instances drill (scripts/drill.mjs) and the deploy site's
# check; promtool (Debian's prometheus) for the alert rules of deploy/.
# The browser tests run on Debian's Chromium headless shell (tests/e2e/browser.ts: the same release, less CPU).
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
need() { # program package
  [ -x "$1" ] || command -v "$1" >/dev/null && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== $1 not found: installing Debian's $2 with apt"
    exec 9>/tmp/vetrina-apt.lock && flock 9 # in CI, test-postgres.sh may install beside this run (.ci/run)
    [ -n "${apt_updated:-}" ] || { apt-get update -qq; apt_updated=1; }
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
    flock -u 9
  else
    echo "$1 is missing. Install it with 'sudo apt-get install -y $2' (Debian)." >&2
    exit 1
  fi
}
need "$chromium" "$([ "$(basename "$chromium")" = chromium-headless-shell ] && echo chromium-headless-shell || echo chromium)"
need xmllint libxml2-utils
need redis-server redis-server
need nginx nginx-light
need promtool prometheus

# The runtime: Node.js 24 from the npm registry (package.json's node-linux-* packages, first on the
# PATH of npm scripts), whatever Node the machine has.
echo "== Node.js $(node --version) ($(command -v node))"
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>=24||(a===22&&b>=18)?0:1)' ||
  { echo "Node.js 24 (or 22.18+) is required: run the tests with 'npm test' after 'npm ci'." >&2; exit 1; }

# The type-check beside Prettier and ESLint (each takes one core); its output is printed when it ends.
echo "== Type-check (beside formatting and lint)"
tsc_log=$(mktemp)
npx tsc --noEmit -p . > "$tsc_log" 2>&1 &
tsc_pid=$!
echo "== Formatting (Prettier, check only)"; npx prettier --check . --log-level warn || failed="Prettier"
echo "== Lint"; npx eslint . || failed="${failed:+$failed, }ESLint"
echo "== Floors (dependency-cruiser: no circle, nothing against the floors, other features only through their faces)"
npx depcruise src scripts --config .dependency-cruiser.cjs --output-type err || failed="${failed:+$failed, }floors"
wait "$tsc_pid" || failed="${failed:+$failed, }tsc"
echo "== Type-check done"; cat "$tsc_log"; rm -f "$tsc_log"
[ -z "${failed:-}" ] || { echo "Failed: $failed" >&2; exit 1; }
# One production build for every phase after this one (end-to-end, load smoke, and in CI the PostgreSQL
# run and both drills): type-checked above, so the build skips its own check and its cache (next.config.mjs).
# The unit tests first (every core); then the build beside the integration tests, which run in one worker
# (the build takes the core they leave; neither reads the other's files); its output is printed if it fails.
echo "== Unit tests ($(date +%T))"; npx vitest run --project unit --project unit-mocks
build_log="${TMPDIR:-/tmp}/vetrina-build.log"
echo "== Production build, beside the integration tests ($(date +%T))"
VETRINA_BUILD=once npx next build > "$build_log" 2>&1 &
build_pid=$!
echo "== Integration tests ($(date +%T))"
vitest_rc=0
npx vitest run --project integration || vitest_rc=$?
build_rc=0
wait "$build_pid" || build_rc=$?
echo "== Production build done (exit $build_rc, $(date +%T))"
[ "$build_rc" = 0 ] || { cat "$build_log"; echo "Failed: the production build" >&2; exit 1; }
[ "$vitest_rc" = 0 ] || exit "$vitest_rc"
echo "== deploy/: the nginx site (nginx -t) and the alert rules (promtool)"
node scripts/nginx-site.mjs --check
promtool check rules deploy/prometheus/vetrina-alerts.yml
promtool test rules deploy/prometheus/vetrina-alerts.test.yml
echo "== End-to-end tests ($(date +%T))"; npx playwright test
echo "== Load smoke (20 shoppers, 20 s, SQLite; figures in the README come from longer runs) ($(date +%T))"
node scripts/load.mjs --shoppers 20 --duration 20
