#!/usr/bin/env bash
# toolwright/bullmq against a real redis-server (from .ci/apt-packages): the test helper starts
# its own servers on free ports of 127.0.0.1, without persistence, and stops each by its pid.
# CI=true turns a missing redis-server into a failure instead of a skip.
set -euo pipefail
cd "$(dirname "$0")/../.."
CI=true npx vitest run --project bullmq
# The same adapter against BullMQ 5 (the `bullmq5` alias): the peer range is ^5 || ^6.
CI=true npx vitest run -c vitest.bullmq5.config.ts
