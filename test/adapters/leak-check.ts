// The leak checks of both MCP entries: the tools their child processes serve, the heap after
// GC those children measure (run with `node --expose-gc`), and the run of a child from a test.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createTool } from '../../src/tools';

const gc = (globalThis as { gc?: () => void }).gc;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The heap may grow by less than this over the checked calls. */
export const LEAK_LIMIT_BYTES = 5 * 1024 * 1024;

/** The served tools: a validated `add`, and `gated`, which needs approval. */
export function leakTools() {
  return {
    add: createTool({
      id: 'add',
      description: 'Adds',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      outputSchema: z.object({ sum: z.number() }),
      execute: async ({ a, b }) => ({ sum: a + b }),
    }),
    gated: createTool({ id: 'gated', description: 'Needs approval', requireApproval: true, execute: async () => 'ran' }),
  };
}

/**
 * The heap after GC, each collection from a task of its own: a WeakRef made during a task keeps
 * its target alive until the task ends, and calls that never wait on I/O (an in-memory transport,
 * or a client whose fetch calls the handler in this process) run as one task.
 */
export async function heapAfterGc(): Promise<number> {
  if (!gc) throw new Error('run with --expose-gc');
  for (let round = 0; round < 4; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return process.memoryUsage().heapUsed;
}

/** A child's report: the heap after GC before and after the checked calls. */
export function reportGrowth(before: number, after: number): void {
  console.log(JSON.stringify({ before, after, growth: after - before }));
}

/** Runs the child script at `path` in a process of its own and resolves with the growth it reports. */
export function heapGrowthOf(path: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    execFile(process.execPath, ['--expose-gc', '--import', 'tsx', path], { cwd: root, timeout: 230_000 }, (error, out, err) => {
      if (error) reject(new Error(`${error.message}\n${err}`));
      else resolve((JSON.parse(out.trim().split('\n').pop()!) as { growth: number }).growth);
    });
  });
}
