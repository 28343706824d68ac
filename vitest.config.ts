import { defineConfig } from 'vitest/config';

// One project per test script. Globs, not lists, so a new folder under test/ is picked up:
// everything that is not parity, package or type tests is a unit test.
const PARITY = ['test/parity/**/*.test.ts'];
const PACKAGE = ['test/package/**/*.test.ts', 'test/readme/**/*.test.ts', 'test/examples.test.ts', 'examples/**/*.test.ts'];
const TYPES = ['test/**/*.test-d.ts'];
// The built docs site in Chromium: `npm run docs:build`, then `npm run test:docs` (the docs lane).
const DOCS = ['test/docs/**/*.test.ts'];

export default defineConfig({
  test: {
    onConsoleLog: () => false,
    // Generous: CI machines are shared and a few tests sweep thousands of random values.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Fast, no build needed: `npm run test:unit`.
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...PARITY, ...PACKAGE, ...DOCS] },
      },
      {
        extends: true,
        // Side by side against @mastra/core: `npm run test:parity`. The fuzz blocks run
        // hundreds of seeds each; on a busy machine they need more than the default 5 s.
        test: { name: 'parity', include: PARITY, testTimeout: 120_000 },
      },
      {
        extends: true,
        // The built package, its bundles and the examples run against it: `npm run test:package`.
        test: { name: 'package', include: PACKAGE },
      },
      {
        extends: true,
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
