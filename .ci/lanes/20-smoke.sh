#!/usr/bin/env bash
# The smoke scenario from the built package on Node 22 and 24, Bun, Deno, workerd and Chromium,
# each compared with Node 20's answers (test/smoke/). Chromium's screenshot is kept in
# test-output/smoke/.
set -euo pipefail
npx vitest run --project smoke
