#!/usr/bin/env bash
# Node 24: the unit tests and the package tests (on the build `npm test` made), run by vitest on
# the Node 24 binary of test/runtimes/.
set -euo pipefail
node=test/runtimes/node_modules/node24/bin/node
"$node" --version
"$node" node_modules/vitest/vitest.mjs run --project unit --project package
