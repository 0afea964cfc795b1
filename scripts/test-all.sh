#!/usr/bin/env bash
# Every test, unit and end to end. Installs Debian's Chromium and its headless shell, the tests' browser
# (browser tests never download a browser), a Korean font (users' devices have one: without it Hangul
# renders as boxes of other widths, and the layout tests would measure the wrong text), nginx (the
# scale-out test runs the repository's nginx.conf) and redis-server (the instances' shared store in the
# integration tests, which start their own) first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

MISSING=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || MISSING+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || MISSING+=(chromium-headless-shell)
[ -n "$(fc-list :lang=ko 2>/dev/null)" ] || MISSING+=(fonts-nanum)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || MISSING+=(nginx-light)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || MISSING+=(redis-server)
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${MISSING[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi
export PATH="$PATH:/usr/sbin"

# The run's temporary files (the servers' reference databases, browser profiles, nginx's files) in a folder
# of its own, removed however the run ends: CI runs on the same machine again and again, and each run left
# some 25 folders and 200 MB of databases in /tmp.
RUN_TMP=$(mktemp -d "${TMPDIR:-/tmp}/test-all-XXXXXX")
trap 'timings; rm -rf "$RUN_TMP"' EXIT
export TMPDIR="$RUN_TMP"

# Each step says when it starts (seconds since the start), and the run ends (passed or not) with each step's time
# and the total, so a slow run shows where its time went.
STEPS=()
STEP_STARTS=()
step() {
  STEPS+=("$1")
  STEP_STARTS+=("$SECONDS")
  printf '\n== %s (at %ss) ==\n' "$1" "$SECONDS"
}
minutes() { printf '%dm %02ds' $(($1 / 60)) $(($1 % 60)); }
timings() {
  local status=$? i end
  [ ${#STEPS[@]} -gt 0 ] || return 0
  printf '\n== time per step ==\n'
  for i in "${!STEPS[@]}"; do
    end=${STEP_STARTS[$((i + 1))]:-$SECONDS}
    printf '%9s  %s\n' "$(minutes $((end - STEP_STARTS[i])))" "${STEPS[$i]}"
  done
  printf '%9s  in all (%s)\n' "$(minutes "$SECONDS")" "$([ "$status" -eq 0 ] && echo passed || echo "FAILED, exit $status")"
}

# The end-to-end servers' ports (JS on, JS off, each with its upstream on the port + 1) must be free before the
# run spends its first minutes: a killed Playwright run leaves its `npm start` servers holding them.
PORT_BASE=${E2E_PORT_BASE:-3200}
node scripts/ports-free.mjs "$PORT_BASE" $((PORT_BASE + 1)) $((PORT_BASE + 100)) $((PORT_BASE + 101))

step "build";               npm run build
# Type checking and lint are one process each: side by side they share the two cores.
step "typecheck, lint and format"
typecheck_log=$(mktemp)
npm run typecheck > "$typecheck_log" 2>&1 & typecheck=$!
lint_status=0; npm run lint || lint_status=$?
typecheck_status=0; wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"; rm -f "$typecheck_log"
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then exit 1; fi
step "first-load JS budget"; npm run js-budget -- --check
# The same budget for what the pages readers open fetch before any input, lazy chunks included (Chromium).
step "JS before the first input"; npm run js-budget:browser -- --check
# Unit and integration tests side by side: the integration tests mostly wait (servers starting, upstream
# latency, the nginx and Redis pair), which the unit tests fill. Each prints when done.
step "unit tests and server integration"
integration_log=$(mktemp)
npm run test:integration > "$integration_log" 2>&1 & integration=$!
unit_status=0; npm test || unit_status=$?
integration_status=0; wait "$integration" || integration_status=$?
cat "$integration_log"; rm -f "$integration_log"
if [ "$unit_status" -ne 0 ] || [ "$integration_status" -ne 0 ]; then exit 1; fi
# One Playwright run for both suites (the same as test:e2e then test:hardening), so they share the time.
step "end to end (JS on and off) and hardening (attacks and faults)"; CI=1 npx playwright test --project=js --project=nojs --project=hardening
