// The MCP task store in Redis (a BullMQ executor's stateStore), written by two processes at once:
// once a task ended (completed, failed, cancelled), no write from the other process changes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoredTask, readTask, writeTask } from '../../src/adapters/mcp/v2/tasks/task-record';
import { createBullMQExecutor } from '../../src/bullmq';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

let server: RedisServer;
const closers: Array<() => Promise<void>> = [];

function working(taskId: string): StoredTask {
  const now = new Date().toISOString();
  return { taskId, status: 'working', createdAt: now, lastUpdatedAt: now, ttlMs: 60_000, pollIntervalMs: 5, tool: 'wait', round: 0 };
}

/** Two stores as two processes have them: separate executors, each on its own Redis connections. */
function twoStores() {
  const [a, b] = [1, 2].map(() => {
    const executor = createBullMQExecutor({ connection: server.connection, queueName: 'task-store' });
    closers.push(() => executor.close());
    return executor.stateStore;
  });
  return { a: a!, b: b! };
}

describe.skipIf(!hasRedisServer)('task status writes to the Redis store of two BullMQ executors (separate connections)', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
    await server?.stop();
  });

  it('a cancel in B that lands first is not overwritten by the completion A writes after reading the task working', async () => {
    const { a, b } = twoStores();
    await writeTask(a, working('r1'));
    const inA = (await readTask(a, 'r1'))!;
    const inB = (await readTask(b, 'r1'))!;
    inB.status = 'cancelled';
    expect((await writeTask(b, inB)).written).toBe(true);
    inA.status = 'completed';
    inA.result = { content: [] };
    expect((await writeTask(a, inA)).written).toBe(false);
    expect((await readTask(a, 'r1'))?.status).toBe('cancelled');
    expect((await readTask(b, 'r1'))?.status).toBe('cancelled');
  });

  it('a completion in A that lands first is not overwritten by a cancel in B, nor by a working write', async () => {
    const { a, b } = twoStores();
    await writeTask(a, working('r2'));
    const inB = (await readTask(b, 'r2'))!;
    const noted = (await readTask(a, 'r2'))!;
    const inA = (await readTask(a, 'r2'))!;
    inA.status = 'completed';
    expect((await writeTask(a, inA)).written).toBe(true);
    inB.status = 'cancelled';
    expect((await writeTask(b, inB)).written).toBe(false);
    noted.backgroundTaskId = 'bg-1';
    expect((await writeTask(a, noted)).written).toBe(false);
    const stored = await readTask(b, 'r2');
    expect(stored?.status).toBe('completed');
    expect(stored?.backgroundTaskId).toBeUndefined();
  });

  it('a cancel in B from a read older than the background task id A noted since learns that id from the write', async () => {
    const { a, b } = twoStores();
    await writeTask(a, working('r3'));
    const inB = (await readTask(b, 'r3'))!;
    const inA = (await readTask(a, 'r3'))!;
    inA.backgroundTaskId = 'bg-3';
    expect((await writeTask(a, inA)).written).toBe(true);
    inB.status = 'cancelled';
    const cancelled = await writeTask(b, inB);
    expect(cancelled.written).toBe(true);
    expect(cancelled.previous).toMatchObject({ status: 'working', backgroundTaskId: 'bg-3' });
  });

  it('a final record keeps its time to live and is writable again once it expired; set still replaces anything', async () => {
    const { a, b } = twoStores();
    expect((await a.setUnlessFinal!('k', { v: 1 }, null, false)).written).toBe(true);
    expect((await b.setUnlessFinal!('k', { v: 2 }, 60_000, true)).written).toBe(true);
    expect((await a.setUnlessFinal!('k', { v: 3 }, null, false)).written).toBe(false);
    expect(await a.get('k')).toEqual({ v: 2 });
    await a.set('k', { v: 4 }, null);
    expect(await b.get('k')).toEqual({ v: 4 });
    expect((await b.setUnlessFinal!('k', { v: 5 }, null, false)).written).toBe(true);
    expect(await a.get('k')).toEqual({ v: 5 });
  });
});
