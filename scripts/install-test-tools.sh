#!/usr/bin/env bash
# Installs the Debian packages the tests use: Chromium for the browser tests (Playwright drives
# /usr/bin/chromium; it cannot download a browser of its own here), redis-server for the tests of
# the shared cache and the shared form limit (several site instances), and nginx for the tests of
# the shipped proxy configuration (deploy/nginx). Does nothing when all three are installed.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
# the packages start their own services on all addresses; the tests start what they need on loopback
for service in nginx redis-server; do
  $SUDO service "$service" stop >/dev/null 2>&1 || true
done
