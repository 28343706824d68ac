import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    tools: 'src/tools.ts',
    'tools-core': 'src/tools/core.ts',
    'tools-zod3': 'src/tools/zod3.ts',
    'tools-zod-mini': 'src/tools/zod-mini.ts',
    'tools-json-schema': 'src/tools/json-schema.ts',
    'request-context': 'src/request-context.ts',
    runtime: 'src/runtime.ts',
    opentelemetry: 'src/opentelemetry.ts',
    testing: 'src/testing.ts',
    mcp: 'src/mcp.ts',
    'mcp-v2': 'src/mcp-v2.ts',
    providers: 'src/providers.ts',
    'ai-sdk': 'src/ai-sdk.ts',
    bullmq: 'src/bullmq.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
