-- wrk script: POST a 3-circuit × 4-compressor rack (R404A, demo catalogue).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local circuit = function(id, evap)
  return string.format([[{"id":"%s","evapTemp":%s,"requiredCapacity":80,
    "compressors":[{"model":"3DA3-075E-TFD"},{"model":"3DB3-100E-TFD"},{"model":"3DA3-075E-TFD"},{"model":"3DB3-100E-TFD"}],
    "suctionLinesConfig":{"numberOfLines":2,"division":{"type":"percentage","values":[60,40]}}}]], id, evap)
end
wrk.body = '{"condTemp":40,"refrigerant":"R404A","voltage":460,"pipeDistance":25,"circuits":['
  .. circuit("1", -10) .. "," .. circuit("2", -8) .. "," .. circuit("3", -12)
  .. '],"liquidLinesConfig":{"numberOfLines":1,"capacityControl":"STANDARD"}}'

done = function(summary, latency, requests)
  io.write(string.format("requests %d, errors %d, p50 %.2f ms, p99 %.2f ms, rps %.0f\n",
    summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests / (summary.duration / 1e6)))
end
