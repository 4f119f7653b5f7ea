#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own
# browsers on our machines), with the fonts real phones and walls have (colour
# emoji, Chinese/Japanese/Korean) so screenshots show what users see. Install
# what is missing when we may.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$chromium" ] || packages+=(chromium)
for font in fonts-noto-color-emoji fonts-noto-cjk; do
  dpkg -s "$font" >/dev/null 2>&1 || packages+=("$font")
done
[ ${#packages[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${packages[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  exit 0
fi
if [ ! -x "$chromium" ]; then
  echo "Chromium is not installed at $chromium. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Fonts missing (${packages[*]}): screenshots may show boxes for emoji or CJK names." >&2
