// `npm run bench`: timing (toolwright vs @mastra/core vs the floor), then memory (a child
// process with --expose-gc), then startup time and bundle sizes.
// `npm run bench -- <text>` runs only the timing rows whose group or name contains <text>;
// `--skip-memory`, `--skip-startup` and `--skip-types` (the type-check rows) leave those parts out; `--json=<file>` also writes the
// timing rows to <file> as JSON (the docs site's charts are drawn from bench/results.json).
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measure } from 'mitata';
import { AI_SDK_ROW, measureAISDKRow } from './ai-sdk';
import { BULLMQ_ROW, runBullMQBench } from './bullmq';
import { buildCases, buildRuntimeCases, type BenchCase } from './cases';
import { LANGCHAIN_ROW, measureLangChainRow } from './langchain';
import { loadToolwright } from './load';
import { MCP_ROW, runMcpBench } from './mcp';
import { MCP_HTTP_ROW, runMcpHttpBench } from './mcp-http';
import { MCP_TASKS_ROW, runMcpTasksBench } from './mcp-tasks';
import { measureOpenAIAgentsRow, OPENAI_AGENTS_ROW } from './openai-agents';
import { runRuntimesStartup } from './runtimes-startup';
import { runStartup } from './startup';
import { writeResultsJson } from './results-json';
import { runTypeCheckBench, TYPE_CHECK_ROW } from './type-check';
import { printTimingTable, type Row, type Target, type Timing } from './table';

const args = process.argv.slice(2);
const filter = args.find((arg) => !arg.startsWith('--'));
const jsonFile = args.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
const MIN_CPU_TIME_NS = 400e6;

/** The drop-in's target (docs/performance.md): every construction, execute and request-context row at most the reference's time. */
function targetFor(c: BenchCase): Target | undefined {
  if (c.group === 'construction' || c.group.startsWith('execute, ') || c.group === 'request context') return { reference: 1 };
  return undefined;
}

async function time(fn: () => unknown): Promise<Timing> {
  const stats = await measure(fn, { min_cpu_time: MIN_CPU_TIME_NS, min_samples: 12 });
  return { p25: stats.p25, p50: stats.p50, p75: stats.p75 };
}

async function main() {
  console.log(`toolwright bench — node ${process.version}, ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown CPU'}`);
  console.log('ns/op as median (p25–p75); ratios as ratio of medians (fast quartile / slow quartile – slow / fast)\n');

  const toolwright = await loadToolwright();
  // A tree without src/runtime.ts (TOOLWRIGHT_SRC of an old commit) has no runtime row; a
  // runtime row that cannot run its probe call stops the bench with the reason.
  const runtimeCases: BenchCase[] = await buildRuntimeCases(toolwright);
  // The filter is a regular expression over "<group> <name>", e.g. "^execute, valid input zod".
  const pattern = filter ? new RegExp(filter) : undefined;
  const cases = [...(await buildCases(toolwright)), ...runtimeCases].filter((c) => !pattern || pattern.test(`${c.group} ${c.name}`));
  const rows: Row[] = [];
  for (const c of cases) {
    // The three contenders of one row run back to back so that drift hits them alike.
    const floor = await time(c.floor);
    const toolwright = await time(c.toolwright);
    const reference = c.reference ? await time(c.reference) : undefined;
    const name = c.floorValidates === undefined ? c.name : `${c.name} (floor: ${c.floorValidates}× validate)`;
    rows.push({ group: c.group, name, floor, toolwright, reference, target: targetFor(c) });
    process.stderr.write('.');
  }
  if (!pattern || pattern.test(AI_SDK_ROW)) {
    for (const major of [6, 7] as const) {
      const row = measureAISDKRow(major);
      if (row) rows.push({ group: 'ai-sdk', ...row, target: { floor: 1.1 } });
    }
  }
  if (!pattern || pattern.test(LANGCHAIN_ROW)) {
    const row = measureLangChainRow();
    if (row) rows.push({ group: 'langchain', ...row, target: { floor: 1.1 } });
  }
  if (!pattern || pattern.test(OPENAI_AGENTS_ROW)) {
    const row = measureOpenAIAgentsRow();
    if (row) rows.push({ group: 'openai-agents', ...row, target: { floor: 1.1 } });
  }
  process.stderr.write('\n');
  printTimingTable(rows);
  if (jsonFile) {
    writeResultsJson(jsonFile, rows);
    console.log(`\ntiming rows written to ${jsonFile}`);
  }
  if (!cases.some((c) => c.group === 'runtime') && !filter) {
    console.log('\nruntime: the tree under test has no src/runtime.ts; the runToolCall row is skipped.');
  }

  if (!pattern || pattern.test(MCP_ROW)) await runMcpBench();
  if (!pattern || pattern.test(MCP_HTTP_ROW)) await runMcpHttpBench();
  if (!pattern || pattern.test(MCP_TASKS_ROW)) await runMcpTasksBench();
  if (!pattern || pattern.test(BULLMQ_ROW)) await runBullMQBench();
  if ((!pattern || pattern.test(TYPE_CHECK_ROW)) && !args.includes('--skip-types')) runTypeCheckBench();

  if (!args.includes('--skip-memory')) {
    console.log('\n## Memory\n');
    const script = fileURLToPath(new URL('./memory.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script], { stdio: 'inherit' });
    if (child.status !== 0) console.log(`memory bench exited with ${child.status}`);
  }
  if (!args.includes('--skip-startup')) {
    console.log('\n## Startup and size\n');
    await runStartup();
    console.log('');
    runRuntimesStartup();
  }
}

await main();
