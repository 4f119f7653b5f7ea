#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own
# browsers on our machines). Install it when it is missing and we may.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
  exit 0
fi
echo "Chromium is not installed at $chromium. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
