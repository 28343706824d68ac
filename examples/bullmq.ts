/**
 * Background tool tasks across processes with `toolwright/bullmq`: a dispatcher enqueues the
 * call, a worker (here in the same program; in production a process or machine of its own) runs
 * it through the engine, and the dispatcher's `done` settles when it ends.
 *
 * Needs a Redis server: `REDIS_PORT=6379 npx tsx examples/bullmq.ts` (after `npm run build`).
 * In two processes: run `startWorker()` in one, `dispatch()` in the other, with the same tools.
 */
import { pathToFileURL } from 'node:url';
import { createBullMQExecutor, startBullMQWorker } from 'toolwright/bullmq';
import { runToolCall } from 'toolwright/runtime';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

const connection = () => ({ host: process.env['REDIS_HOST'] ?? '127.0.0.1', port: Number(process.env['REDIS_PORT'] ?? 6379) });
const queueName = 'toolwright-example';

/** The tools both sides know: the dispatcher validates and dispatches, the worker runs. */
export const tools = {
  'build-report': createTool({
    id: 'build-report',
    description: 'Builds a sales report for a month (slow: runs in the background).',
    inputSchema: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/) }),
    requestContextSchema: z.object({ tenant: z.string() }),
    background: {
      enabled: true,
      timeoutMs: 10_000,
      maxRetries: 2,
      // Runs on the worker, once per task.
      onComplete: (task) => console.log('worker: onComplete for', task.toolCallId),
    },
    execute: async ({ month }, ctx) => ({ month, tenant: ctx.requestContext?.get('tenant'), total: 1234 }),
  }),
};

/** The worker side: run this in each worker process. */
export function startWorker() {
  return startBullMQWorker(tools, { connection: { ...connection(), maxRetriesPerRequest: null }, queueName, concurrency: 4 });
}

/** The dispatcher side: the call returns at once; `done` settles when a worker finished the task. */
export async function dispatch() {
  const executor = createBullMQExecutor({ connection: connection(), queueName });
  try {
    const record = await runToolCall(
      tools,
      { toolCallId: 'call-1', toolName: 'build-report', args: { month: '2026-11' } },
      { background: { executor }, requestContext: { tenant: 'acme' } },
    );
    console.log('dispatcher: call', record.status, '-', String(record.result).split('.')[0]);
    const task = await record.background!.done;
    console.log('dispatcher: task', task.status, task.result);
    console.log('dispatcher: read back', (await executor.getBackgroundTask(task.id))?.status);
  } finally {
    await executor.close();
  }
}

export async function main() {
  const worker = startWorker();
  try {
    await dispatch();
  } finally {
    await worker.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
