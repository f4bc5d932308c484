#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine of this kind. Installs Debian's Chromium for the browser
# tests when it is missing, builds the UIs, type-checks, runs every jest project (unit, api, e2e) and
# ends with one line "N passed, N failed" over all suites, after the wall time of each phase. Extra
# arguments go to jest.
set -uo pipefail
cd "$(dirname "$0")/.."

run_started=$SECONDS
phase_started=$SECONDS
phase_times=()
# Ends the phase named by $1: its wall time goes into the closing table.
phase_done() {
  local seconds=$((SECONDS - phase_started))
  phase_times+=("$(printf '%-16s %4d:%02d' "$1" $((seconds / 60)) $((seconds % 60)))")
  echo "== $1: $((seconds / 60))m$((seconds % 60))s"
  phase_started=$SECONDS
}
print_times() {
  local seconds=$((SECONDS - run_started))
  echo "Wall time per phase (m:ss):"
  printf '  %s\n' "${phase_times[@]}"
  printf '  %-16s %4d:%02d\n' "total" $((seconds / 60)) $((seconds % 60))
}

# The browser files run Debian's headless shell of Chromium (tests/helpers/browser.ts says why); the full
# browser comes with it for a person who wants to look at the screens.
if [ ! -x /usr/bin/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's packages (needs root) ..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null \
    || { echo "Could not install chromium"; exit 1; }
  phase_done "install chromium"
fi

npm run --silent build || exit 1
phase_done "build"
# The three static checks are single-threaded and independent, so they run side by side on the two
# cores; each one's output is printed whole, in this order, once all three ended.
static_dir="$(mktemp -d)"
static_checks=(check:types-current typecheck lint)
static_pids=()
for check in "${static_checks[@]}"; do
  npm run --silent "$check" >"$static_dir/$check.log" 2>&1 &
  static_pids+=($!)
done
static_failed=0
for i in "${!static_checks[@]}"; do
  if ! wait "${static_pids[$i]}"; then
    static_failed=1
    echo "== ${static_checks[$i]} failed:"
  fi
  cat "$static_dir/${static_checks[$i]}.log"
done
rm -rf "$static_dir"
phase_done "types and lint"
[ "$static_failed" -eq 0 ] || { print_times; echo "0 passed, 1 failed"; exit 1; }

# The test servers' data folders and the seeded templates go to memory when the machine has a writable
# /dev/shm: the same SQLite files, but a commit waits on no disk (measured on write-heavy API files: 10-15%
# off their time). A TMPDIR set by the caller is kept.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then export TMPDIR=/dev/shm; fi

mkdir -p tests/artifacts
rm -f tests/artifacts/jest-*.json tests/artifacts/server-starts.jsonl tests/artifacts/browser-steps.jsonl
# Every test server's start time (tests/helpers/testServer.ts), summed up at the end: starts are most of
# an API file's time.
export TEST_SERVER_TIMING_FILE="$PWD/tests/artifacts/server-starts.jsonl"
# The browser files' page loads, accessibility scans and screenshots (tests/helpers/stepTiming.ts): most
# of their time, counted in the summary.
export TEST_STEP_TIMING_FILE="$PWD/tests/artifacts/browser-steps.jsonl"
# The build above is fresh, so every server the tests start runs what production runs (dist/server),
# which also starts about two seconds sooner than the sources through tsx.
export TEST_COMPILED_SERVER="${TEST_COMPILED_SERVER:-true}"
# One folder of seeded template databases for both jest runs below (tests/helpers/templateDatabase.ts):
# the browser files start from the seeds the API files already made. Removed, with the PostgreSQL
# templates, however the run ends.
TEST_TEMPLATE_DIR="$(mktemp -d "${TMPDIR:-/tmp}/talentgrid-templates-XXXXXX")"
export TEST_TEMPLATE_DIR
trap 'node --import tsx tests/helpers/removeTemplates.ts "$TEST_TEMPLATE_DIR" || rm -rf "$TEST_TEMPLATE_DIR"' EXIT
# Two runs: unit and API files in two jest workers (each API file talks to its own server process;
# they keep the two cores about 90% busy), then browser files in two (a server per file, one Chromium
# for the run). A browser file alone keeps about half of this two-core machine busy (measured: 46-49%,
# its Chromium renderers counted), so two at a time fill it; three at a time took as long (32 min, load
# average 9-10, no idle CPU) and their pages' 45 s waits ran out in CI. Jest's default on two cores is
# one worker for everything, which took 81 minutes of CI's 90. TEST_API_WORKERS and TEST_E2E_WORKERS try
# other counts on another machine.
status=0
npx jest --ci --selectProjects unit api --maxWorkers="${TEST_API_WORKERS:-2}" --passWithNoTests --json --outputFile=tests/artifacts/jest-unit-api.json "$@" || status=1
phase_done "unit + api"
npx jest --ci --selectProjects e2e --maxWorkers="${TEST_E2E_WORKERS:-2}" --passWithNoTests --json --outputFile=tests/artifacts/jest-e2e.json "$@" || status=1
phase_done "e2e"
print_times
node scripts/summarize-tests.mjs tests/artifacts/jest-unit-api.json tests/artifacts/jest-e2e.json --starts "$TEST_SERVER_TIMING_FILE" --steps "$TEST_STEP_TIMING_FILE" || status=1
exit $status
