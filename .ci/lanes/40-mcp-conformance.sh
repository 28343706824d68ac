#!/usr/bin/env bash
# The official MCP conformance suite (@modelcontextprotocol/conformance, its runner on Node 22)
# against test/conformance/server.mjs, a server built only from toolwright's public API (the
# built package: run after `npm test`, which builds it). Every tools scenario, on the server mode
# in which it can pass: scenarios that send server-to-client requests (sampling, elicitation)
# need sessions; the rest run on both modes. DNS rebinding protection is on in both.
# Resources, prompts and completion are not served (docs/guide/mcp.md), so their scenarios are
# not run. The same scenarios run against toolwright/mcp/v2 (SDK 2), whose 2025-era serving the
# suite's clients reach. The suite has no 2026-07-28 server scenarios in 0.1.16 (`list` shows
# 2025-06-18 and 2025-11-25 ones only); test/adapters/mcp-v2/ covers that era with SDK 2's client.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
node22="$root/test/runtimes/node_modules/node22/bin/node"
if [ ! -x "$node22" ]; then
  echo "mcp-conformance: Node 22 is missing ($node22): run npm run runtimes:install" >&2
  exit 1
fi
[ -f dist/mcp.js ] || npm run build
npm ci --prefix .ci/mcp-conformance --no-audit --no-fund --loglevel=error >/dev/null
runner="$root/.ci/mcp-conformance/node_modules/@modelcontextprotocol/conformance/dist/index.js"

both=(server-initialize logging-set-level ping tools-list tools-call-simple-text tools-call-image tools-call-audio
  tools-call-embedded-resource tools-call-mixed-content tools-call-with-logging tools-call-error
  tools-call-with-progress json-schema-2020-12 dns-rebinding-protection)
sessions_only=(tools-call-sampling tools-call-elicitation elicitation-sep1034-defaults elicitation-sep1330-enums)

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

start() {
  node test/conformance/server.mjs "$1" >"$work/$1.url" 2>"$work/$1.err" &
  pids+=($!)
  for _ in $(seq 1 100); do
    [ -s "$work/$1.url" ] && return 0
    sleep 0.1
  done
  echo "mcp-conformance: the $1 server did not start:" >&2
  cat "$work/$1.err" >&2
  exit 1
}

failed=0
run() {
  local mode=$1 scenario=$2 url
  url=$(head -n1 "$work/$mode.url")
  if out=$(cd "$work" && timeout 120 "$node22" "$runner" server --url "$url" --scenario "$scenario" 2>&1); then
    echo "ok   $mode $scenario: $(echo "$out" | grep -E '^Passed' || true)"
  else
    echo "FAIL $mode $scenario"
    echo "$out" | tail -n 30
    failed=1
  fi
}

for mode in stateless stateful v2-stateless v2-stateful; do start "$mode"; done
for scenario in "${both[@]}"; do
  for mode in stateless stateful v2-stateless v2-stateful; do run "$mode" "$scenario"; done
done
for scenario in "${sessions_only[@]}"; do
  run stateful "$scenario"
  run v2-stateful "$scenario"
done
exit $failed
