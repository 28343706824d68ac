import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    tools: 'src/tools.ts',
    'request-context': 'src/request-context.ts',
    runtime: 'src/runtime.ts',
    opentelemetry: 'src/opentelemetry.ts',
    testing: 'src/testing.ts',
    'ai-sdk': 'src/ai-sdk.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  sourcemap: false,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
