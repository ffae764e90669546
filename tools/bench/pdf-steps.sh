#!/usr/bin/env bash
# Where a warm data-sheet print's time goes (docs/BENCHMARKS.md, 'Data
# sheets (PDF)'): runs the `pdf_steps` example, which prints the bench sheet
# on one page of one browser, the whole document replaced for every sheet
# and swapped into the page's shell, and prints as table rows each CDP
# step's wall time (p50) and CPU per Chromium process and thread, with the
# load average. Needs /usr/bin/chromium-headless-shell (CHROMIUM=/usr/bin/chromium
# measures the full browser that printed sheets before it).
#
#   tools/bench/pdf-steps.sh [BINARY]
#
# BINARY is a built `pdf_steps` (`cargo build --release -p infra --example
# pdf_steps`, then target/release/examples/pdf_steps); without it the
# example is built and run (release). Knobs: N, WAYS, TRACE, CHROMIUM (see
# infra/examples/pdf_steps.rs).
set -euo pipefail
cd "$(dirname "$0")/../.."
fixture=tools/bench/fixtures/rack-project.json
echo "| machine | $(nproc) cores, $(uname -m), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg) |"
if [[ $# -gt 0 ]]; then
  "$1" "$fixture"
else
  cargo run --quiet --release -p infra --example pdf_steps -- "$fixture"
fi
echo "| finished | $(date -u '+%H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg) |"
