#!/usr/bin/env bash
# Every test, unit and end to end. Installs Debian's Chromium (browser tests never download a browser),
# a Korean font (users' devices have one: without it Hangul renders as boxes of other widths, and the
# layout tests would measure the wrong text), nginx (the scale-out test runs the repository's nginx.conf)
# and redis-server (the instances' shared store in the integration tests, which start their own) first
# when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

MISSING=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || MISSING+=(chromium)
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

step() { printf '\n== %s ==\n' "$1"; }

step "build";               npm run build
step "typecheck";           npm run typecheck
step "lint and format";     npm run lint
step "unit tests";          npm test
step "first-load JS budget"; npm run js-budget -- --check
step "server integration";  npm run test:integration
# One Playwright run for both suites (the same as test:e2e then test:hardening), so they share the time.
step "end to end (JS on and off) and hardening (attacks and faults)"; CI=1 npx playwright test --project=js --project=nojs --project=hardening
