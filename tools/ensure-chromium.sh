#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive.
# Prefers Debian's /usr/bin/chromium and installs it with apt when missing and allowed;
# elsewhere the tests fall back to Playwright's own browser (see playwright.config.ts).
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: using $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

if apt_install ensure-chromium chromium; then
  echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
  exit 0
fi

cat >&2 <<'MSG'
ensure-chromium: Debian's /usr/bin/chromium is not available on this machine.
The browser tests will use Playwright's own Chromium instead. If it is not installed yet,
run `npx playwright install chromium` once (this needs access to Playwright's download host).
MSG
exit 0
