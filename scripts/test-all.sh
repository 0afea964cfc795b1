#!/usr/bin/env bash
# Every test, unit and end to end. Installs Debian's Chromium first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "Installing Debian's chromium (browser tests never download a browser)…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

step() { printf '\n== %s ==\n' "$1"; }

step "build";               npm run build
step "typecheck";           npm run typecheck
step "unit tests";          npm test
step "first-load JS budget"; npm run js-budget -- --check
step "server integration";  npm run test:integration
step "end to end (JS on and off)"; CI=1 npm run test:e2e
step "hardening (attacks and faults, issue 12)"; CI=1 npm run test:hardening
