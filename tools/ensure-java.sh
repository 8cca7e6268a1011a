#!/usr/bin/env bash
# Makes sure the HTML validator (vnu-jar, the W3C Nu HTML Checker) has a Java runtime:
# installs Debian's default-jre-headless with apt when `java` is missing and the machine allows it.
set -euo pipefail

if command -v java >/dev/null 2>&1; then
  echo "ensure-java: using $(java -version 2>&1 | head -n 1)"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else SUDO="skip"; fi
  fi
  if [ "$SUDO" != "skip" ]; then
    echo "ensure-java: java is missing; installing Debian's default-jre-headless…"
    export DEBIAN_FRONTEND=noninteractive
    if $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null; then
      echo "ensure-java: installed $(java -version 2>&1 | head -n 1)"
      exit 0
    fi
  fi
fi

echo "ensure-java: no Java runtime, and apt-get could not install one: the HTML validator test will fail. Install a JRE (11 or later)." >&2
exit 0
