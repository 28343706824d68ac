import { afterAll, describe, expect, it } from 'vitest';
import { createBullMQExecutor, startBullMQWorker } from '../../src/bullmq';
import { runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

const servers: RedisServer[] = [];
let frozen: number | undefined;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined };

async function connectedPair(queueName: string) {
  const server = await startRedisServer();
  servers.push(server);
  const t = createTool({ id: 't', description: 'd', background: { enabled: true }, execute: async () => 'done' });
  const worker = startBullMQWorker(
    { t },
    { connection: { ...server.connection, maxRetriesPerRequest: null }, queueName, unreachableTimeoutMs: 300, logger: quiet },
  );
  const executor = createBullMQExecutor({ connection: server.connection, queueName, unreachableTimeoutMs: 300 });
  const rec = await runToolCall({ t }, { toolCallId: 'c', toolName: 't', args: {} }, { background: { executor } });
  expect(await rec.background!.done).toMatchObject({ status: 'completed', result: 'done' });
  return { server, worker, executor };
}

describe.skipIf(!hasRedisServer)('closing the BullMQ executor and worker when Redis is gone', () => {
  afterAll(async () => {
    for (const server of servers) {
      if (server.pid === frozen) process.kill(server.pid, 'SIGCONT');
      await server.stop();
    }
  });

  it('refuses a bound that is not a positive number of milliseconds, naming the option', () => {
    const connection = { host: '127.0.0.1', port: 1 };
    expect(() => startBullMQWorker({}, { connection, queueName: 'q', unreachableTimeoutMs: 0 })).toThrow(
      new TypeError('startBullMQWorker: unreachableTimeoutMs must be a positive number of milliseconds, got 0.'),
    );
    expect(() => createBullMQExecutor({ connection, queueName: 'q', connectTimeoutMs: Number.NaN })).toThrow(
      new TypeError('createBullMQExecutor: connectTimeoutMs must be a positive number of milliseconds, got NaN.'),
    );
    expect(() => createBullMQExecutor({ connection, queueName: 'q', unreachableTimeoutMs: '5' as unknown as number })).toThrow(
      new TypeError('createBullMQExecutor: unreachableTimeoutMs must be a positive number of milliseconds, got string.'),
    );
  });

  it('a server that exited: close() settles for both, after dropping the connections a QUIT could never leave', async () => {
    const { server, worker, executor } = await connectedPair('exited');
    await server.stop();
    await expect(executor.close()).resolves.toBeUndefined();
    await expect(worker.close()).resolves.toBeUndefined();
  });

  it('a server that stopped answering (SIGSTOP, connections open): close() settles for both', async () => {
    const { server, worker, executor } = await connectedPair('frozen');
    frozen = server.pid;
    process.kill(server.pid, 'SIGSTOP');
    await expect(executor.close()).resolves.toBeUndefined();
    await expect(worker.close()).resolves.toBeUndefined();
  });

  it('a server that answers: close() says goodbye (QUIT) and the server sees the clients leave', async () => {
    const { server, worker, executor } = await connectedPair('answering');
    await executor.close();
    await worker.close();
    const { Redis } = await import('ioredis');
    const admin = new Redis(server.connection);
    const clients = String(await admin.client('LIST'))
      .trim()
      .split('\n');
    admin.disconnect();
    // Only the admin connection is left.
    expect(clients).toHaveLength(1);
  });
});
