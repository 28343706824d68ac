import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The AI SDK adapter against ai 7 (the `ai7` alias devDependency), which needs Node 22:
//   test/runtimes/node_modules/node22/bin/node node_modules/vitest/vitest.mjs run -c vitest.ai7.config.ts
// `ai` and `ai/test` resolve to ai 7 for the tests and for the adapter's source alike.
const ai7 = (path: string) => fileURLToPath(new URL(`./node_modules/ai7/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^ai$/, replacement: ai7('dist/index.js') },
      { find: /^ai\/test$/, replacement: ai7('dist/test/index.js') },
      // The docs' blocks import the package by name: its sources, with `ai` resolved as above.
      { find: /^toolwright\/(.*)$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'ai7',
    // As in npm test's projects, a stray console.* call fails the test that made it.
    setupFiles: ['./test/setup/no-stray-console.ts'],
    testTimeout: 30_000,
    include: [
      'test/adapters/ai-sdk/majors.test.ts',
      'test/adapters/ai-sdk/adapter.test.ts',
      'test/adapters/ai-sdk/context.test.ts',
      'test/adapters/ai-sdk/resumed-model-output.test.ts',
      'test/adapters/providers/sdk-round-trip.test.ts',
      // The contract matrix's AI SDK rows on ai 7, the call-level toolApproval row included.
      'test/contract/ai-sdk.test.ts',
      'test/ai7/**/*.ai7.ts',
    ],
  },
});
