// Loads toolwright as a user would run it: src/ built by esbuild (ESM, code splitting, no
// `keepNames`), as tsup builds dist/. Running src/ through tsx instead would time tsx's
// `__name` helper, which it wraps around every function expression, closures per call included.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

async function compile(entries: string[], outdir: string, sourceRoot: string): Promise<boolean> {
  try {
    await build({
      entryPoints: entries.map((entry) => join(sourceRoot, entry)),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'es2022',
      outdir,
      packages: 'external',
      logLevel: 'silent',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds src/ into node_modules/.cache (so bare imports resolve) and imports it.
 * `from` is the tree whose src/ is built (default: TOOLWRIGHT_SRC, or this checkout).
 */
export async function loadToolwright(from: string = sourceRoot): Promise<Toolwright> {
  // A fresh directory per load: ESM caches modules by URL.
  const outdir = join(root, 'node_modules/.cache/toolwright-bench', `${process.pid}-${Date.now()}-${loads++}`);
  mkdirSync(outdir, { recursive: true });
  // Loaded modules stay in memory; the files are only needed until import.
  process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
  let withRuntime = await compile(['src/tools.ts', 'src/request-context.ts', 'src/runtime.ts'], outdir, from);
  if (!withRuntime && !(await compile(['src/tools.ts', 'src/request-context.ts'], outdir, from))) throw new Error('esbuild could not build src/');
  const load = (name: string) => import(pathToFileURL(join(outdir, `${name}.js`)).href);
  let runtime: any;
  if (withRuntime) {
    try {
      runtime = await load('runtime');
    } catch {
      withRuntime = false;
    }
  }
  return { tools: await load('tools'), requestContext: await load('request-context'), runtime };
}
