#!/usr/bin/env bash
# TypeScript 7 (the native preview, `tsgo`): the type tests (`*.test-d.ts`) and the projects
# `npm run typecheck` checks with TypeScript 5.9, checked again with `tsgo`. The default toolchain
# stays `typescript`; the preview is fetched by `npx` at the version package.json's script pins.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm run test:types:ts7
