#!/usr/bin/env bash
# `npm run generate:types` writes payload-types.ts from the Payload config (collections, jobs, auth)
# and portals/shared/client/schema.ts, the typed client's types, from the contract's OpenAPI document
# (scripts/generate-client-types.ts); `npm run check:types-current` (--check) generates both into
# temporary files and fails when a committed one differs. Generating only reads the config: the database URL points at a throwaway SQLite file.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
out="payload-types.ts"
[ "${1:-}" = "--check" ] && out="$tmp/payload-types.ts"
PAYLOAD_SECRET="${PAYLOAD_SECRET:-generate-types-only}" DATABASE_URL="file:$tmp/types.db" PAYLOAD_TS_OUTPUT_PATH="$out" \
  npx payload generate:types >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
if [ "${1:-}" = "--check" ] && ! diff -u payload-types.ts "$out"; then
  echo "payload-types.ts is not what the Payload config generates: run 'npm run generate:types' and commit payload-types.ts"
  exit 1
fi
node --import tsx scripts/generate-client-types.ts ${1:-} || exit 1
