#!/usr/bin/env bash
# Makes sure the cross-engine check (site/e2e/engines.spec.ts) has its two other engines:
# WebKitGTK's WebDriver and MiniBrowser (package webkit2gtk-driver) under a virtual display
# (xvfb), and Firefox ESR (firefox-esr). Installs what is missing with apt when allowed; when it
# cannot, the check names the engine it lacks and skips it.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

missing=()
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)

if [ ${#missing[@]} -eq 0 ] || apt_install ensure-engines "${missing[@]}"; then
  echo "ensure-engines: using WebKitGTK $(dpkg-query -W -f='${Version}' webkit2gtk-driver 2>/dev/null || echo '(versión desconocida)') and $(firefox-esr --version 2>/dev/null | head -n 1)"
  exit 0
fi

echo "ensure-engines: ${missing[*]} missing and not installable here: the cross-engine check will skip what it cannot run." >&2
exit 0
