#!/usr/bin/env bash
# Installs the Debian packages the tests use: Chromium for the browser tests (Playwright drives
# /usr/bin/chromium; it cannot download a browser of its own here) and redis-server for the tests of
# the shared cache and the shared form limit (several site instances). Does nothing when both are
# installed.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
