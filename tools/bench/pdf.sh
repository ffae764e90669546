#!/usr/bin/env bash
# Data-sheet printing figures (docs/BENCHMARKS.md, 'Data sheets (PDF)'):
# builds the `pdf_bench` example in release mode and prints, as table rows,
# the cold print (Chromium launch included), warm p50/p95 one at a time and
# their ratio, CPU per sheet, sheets/s at 1, 2 and 4 concurrent prints, and
# the Chromium processes' memory over SHEETS sheets (default 1000), each with
# the load average when it was taken. Every print is checked to give the same
# bytes. Needs /usr/bin/chromium. Knobs: WARM, TOTAL, COLD, LEVELS, SHEETS,
# PDF_OUT (see infra/examples/pdf_bench.rs).
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "| machine | $(nproc) cores, $(uname -m), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg) |"
# PROFILE=dev measures a debug build (the Rust side then costs about 15 ms
# of CPU per sheet more).
cargo run --quiet --profile "${PROFILE:-release}" -p infra --example pdf_bench -- tools/bench/fixtures/rack-project.json
