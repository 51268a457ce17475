#!/usr/bin/env bash
# The brand's fonts, cut to what the shop prints (npm run fonts). Sources: the variable Latin files of
# @fontsource-variable/cormorant-garamond and /jost (SIL OFL 1.1, no reserved font names). Output,
# committed: src/features/shell/fonts/*.woff2 and the licence, loaded by next/font/local (fonts.ts).
#   - Cormorant Garamond: one static instance at weight 500 (headings; the logo and signature use it too)
#   - Jost: still variable, its weight axis limited to 400–700 (the weights the CSS uses)
#   - both: the characters of Italian and English text, prices and typographic punctuation only
# Needs fontTools with Brotli (Debian: python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
SRC=node_modules/@fontsource-variable
OUT=src/features/shell/fonts
UNICODES="U+0020-007E,U+00A0-00FF,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cut() { # source axis-limits output
  "$PY" -m fontTools.varLib.instancer "$1" "$2" -q -o "$tmp/font.ttf"
  "$PY" -m fontTools.subset "$tmp/font.ttf" --unicodes="$UNICODES" --layout-features='kern,liga' \
    --flavor=woff2 --output-file="$OUT/$3"
  echo "$3: $(stat -c %s "$OUT/$3") bytes (from $(stat -c %s "$1"))"
}
mkdir -p "$OUT"
cut "$SRC/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2" wght=500 cormorant-garamond-500.woff2
cut "$SRC/jost/files/jost-latin-wght-normal.woff2" wght=400:700 jost-400-700.woff2
{
  echo "Cormorant Garamond and Jost, cut by scripts/subset-fonts.sh from @fontsource-variable 5.3.0."
  echo
  cat "$SRC/cormorant-garamond/LICENSE"
  echo
  echo "----"
  echo
  cat "$SRC/jost/LICENSE"
} > "$OUT/LICENSE-OFL.txt"
