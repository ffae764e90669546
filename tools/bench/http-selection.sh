#!/usr/bin/env bash
# Latency of POST /api/selection/compressors over HTTP on a fresh embedded
# store holding the demo catalogue: REQUESTS sequential requests (default
# 300) after a warm-up, p50/p95/max of curl's total time (docs/BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${FICHAS_BIN:-target/release/fichas}
[ -x "$bin" ] || { echo "build the server first: cargo build --release --bin fichas (or set FICHAS_BIN)" >&2; exit 1; }
data=$(mktemp -d)
port=${PORT:-18198}
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
"$bin" --data-dir "$data" --log warn import-catalogue tools/demo/compressors-sample.idf
"$bin" --data-dir "$data" --bind 127.0.0.1:$port --log warn serve &
server=$!
for _ in $(seq 100); do curl -sf http://127.0.0.1:$port/health >/dev/null && break; sleep 0.1; done
url=http://127.0.0.1:$port/api/selection/compressors
body='{"refrigerant":"R404A","evapTemp":-10,"condTemp":40,"requiredCapacity":30,"count":{"min":1,"max":4},"redundancy":"N","sort":"highestCop"}'
post() { curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -H 'Content-Type: application/json' -d "$body" "$url"; }
for _ in $(seq 20); do post >/dev/null; done
for _ in $(seq "${REQUESTS:-300}"); do post; done | sort -k2 -g | awk '
  $1 != 200 { bad++ } { t[NR] = $2 * 1000 }
  END { printf "requests %d, non-200 %d, p50 %.2f ms, p95 %.2f ms, max %.2f ms\n", NR, bad, t[int(NR * 0.5)], t[int(NR * 0.95)], t[NR] }'
