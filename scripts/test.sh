#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine of this kind. Installs Debian's Chromium for the browser
# tests when it is missing, builds the UIs, type-checks, runs every jest project (unit, api, e2e) and
# ends with one line "N passed, N failed" over all suites. Extra arguments go to jest.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's package (needs root) ..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null \
    || { echo "Could not install chromium"; exit 1; }
fi

npm run --silent build || exit 1
npm run --silent typecheck || { echo "0 passed, 1 failed"; exit 1; }

mkdir -p tests/artifacts
npx jest --ci --json --outputFile=tests/artifacts/jest-results.json "$@"
status=$?
node scripts/summarize-tests.mjs tests/artifacts/jest-results.json || status=1
exit $status
