// Cold import on each runtime: a process that imports zod alone, zod and `toolwright/tools` (the
// built package), and zod and `@mastra/core/tools`, on Node 20 (the machine's), 22 and 24 and Bun
// (test/runtimes/). The three probes of a runtime run round-robin in one run, so load drift hits
// them alike; the table gives each library's added milliseconds over zod alone.
// `npx tsx bench/runtimes-startup.ts` (after `npm run build` and `npm run runtimes:install`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 9;
const installed = join(root, 'test/runtimes/node_modules');

const RUNTIMES: Array<[string, string]> = [
  ['Node 20', process.execPath],
  ['Node 22', join(installed, 'node22/bin/node')],
  ['Node 24', join(installed, 'node24/bin/node')],
  ['Bun', join(installed, 'bun/bin/bun.exe')],
];

const PROBES: Array<[string, string]> = [
  ['zod', "await import('zod');\n"],
  ['toolwright', "await import('zod');\nawait import('toolwright/tools');\n"],
  ['mastra', "await import('zod');\nawait import('@mastra/core/tools');\n"],
];

/** Wall time of one process, spawn to exit, in ms; undefined when it fails. */
function spawnTime(binary: string, file: string): number | undefined {
  const start = process.hrtime.bigint();
  const child = spawnSync(binary, [file], { cwd: root, stdio: 'ignore' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return child.status === 0 ? ms : undefined;
}

/** A difference in ms with its sign (a negative one: the probe was slower alone, load noise). */
const signed = (ms: number) => `${ms < 0 ? '-' : '+'}${Math.abs(ms).toFixed(0)} ms`;

const median = (list: number[]) => list.slice().sort((a, b) => a - b)[list.length >> 1]!;

/** Medians of RUNS round-robin runs of each probe on one runtime (undefined: the probe fails there). */
function measure(binary: string, files: string[]): Array<number | undefined> {
  const times: Array<number[] | undefined> = files.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    files.forEach((file, i) => {
      const ms = times[i] ? spawnTime(binary, file) : undefined;
      if (ms === undefined) times[i] = undefined;
      else times[i]!.push(ms);
    });
  }
  return times.map((list) => (list ? median(list) : undefined));
}

/** Prints the cold-import table of every installed runtime. */
export function runRuntimesStartup(): void {
  if (!existsSync(join(root, 'dist/tools.js'))) {
    console.log('cold import per runtime: no dist/ (npm run build)');
    return;
  }
  // Inside the package, so that `toolwright/tools` resolves to it (a self-reference).
  const dir = mkdtempSync(join(root, '.bench-probes-'));
  try {
    const files = PROBES.map(([name, source]) => {
      const file = join(dir, `${name}.mjs`);
      writeFileSync(file, source);
      return file;
    });
    const rows: string[][] = [];
    for (const [label, binary] of RUNTIMES) {
      if (!existsSync(binary)) {
        rows.push([label, 'not installed (npm run runtimes:install)', '', '', '']);
        continue;
      }
      const [zod, toolwright, mastra] = measure(binary, files);
      const added = (ms: number | undefined) => (ms === undefined || zod === undefined ? 'fails' : signed(ms - zod));
      const share = toolwright !== undefined && mastra !== undefined && zod !== undefined ? `${((toolwright - zod) / (mastra - zod)).toFixed(2)}×` : '';
      rows.push([label, zod === undefined ? 'fails' : `${zod.toFixed(0)} ms`, added(toolwright), added(mastra), share]);
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    printTable([`runtime (median of ${RUNS} processes)`, 'zod alone', '+ toolwright/tools', '+ @mastra/core/tools', 'toolwright / reference'], rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) runRuntimesStartup();
