#!/usr/bin/env bash
# Data-sheet printing figures (docs/BENCHMARKS.md, 'Data sheets'): builds the
# bench in release mode and prints the first sheet after start, warm p50/p99,
# sheets/s at 4 concurrent requests and browser memory after SHEETS sheets
# (default 1000). Needs /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
# PROFILE=dev measures a debug build (the Rust side is a small share of the time).
cargo run --profile "${PROFILE:-release}" -p infra --example pdf_bench -- tools/bench/fixtures/rack-project.json
