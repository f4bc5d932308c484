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
npm run --silent check:types-current || { echo "0 passed, 1 failed"; exit 1; }
npm run --silent typecheck || { echo "0 passed, 1 failed"; exit 1; }
npm run --silent lint || { echo "0 passed, 1 failed"; exit 1; }

mkdir -p tests/artifacts
rm -f tests/artifacts/jest-*.json
# The build above is fresh, so every server the tests start runs what production runs (dist/server),
# which also starts about two seconds sooner than the sources through tsx.
export TEST_COMPILED_SERVER="${TEST_COMPILED_SERVER:-true}"
# Two runs, each in two jest workers: unit and API files (each API file talks to its own server
# process), then browser files (a browser and a server per file). A browser file alone keeps about half
# of this two-core machine busy (measured: 49%, the rest is waiting on renders and requests); two at
# once took 121 s where one at a time took 180 s for the same four files. Jest's default on two cores
# is one worker for everything, which took 81 minutes of CI's 90; browser files one at a time, 72.
status=0
npx jest --ci --selectProjects unit api --maxWorkers=2 --passWithNoTests --json --outputFile=tests/artifacts/jest-unit-api.json "$@" || status=1
npx jest --ci --selectProjects e2e --maxWorkers=2 --passWithNoTests --json --outputFile=tests/artifacts/jest-e2e.json "$@" || status=1
node scripts/summarize-tests.mjs tests/artifacts/jest-unit-api.json tests/artifacts/jest-e2e.json || status=1
exit $status
