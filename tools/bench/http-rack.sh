#!/usr/bin/env bash
# Load test of POST /api/racks/calculate with wrk against a release build on
# a fresh embedded store holding the demo catalogue (docs/BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v wrk >/dev/null || { echo "wrk is needed: sudo apt-get install -y wrk" >&2; exit 1; }
[ -x "${FICHAS_BIN:-target/release/fichas}" ] || { echo "build the server first: cargo build --release --bin fichas" >&2; exit 1; }
bin=${FICHAS_BIN:-target/release/fichas}
data=$(mktemp -d)
port=18199
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
"$bin" --data-dir "$data" --log warn import-catalogue tools/demo/compressors-sample.idf
"$bin" --data-dir "$data" --bind 127.0.0.1:$port --log warn serve &
server=$!
for _ in $(seq 50); do curl -sf http://127.0.0.1:$port/health >/dev/null && break; sleep 0.1; done
url=http://127.0.0.1:$port/api/racks/calculate
wrk -t1 -c2 -d2s -s tools/bench/rack.lua "$url" >/dev/null # warm-up
# The server's own CPU time around the run (utime + stime, in clock ticks):
# the figure that depends least on other work on the machine.
ticks() { awk '{print $14 + $15}' /proc/$server/stat; }
before=$(ticks)
out=$(wrk -t2 -c${CONNECTIONS:-16} -d${DURATION:-15s} --latency -s tools/bench/rack.lua "$url")
after=$(ticks)
echo "$out"
requests=$(echo "$out" | sed -n 's/^requests \([0-9]*\),.*/\1/p')
awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$requests" \
  'BEGIN { printf "server CPU %.2f s, %.0f us per request\n", t / hz, 1e6 * t / hz / n }'
