import { defineConfig } from 'tsup';

// The `toolwright` command, built after the library (`npm run build`) into dist/cli.js. A build
// of its own: ESM for Node only, no declarations, and the library kept external, so the command
// reaches it through the package's exports (a self-reference) like any user, and the library's
// entries never reach the command's TypeScript loader.
export default defineConfig({
  entry: { cli: 'src/cli/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node18',
  dts: false,
  splitting: false,
  sourcemap: true,
  clean: false,
  external: [/^toolwright(\/|$)/, 'jiti', /^@modelcontextprotocol\//],
});
