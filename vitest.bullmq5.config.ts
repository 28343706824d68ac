import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// toolwright/bullmq's crash-semantics test against BullMQ 5 (the `bullmq5` alias devDependency), on a
// real redis-server. BullMQ 5 is not in the peer range: docs/compatibility.md says why.
//   npx vitest run -c vitest.bullmq5.config.ts   (also run by .ci/lanes/40-bullmq.sh)
// `bullmq` resolves to BullMQ 5 for the tests and for the adapter's source alike, and (through
// tsx's tsconfig paths) in the worker and dispatcher processes the multi-process test starts.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^bullmq$/, replacement: here('./node_modules/bullmq5/dist/cjs/index.js') }] },
  test: {
    name: 'bullmq5',
    onConsoleLog: () => false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    env: { TSX_TSCONFIG_PATH: here('./test/bullmq5/tsconfig.tsx.json') },
    include: ['test/bullmq5/**/*.bullmq5.ts', 'test/bullmq/multi-process.test.ts'],
  },
});
