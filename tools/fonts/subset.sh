#!/usr/bin/env bash
# Regenerates app/templates/fonts/*.ttf: DejaVu Sans (Debian fonts-dejavu-core,
# Bitstream Vera / public-domain licence, see app/templates/fonts/LICENSE)
# cut to Latin-1, Latin Extended-A and the symbols the data sheets print,
# so each sheet can inline its fonts in a few tens of kilobytes.
# Needs: python3 -m venv .venv && .venv/bin/pip install fonttools==4.55.3
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../app/templates/fonts"
pyftsubset=${PYFTSUBSET:-$here/.venv/bin/pyftsubset}
# Basic Latin, Latin-1, Latin Extended-A, general punctuation, super/subscripts
# (CO₂, m³), currency, letterlike, arrows, math operators (≤ ≥ ≈ ±, Δ, ·), boxes.
unicodes="U+0020-007E,U+00A0-017F,U+0394,U+03B1-03C9,U+2010-2027,U+2030-203A,U+2070-209F,U+20AC,U+2103,U+2116,U+2122,U+2190-2199,U+2212-2219,U+2248,U+2260-2265,U+25A0-25CF,U+2713,U+2717"
for face in DejaVuSans DejaVuSans-Bold; do
  "$pyftsubset" "/usr/share/fonts/truetype/dejavu/$face.ttf" \
    --unicodes="$unicodes" --layout-features='kern,liga' --no-hinting \
    --desubroutinize --name-IDs='*' --output-file="$out/$face.ttf"
done
ls -l "$out"
