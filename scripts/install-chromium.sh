#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (Playwright drives /usr/bin/chromium; it cannot
# download a browser of its own here). Does nothing when it is already installed.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
