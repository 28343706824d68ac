#!/usr/bin/env bash
# Node 24: the unit tests and the package tests (on the build `npm test` made), run by vitest on
# the Node 24 binary of test/runtimes/.
set -euo pipefail
node=test/runtimes/node_modules/node24/bin/node
"$node" --version
"$node" node_modules/vitest/vitest.mjs run --project unit
# The package tests write the docs' snippets to one folder (.readme-snippets): one lane at a time.
mkdir -p .ci/out
flock .ci/out/package-tests.lock "$node" node_modules/vitest/vitest.mjs run --project package
