#!/usr/bin/env bash
# Checks (and, as root on Debian, installs) what the project needs.
#   tools/deps.sh run    what `make run` needs: cargo, Node.js >= 20 with npm, tesseract, poppler-utils, fonts,
#                        chromium-headless-shell and chromium
#   tools/deps.sh test   plus PostgreSQL server binaries, rustfmt and clippy
#   tools/deps.sh corpus plus what tools/corpus/generate.py needs to remake the
#                        import corpus (groff, ghostscript, imagemagick); the
#                        tests read the committed files and need only run/test
set -euo pipefail
mode=${1:-run}
missing_pkgs=()
problems=()

have() { command -v "$1" >/dev/null 2>&1; }

if ! have cargo; then
  problems+=("Rust toolchain (cargo) not found: install it with rustup (https://rustup.rs), then re-run.")
fi

if have node; then
  node_major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$node_major" -lt 20 ]; then
    problems+=("Node.js $(node --version) is too old: Vite 8 needs Node.js 20.19 or newer.")
  fi
else
  missing_pkgs+=(nodejs npm)
fi
have npm || missing_pkgs+=(npm)

# OCR of uploaded images (P-T charts, data sheets).
have tesseract || missing_pkgs+=(tesseract-ocr tesseract-ocr-spa tesseract-ocr-eng)
[ -e /usr/share/tesseract-ocr/5/tessdata/spa.traineddata ] || [ -e /usr/share/tesseract-ocr/4.00/tessdata/spa.traineddata ] \
  || missing_pkgs+=(tesseract-ocr-spa)

# PDF text with the layout kept, and scanned PDFs rendered page by page for OCR.
have pdftotext && have pdftoppm || missing_pkgs+=(poppler-utils)

# The fonts images and PDFs are rendered with (data sheets, test charts).
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing_pkgs+=(fonts-dejavu-core)
[ -e /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf ] || missing_pkgs+=(fonts-liberation2)

# The server prints data sheets with Debian's Chromium headless shell; the
# full Chromium of the same source package printed the sheets issued before
# it (the tests compare the two) and runs the web end-to-end and Lighthouse
# tests.
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing_pkgs+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing_pkgs+=(chromium)

if [ "$mode" = test ]; then
  # make lint: rustfmt and clippy, components of the rustup toolchain.
  if have cargo && ! { cargo fmt --version && cargo clippy --version; } >/dev/null 2>&1; then
    if have rustup; then
      echo "Installing Rust components: rustfmt clippy"
      rustup component add rustfmt clippy
    else
      problems+=("cargo fmt or cargo clippy not found: install the toolchain with rustup (https://rustup.rs), which includes both.")
    fi
  fi
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing_pkgs+=(postgresql)
  have psql || missing_pkgs+=(postgresql-client)
  # The reliability suite's venv (schemathesis from PyPI).
  have python3 || missing_pkgs+=(python3)
  python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing_pkgs+=(python3-venv)
fi

if [ "$mode" = corpus ]; then
  have groff || missing_pkgs+=(groff-base)
  have gs || missing_pkgs+=(ghostscript)
  [ -x /usr/bin/convert ] || missing_pkgs+=(imagemagick)
  have python3 || missing_pkgs+=(python3)
fi

if [ ${#missing_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && have apt-get; then
    echo "Installing Debian packages: ${missing_pkgs[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing_pkgs[@]}"
  else
    problems+=("Missing Debian packages; install them with: sudo apt-get install -y ${missing_pkgs[*]}")
  fi
fi

if [ ${#problems[@]} -gt 0 ]; then
  printf 'Cannot continue:\n' >&2
  printf '  - %s\n' "${problems[@]}" >&2
  exit 1
fi
