// One src/ entry bundled as the package tests measure it: esbuild, minified ESM for the neutral
// platform, with the list of the modules it pulled in.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The project's root directory. */
export const root = join(import.meta.dirname, '../../..');

/** `entry` (a path from the root) bundled: the code, its gzip size and the input modules. */
export async function bundleEntry(entry: string): Promise<{ code: string; gzip: number; inputs: string[] }> {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return { code, gzip: gzipSync(code).length, inputs: Object.keys(result.metafile.inputs) };
}
