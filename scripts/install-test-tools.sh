#!/usr/bin/env bash
# Installs the Debian packages the tests use: Chromium for the browser tests (Playwright drives
# /usr/bin/chromium; it cannot download a browser of its own here), Firefox ESR for the page-policy
# and dialog-fallback tests (puppeteer-core drives /usr/bin/firefox-esr over WebDriver BiDi), redis-server for the tests
# of the shared cache and the shared form limit (several site instances), and nginx for the tests of
# the shipped proxy configuration (deploy/nginx), and a Java runtime for the W3C Nu HTML Checker
# (tests/e2e/html.spec.ts runs the vnu-jar package's vnu.jar). Does nothing when all are installed.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
# The packages start system services (nginx on port 80 of every interface); the tests start their
# own, on loopback, from temporary folders. Stop the ones just installed and keep them off.
for package in "${missing[@]}"; do
  case "$package" in nginx-light) service=nginx ;; redis-server) service=redis-server ;; *) continue ;; esac
  if [ -d /run/systemd/system ]; then
    $SUDO systemctl disable --now "$service" >/dev/null 2>&1 || true
  else
    $SUDO invoke-rc.d "$service" stop >/dev/null 2>&1 || true
    $SUDO update-rc.d "$service" disable >/dev/null 2>&1 || true
  fi
done
