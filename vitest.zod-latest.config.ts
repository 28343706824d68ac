import { realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

// The zod → JSON Schema converter against the newest zod 4 and zod 3 releases, so a change in
// zod's internals fails CI before it reaches a user. .ci/lanes/30-zod-latest.sh installs them
// into a temporary folder (package.json and the lockfile stay as they are) and runs:
//   ZOD_LATEST_DIR=<that folder> npx vitest run -c vitest.zod-latest.config.ts
// Every `zod`, `zod/…` and `zod3` import then resolves inside that folder, the tests' and the
// reference's alike (@mastra/core and the converters it calls are inlined so the same resolution
// reaches them): both sides of each parity test see the same new zod. toolwright's sources import
// no zod; they read the schemas the tests build.
const dir = process.env.ZOD_LATEST_DIR;
if (!dir) throw new Error('vitest.zod-latest.config.ts: set ZOD_LATEST_DIR to the folder that holds the newest zod (see .ci/lanes/30-zod-latest.sh)');
const root = realpathSync(resolve(dir));

/** Resolves `zod`, `zod/<subpath>` and `zod3` as if imported from a file in ZOD_LATEST_DIR. */
function newestZod(): Plugin {
  // Vite resolves a bare name from the importer's folder only when the importer exists.
  const from = join(root, 'package.json');
  return {
    name: 'newest-zod',
    enforce: 'pre',
    async resolveId(source) {
      if (!/^zod3?(\/|$)/.test(source)) return null;
      const resolved = await this.resolve(source, from, { skipSelf: true });
      // A silent fall back to the project's own zod would test nothing new.
      if (!resolved?.id.startsWith(`${root}/`)) throw new Error(`newest-zod: ${source} resolved to ${resolved?.id ?? 'nothing'}, not inside ${root}`);
      return resolved;
    },
  };
}

export default defineConfig({
  plugins: [newestZod()],
  server: { fs: { allow: [process.cwd(), root] } },
  test: {
    name: 'zod-latest',
    // As in npm test's projects, a stray console.* call fails the test that made it.
    setupFiles: ['./test/setup/no-stray-console.ts'],
    testTimeout: 120_000,
    // The reference and the converters it calls import zod too: run them through the resolver above.
    server: { deps: { inline: [/@mastra\//, /zod-to-json-schema/, /zod-from-json-schema/, /json-schema-to-zod/] } },
    include: [
      'test/parity/zod-json-schema.parity.test.ts',
      'test/parity/fuzz-json-schema.parity.test.ts',
      'test/parity/schemas.parity.test.ts',
      'test/parity/json-schema.parity.test.ts',
    ],
  },
});
