import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// toolwright/openai-agents against the real @openai/agents, which pulls in openai 7 (Node 22):
//   test/runtimes/node_modules/node22/bin/node node_modules/vitest/vitest.mjs run -c vitest.openai-agents.config.ts
// The unit project leaves these files out (it also runs on Node 20): .ci/lanes/45-openai-agents.sh runs them.
export default defineConfig({
  resolve: {
    // The docs' blocks import the package by name: its sources.
    alias: [{ find: /^toolwright\/(.*)$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) }],
  },
  test: {
    name: 'openai-agents',
    // A stray console.* call fails the test that made it, as in `npm test`'s projects.
    setupFiles: ['./test/setup/no-stray-console.ts'],
    testTimeout: 60_000,
    include: ['test/adapters/openai-agents/**/*.test.ts', 'test/contract/openai-agents.test.ts'],
  },
});
