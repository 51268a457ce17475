#!/usr/bin/env bash
# `npm test`: formatting check, type-check, lint, unit + integration tests (Vitest, SQLite in a temp dir),
# production build, end-to-end tests (Playwright on Debian's Chromium against that build).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== Chromium not found: installing Debian's chromium with apt"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing at $chromium. Install it with 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

# xmllint checks the e-invoices (FatturaPA XML) against the official schema.
if ! command -v xmllint >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== xmllint not found: installing Debian's libxml2-utils with apt"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null
  else
    echo "xmllint is missing. Install it with 'sudo apt-get install -y libxml2-utils' (Debian)." >&2
    exit 1
  fi
fi

echo "== Formatting (Prettier, check only)"; npx prettier --check . --log-level warn
echo "== Type-check"; npx tsc --noEmit -p .
echo "== Lint"; npx eslint .
echo "== Unit and integration tests"; npx vitest run
echo "== Production build"; npx next build > "${TMPDIR:-/tmp}/vetrina-build.log" 2>&1 || { cat "${TMPDIR:-/tmp}/vetrina-build.log"; exit 1; }
echo "== End-to-end tests"; npx playwright test
