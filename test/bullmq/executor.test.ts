import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BullMQExecutorError, createBullMQExecutor, startBullMQWorker, type BullMQWorkerHandle } from '../../src/bullmq';
import { RequestContext } from '../../src/request-context';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { deferred } from '../deferred';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

let server: RedisServer;
let queueCounter = 0;
const open: { close(): Promise<void> }[] = [];

function queueName(): string {
  queueCounter += 1;
  return `q${queueCounter}`;
}

function executor(name: string, extra: Parameters<typeof createBullMQExecutor>[0] = {}) {
  const e = createBullMQExecutor({ connection: server.connection, queueName: name, ...extra });
  open.push(e);
  return e;
}

function worker(
  tools: Parameters<typeof startBullMQWorker>[0],
  name: string,
  extra: Partial<Parameters<typeof startBullMQWorker>[1]> = {},
): BullMQWorkerHandle {
  const w = startBullMQWorker(tools, { connection: { ...server.connection, maxRetriesPerRequest: null }, queueName: name, ...extra });
  open.push(w);
  return w;
}

describe.skipIf(!hasRedisServer)('toolwright/bullmq with a real redis-server', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const o of open.reverse()) await o.close().catch(() => undefined);
    await server?.stop();
  });

  it('runs a background call on a worker through the engine; done resolves in the dispatcher; any process reads the record', async () => {
    const name = queueName();
    const outputs: unknown[] = [];
    const completed: unknown[] = [];
    let seen: { taskId?: string; isBackground?: boolean; tenant?: unknown } = {};
    const tool = createTool({
      id: 'shout',
      description: 'd',
      inputSchema: z.object({ v: z.string().transform((s) => `${s}!`) }),
      requestContextSchema: z.object({ tenant: z.string() }),
      background: { enabled: true, onComplete: (task) => void completed.push(task.result) },
      onOutput: ({ output }) => void outputs.push(output),
      execute: async ({ v }, ctx) => {
        seen = { taskId: ctx.background?.taskId, isBackground: ctx.agent?.isBackgroundTask, tenant: ctx.requestContext?.get('tenant') };
        return v.toUpperCase();
      },
    });
    const w = worker({ shout: tool }, name);
    await w.ready;
    // The logger cannot travel; the schema keeps only `tenant`, so the call goes through.
    const requestContext = new RequestContext([
      ['tenant', 'acme'],
      ['logger', { log: () => undefined }],
    ]);
    const rec = await runToolCall(
      { shout: tool },
      { toolCallId: 'c1', toolName: 'shout', args: { v: 'a' } },
      { background: { executor: executor(name) }, requestContext },
    );
    expect(rec.status).toBe('completed');
    const task = await rec.background!.done;
    expect(task.status).toBe('completed');
    expect(task.result).toBe('A!');
    expect(outputs).toEqual(['A!']);
    expect(completed).toEqual(['A!']);
    expect(seen).toEqual({ taskId: rec.background!.taskId, isBackground: true, tenant: 'acme' });
    const other = executor(name);
    const read = await other.getBackgroundTask(task.id);
    expect(read?.status).toBe('completed');
    expect(read?.result).toBe('A!');
    expect(read?.createdAt).toBeInstanceOf(Date);
    expect(await other.getBackgroundTask('no-such-task')).toBeUndefined();
  });

  it("keeps ended jobs for the worker's recordTtlSeconds, not in each job's options; the task's creation time is its job's timestamp", async () => {
    const name = queueName();
    const echo = createTool({
      id: 'echo',
      description: 'd',
      inputSchema: z.object({ n: z.number() }),
      background: { enabled: true },
      execute: async ({ n }) => n,
    });
    const failing = createTool({
      id: 'failing',
      description: 'd',
      background: { enabled: true },
      execute: async () => {
        throw new Error('no');
      },
    });
    worker({ echo, failing }, name, { recordTtlSeconds: 1 });
    const e = executor(name);
    const run = async (toolName: 'echo' | 'failing', n: number) => {
      const rec = await runToolCall({ echo, failing }, { toolCallId: `c${n}`, toolName, args: { n } }, { background: { executor: e } });
      return { handle: rec.background!, task: await rec.background!.done };
    };
    const first = await run('echo', 1);
    const job = await e.queue.getJob(first.task.id);
    expect(job?.opts.removeOnComplete).toBeUndefined();
    expect(job?.opts.removeOnFail).toBeUndefined();
    expect(job?.opts.timestamp).toBeUndefined();
    // One creation time, wherever the task is read: the dispatcher's handle, the worker's view, the record.
    expect(first.handle.task.createdAt.getTime()).toBe(job!.timestamp);
    expect((await e.getBackgroundTask(first.task.id))?.createdAt.getTime()).toBe(job!.timestamp);
    const failed = await run('failing', 2);
    expect(failed.task.status).toBe('failed');
    expect(await e.queue.getJob(failed.task.id)).toBeDefined();
    // BullMQ trims by age as later jobs end: once a second has passed, the next completion removes both.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await run('echo', 3);
    await run('failing', 4);
    expect(await e.queue.getJob(first.task.id)).toBeUndefined();
    expect(await e.queue.getJob(failed.task.id)).toBeUndefined();
  });

  it('a queue given with default options that remove ended jobs still keeps a completed task readable', async () => {
    const name = queueName();
    const queue = new Queue(name, { connection: server.connection, defaultJobOptions: { removeOnComplete: true, removeOnFail: true } });
    open.push(queue);
    const echo = createTool({ id: 'echo', description: 'd', background: { enabled: true }, execute: async () => 'kept' });
    worker({ echo }, name);
    const e = executor(name, { queue, connection: undefined, queueName: undefined });
    const rec = await runToolCall({ echo }, { toolCallId: 'c', toolName: 'echo', args: {} }, { background: { executor: e } });
    const task = await rec.background!.done;
    expect(await e.getBackgroundTask(task.id)).toMatchObject({ status: 'completed', result: 'kept' });
  });

  it('maps maxRetries to attempts: a task that fails twice then succeeds completes; out of retries it fails with the last error', async () => {
    const name = queueName();
    let calls = 0;
    const failed: string[] = [];
    const flaky = createTool({
      id: 'flaky',
      description: 'd',
      background: { enabled: true, maxRetries: 2, onFailed: (task) => void failed.push(task.error!.message) },
      inputSchema: z.object({ failUntil: z.number() }),
      execute: async ({ failUntil }) => {
        calls += 1;
        if (calls <= failUntil) throw new Error(`boom ${calls}`);
        return calls;
      },
    });
    worker({ flaky }, name);
    const e = executor(name);
    const ok = await runToolCall({ flaky }, { toolCallId: 'c1', toolName: 'flaky', args: { failUntil: 2 } }, { background: { executor: e } });
    const okTask = await ok.background!.done;
    expect(okTask).toMatchObject({ status: 'completed', result: 3, retryCount: 2 });
    calls = 0;
    const bad = await runToolCall({ flaky }, { toolCallId: 'c2', toolName: 'flaky', args: { failUntil: 10 } }, { background: { executor: e } });
    const badTask = await bad.background!.done;
    expect(badTask.status).toBe('failed');
    expect(badTask.error?.message).toContain('boom 3');
    expect(failed).toEqual([badTask.error!.message]);
  });

  it("ends timed_out when an attempt passes the tool's background.timeoutMs", async () => {
    const name = queueName();
    const slow = createTool({
      id: 'slow',
      description: 'd',
      background: { enabled: true, timeoutMs: 50 },
      execute: (_input, ctx) => new Promise((_, reject) => ctx.abortSignal?.addEventListener('abort', () => reject(new Error('stopped')))),
    });
    worker({ slow }, name);
    const rec = await runToolCall({ slow }, { toolCallId: 'c', toolName: 'slow', args: {} }, { background: { executor: executor(name) } });
    const task = await rec.background!.done;
    expect(task.status).toBe('timed_out');
    expect(task.error?.message).toBe(`Background task timed out after 50ms: ${task.id}`);
  });

  it("BullMQ's worker.cancelJob aborts the running attempt's signal with its reason; an id not running is not found", async () => {
    const name = queueName();
    const running = deferred();
    const waits = createTool({
      id: 'waits',
      description: 'd',
      background: { enabled: true },
      execute: (_input, ctx) =>
        new Promise((_, reject) => {
          ctx.abortSignal?.addEventListener('abort', () => reject(new Error(`cancelled: ${String(ctx.abortSignal?.reason)}`)));
          running.resolve();
        }),
    });
    const w = worker({ waits }, name);
    const rec = await runToolCall({ waits }, { toolCallId: 'c', toolName: 'waits', args: {} }, { background: { executor: executor(name) } });
    await running.promise;
    expect(w.worker.cancelJob('no-such-job', 'x')).toBe(false);
    expect(w.worker.cancelJob(rec.background!.taskId, 'operator stop')).toBe(true);
    const task = await rec.background!.done;
    expect(task.status).toBe('failed');
    expect(task.error?.message).toBe('cancelled: operator stop');
    expect(w.worker.cancelJob(rec.background!.taskId, 'again')).toBe(false);
  });

  it('fails a job naming a tool the worker does not have, with an error naming the key', async () => {
    const name = queueName();
    const known = createTool({ id: 'known', description: 'd', execute: async () => 1 });
    const missing = createTool({ id: 'missing', description: 'd', background: { enabled: true }, execute: async () => 1 });
    worker({ known }, name);
    const rec = await runToolCall({ missing }, { toolCallId: 'c', toolName: 'missing', args: {} }, { background: { executor: executor(name) } });
    const task = await rec.background!.done;
    expect(task.status).toBe('failed');
    expect(task.error?.message).toBe(`toolwright/bullmq: this worker has no tool "missing" (it has: known); task ${task.id} failed without running.`);
  });

  it('fails a poisoned job (data that is not a task) without running anything, and says why', async () => {
    const name = queueName();
    let ran = false;
    const t = createTool({ id: 't', description: 'd', execute: async () => void (ran = true) });
    const w = worker({ t }, name);
    await w.ready;
    const queue = new Queue(name, { connection: server.connection });
    // From the stream's start: the queue is this test's own, and no event can slip by before the first read.
    const events = new QueueEvents(name, { connection: server.connection, lastEventId: '0-0' });
    open.push(queue, events);
    await events.waitUntilReady();
    const failed = new Promise<{ jobId: string; failedReason: string }>((resolve) => events.on('failed', resolve));
    await queue.add('t', { format: 'something else', toolName: 't' }, { jobId: 'poison-1', attempts: 3 });
    const event = await failed;
    expect(event.jobId).toBe('poison-1');
    expect(event.failedReason).toBe(
      'toolwright/bullmq: the job\'s data is not a toolwright background task (its format mark "toolwright" is missing, expected 2).',
    );
    const task = await executor(name).getBackgroundTask('poison-1');
    expect(task).toMatchObject({ status: 'failed', error: { message: event.failedReason } });
    expect(ran).toBe(false);
  });

  it('refuses request-context values that cannot travel, naming the key; the call ends failed', async () => {
    const name = queueName();
    const t = createTool({ id: 't', description: 'd', background: { enabled: true }, execute: async () => 1 });
    const rec = await runToolCall(
      { t },
      { toolCallId: 'c', toolName: 't', args: {} },
      { background: { executor: executor(name) }, requestContext: { db: new Map() } },
    );
    expect(rec.status).toBe('failed');
    expect(BullMQExecutorError.isInstance(rec.error)).toBe(true);
    expect((rec.error as Error).message).toBe(
      'toolwright/bullmq: the background call of "t" (tool call c) cannot be sent to a worker: request-context value "db" is an instance of Map, not plain data. Keep it out of the request context, or give the tool a requestContextSchema that leaves it out.',
    );
  });

  it('rejects dispatch when Redis is unreachable, naming the connection, within the connect timeout; the call ends failed', async () => {
    const dead = await startRedisServer();
    await dead.stop();
    const t = createTool({ id: 't', description: 'd', background: { enabled: true }, execute: async () => 1 });
    const e = createBullMQExecutor({ connection: { ...dead.connection, retryStrategy: () => 50 }, queueName: 'unreachable', connectTimeoutMs: 300 });
    open.push(e);
    const rec = await runToolCall({ t }, { toolCallId: 'c', toolName: 't', args: {} }, { background: { executor: e } });
    expect(rec.status).toBe('failed');
    expect(rec.background).toBeUndefined();
    expect((rec.error as Error).message).toMatch(
      new RegExp(
        `^toolwright/bullmq: Redis at redis://127\\.0\\.0\\.1:${dead.port} did not answer within 300 ms; the background call of "t" \\(tool call c\\) was not enqueued on queue "unreachable"`,
      ),
    );
  });

  it('Redis going away mid-run: a new dispatch fails with the connection named; the task in flight completes once Redis answers again', async () => {
    const own = await startRedisServer();
    open.push({ close: () => own.stop() });
    const gate = deferred();
    const running = deferred();
    const t = createTool({
      id: 't',
      description: 'd',
      background: { enabled: true },
      execute: async () => {
        running.resolve();
        await gate.promise;
        return 'finished';
      },
    });
    const w = startBullMQWorker({ t }, { connection: { ...own.connection, maxRetriesPerRequest: null }, queueName: 'away' });
    open.push(w);
    // Redis is back well within the bound `done` waits for (unreachable.test.ts covers a longer absence).
    const e = createBullMQExecutor({ connection: own.connection, queueName: 'away', connectTimeoutMs: 500, unreachableTimeoutMs: 60_000 });
    open.push(e);
    const first = await runToolCall({ t }, { toolCallId: 'c1', toolName: 't', args: {} }, { background: { executor: e } });
    await running.promise;
    // The server stops answering (its connections stay open), as a host that went away does.
    process.kill(own.pid, 'SIGSTOP');
    try {
      const second = await runToolCall({ t }, { toolCallId: 'c2', toolName: 't', args: {} }, { background: { executor: e } });
      expect(second.status).toBe('failed');
      expect((second.error as Error).message).toContain(`toolwright/bullmq: Redis at redis://127.0.0.1:${own.port} did not answer within 500 ms`);
      gate.resolve();
    } finally {
      process.kill(own.pid, 'SIGCONT');
    }
    const task = await first.background!.done;
    expect(task).toMatchObject({ status: 'completed', result: 'finished' });
  });

  it('calls dispatched together reach Redis in one batch: when Redis refuses it, every call in it ends failed with the refusal and no job is left', async () => {
    const own = await startRedisServer();
    open.push({ close: () => own.stop() });
    const admin = new Redis(own.connection);
    open.push({ close: async () => void admin.disconnect() });
    const t = createTool({ id: 't', description: 'd', background: { enabled: true }, execute: async () => 1 });
    const e = createBullMQExecutor({ connection: own.connection, queueName: 'refused' });
    open.push(e);
    // Every write is refused from here on (reads, such as the executor's event stream, still work).
    await admin.config('SET', 'maxmemory', '1');
    const records = await Promise.all(
      ['c1', 'c2', 'c3'].map((toolCallId) => runToolCall({ t }, { toolCallId, toolName: 't', args: {} }, { background: { executor: e } })),
    );
    await admin.config('SET', 'maxmemory', '0');
    for (const rec of records) {
      expect(rec.status).toBe('failed');
      expect(rec.background).toBeUndefined();
      expect((rec.error as Error).message).toMatch(/^OOM command not allowed/);
    }
    // The three calls were one batch: the same refusal, and no job of theirs in the queue.
    expect(new Set(records.map((rec) => rec.error))).toHaveProperty('size', 1);
    const counts = await e.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it('RedisTicketReplayStore claims once, with the ticket expiry as the key lifetime', async () => {
    const { RedisTicketReplayStore } = await import('../../src/bullmq');
    const redis = new Redis(server.connection);
    open.push({ close: async () => void redis.disconnect() });
    const store = new RedisTicketReplayStore(redis, { maxAgeMs: 60_000 });
    const ticket = { createdAt: new Date().toISOString() } as Parameters<typeof store.claim>[1];
    expect(await store.claim('t1', ticket)).toBe(true);
    expect(await store.claim('t1', ticket)).toBe(false);
    const ttl = await redis.pttl('toolwright:ticket:t1');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
