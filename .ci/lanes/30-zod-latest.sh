#!/usr/bin/env bash
# The zod → JSON Schema converter against the newest zod 4 and zod 3 releases on npm, not the
# versions package-lock.json pins: the JSON Schema parity tests and the JSON Schema fuzz, with every
# `zod`, `zod/…` and `zod3` import (the tests' and the reference's) resolved in a temporary folder
# (vitest.zod-latest.config.ts). The converter reads zod's internals, so a zod release that changes
# them fails here, not in a user's app. package.json and the lockfile are left as they are.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
echo '{"name":"zod-latest","version":"1.0.0","private":true}' >"$dir/package.json"
(cd "$dir" && npm install --no-audit --no-fund --loglevel=error 'zod@^4' 'zod3@npm:zod@^3')
echo "zod $(node -p "require('$dir/node_modules/zod/package.json').version") (pinned $(node -p "require('./node_modules/zod/package.json').version")), zod3 $(node -p "require('$dir/node_modules/zod3/package.json').version") (pinned $(node -p "require('./node_modules/zod3/package.json').version"))"
ZOD_LATEST_DIR="$dir" npx vitest run -c vitest.zod-latest.config.ts
