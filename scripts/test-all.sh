#!/usr/bin/env bash
# Every test of the project, as `npm test` runs it: static checks, unit and
# integration tests (Vitest, against a local database they start themselves),
# the production build, the end-to-end tests (Playwright in Debian's Chromium) and the
# mutation testing pass. Ends with the mutation score and one line that totals the tests.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh || exit 1

mkdir -p artifacts
status=0
failed_steps=()
step() {
  local name=$1
  echo
  echo "== $name"
  shift
  if ! "$@"; then
    status=1
    failed_steps+=("$name")
  fi
}

step "Type-check (renderer and Node separately)" npm run --silent typecheck
step "Lint and format" npm run --silent lint
step "Unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile.json=artifacts/vitest.json
step "Production build (browser and kiosk)" npm run --silent build
step "Browser build has no Electron code" node scripts/check-web-build.mjs
PLAYWRIGHT_JSON_OUTPUT_NAME=artifacts/playwright.json \
  step "End-to-end tests" npx playwright test --reporter=list,json
# The files of the mutation scope changed since the recorded pass (mutation/record.json),
# or caught by changed tests, mutated afresh; the rest of the score comes from the
# record. A surviving mutant the record does not list fails here (README, "Mutation
# testing").
rm -f artifacts/mutation/summary.txt
step "Mutation testing (files changed since the record)" npm run --silent mutate:ci

echo
cat artifacts/mutation/summary.txt 2>/dev/null ||
  echo "Mutation score: not measured (the mutation step did not finish)"
node scripts/test-summary.mjs artifacts/vitest.json artifacts/playwright.json || status=1
for name in "${failed_steps[@]}"; do
  echo "Failed step: $name"
done
exit $status
