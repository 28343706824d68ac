#!/usr/bin/env bash
# The docs site: build it (the API reference and the charts are generated first), then open
# every page in headless Chromium from a static server on 127.0.0.1 that the test starts and
# stops itself (test/docs/site.test.ts). Screenshots are left in test-results/docs/.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run docs:build
npm run test:docs
