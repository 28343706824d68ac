// Cold start as a whole process (median of several runs) and bundle size of each entry.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { printTable } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 11;

function median(sorted: number[]): number {
  return sorted[sorted.length >> 1]!;
}

/** One spawn of `node <args>`, from spawn to exit, in ms; undefined when it fails. */
function spawnTime(args: string[]): number | undefined {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { cwd: root, stdio: 'ignore' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return child.status === 0 ? ms : undefined;
}

/** Median and quartiles of RUNS timings per probe; probes run round-robin so load drift hits all alike. */
function processTimes(probes: string[][]): Array<{ p25: number; p50: number; p75: number } | undefined> {
  const times: Array<number[] | undefined> = probes.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    probes.forEach((args, i) => {
      const ms = times[i] ? spawnTime(args) : undefined;
      if (ms === undefined) times[i] = undefined;
      else times[i]!.push(ms);
    });
  }
  return times.map((list) => {
    if (!list) return undefined;
    const sorted = list.slice().sort((a, b) => a - b);
    return { p25: sorted[Math.floor(RUNS / 4)]!, p50: median(sorted), p75: sorted[Math.floor((3 * RUNS) / 4)]! };
  });
}

async function bundle(
  entry: string,
  options: { minify: boolean; platform?: 'node' | 'browser' | 'neutral'; external?: string[] },
): Promise<{ min: number; gzip: number; code: string } | undefined> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: options.minify,
      format: 'esm',
      platform: options.platform ?? 'node',
      mainFields: options.platform === 'neutral' ? ['module', 'main'] : undefined,
      write: false,
      logLevel: 'silent',
      external: ['@opentelemetry/api', ...(options.external ?? [])],
    });
    const code = result.outputFiles[0]!.text;
    return { min: code.length, gzip: gzipSync(code, { level: 9 }).length, code };
  } catch {
    return undefined;
  }
}

// Left out of the app bundles: the schema libraries the apps import (the reference's own
// dependencies, `ai` among them, stay in its figure).
const SCHEMA_LIBRARIES = ['zod', 'zod/*', 'zod3', 'zod3/*', 'valibot', 'arktype', '@valibot/to-json-schema'];

/** One-tool apps per schema library: the import that registers the family for tools/core, and the schema. */
const APPS: Array<{ label: string; register?: string; imports: string; schema: string }> = [
  { label: 'zod 4', imports: "import { z } from 'zod';", schema: 'z.object({ city: z.string() })' },
  {
    label: 'valibot (toStandardJsonSchema)',
    imports: "import * as v from 'valibot'; import { toStandardJsonSchema } from '@valibot/to-json-schema';",
    schema: 'toStandardJsonSchema(v.object({ city: v.string() }))',
  },
  { label: 'arktype', imports: "import { type } from 'arktype';", schema: "type({ city: 'string' })" },
  { label: 'zod 3', register: 'toolwright/tools/zod3', imports: "import { z } from 'zod3';", schema: 'z.object({ city: z.string() })' },
  { label: 'zod/mini', register: 'toolwright/tools/zod-mini', imports: "import * as zm from 'zod/mini';", schema: 'zm.object({ city: zm.string() })' },
  {
    label: 'JSON Schema',
    register: 'toolwright/tools/json-schema',
    imports: '',
    schema: "{ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }",
  },
];

function appSource(entry: string, app: (typeof APPS)[number], register: boolean): string {
  return `import { createTool } from '${entry}';
${register && app.register ? `import '${app.register}';` : ''}
${app.imports}
export const weather = createTool({ id: 'weather', description: 'Current weather', inputSchema: ${app.schema}, execute: async ({ city }) => ({ city }) });
`;
}

/**
 * toolwright's share of a one-tool app per schema library (the library left out), bundled from
 * the built package as an app imports it, for the browser (the neutral platform gives the same
 * bytes); the reference only bundles for node.
 */
async function appTable(): Promise<string[][]> {
  // Inside the package (not node_modules), so that `toolwright/...` resolves to it.
  const dir = mkdtempSync(join(root, '.bundle-apps-'));
  try {
    const rows: string[][] = [];
    let n = 0;
    const size = async (source: string, platform: 'node' | 'browser') => {
      const file = join(dir, `app-${n++}.mjs`);
      writeFileSync(file, source);
      const result = await bundle(file, { minify: true, platform, external: SCHEMA_LIBRARIES });
      return result ? kb(result.gzip) : 'fails';
    };
    for (const app of APPS) {
      const core = await size(appSource('toolwright/tools/core', app, true), 'browser');
      const full = await size(appSource('toolwright/tools', app, false), 'browser');
      const refBrowser = await size(appSource('@mastra/core/tools', app, false), 'browser');
      const refNode = await size(appSource('@mastra/core/tools', app, false), 'node');
      rows.push([app.label, app.register ? `${core} (with ${app.register})` : core, full, refBrowser === 'fails' ? `${refNode} (node only)` : refNode]);
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the startup table, then the bundle-size table. */
export async function runStartup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'toolwright-bench-'));
  try {
    // A fresh single-file build of src/tools.ts, so the figure follows the source, not a stale dist.
    const fresh = await bundle(join(root, 'src/tools.ts'), { minify: false });
    const freshFile = join(dir, 'tools.mjs');
    if (fresh) writeFileSync(freshFile, fresh.code);

    const withZod = (entry: string): [string, string[]] => [
      `import('zod') + import('${entry}')${entry.startsWith('toolwright') ? ' (dist)' : ''}`,
      ['--input-type=module', '-e', `await import('zod'); await import('${entry}')`],
    ];
    const probes: Array<[string, string[]]> = [
      ['node -e 0', ['-e', '0']],
      ["import('zod')", ['--input-type=module', '-e', "await import('zod')"]],
      ["import('toolwright/tools') (dist)", ['--input-type=module', '-e', "await import('toolwright/tools')"]],
      ['import(src/tools.ts bundled by esbuild)', ['--input-type=module', '-e', `await import(${JSON.stringify(`file://${freshFile}`)})`]],
      withZod('toolwright/tools/core'),
      withZod('toolwright/tools'),
      withZod('toolwright'),
      withZod('toolwright/runtime'),
      withZod('toolwright/testing'),
      withZod('@mastra/core/tools'),
    ];
    const hasDist = existsSync(join(root, 'dist/tools.js'));
    const runnable = probes.filter(([label]) => hasDist || !label.includes('(dist)'));
    const results = processTimes(runnable.map(([, args]) => args));
    const base = results[0]?.p50 ?? 0;
    const zodAlone = results[1]?.p50;
    const reference = results[runnable.length - 1]?.p50;
    const rows = runnable.map(([label], i) => {
      const t = results[i];
      if (!t) return [label, 'failed', '', '', ''];
      const withZodRow = label.startsWith("import('zod') + ");
      return [
        label,
        `${t.p50.toFixed(1)} ms (${t.p25.toFixed(1)}–${t.p75.toFixed(1)})`,
        i === 0 ? '' : `+${(t.p50 - base).toFixed(1)} ms`,
        withZodRow && zodAlone !== undefined ? `+${(t.p50 - zodAlone).toFixed(1)} ms` : '',
        withZodRow && reference !== undefined && zodAlone !== undefined ? `${((t.p50 - zodAlone) / (reference - zodAlone)).toFixed(2)}×` : '',
      ];
    });
    if (!hasDist) rows.push(["import('toolwright/…') (dist)", 'no dist/ (npm run build)', '', '', '']);
    printTable([`process, median of ${RUNS} runs`, 'wall time', 'over node -e 0', "over import('zod')", 'share / reference share'], rows);

    console.log('');
    const entries: Array<[string, string]> = [
      ['toolwright', 'src/index.ts'],
      ['toolwright/tools', 'src/tools.ts'],
      ['toolwright/tools/core', 'src/tools/core.ts'],
      ['toolwright/request-context', 'src/request-context.ts'],
      ['toolwright/runtime', 'src/runtime.ts'],
      ['@mastra/core/tools (reference)', join(root, 'node_modules/@mastra/core/dist/tools/index.js')],
    ];
    const sizeRows: string[][] = [];
    for (const [label, entry] of entries) {
      const path = entry.startsWith('/') ? entry : join(root, entry);
      const size = existsSync(path) ? await bundle(path, { minify: true }) : undefined;
      sizeRows.push([label, size ? kb(size.min) : 'failed', size ? kb(size.gzip) : 'failed']);
    }
    printTable(['entry (esbuild, bundled, minified, esm)', 'minified', 'gzipped'], sizeRows);

    console.log('');
    if (hasDist) {
      printTable(['one-tool app, gzip 9 (library left out)', 'toolwright/tools/core', 'toolwright/tools', '@mastra/core/tools'], await appTable());
    } else {
      console.log('one-tool app table: no dist/ (npm run build)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
