// A Redis that goes away while a task runs: `done` and `getBackgroundTask` settle within the
// executor's `unreachableTimeoutMs`, never with a success they cannot know; a Redis back within
// the bound changes nothing. Each server is stopped and started again by its pid.
import { afterEach, describe, expect, it } from 'vitest';
import { BullMQUnreachableError, createBullMQExecutor, startBullMQWorker } from '../../src/bullmq';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import type { BackgroundTask } from '../../src/tool/background-types';
import { deferred } from '../deferred';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close().catch(() => undefined);
});

/** A persistent server, a worker running a tool held until `gate` resolves, and an executor. */
async function setup(unreachableTimeoutMs: number) {
  const server: RedisServer = await startRedisServer({ persistent: true });
  open.push({ close: () => server.stop() });
  const gate = deferred();
  const running = deferred();
  const completed = deferred<BackgroundTask>();
  const tools = {
    slow: createTool({
      id: 'slow',
      description: 'd',
      background: { enabled: true, onComplete: (task) => completed.resolve(task) },
      execute: async () => {
        running.resolve();
        await gate.promise;
        return 'finished';
      },
    }),
  };
  const w = startBullMQWorker(tools, {
    connection: { ...server.connection, maxRetriesPerRequest: null },
    queueName: 'away',
  });
  // Closed with force: after a server restart, BullMQ's graceful close can wait on a fetch made
  // before the restart (seen with BullMQ 6.7.0; the worker's own behaviour, not what this file tests).
  open.push({ close: () => w.worker.close(true).then(() => w.close()) });
  const executor = createBullMQExecutor({ connection: server.connection, queueName: 'away', connectTimeoutMs: 5_000, unreachableTimeoutMs });
  open.push(executor);
  const record = await runToolCall(tools, { toolCallId: 'c1', toolName: 'slow', args: {} }, { background: { executor } });
  expect(record.status).toBe('completed');
  await running.promise;
  return { server, gate, completed, executor, handle: record.background! };
}

function lostMessage(port: number, taskId: string, waited: string, ms: number): string {
  return `toolwright/bullmq: Redis at redis://127.0.0.1:${port} ${waited} ${ms} ms, so the state of task ${taskId}`;
}

describe.skipIf(!hasRedisServer)('toolwright/bullmq when Redis goes away', () => {
  it('a server that stops answering (SIGSTOP to its pid): done and getBackgroundTask reject within the bound, naming the connection and the task; the task still completes on the worker', async () => {
    const { server, gate, completed, executor, handle } = await setup(300);
    process.kill(server.pid, 'SIGSTOP');
    let done: unknown;
    let read: unknown;
    try {
      done = await handle.done.then(
        () => 'resolved',
        (error: unknown) => error,
      );
      read = await executor.getBackgroundTask(handle.taskId).then(
        () => 'resolved',
        (error: unknown) => error,
      );
    } finally {
      process.kill(server.pid, 'SIGCONT');
    }
    expect(BullMQUnreachableError.isInstance(done)).toBe(true);
    const error = done as BullMQUnreachableError;
    expect(error.connection).toBe(`redis://127.0.0.1:${server.port}`);
    expect(error.taskId).toBe(handle.taskId);
    expect(error.message).toBe(
      `${lostMessage(server.port, handle.taskId, 'has not answered for', 300)} ("slow") on queue "away" is not known here. The task may still complete on a worker: read it with getBackgroundTask("${handle.taskId}") once Redis answers.`,
    );
    expect(BullMQUnreachableError.isInstance(read)).toBe(true);
    expect((read as Error).message).toBe(
      `${lostMessage(server.port, handle.taskId, 'did not answer within', 300)} on queue "away" is not known here. The task may still complete on a worker: read it with getBackgroundTask("${handle.taskId}") once Redis answers.`,
    );
    // The live record was not marked as ended: `done` rejected rather than guess.
    expect(handle.task.status).not.toBe('completed');
    // It was only lost from sight: the worker finishes it once Redis answers, and it can be read.
    gate.resolve();
    expect((await completed.promise).result).toBe('finished');
    expect(await executor.getBackgroundTask(handle.taskId)).toMatchObject({ status: 'completed', result: 'finished' });
  });

  it('a server that exits (SIGTERM to its pid): done rejects within the bound with the driver error as cause; restarted, the task completes and reads back', async () => {
    const { server, gate, completed, executor, handle } = await setup(300);
    process.kill(server.pid, 'SIGTERM');
    await server.exited();
    const done = await handle.done.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(BullMQUnreachableError.isInstance(done)).toBe(true);
    expect((done as Error).message).toMatch(
      new RegExp(
        `^${escapeRegExp(lostMessage(server.port, handle.taskId, 'has not answered for', 300))} \\("slow"\\) on queue "away" is not known here\\. The task may still complete on a worker: read it with getBackgroundTask\\("${handle.taskId}"\\) once Redis answers \\(last error: .+\\)\\.$`,
      ),
    );
    expect((done as Error).cause).toBeInstanceOf(Error);
    await expect(executor.getBackgroundTask(handle.taskId)).rejects.toSatisfy(BullMQUnreachableError.isInstance);
    await server.restart();
    gate.resolve();
    expect((await completed.promise).result).toBe('finished');
    expect(await executor.getBackgroundTask(handle.taskId)).toMatchObject({ status: 'completed', result: 'finished' });
  });

  it('a server that is back within the bound (SIGTERM, then started again on the same port): done resolves with the completed task', async () => {
    // A bound far above what a restart takes, so only a hang could fail the test.
    const { server, gate, handle } = await setup(60_000);
    process.kill(server.pid, 'SIGTERM');
    await server.exited();
    await server.restart();
    gate.resolve();
    const task = await handle.done;
    expect(task).toMatchObject({ id: handle.taskId, status: 'completed', result: 'finished' });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
