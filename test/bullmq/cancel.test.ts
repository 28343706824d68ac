// Cancelling a task on the BullMQ executor with a real redis-server: a running task's signal fires
// on its worker and the task ends `cancelled` without a retry; a task no worker took yet never
// runs; and an MCP task (toolwright/mcp/v2) cancelled by the extension's client stops its worker.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBullMQExecutor, startBullMQWorker } from '../../src/bullmq';
import { createMcpHttpHandler } from '../../src/mcp-v2';
import { type BackgroundTask, runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { listen } from '../adapters/mcp/node-http';
import { connectTasksClient, requestMeta } from '../adapters/mcp-v2/tasks/tasks-client';
import { deferred } from '../deferred';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

let server: RedisServer;
let queueCounter = 0;
const closers: Array<() => Promise<void>> = [];

function queueName(): string {
  queueCounter += 1;
  return `cancel${queueCounter}`;
}

/** A tool that tells the test it started, then waits for its signal; counts its runs. */
function waitingTool(runs: { count: number }, started: (signal: AbortSignal) => void) {
  return createTool({
    id: 'wait',
    description: 'Waits until cancelled',
    inputSchema: z.object({ label: z.string() }),
    background: { enabled: true, maxRetries: 2 },
    execute: async (_input, context) => {
      runs.count += 1;
      const signal = context.abortSignal!;
      started(signal);
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      return 'stopped';
    },
  });
}

/** Settles when `signal` aborts (at once if it did). */
function aborted(signal: AbortSignal): Promise<unknown> {
  return signal.aborted
    ? Promise.resolve(signal.reason)
    : new Promise((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));
}

function startWorker(tools: Parameters<typeof startBullMQWorker>[0], name: string, extra: Partial<Parameters<typeof startBullMQWorker>[1]> = {}) {
  const worker = startBullMQWorker(tools, { connection: { ...server.connection, maxRetriesPerRequest: null }, queueName: name, ...extra });
  closers.push(() => worker.close());
  return worker;
}

function startExecutor(name: string) {
  const executor = createBullMQExecutor({ connection: server.connection, queueName: name });
  closers.push(() => executor.close());
  return executor;
}

describe.skipIf(!hasRedisServer)('cancelling a task on the BullMQ executor', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
    await server?.stop();
  });

  it('cancel fires the running task signal on its worker; the task ends cancelled, with no retry', async () => {
    const name = queueName();
    const runs = { count: 0 };
    const started = deferred<AbortSignal>();
    const failed = deferred<BackgroundTask>();
    const wait = waitingTool(runs, started.resolve);
    const worker = startWorker({ wait }, name, { onTaskFailed: (task) => failed.resolve(task) });
    await worker.ready;
    const executor = startExecutor(name);
    const record = await runToolCall({ wait }, { toolCallId: 'c1', toolName: 'wait', args: { label: 'a' } }, { background: { executor } });
    const handle = record.background!;
    const signal = await started.promise;
    expect(await executor.cancel(handle.taskId)).toBe(true);
    await aborted(signal);
    const ended = await handle.done;
    expect(ended.status).toBe('cancelled');
    expect((await failed.promise).status).toBe('cancelled');
    expect((await executor.getBackgroundTask(handle.taskId))?.status).toBe('cancelled');
    expect(runs.count).toBe(1);
    // A task that ended cannot be cancelled again, nor one never dispatched.
    expect(await executor.cancel(handle.taskId)).toBe(false);
    expect(await executor.cancel('no-such-task')).toBe(false);
  });

  it('a task cancelled before any worker took it never runs, and ends cancelled once a worker meets it', async () => {
    const name = queueName();
    const runs = { count: 0 };
    const wait = waitingTool(runs, () => undefined);
    const executor = startExecutor(name);
    const record = await runToolCall({ wait }, { toolCallId: 'c2', toolName: 'wait', args: { label: 'queued' } }, { background: { executor } });
    const handle = record.background!;
    expect(await executor.cancel(handle.taskId)).toBe(true);
    expect((await executor.getBackgroundTask(handle.taskId))?.status).toBe('cancelled');
    await startWorker({ wait }, name).ready;
    expect((await handle.done).status).toBe('cancelled');
    expect(runs.count).toBe(0);
  });

  it('a task waiting behind a busy worker, cancelled, never runs; the busy one is cancelled too', async () => {
    const name = queueName();
    const runs = { count: 0 };
    const started: AbortSignal[] = [];
    const first = deferred<AbortSignal>();
    const wait = waitingTool(runs, (signal) => {
      started.push(signal);
      first.resolve(signal);
    });
    await startWorker({ wait }, name, { concurrency: 1 }).ready;
    const executor = startExecutor(name);
    const busy = (await runToolCall({ wait }, { toolCallId: 'c3', toolName: 'wait', args: { label: 'busy' } }, { background: { executor } })).background!;
    await first.promise;
    const queued = (await runToolCall({ wait }, { toolCallId: 'c4', toolName: 'wait', args: { label: 'queued' } }, { background: { executor } })).background!;
    expect(await executor.cancel(queued.taskId)).toBe(true);
    expect(await executor.cancel(busy.taskId)).toBe(true);
    expect((await busy.done).status).toBe('cancelled');
    expect((await queued.done).status).toBe('cancelled');
    expect(runs.count).toBe(1);
    expect(started).toHaveLength(1);
  });

  it('tasks/cancel of an MCP task whose job waits behind a busy worker: the tool never runs', async () => {
    const name = queueName();
    const runs = { count: 0 };
    const labels: string[] = [];
    const busy = deferred<AbortSignal>();
    const wait = waitingTool(runs, (signal) => busy.resolve(signal));
    const mark = createTool({
      id: 'mark',
      description: 'Returns at once',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: async () => {
        labels.push('mark');
        return 'marked';
      },
    });
    await startWorker({ wait, mark }, name, { concurrency: 1 }).ready;
    const executor = startExecutor(name);
    const blocker = (await runToolCall({ wait }, { toolCallId: 'c5', toolName: 'wait', args: { label: 'busy' } }, { background: { executor } })).background!;
    await busy.promise;
    const handler = createMcpHttpHandler({ wait }, { name: 'queued', version: '1.0.0', runtime: { background: { executor } }, tasks: { pollIntervalMs: 5 } });
    const http = await listen(handler);
    closers.push(async () => {
      await handler.close();
      await http.close();
    });
    const client = await connectTasksClient(new StreamableHTTPClientTransport(http.url));
    closers.push(() => client.close());
    const execution = await client.session.callTool('wait', { label: 'mcp' });
    await execution.cancel();
    expect(await executor.cancel(blocker.taskId)).toBe(true);
    expect((await blocker.done).status).toBe('cancelled');
    // One worker, one job at a time, in order: once a later job completed, the MCP task's job
    // (if it was ever sent) had its turn.
    const later = (await runToolCall({ mark }, { toolCallId: 'c6', toolName: 'mark', args: {} }, { background: { executor } })).background!;
    expect((await later.done).status).toBe('completed');
    expect(runs.count).toBe(1);
    expect(labels).toEqual(['mark']);
    const task = await client.raw.request('tasks/get', { taskId: execution.handle!.taskId, _meta: requestMeta(client.capabilities, true) });
    expect(task).toMatchObject({ kind: 'result', result: { status: 'cancelled' } });
  });

  it('tasks/cancel from the extension client stops the tool on its BullMQ worker, and the task ends cancelled', async () => {
    const name = queueName();
    const runs = { count: 0 };
    const started = deferred<AbortSignal>();
    const failed = deferred<BackgroundTask>();
    const wait = waitingTool(runs, started.resolve);
    await startWorker({ wait }, name, { onTaskFailed: (task) => failed.resolve(task) }).ready;
    const executor = startExecutor(name);
    const handler = createMcpHttpHandler({ wait }, { name: 'cancel', version: '1.0.0', runtime: { background: { executor } }, tasks: { pollIntervalMs: 5 } });
    const http = await listen(handler);
    closers.push(async () => {
      await handler.close();
      await http.close();
    });
    const client = await connectTasksClient(new StreamableHTTPClientTransport(http.url));
    closers.push(() => client.close());
    const execution = await client.session.callTool('wait', { label: 'mcp' });
    const signal = await started.promise;
    await execution.cancel();
    await aborted(signal);
    expect((await failed.promise).status).toBe('cancelled');
    const task = await client.raw.request('tasks/get', { taskId: execution.handle!.taskId, _meta: requestMeta(client.capabilities, true) });
    expect(task).toMatchObject({ kind: 'result', result: { status: 'cancelled' } });
    expect(runs.count).toBe(1);
  });
});
