#!/usr/bin/env bash
# The OpenAI Agents SDK (@openai/agents, which pulls in openai 7 and so wants Node 22): the
# adapter's tests and the contract matrix's row, with the real SDK and a scripted model.
set -euo pipefail
cd "$(dirname "$0")/../.."
node22=test/runtimes/node_modules/node22/bin/node
if [ ! -x "$node22" ]; then
  if [ "${CI:-}" = "true" ]; then echo "openai-agents lane: $node22 is missing (npm run runtimes:install)" >&2; exit 1; fi
  echo "openai-agents lane: skipped, $node22 is missing (npm run runtimes:install)"
  exit 0
fi
"$node22" --version
"$node22" node_modules/vitest/vitest.mjs run -c vitest.openai-agents.config.ts
