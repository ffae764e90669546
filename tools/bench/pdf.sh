#!/usr/bin/env bash
# Data-sheet printing figures (docs/BENCHMARKS.md, 'Data sheets (PDF)'):
# runs the `pdf_bench` example and prints, as table rows, the cold print
# (Chromium launch included), warm p50/p95 one at a time and their ratio,
# CPU per sheet, sheets/s at 1, 2 and 4 concurrent prints, and the Chromium
# processes' memory over SHEETS sheets (default 1000), each with the load
# average when it was taken. Every print is checked to give the same bytes.
# Needs /usr/lib/chromium/chromium-headless-shell and /usr/bin/chromium (the
# sheet is checked against it); CHROMIUM=/usr/bin/chromium measures the full
# browser that printed sheets before the headless shell.
#
#   tools/bench/pdf.sh [BINARY]
#
# BINARY is a built `pdf_bench` (e.g. target/release/examples/pdf_bench from
# `cargo build --release -p infra --example pdf_bench`): it runs as given,
# nothing is compiled, so a binary built earlier can be measured on an idle
# machine. Without it the example is built and run (release; PROFILE=dev
# for a debug build, whose Rust side costs about 15 ms of CPU per sheet
# more). Knobs: WARM, TOTAL, COLD, LEVELS, SHEETS, PDF_OUT, WINDOWS, CHROMIUM (see
# infra/examples/pdf_bench.rs). With the defaults a run takes 2 to 3 minutes
# on an idle 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
fixture=tools/bench/fixtures/rack-project.json
echo "| machine | $(nproc) cores, $(uname -m), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg) |"
if [[ $# -gt 0 ]]; then
  binary=$1
  [[ -x $binary ]] || { echo "not an executable: $binary" >&2; exit 1; }
  echo "| binary | $binary, built $(date -u -r "$binary" '+%Y-%m-%d %H:%M UTC') |"
  "$binary" "$fixture"
else
  cargo run --quiet --profile "${PROFILE:-release}" -p infra --example pdf_bench -- "$fixture"
fi
echo "| finished | $(date -u '+%H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg) |"
