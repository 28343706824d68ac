// A worker SIGKILLed after execute returned and before its job completed, on a real
// redis-server: BullMQ redelivers the job to another worker process. With a shared
// RedisIdempotencyStore the redelivered job gets the stored result and execute does not run
// again; without one, execute runs again, with the same context.idempotencyKey. Every wait is
// on an event (a line a process prints, a process's exit, the task's end).
import { describe, expect, it } from 'vitest';
import { createBullMQExecutor, RedisIdempotencyStore } from '../../src/bullmq';
import { runToolCall } from '../../src/runtime';
import { chargeRuns, chargeTools } from './support/charge-tool';
import type { Child } from './support/child';
import { hasRedisServer } from './support/redis-server';
import { redisWithChildren } from './support/redis-with-children';

const env = redisWithChildren();

async function worker(queueName: string, hang: boolean, store: boolean): Promise<Child> {
  const child = env.start('charge-worker-process.ts', [String(env.server.port), queueName, hang ? '1' : '0', store ? '1' : '0']);
  await child.line((l) => l === 'ready');
  return child;
}

/** Dispatches one charge, kills the worker that runs it once execute returned, lets another take the job over. */
async function killedAfterExecute(queueName: string, store: boolean) {
  const executor = createBullMQExecutor({ connection: env.server.connection, queueName });
  let dispatchedKey: string | undefined;
  try {
    const victim = await worker(queueName, true, store);
    const record = await runToolCall(
      chargeTools(undefined),
      { toolCallId: `charge-${queueName}`, toolName: 'charge', args: { amount: 42 } },
      {
        background: {
          executor: {
            dispatch: (request) => {
              dispatchedKey = request.idempotencyKey;
              return executor.dispatch(request);
            },
          },
        },
      },
    );
    await victim.line((l) => l === 'executed');
    victim.process.kill('SIGKILL');
    await victim.exited;
    const survivor = await worker(queueName, false, store);
    const task = await record.background!.done;
    survivor.process.kill('SIGTERM');
    await survivor.exited;
    const runs = (await env.redis.lrange(chargeRuns(`charge-${queueName}`), 0, -1)).map((e) => JSON.parse(e) as { pid: number; key: string });
    return { task, runs, dispatchedKey, victimPid: victim.process.pid!, survivorPid: survivor.process.pid! };
  } finally {
    await executor.close();
  }
}

describe.skipIf(!hasRedisServer)('toolwright/bullmq: idempotency across a worker killed after execute returned', () => {
  it('with a RedisIdempotencyStore, the redelivered job completes with the stored result and execute does not run again', async () => {
    const { task, runs, dispatchedKey, victimPid } = await killedAfterExecute('with-store', true);
    expect(runs).toEqual([{ pid: victimPid, key: dispatchedKey }]);
    expect(task.status).toBe('completed');
    // The result the killed worker's execute returned, stored before it died.
    expect(task.result).toEqual({ charged: 42, by: victimPid, key: dispatchedKey });
  });

  it('without a store, the redelivered job runs execute again, with the same idempotency key', async () => {
    const { task, runs, dispatchedKey, victimPid, survivorPid } = await killedAfterExecute('without-store', false);
    expect(runs).toEqual([
      { pid: victimPid, key: dispatchedKey },
      { pid: survivorPid, key: dispatchedKey },
    ]);
    expect(task.status).toBe('completed');
    expect(task.result).toEqual({ charged: 42, by: survivorPid, key: dispatchedKey });
  });

  it('the store refuses a key another process holds, gives a completed key its result, and drops a late outcome', async () => {
    const [a, b] = [new RedisIdempotencyStore(env.redis, { prefix: 'test:idem:' }), new RedisIdempotencyStore(env.redis, { prefix: 'test:idem:' })];
    const held = await a.claim('k1');
    expect(held.status).toBe('claimed');
    expect(await b.claim('k1')).toEqual({ status: 'running' });
    await b.complete('k1', 'not-the-holder', 'forged');
    expect(await b.claim('k1')).toEqual({ status: 'running' });
    await a.complete('k1', (held as { token: string }).token, { paid: 5 });
    expect(await b.claim('k1')).toEqual({ status: 'completed', result: { paid: 5 } });
    const released = await a.claim('k2');
    await a.release('k2', (released as { token: string }).token);
    expect((await b.claim('k2')).status).toBe('claimed');
  });
});
