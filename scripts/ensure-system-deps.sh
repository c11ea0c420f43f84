#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium for Playwright, a PostgreSQL server for the
# server-database suite, poppler-utils to read PDFs back, libxml2-utils for xmllint to check e-invoices
# against their XSD schemas), only when missing. Idempotent.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "Run as root, or install these Debian packages first: ${missing[*]}" >&2
    exit 1
  fi
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# Debian's package starts a cluster of its own; the tests start their own throwaway one.
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  $SUDO service postgresql stop >/dev/null 2>&1 || true
fi
