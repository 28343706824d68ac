// `npm run bench:commits -- --old=<checkout>`: every bench row of two checkouts (an older commit
// and this one), each timed by its own `bench/index.ts`, side by side in one run, printed as a
// markdown table (old figure, new figure, new/old). The two sides take turns row by row, in
// several rounds (old then new, then new then old in the next round, so a steady drift of the
// machine's speed lands on both alike); each row is one process of the checkout's own bench, on
// Node 22 by default. Memory, startup and bundle size are not timing rows and are left out.
//
// Options: --old=<dir> (required: a checkout with node_modules, e.g. a `git worktree add
// --detach`), --new=<dir> (default: this checkout), --rounds=<n> (default 5), --only=<regex> (only
// the rows whose "<group> <name>" matches), --node=<binary> (default: test/runtimes' Node 22),
// --raw=<file> (also writes every round's figures as JSON). Progress goes to stderr.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatNs } from './table';

/** One figure of one row from one process: toolwright's time and its ratio to the row's control, measured in the same process. */
export interface Figure {
  /** The row: "<group>: <name>" of the timing table, or the printed row's name and what is measured. */
  row: string;
  /** toolwright's time, in ns (per operation, per call, or per 1,000 tasks). */
  ns: number;
  /** toolwright / the row's control in the same process (the floor, the SDK's server, bare BullMQ), as the bench prints it. */
  vsControl?: number | undefined;
  /** What the control is. */
  control: string;
}

const here = fileURLToPath(new URL('..', import.meta.url));
const script = fileURLToPath(import.meta.url);

const UNIT_NS: Record<string, number> = { ns: 1, µs: 1e3, ms: 1e6, s: 1e9 };
/** `1.23 µs` (formatNs's style) to ns. */
function parseNs(text: string): number {
  const match = /([\d.]+) (ns|µs|ms|s)\b/.exec(text);
  if (!match) throw new Error(`compare-commits: no time in "${text}"`);
  return Number(match[1]) * UNIT_NS[match[2]!]!;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rows a checkout's bench has, each as the filter that runs it alone: the timing cases of its
 * bench/cases.ts, and the rows bench/index.ts imports as a `*_ROW` name (ai-sdk, mcp, bullmq, …).
 * Runs in a child process (see `--list`), on the same Node as the rows.
 */
function listRows(tree: string, node: string): string[] {
  const child = spawnSync(node, ['--import', 'tsx', script, '--list', tree], { cwd: tree, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`compare-commits: listing the rows of ${tree} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!);
}

async function listChild(tree: string): Promise<void> {
  const bench = (file: string) => pathToFileURL(join(tree, 'bench', file)).href;
  const { loadToolwright } = await import(bench('load.ts'));
  const { buildCases, buildRuntimeCases } = await import(bench('cases.ts'));
  const toolwright = await loadToolwright(tree);
  const cases: Array<{ group: string; name: string }> = [...(await buildCases(toolwright)), ...(await buildRuntimeCases(toolwright))];
  const names = cases.map((c) => `${c.group} ${c.name}`);
  const index = readFileSync(join(tree, 'bench/index.ts'), 'utf8');
  for (const [, imported, file] of index.matchAll(/import \{([^}]*)\} from '\.\/([\w-]+)'/g)) {
    for (const constant of imported!.split(',').map((name) => name.trim())) {
      if (!/^[A-Z_]+_ROW$/.test(constant)) continue;
      const value = (await import(bench(`${file}.ts`)))[constant];
      if (typeof value === 'string') names.push(value);
    }
  }
  console.log(JSON.stringify(names));
}

/** The figures of the sections printed as text (MCP over InMemoryTransport, MCP stateless HTTP, BullMQ). */
export function parsePrinted(stdout: string): Figure[] {
  const figures: Figure[] = [];
  const sections = stdout.split(/^## /m).slice(1);
  for (const section of sections) {
    const [title, ...lines] = section.split('\n');
    const line = (start: string) => lines.find((l) => l.startsWith(start));
    if (title!.startsWith('mcp tools/call over InMemoryTransport')) {
      const ours = line('toolwright/mcp createMcpServer');
      const throughput = line('toolwright/mcp throughput = ');
      if (!ours) continue;
      const ratio = throughput && /= ([\d.]+)×/.exec(throughput);
      figures.push({
        row: `${title}: toolwright/mcp, wall time per call`,
        ns: parseNs(ours),
        vsControl: ratio ? 1 / Number(ratio[1]) : undefined,
        control: "the SDK's McpServer (1 / the printed throughput ratio)",
      });
    } else if (title!.startsWith('mcp stateless HTTP server CPU per tools/call')) {
      // One line per contender, then one line per pair in the same order as toolwright's contenders.
      const ours = lines.filter((l) => l.startsWith('toolwright/') && l.includes(' CPU/call'));
      const pairs = lines.filter((l) => l.includes(': toolwright = '));
      ours.forEach((l, i) => {
        const name = l.slice(0, l.search(/ {2,}| [\d.]+ (ns|µs|ms)/)).trim();
        const ratio = pairs[i] && /= ([\d.]+)×/.exec(pairs[i]);
        figures.push({
          row: `${title}: ${name}`,
          ns: parseNs(l.slice(name.length)),
          vsControl: ratio ? Number(ratio[1]) : undefined,
          control: "the SDK's McpServer",
        });
      });
    } else if (title!.startsWith('bullmq ')) {
      const ours = line('toolwright:');
      const verdict = line('wall ');
      const cpuRounds = line('rounds, CPU ms of this process:');
      if (!ours) continue;
      const wall = verdict && /^wall ([\d.]+)×/.exec(verdict);
      const cpu = verdict && /CPU ([\d.]+)×/.exec(verdict);
      figures.push({
        row: `${title}: toolwright, wall ms`,
        ns: Number(/([\d.]+) ms/.exec(ours)![1]) * 1e6,
        vsControl: wall ? Number(wall[1]) : undefined,
        control: 'bare BullMQ',
      });
      const rounds = cpuRounds && /toolwright ([\d. ]+)$/.exec(cpuRounds);
      if (rounds) {
        const values = rounds[1]!.trim().split(/\s+/).map(Number);
        figures.push({ row: `${title}: toolwright, CPU ms`, ns: median(values) * 1e6, vsControl: cpu ? Number(cpu[1]) : undefined, control: 'bare BullMQ' });
      }
    }
  }
  return figures;
}

interface RowJson {
  group: string;
  name: string;
  floor: { p50: number };
  toolwright: { p50: number };
  ratios: { 'toolwright/floor': { median: number } };
}

/** Runs one row of a checkout's bench in its own process; its figures, or the reason it failed. */
function runRow(tree: string, node: string, filter: string, scratch: string): Figure[] | Error {
  const json = join(scratch, `rows-${Date.now()}.json`);
  const env = { ...process.env };
  // Each checkout times its own src/.
  delete env['TOOLWRIGHT_SRC'];
  const child = spawnSync(node, ['--import', 'tsx', 'bench/index.ts', filter, '--skip-memory', '--skip-startup', `--json=${json}`], {
    cwd: tree,
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) return new Error(`exit ${child.status}: ${child.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const figures: Figure[] = [];
  if (existsSync(json)) {
    const rows: RowJson[] = JSON.parse(readFileSync(json, 'utf8')).rows;
    rmSync(json);
    for (const r of rows) {
      figures.push({ row: `${r.group}: ${r.name}`, ns: r.toolwright.p50, vsControl: r.ratios['toolwright/floor'].median, control: 'the floor' });
    }
  }
  return [...figures, ...parsePrinted(child.stdout)];
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Every row's figures per round and side. */
type Rounds = Map<string, { control: string; old: Array<Figure | undefined>; new: Array<Figure | undefined> }>;

function gitHead(tree: string): string {
  const head = spawnSync('git', ['-C', tree, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['-C', tree, 'status', '--porcelain', '--untracked-files=no', 'src', 'bench'], { encoding: 'utf8' }).stdout.trim();
  return dirty ? `${head} with local changes` : head;
}

const ratioText = (values: number[]) =>
  values.length === 0 ? 'n/a' : `${median(values).toFixed(2)}× (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

/** The markdown table: per row, old and new medians, new/old per round (median, range), and the same against the control. */
export function table(rounds: Rounds, oldName: string, newName: string): string {
  const out = [
    `| row | old (${oldName}) | new (${newName}) | new/old, median (range) of rounds | new/old against the control | control |`,
    '|---|---|---|---|---|---|',
  ];
  for (const [row, { control, old, new: now }] of rounds) {
    const olds = old.filter((f): f is Figure => f !== undefined);
    const news = now.filter((f): f is Figure => f !== undefined);
    const cell = (figures: Figure[]) => (figures.length ? `${formatNs(median(figures.map((f) => f.ns)))} (${figures.length})` : 'no such row');
    const paired: number[] = [];
    const controlled: number[] = [];
    old.forEach((o, i) => {
      const n = now[i];
      if (!o || !n) return;
      paired.push(n.ns / o.ns);
      if (o.vsControl !== undefined && n.vsControl !== undefined) controlled.push(n.vsControl / o.vsControl);
    });
    const slower = paired.length > 0 && median(paired) > 1.1 ? ' **>1.10**' : '';
    out.push(
      `| ${row} | ${cell(olds)} | ${cell(news)} | ${olds.length && news.length ? ratioText(paired) + slower : `only ${olds.length ? 'old' : 'new'}`} | ${ratioText(controlled)} | ${control} |`,
    );
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      old: { type: 'string' },
      new: { type: 'string', default: here },
      rounds: { type: 'string', default: '5' },
      only: { type: 'string' },
      node: { type: 'string', default: join(here, 'test/runtimes/node_modules/node22/bin/node') },
      raw: { type: 'string' },
    },
  });
  if (!values.old) throw new Error('usage: npm run bench:commits -- --old=<checkout> [--new=<checkout>] [--rounds=5] [--only=<regex>] [--raw=<file>]');
  const trees = { old: resolve(values.old), new: resolve(values.new) };
  const node = values.node;
  if (!existsSync(node)) throw new Error(`compare-commits: no Node binary at ${node} (npm run runtimes:install, or --node=<binary>)`);
  const roundCount = Number(values.rounds);
  const only = values.only ? new RegExp(values.only) : undefined;
  const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const scratch = mkdtempSync(join(tmpdir(), 'toolwright-bench-commits-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

  const listed = { old: new Set(listRows(trees.old, node)), new: new Set(listRows(trees.new, node)) };
  const units = [...new Set([...listed.old, ...listed.new])].filter((name) => !only || only.test(name));
  const rounds: Rounds = new Map();
  const failures: string[] = [];
  const started = new Date();
  const loadBefore = loadavg()[0]!;
  for (let round = 0; round < roundCount; round++) {
    for (const [u, unit] of units.entries()) {
      // Old first in even rounds, new first in odd ones.
      const sides = round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
      for (const side of sides) {
        if (!listed[side].has(unit)) continue;
        process.stderr.write(`round ${round + 1}/${roundCount}, row ${u + 1}/${units.length}, ${side}: ${unit}\n`);
        const result = runRow(trees[side], node, `^${escapeRegExp(unit)}$`, scratch);
        if (result instanceof Error) {
          failures.push(`round ${round + 1}, ${side}, ${unit}: ${result.message}`);
          process.stderr.write(`  failed: ${result.message}\n`);
          continue;
        }
        for (const figure of result) {
          let entry = rounds.get(figure.row);
          if (!entry) {
            entry = { control: figure.control, old: [], new: [] };
            rounds.set(figure.row, entry);
          }
          entry[side][round] = figure;
        }
      }
    }
  }
  if (values.raw) writeFileSync(values.raw, `${JSON.stringify({ trees, node: nodeVersion, rounds: Object.fromEntries(rounds) }, null, 2)}\n`);
  const minutes = Math.round((Date.now() - started.getTime()) / 60000);
  console.log(
    `${started.toISOString().slice(0, 10)}, ${nodeVersion}, ${roundCount} interleaved round${roundCount === 1 ? '' : 's'}, ${minutes} min, load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end.\n`,
  );
  console.log(table(rounds, gitHead(trees.old), gitHead(trees.new)));
  console.log(
    "\nold, new: toolwright's median over the rounds (how many rounds ran). new/old: per round, the new figure over the old one measured just before or after it; the median and range over the rounds. Against the control: the same for toolwright's ratio to the row's control measured in the same process, which load that slows a whole process does not move.",
  );
  if (failures.length) console.log(`\nFailed runs (left out of the medians):\n\n${failures.map((f) => `- ${f}`).join('\n')}`);
}

if (process.argv[2] === '--list') await listChild(resolve(process.argv[3]!));
else await main();
