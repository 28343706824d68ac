#!/usr/bin/env bash
# AI SDK 7, openai 7 and @google/genai 3 (each wants Node 22): the AI SDK adapter's tests with
# `ai` mapped to the ai7 alias, the sources type-checked against ai 7, the provider SDK round
# trips on Node 22, and docs/guide/ai-sdk.md's snippets run on ai 7.
set -euo pipefail
cd "$(dirname "$0")/../.."
node22=test/runtimes/node_modules/node22/bin/node
if [ ! -x "$node22" ]; then
  if [ "${CI:-}" = "true" ]; then echo "ai7 lane: $node22 is missing (npm run runtimes:install)" >&2; exit 1; fi
  echo "ai7 lane: skipped, $node22 is missing (npm run runtimes:install)"
  exit 0
fi
"$node22" --version
"$node22" node_modules/vitest/vitest.mjs run -c vitest.ai7.config.ts
npx tsc -p test/ai7/tsconfig.json
# The packed package installs next to ai 7 with no --legacy-peer-deps (the build is npm test's).
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
npm pack --pack-destination "$app" --silent >/dev/null
echo '{"name":"ai7-app","version":"1.0.0","type":"module"}' >"$app/package.json"
(cd "$app" && npm install --no-audit --no-fund --loglevel=error ai@7.0.173 zod@4.6.7 ./toolwright-*.tgz)
cp test/ai7/install-smoke.mjs "$app/"
(cd "$app" && "$OLDPWD/$node22" install-smoke.mjs)
