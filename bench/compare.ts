// `npx tsx bench/compare.ts <other-tree> [filter]`: times toolwright built from another copy of
// the sources (e.g. `git archive` of an earlier commit, unpacked) against this checkout's src/.
// Each side runs in its own process (two copies of toolwright in one process slow each other
// down), alternating several times so that drift on a busy machine hits both. Each process
// keeps its fastest batch per contender (the runtime row included); the table shows, per row, the median over runs of
// each side's time and of its ratio to the floor measured in the same process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measure } from 'mitata';
import { buildCases, buildRuntimeCases } from './cases';
import { loadToolwright } from './load';
import { formatNs } from './table';

const ROUNDS = 3;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
type Result = { name: string; floor: number; toolwright: number };

/**
 * ns per call of the fastest of 25 batches (after a warm-up found the batch size for ~4 ms):
 * interference from other work on the machine only ever adds time, so the minimum is the
 * steadiest figure for an A/B comparison.
 */
async function fastest(fn: () => unknown): Promise<number> {
  await measure(fn, { min_cpu_time: 50e6 });
  let n = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    if (performance.now() - t > 4) break;
    n *= 2;
  }
  let best = Infinity;
  for (let r = 0; r < 25; r++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    best = Math.min(best, (performance.now() - t) / n);
  }
  return best * 1e6;
}

async function child(tree: string, filter: string | undefined): Promise<void> {
  const toolwright = await loadToolwright(tree);
  const all = [...(await buildCases(toolwright)), ...(await buildRuntimeCases(toolwright))];
  const cases = all.filter((c) => !filter || `${c.group} ${c.name}`.includes(filter));
  const out: Result[] = [];
  for (const c of cases) {
    const floor = await fastest(c.floor);
    const toolwright = await fastest(c.toolwright);
    out.push({ name: `${c.group}: ${c.name}`, floor, toolwright });
  }
  console.log(JSON.stringify(out));
}

function run(tree: string, filter: string | undefined): Result[] {
  const script = fileURLToPath(import.meta.url);
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', tree, filter ?? ''], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout.trim().split('\n').pop()!);
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(args[1]!, args[2] || undefined);
} else {
  const [other, filter] = args;
  if (!other) throw new Error('usage: npx tsx bench/compare.ts <other-tree> [filter]');
  const here = process.env.TOOLWRIGHT_SRC ?? fileURLToPath(new URL('..', import.meta.url));
  const olds: Result[][] = [];
  const news: Result[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    olds.push(run(other, filter));
    news.push(run(here, filter));
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  console.log(`${'case'.padEnd(48)} | ${'other'.padStart(9)} | ${'this'.padStart(9)} | this/other | other/floor | this/floor`);
  for (let i = 0; i < news[0]!.length; i++) {
    const o = median(olds.map((run) => run[i]!.toolwright));
    const n = median(news.map((run) => run[i]!.toolwright));
    const of = median(olds.map((run) => run[i]!.toolwright / run[i]!.floor));
    const nf = median(news.map((run) => run[i]!.toolwright / run[i]!.floor));
    console.log(
      [
        news[0]![i]!.name.padEnd(48),
        formatNs(o).padStart(9),
        formatNs(n).padStart(9),
        `${(n / o).toFixed(2)}×`.padStart(10),
        `${of.toFixed(2)}×`.padStart(11),
        `${nf.toFixed(2)}×`.padStart(10),
      ].join(' | '),
    );
  }
}
