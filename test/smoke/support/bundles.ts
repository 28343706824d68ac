// The entries of the smoke suite built with esbuild, in a folder inside the package so that the
// bare `toolwright/...` imports of the Node entry resolve to the built package (a self-reference
// through its exports map), as they do for an app that depends on it.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './runtimes';

/** The built entries: the Node one leaves packages to Node's resolution, the others are whole bundles. */
export interface SmokeBundles {
  dir: string;
  node: string;
  worker: string;
  page: string;
}

const entry = (name: string) => join(root, 'test/smoke/entries', `${name}.ts`);

/** Builds the Node, workerd and page entries into a new `.smoke-*` folder of the root. */
export async function buildSmokeBundles(): Promise<SmokeBundles> {
  const dir = mkdtempSync(join(root, '.smoke-'));
  const common = { bundle: true, format: 'esm', logLevel: 'error', absWorkingDir: root } as const;
  const node = join(dir, 'node.mjs');
  const worker = join(dir, 'worker.mjs');
  const page = join(dir, 'page.mjs');
  await build({ ...common, entryPoints: [entry('node')], platform: 'node', packages: 'external', outfile: node });
  // The jitless module only configures arktype; the repository's own package.json lists its
  // side-effect files (the test entries are not among them), so annotations are ignored here.
  await build({
    ...common,
    entryPoints: [entry('worker')],
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    ignoreAnnotations: true,
    outfile: worker,
  });
  await build({ ...common, entryPoints: [entry('page')], platform: 'browser', outfile: page });
  return { dir, node, worker, page };
}
