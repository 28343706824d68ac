import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEntry as bundle, root } from './support/bundle-entry';

// Measured composition of `toolwright/tools` (minified + gzipped): the tool core about 4 KB, the
// Ajv-compatible JSON Schema validator about 8 KB (2 KB of it the draft-07/2020-12 meta-schemas),
// the zod 4 (zod/mini) JSON Schema generator about 6 KB and the zod 3 one about 4 KB. The
// reference's tool entry is about 158 KB. docs/performance.md has the targets and the sizes.
// The hardening against hostile input (walks with their own stack, stack-overflow handling,
// bounded span values) and awaited async validators add about 3 KB to the tool core; signed
// tickets, replay stores and call time limits about 3 KB more to the runtime. Each budget is
// the measured size plus about 3%, so growth shows up here. The runtime's wire API (the
// worker's runBackgroundAttempt, the tool lookup, the argument parser, the options check) adds
// about 0.4 KB to the runtime and the root. Refusing a generator function as execute (whose
// body would never run) adds about 0.05 KB to every entry that holds the Tool class.
const budgets: Record<string, number> = {
  'src/tools.ts': 27.9 * 1024,
  'src/tools/core.ts': 11.7 * 1024,
  'src/request-context.ts': 3 * 1024,
  // The default logger's one-line format (runtime/format-log-line.ts) adds about 0.1 KB, the
  // wire host of toolwright/runtime (WireHost, background attempts, …) about 0.4 KB.
  // The logger writing an error whole (stack, bounded own fields with credentials redacted, the
  // cause chain) adds about 1 KB to the root, the runtime and the testing harness.
  // Bounding the model output, the idempotency key and store, and edited approvals add about
  // 2.4 KB to the engine (the root, the runtime, the testing harness and the wire kit).
  'src/index.ts': 49.4 * 1024,
  // The runtime and the testing harness recognise tools by the reference's rule, which starts
  // with `instanceof Tool`, so they bundle the Tool class (about 1.6 KB).
  'src/runtime.ts': 47.0 * 1024,
  'src/testing.ts': 47.3 * 1024,
  // The wire kit: the engine itself (runWireToolCall, which a wire's bundle shares with
  // toolwright/runtime) and the pieces a wire uses beside it (toModelTool's JSON Schema, the
  // argument parser, tickets, background attempts), about 42 KB.
  'src/wire.ts': 47.5 * 1024,
};

describe('bundled entries', () => {
  it.each(Object.entries(budgets))('%s stays under its gzip budget and pulls in only src/', async (entry, budget) => {
    const { inputs, gzip } = await bundle(entry);
    expect(inputs.filter((file) => !file.startsWith('src/'))).toEqual([]);
    expect(inputs.filter((file) => file.startsWith('src/adapters/mcp/'))).toEqual([]);
    expect(gzip).toBeLessThan(budget);
  });

  it.each(Object.keys(budgets))('%s pulls in no adapter', async (entry) => {
    const { inputs } = await bundle(entry);
    expect(inputs.filter((file) => file.startsWith('src/adapters/ai-sdk') || file === 'src/ai-sdk.ts')).toEqual([]);
  });

  it.each(Object.keys(budgets))('%s has no Node built-in, eval or Function constructor', async (entry) => {
    const { code } = await bundle(entry);
    expect(code).not.toMatch(/\brequire\(|from\s*["']node:|\beval\(|new Function\(/);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('source hygiene', () => {
  it('src/ has no console calls and imports no schema library, adapter peer or Node built-in', () => {
    // The deliberate console users: the runtime's default logger, and the zod 3 converter's
    // recursion warning, which the reference prints too.
    const allowedConsole = [join(root, 'src/runtime/console-logger.ts'), join(root, 'src/schema/zod-json/v3-convert.ts')];
    const offenders = sourceFiles(join(root, 'src')).filter((file) => {
      // Comments may show console calls in @example blocks; only code counts.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      // Adapter peers are imported only under src/adapters/.
      const peer = !file.startsWith(join(root, 'src/adapters/')) && /from ['"](ai|ai\/[^'"]+)['"]/.test(text);
      // The `toolwright` command (src/cli/) runs on Node only and is no library entry: it may
      // import Node built-ins (tsup.cli.config.ts builds it on its own).
      const forbidden = file.startsWith(join(root, 'src/cli/'))
        ? /from ['"](zod|valibot|arktype|@mastra\/[^'"]+)['"]/
        : /from ['"](zod|valibot|arktype|@mastra\/[^'"]+|node:[^'"]+|fs|path)['"]/;
      return (!allowedConsole.includes(file) && /\bconsole\.\w+\(/.test(text)) || peer || forbidden.test(text);
    });
    expect(offenders).toEqual([]);
  });
});

// Apps as users bundle them: importing the built package by name (the exports map, dist/ and
// package.json's sideEffects list), with the schema libraries left out, so the size is
// toolwright's share. The apps live in a directory of this package (outside node_modules) so
// that `toolwright/...` resolves to it, as a self-reference, for esbuild and node alike.
const built = existsSync(join(root, 'dist/tools-core.js'));
const apps = built ? mkdtempSync(join(root, '.bundle-apps-')) : '';
afterAll(() => {
  if (apps) rmSync(apps, { recursive: true, force: true });
});
const SCHEMA_LIBRARIES = ['zod', 'zod/*', 'zod3', 'zod3/*', 'valibot', 'arktype', '@valibot/to-json-schema', 'ai'];

let appCount = 0;
function writeApp(source: string): string {
  const file = join(apps, `app-${appCount++}.mjs`);
  writeFileSync(file, source);
  return file;
}

async function bundleApp(file: string, platform: 'browser' | 'neutral' | 'node') {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: platform !== 'node',
    format: 'esm',
    platform,
    // The neutral platform reads no main fields; the package is resolved through its exports map.
    mainFields: platform === 'neutral' ? ['module', 'main'] : undefined,
    write: false,
    external: SCHEMA_LIBRARIES,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return { code, gzip: gzipSync(code, { level: 9 }).length };
}

const schemas = {
  zod: { imports: "import { z } from 'zod';", schema: 'z.object({ city: z.string() })' },
  valibot: {
    imports: "import * as v from 'valibot'; import { toStandardJsonSchema } from '@valibot/to-json-schema';",
    schema: 'toStandardJsonSchema(v.object({ city: v.string() }))',
  },
  arktype: { imports: "import { type } from 'arktype';", schema: "type({ city: 'string' })" },
};

function oneToolApp(entry: string, library: keyof typeof schemas): string {
  const { imports, schema } = schemas[library];
  return `import { createTool } from '${entry}';
${imports}
export const weather = createTool({
  id: 'weather',
  description: 'Current weather for a city',
  inputSchema: ${schema},
  execute: async ({ city }) => ({ city, temperatureCelsius: city.length }),
});
console.log(JSON.stringify(await weather.execute({ city: 'Paris' }, {})));
`;
}

// toolwright's share of a one-tool app (esbuild, minified, gzip 9). The goal for
// toolwright/tools/core is 8 KB; it measures about 10.8 KB (docs/performance.md has where the bytes go).
const CORE_APP_BUDGET = 11.3 * 1024;
// toolwright/tools measures about 26.8 KB for the same app.
const FULL_APP_BUDGET = 27.7 * 1024;

describe.runIf(built)('one-tool apps bundled from the built package', () => {
  const cases = (['zod', 'valibot', 'arktype'] as const).flatMap((library) =>
    (['browser', 'neutral'] as const).map((platform) => [library, platform] as const),
  );

  it.each(cases)('%s through toolwright/tools/core (%s): under the core budget, without the registered families', async (library, platform) => {
    const { code, gzip } = await bundleApp(writeApp(oneToolApp('toolwright/tools/core', library)), platform);
    expect(gzip).toBeLessThan(CORE_APP_BUDGET);
    // Neither the JSON Schema validator, nor the zod 3 and zod/mini converters.
    expect(code).not.toContain('schema is invalid');
    expect(code).not.toContain('jsonSchema7');
    expect(code).not.toContain('Unsupported JSON Schema target');
  });

  it.each(cases)('%s through toolwright/tools (%s): under the full budget, and larger than the core', async (library, platform) => {
    const full = await bundleApp(writeApp(oneToolApp('toolwright/tools', library)), platform);
    const slim = await bundleApp(writeApp(oneToolApp('toolwright/tools/core', library)), platform);
    expect(full.gzip).toBeLessThan(FULL_APP_BUDGET);
    // The registrations survive: the families' code is in the bundle.
    expect(full.code).toContain('schema is invalid');
    expect(full.gzip - slim.gzip).toBeGreaterThan(10 * 1024);
  });
});

/**
 * An app that makes a zod 3, a zod/mini and a plain JSON Schema tool with `createWith`, runs
 * each on valid and invalid input through `run`, and prints what it saw.
 */
function familiesApp(imports: string, createWith: string, run: string): string {
  return `${imports}
import { z as z3 } from 'zod3';
import * as zm from 'zod/mini';
const execute = async ({ city }) => ({ city });
const schemas = {
  zod3: z3.object({ city: z3.string().min(2) }),
  zodMini: zm.object({ city: zm.string().check(zm.minLength(2)) }),
  jsonSchema: { type: 'object', properties: { city: { type: 'string', minLength: 2 } }, required: ['city'] },
};
const out = {};
for (const [name, inputSchema] of Object.entries(schemas)) {
  const tool = ${createWith}({ id: name, description: 'A tool', inputSchema, execute });
  const run = ${run};
  out[name] = {
    json: tool.inputSchema['~standard'].jsonSchema.input({ target: 'draft-07' }),
    valid: await run({ city: 'Paris' }),
    invalid: await run({ city: 'P' }),
  };
}
console.log(JSON.stringify(out));
`;
}

const direct = '(input) => tool.execute(input, {})';
const families: Array<[string, string]> = [
  ['toolwright', familiesApp("import { createTool } from 'toolwright';", 'createTool', direct)],
  ['toolwright/tools', familiesApp("import { createTool } from 'toolwright/tools';", 'createTool', direct)],
  [
    'toolwright/runtime',
    familiesApp(
      "import { createTool } from 'toolwright/tools/core';\nimport { runToolCall } from 'toolwright/runtime';",
      'createTool',
      // A quiet logger: the runtime would write each invalid call's line to this test's stderr.
      "async (args) => (await runToolCall({ [tool.id]: tool }, { toolCallId: 'c1', toolName: tool.id, args }, { logger: { warn() {}, error() {} } })).result",
    ),
  ],
  [
    'toolwright/testing',
    familiesApp(
      "import { createTool } from 'toolwright/tools/core';\nimport { testTool } from 'toolwright/testing';",
      'createTool',
      'async (args) => (await testTool(tool).call(args)).result',
    ),
  ],
  [
    'toolwright/tools/core + the three registration entries',
    familiesApp(
      "import { createTool } from 'toolwright/tools/core';\nimport 'toolwright/tools/zod3';\nimport 'toolwright/tools/zod-mini';\nimport 'toolwright/tools/json-schema';",
      'createTool',
      direct,
    ),
  ],
];

function runNode(file: string): string {
  return execFileSync(process.execPath, [file], { cwd: root, encoding: 'utf8' });
}

describe.runIf(built)('bundled full entries keep every schema family', () => {
  it.each(families)(
    '%s: zod 3, zod/mini and JSON Schema tools run the same bundled and unbundled',
    async (_entry, source) => {
      const app = writeApp(source);
      const unbundled = JSON.parse(runNode(app)) as Record<string, { valid: unknown; invalid: { error?: unknown } }>;
      for (const family of ['zod3', 'zodMini', 'jsonSchema']) {
        expect(unbundled[family]!.valid).toEqual({ city: 'Paris' });
        expect(unbundled[family]!.invalid.error).toBe(true);
      }
      for (const platform of ['node', 'browser', 'neutral'] as const) {
        const { code } = await bundleApp(app, platform);
        const bundleFile = join(apps, `bundle-${appCount++}.mjs`);
        writeFileSync(bundleFile, code);
        expect(JSON.parse(runNode(bundleFile))).toEqual(unbundled);
      }
    },
    60_000,
  );

  it('toolwright/tools/core alone, bundled, throws the error naming the import', async () => {
    const app = writeApp(
      "import { createTool } from 'toolwright/tools/core';\nimport { z } from 'zod3';\n" +
        "try { createTool({ id: 't', description: 'd', inputSchema: z.object({}) }); console.log('created'); } catch (e) { console.log(e.name + ': ' + e.message); }",
    );
    const { code } = await bundleApp(app, 'browser');
    const bundleFile = join(apps, `bundle-${appCount++}.mjs`);
    writeFileSync(bundleFile, code);
    expect(runNode(bundleFile)).toContain(
      "UnregisteredSchemaError: This schema is a zod 3 schema: with toolwright/tools/core, add `import 'toolwright/tools/zod3';`",
    );
  }, 30_000);
});

describe.runIf(built)('registration is per copy of the package', () => {
  it('the CommonJS build keeps its own registry next to the ES module build', () => {
    const app = writeApp(`import { createRequire } from 'node:module';
import 'toolwright/tools/zod3';
import { createTool as esmCreateTool } from 'toolwright/tools/core';
import { z } from 'zod3';
const require = createRequire(import.meta.url);
const cjs = require('toolwright/tools/core');
const options = { id: 't', description: 'd', inputSchema: z.object({ a: z.string() }) };
let cjsError;
try { cjs.createTool(options); } catch (e) { cjsError = e; }
require('toolwright/tools/zod3');
const { UnregisteredSchemaError } = await import('toolwright');
console.log(JSON.stringify({
  esm: esmCreateTool(options).id,
  cjsBefore: cjsError?.name,
  cjsAfter: cjs.createTool(options).id,
  // The ES module build's class recognises the CommonJS build's error by its brand, not by instanceof.
  isInstance: UnregisteredSchemaError.isInstance(cjsError),
  instanceOf: cjsError instanceof UnregisteredSchemaError,
}));
`);
    expect(JSON.parse(runNode(app))).toEqual({ esm: 't', cjsBefore: 'UnregisteredSchemaError', cjsAfter: 't', isInstance: true, instanceOf: false });
  }, 30_000);
});
