#!/usr/bin/env bash
# Node 22: the unit tests, the parity tests against @mastra/core (which asks for Node 22.13: this
# is the parity reference lane) and the package tests (on the build `npm test` made), run by
# vitest on the Node 22 binary of test/runtimes/.
set -euo pipefail
node=test/runtimes/node_modules/node22/bin/node
"$node" --version
"$node" node_modules/vitest/vitest.mjs run --project unit --project parity
# The package tests write the docs' snippets to one folder (.readme-snippets): one lane at a time.
mkdir -p .ci/out
flock .ci/out/package-tests.lock "$node" node_modules/vitest/vitest.mjs run --project package
