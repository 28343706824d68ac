// Loads toolwright as a user would run it: src/ built by esbuild (ESM, code splitting, no
// `keepNames`), as tsup builds dist/. Running src/ through tsx instead would time tsx's
// `__name` helper, which it wraps around every function expression, closures per call included.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `TOOLWRIGHT_SRC=/path/to/other/tree npm run bench` times another copy of the sources (e.g. a `git archive` of an older commit). */
const sourceRoot = process.env.TOOLWRIGHT_SRC ?? root;
let loads = 0;

/** The toolwright entries the bench uses; `runtime` is undefined when src/runtime.ts does not build or load. */
export interface Toolwright {
  tools: typeof import('../src/tools');
  requestContext: typeof import('../src/request-context');
  runtime: any;
}

/**
 * Builds `entries` (paths under `from`, e.g. `src/tools.ts`) into a fresh directory of
 * node_modules/.cache (so bare imports resolve) and imports each, keyed by its file name
 * without `.ts`; undefined when esbuild cannot build them.
 */
export async function loadEntries(entries: string[], from: string = sourceRoot, alias?: Record<string, string>): Promise<Record<string, any> | undefined> {
  // A fresh directory per load: ESM caches modules by URL.
  const outdir = join(root, 'node_modules/.cache/toolwright-bench', `${process.pid}-${Date.now()}-${loads++}`);
  mkdirSync(outdir, { recursive: true });
  // Loaded modules stay in memory; the files are only needed until import.
  process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
  try {
    await build({
      entryPoints: entries.map((entry) => join(from, entry)),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'es2022',
      outdir,
      packages: 'external',
      ...(alias ? { alias } : {}),
      logLevel: 'silent',
    });
  } catch {
    return undefined;
  }
  const modules: Record<string, any> = {};
  for (const entry of entries) {
    const name = basename(entry, '.ts');
    modules[name] = await import(pathToFileURL(join(outdir, `${name}.js`)).href);
  }
  return modules;
}

/**
 * Builds src/ and imports it. `from` is the tree whose src/ is built (default: TOOLWRIGHT_SRC,
 * or this checkout).
 */
export async function loadToolwright(from: string = sourceRoot): Promise<Toolwright> {
  const core = ['src/tools.ts', 'src/request-context.ts'];
  let modules: Record<string, any> | undefined;
  try {
    modules = await loadEntries([...core, 'src/runtime.ts'], from);
  } catch {
    // src/runtime.ts built but does not load: the bench runs without its row.
  }
  modules ??= await loadEntries(core, from);
  if (!modules) throw new Error('esbuild could not build src/');
  return { tools: modules.tools, requestContext: modules['request-context'], runtime: modules.runtime };
}
