// A task's status in the store: once it ended (completed, failed, cancelled) no later write changes
// it, even from a writer that read it before it ended (two requests racing on one task).
import { describe, expect, it } from 'vitest';
import { type StoredTask, readTask, writeTask } from '../../../../src/adapters/mcp/v2/tasks/task-record';
import { InMemoryTaskStateStore } from '../../../../src/mcp-v2';

function working(taskId: string): StoredTask {
  const now = new Date().toISOString();
  return { taskId, status: 'working', createdAt: now, lastUpdatedAt: now, ttlMs: 60_000, pollIntervalMs: 5, tool: 'wait', round: 0 };
}

describe('task status writes to the in-memory store', () => {
  it('a cancel that lands first is not overwritten by a completion from a writer that read the task working', async () => {
    const store = new InMemoryTaskStateStore();
    await writeTask(store, working('t1'));
    const completer = (await readTask(store, 't1'))!;
    const canceller = (await readTask(store, 't1'))!;
    canceller.status = 'cancelled';
    expect((await writeTask(store, canceller)).written).toBe(true);
    completer.status = 'completed';
    completer.result = { content: [] };
    expect((await writeTask(store, completer)).written).toBe(false);
    expect((await readTask(store, 't1'))?.status).toBe('cancelled');
  });

  it('a completion that lands first is not overwritten by a cancel, nor by a working write', async () => {
    const store = new InMemoryTaskStateStore();
    await writeTask(store, working('t2'));
    const canceller = (await readTask(store, 't2'))!;
    const noter = (await readTask(store, 't2'))!;
    const completer = (await readTask(store, 't2'))!;
    completer.status = 'completed';
    expect((await writeTask(store, completer)).written).toBe(true);
    canceller.status = 'cancelled';
    expect((await writeTask(store, canceller)).written).toBe(false);
    noter.backgroundTaskId = 'bg-1';
    expect((await writeTask(store, noter)).written).toBe(false);
    expect(await readTask(store, 't2')).toMatchObject({ status: 'completed' });
    expect((await readTask(store, 't2'))?.backgroundTaskId).toBeUndefined();
  });

  it('a cancel from a read older than the background task id noted since learns that id from the write', async () => {
    const store = new InMemoryTaskStateStore();
    await writeTask(store, working('t3'));
    const canceller = (await readTask(store, 't3'))!;
    const noter = (await readTask(store, 't3'))!;
    noter.backgroundTaskId = 'bg-3';
    expect((await writeTask(store, noter)).written).toBe(true);
    canceller.status = 'cancelled';
    const cancelled = await writeTask(store, canceller);
    expect(cancelled.written).toBe(true);
    expect(cancelled.previous).toMatchObject({ status: 'working', backgroundTaskId: 'bg-3' });
  });

  it('setUnlessFinal refuses to replace a final record until it expires; set still replaces anything', async () => {
    let now = 1_000;
    const store = new InMemoryTaskStateStore({ now: () => now });
    expect((await store.setUnlessFinal('k', { v: 1 }, null, false)).written).toBe(true);
    expect((await store.setUnlessFinal('k', { v: 2 }, 100, true)).written).toBe(true);
    expect((await store.setUnlessFinal('k', { v: 3 }, null, false)).written).toBe(false);
    expect(await store.get('k')).toEqual({ v: 2 });
    now += 100;
    expect((await store.setUnlessFinal('k', { v: 4 }, null, false)).written).toBe(true);
    await store.setUnlessFinal('k', { v: 5 }, null, true);
    await store.set('k', { v: 6 }, null);
    expect(await store.get('k')).toEqual({ v: 6 });
    expect((await store.setUnlessFinal('k', { v: 7 }, null, false)).written).toBe(true);
  });
});
