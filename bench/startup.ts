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

async function bundle(entry: string, options: { minify: boolean; outfile?: string }): Promise<{ min: number; gzip: number; code: string } | undefined> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: options.minify,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
      external: ['@opentelemetry/api'],
    });
    const code = result.outputFiles[0]!.text;
    return { min: code.length, gzip: gzipSync(code).length, code };
  } catch {
    return undefined;
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

    const probes: Array<[string, string[]]> = [
      ['node -e 0', ['-e', '0']],
      ["import('zod')", ['--input-type=module', '-e', "await import('zod')"]],
      ["import('toolwright/tools') (dist)", ['--input-type=module', '-e', "await import('toolwright/tools')"]],
      ['import(src/tools.ts bundled by esbuild)', ['--input-type=module', '-e', `await import(${JSON.stringify(`file://${freshFile}`)})`]],
      ["import('zod') + import('toolwright/tools')", ['--input-type=module', '-e', "await import('zod'); await import('toolwright/tools')"]],
      ["import('@mastra/core/tools')", ['--input-type=module', '-e', "await import('@mastra/core/tools')"]],
    ];
    const hasDist = existsSync(join(root, 'dist/tools.js'));
    const runnable = probes.filter(([label]) => hasDist || !label.includes('(dist)'));
    const results = processTimes(runnable.map(([, args]) => args));
    const base = results[0]?.p50 ?? 0;
    const rows = runnable.map(([label], i) => {
      const t = results[i];
      if (!t) return [label, 'failed', ''];
      return [label, `${t.p50.toFixed(1)} ms (${t.p25.toFixed(1)}–${t.p75.toFixed(1)})`, i === 0 ? '' : `+${(t.p50 - base).toFixed(1)} ms`];
    });
    if (!hasDist) rows.push(["import('toolwright/tools') (dist)", 'no dist/ (npm run build)', '']);
    printTable([`process, median of ${RUNS} runs`, 'wall time', 'over node -e 0'], rows);

    console.log('');
    const entries: Array<[string, string]> = [
      ['toolwright', 'src/index.ts'],
      ['toolwright/tools', 'src/tools.ts'],
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
