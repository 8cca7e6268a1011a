#!/usr/bin/env bash
# Makes sure the HTML validator (vnu-jar, the W3C Nu HTML Checker) has a Java runtime:
# installs Debian's default-jre-headless with apt when `java` is missing and the machine allows it.
set -euo pipefail
source "$(dirname "$0")/apt-install.sh"

if command -v java >/dev/null 2>&1; then
  echo "ensure-java: using $(java -version 2>&1 | head -n 1)"
  exit 0
fi

if apt_install ensure-java default-jre-headless; then
  echo "ensure-java: installed $(java -version 2>&1 | head -n 1)"
  exit 0
fi

echo "ensure-java: no Java runtime, and apt-get could not install one: the HTML validator test will fail. Install a JRE (11 or later)." >&2
exit 0
