#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive.
# Prefers Debian's /usr/bin/chromium and installs it with apt when missing and allowed;
# elsewhere the tests fall back to Playwright's own browser (see playwright.config.ts).
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: using $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      SUDO="sudo -n"
    else
      SUDO="skip"
    fi
  fi
  if [ "$SUDO" != "skip" ]; then
    echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium package…"
    export DEBIAN_FRONTEND=noninteractive
    if $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null; then
      echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
      exit 0
    fi
    echo "ensure-chromium: apt-get could not install chromium." >&2
  fi
fi

cat >&2 <<'MSG'
ensure-chromium: Debian's /usr/bin/chromium is not available on this machine.
The browser tests will use Playwright's own Chromium instead. If it is not installed yet,
run `npx playwright install chromium` once (this needs access to Playwright's download host).
MSG
exit 0
