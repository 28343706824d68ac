// Run with `node --expose-gc --import tsx bench/memory.ts` (npm run bench does).
// Retained heap per Tool (10,000 tools sharing schemas), and heap growth after many calls.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { z } from 'zod';
import { loadToolwright } from './load';
import { printTable } from './table';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const { createTool } = (await loadToolwright()).tools;
const TOOLS = 10_000;
const CALLS = 20_000;

function settle(): number {
  for (let i = 0; i < 4; i++) gc!();
  return process.memoryUsage().heapUsed;
}

const inputSchema = z.object({ city: z.string() });
const outputSchema = z.object({ temperature: z.number() });
const execute = async () => ({ temperature: 21 });

/** Heap retained per tool; with `called`, each tool has also executed once (before the count). */
async function perTool(create: (options: any) => any, called = false): Promise<number> {
  const options = (i: number) => ({ id: `tool-${i}`, description: 'Current weather', inputSchema, outputSchema, execute });
  // Warm up: the first tool pays for shared, once-per-schema work (wrappers, caches).
  const warm = create(options(-1));
  if (called) await warm.execute({ city: 'Paris' }, undefined);
  const before = settle();
  const tools: any[] = new Array(TOOLS);
  for (let i = 0; i < TOOLS; i++) {
    tools[i] = create(options(i));
    if (called) await tools[i].execute({ city: 'Paris' }, undefined);
  }
  const after = settle();
  if (tools.length !== TOOLS || !warm) throw new Error('unreachable');
  // The ids are part of every tool; count them apart so the figure is the tool's own cost.
  return (after - before) / TOOLS;
}

async function perCallGrowth(create: (options: any) => any, valid: boolean): Promise<number> {
  const tool = create({ id: 'weather', description: 'Current weather', inputSchema, outputSchema, execute });
  const input = valid ? { city: 'Paris' } : { city: 5 };
  for (let i = 0; i < 2_000; i++) await tool.execute(input, undefined);
  const before = settle();
  for (let i = 0; i < CALLS; i++) await tool.execute(input, undefined);
  const after = settle();
  return (after - before) / CALLS;
}

const ids = (() => {
  const before = settle();
  const strings: string[] = [];
  for (let i = 0; i < TOOLS; i++) strings.push(`tool-${i}`);
  const after = settle();
  return strings.length ? (after - before) / TOOLS : 0;
})();

// The order alternates nothing between runs: each figure is its own before/after pair.
const oursTool = await perTool(createTool);
const refTool = await perTool(refCreateTool);
const oursCalled = await perTool(createTool, true);
const refCalled = await perTool(refCreateTool, true);
const rows = [
  ['retained heap per Tool (10,000 tools, shared schemas)', `${oursTool.toFixed(0)} B`, `${refTool.toFixed(0)} B`],
  ['  the same tools, each executed once', `${oursCalled.toFixed(0)} B`, `${refCalled.toFixed(0)} B`],
  ['  of which its id string (approx.)', `${ids.toFixed(0)} B`, `${ids.toFixed(0)} B`],
  [
    'heap growth per execute, valid input (20,000 calls)',
    `${(await perCallGrowth(createTool, true)).toFixed(2)} B`,
    `${(await perCallGrowth(refCreateTool, true)).toFixed(2)} B`,
  ],
  [
    'heap growth per execute, invalid input (20,000 calls)',
    `${(await perCallGrowth(createTool, false)).toFixed(2)} B`,
    `${(await perCallGrowth(refCreateTool, false)).toFixed(2)} B`,
  ],
];
printTable(['measure', 'toolwright', 'reference'], rows);
