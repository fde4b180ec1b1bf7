#!/usr/bin/env bash
# Installs Debian's (or Ubuntu's) chromium when it is missing. The browser tests drive it, and the production
# build prints each version's field manual to PDF with it (src/features/field-kit/pdf-plugin.ts).
set -euo pipefail
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing chromium…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
