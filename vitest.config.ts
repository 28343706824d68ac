import { defineConfig } from 'vitest/config';

// One project per test script. Globs, not lists, so a new folder under test/ is picked up:
// everything that is not parity, package or type tests is a unit test.
const PARITY = ['test/parity/**/*.test.ts'];
const PACKAGE = ['test/package/**/*.test.ts', 'test/readme/**/*.test.ts', 'test/examples.test.ts', 'examples/**/*.test.ts'];
const TYPES = ['test/**/*.test-d.ts'];
const SMOKE = ['test/smoke/**/*.test.ts'];
// A real redis-server and worker processes: `npx vitest run --project bullmq` (.ci/lanes/40-bullmq.sh),
// the contract matrix's BullMQ row included.
const BULLMQ = ['test/bullmq/**/*.test.ts', 'test/contract/**/*.redis.test.ts'];
// The built docs site in Chromium: `npm run docs:build`, then `npm run test:docs` (the docs lane).
const DOCS = ['test/docs/**/*.test.ts'];
// @openai/agents pulls in openai 7, which needs Node 22: vitest.openai-agents.config.ts (.ci/lanes/45-openai-agents.sh).
const OPENAI_AGENTS = ['test/adapters/openai-agents/**/*.test.ts', 'test/contract/openai-agents.test.ts'];

// `npm test`'s projects: a stray console.* call fails the test that made it.
const QUIET = ['./test/setup/no-stray-console.ts'];

export default defineConfig({
  test: {
    // Generous: CI machines are shared and a few tests sweep thousands of random values.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Fast, no build needed: `npm run test:unit`.
        test: {
          name: 'unit',
          setupFiles: QUIET,
          include: ['test/**/*.test.ts'],
          exclude: [...PARITY, ...PACKAGE, ...SMOKE, ...BULLMQ, ...DOCS, ...OPENAI_AGENTS, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        // Side by side against @mastra/core: `npm run test:parity`. The fuzz blocks run
        // hundreds of seeds each; on a busy machine they need more than the default 5 s.
        test: { name: 'parity', setupFiles: QUIET, include: PARITY, testTimeout: 120_000 },
      },
      {
        extends: true,
        // The built package, its bundles and the examples run against it: `npm run test:package`.
        test: { name: 'package', setupFiles: QUIET, include: PACKAGE },
      },
      {
        extends: true,
        // The smoke scenario on Node 22 and 24, Bun, Deno, workerd and Chromium, from the built
        // package: `npm run build && npm run test:smoke` (CI: .ci/lanes/20-smoke.sh).
        test: { name: 'smoke', include: SMOKE, testTimeout: 120_000 },
      },
      {
        extends: true,
        // Redis and real processes; each wait is bounded by the test's own events.
        test: { name: 'bullmq', include: BULLMQ, testTimeout: 120_000, hookTimeout: 60_000, fileParallelism: false },
      },
      {
        extends: true,
        // The built docs site in Chromium: `npm run docs:build`, then `npm run test:docs` (the docs lane).
        test: { name: 'docs', include: DOCS },
      },
      {
        extends: true,
        // `*.test-d.ts` files, type-checked only: `npm run test:types`.
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: TYPES, tsconfig: './tsconfig.test.json' },
        },
      },
    ],
  },
});
