// BullMQ, over a real redis-server: an approval before a background dispatch answers its call
// once, also when the dispatcher builds its tools and its executor anew for each request (the
// bullmq project and lane: `CI=true npx vitest run --project bullmq`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullMQExecutor, startBullMQWorker } from '../../src/bullmq';
import { runToolCall, serializePendingToolCall } from '../../src/runtime';
import { hasRedisServer, type RedisServer, startRedisServer } from '../bullmq/support/redis-server';
import { callOf } from './drivers/runtime';
import { newProbe, quiet } from './drivers/shared';
import { contractTools } from './tools';

let server: RedisServer | undefined;

describe.skipIf(!hasRedisServer)('BullMQ on a real redis-server: an approval answers its call once', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('with the tools and the executor built anew for each request', async () => {
    const probe = newProbe();
    const background = { background: { enabled: true } };
    const queueName = 'replay-rebuilt';
    const worker = startBullMQWorker(contractTools(probe, background), {
      connection: { ...server!.connection, maxRetriesPerRequest: null },
      queueName,
      logger: quiet,
    });
    const executors: Array<{ close(): Promise<void> }> = [];
    /** One request of the dispatching application: fresh tools, a fresh executor. */
    const request = (options: Parameters<typeof runToolCall>[2]) => {
      const executor = createBullMQExecutor({ connection: server!.connection, queueName });
      executors.push(executor);
      return runToolCall(contractTools(probe, background), callOf({ tool: 'refund', args: { orderId: 'A1', amountEur: 10 } }), {
        ...options,
        logger: quiet,
        background: { executor },
      });
    };
    try {
      await worker.ready;
      const first = await request({});
      expect(first.status).toBe('approval-required');
      const resume = { pending: serializePendingToolCall(first.pending!), approved: true };
      const once = await request({ resume });
      expect((await once.background!.done).status).toBe('completed');
      const again = await request({ resume });
      expect([again.status, again.error?.name, again.background]).toEqual(['failed', 'TicketReplayError', undefined]);
      expect(probe.runs).toEqual({ refund: 1 });
    } finally {
      for (const executor of executors) await executor.close();
      await worker.close();
    }
  });
});
