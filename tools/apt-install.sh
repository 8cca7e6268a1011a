# Sourced by the ensure-*.sh installers: `apt_install NAME PACKAGE…` installs Debian packages with
# apt-get (through sudo when not root and sudo needs no password); it returns 1, having said why,
# when this machine cannot.
apt_install() {
  local name="$1"
  shift
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$name: no apt-get here to install $*." >&2
    return 1
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo -n"
    else
      echo "$name: not root and no sudo without a password: cannot install $*." >&2
      return 1
    fi
  fi
  echo "$name: installing $* with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  if $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null; then
    return 0
  fi
  echo "$name: apt-get could not install $*." >&2
  return 1
}
