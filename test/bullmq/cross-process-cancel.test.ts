// tasks/cancel of toolwright/mcp/v2 received by another server than the one that started the task,
// with a real redis-server: the tool running on the BullMQ worker stops.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBullMQExecutor, startBullMQWorker } from '../../src/bullmq';
import { createMcpHttpHandler } from '../../src/mcp-v2';
import type { BackgroundTask } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { listen } from '../adapters/mcp/node-http';
import { connectTasksClient, requestMeta } from '../adapters/mcp-v2/tasks/tasks-client';
import { deferred } from '../deferred';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

let server: RedisServer;
const closers: Array<() => Promise<void>> = [];

/** An MCP server on its own BullMQ executor (its own Redis connections), answering over HTTP. */
async function serve(tools: Parameters<typeof createMcpHttpHandler>[0], name: string, queueName: string): Promise<URL> {
  const executor = createBullMQExecutor({ connection: server.connection, queueName });
  closers.push(() => executor.close());
  const handler = createMcpHttpHandler(tools, { name, version: '1.0.0', runtime: { background: { executor } }, tasks: { pollIntervalMs: 5 } });
  const http = await listen(handler);
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  return http.url;
}

describe.skipIf(!hasRedisServer)(
  'tasks/cancel through another server: two servers in this process on separate BullMQ executors and Redis connections, sharing nothing in memory',
  () => {
    beforeAll(async () => {
      server = await startRedisServer();
    });
    afterAll(async () => {
      for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
      await server?.stop();
    });

    it('a task started through server A and cancelled through server B stops its tool on the worker and ends cancelled', async () => {
      const queueName = 'cross-cancel';
      const started = deferred<AbortSignal>();
      const failed = deferred<BackgroundTask>();
      let runs = 0;
      const wait = createTool({
        id: 'wait',
        description: 'Waits until cancelled',
        inputSchema: z.object({ label: z.string() }),
        background: { enabled: true, maxRetries: 2 },
        execute: async (_input, context) => {
          runs += 1;
          const signal = context.abortSignal!;
          started.resolve(signal);
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
          return 'stopped';
        },
      });
      const worker = startBullMQWorker(
        { wait },
        { connection: { ...server.connection, maxRetriesPerRequest: null }, queueName, onTaskFailed: (task) => failed.resolve(task) },
      );
      closers.push(() => worker.close());
      await worker.ready;
      const urlA = await serve({ wait }, 'a', queueName);
      const urlB = await serve({ wait }, 'b', queueName);

      const clientA = await connectTasksClient(new StreamableHTTPClientTransport(urlA));
      closers.push(() => clientA.close());
      const clientB = await connectTasksClient(new StreamableHTTPClientTransport(urlB));
      closers.push(() => clientB.close());
      const execution = await clientA.session.callTool('wait', { label: 'far' });
      const id = execution.handle!.taskId;
      const signal = await started.promise;

      const cancelled = await clientB.raw.request('tasks/cancel', { taskId: id, _meta: requestMeta(clientB.capabilities, true) });
      expect(cancelled).toMatchObject({ kind: 'result' });
      const reason = await new Promise((resolve) =>
        signal.aborted ? resolve(signal.reason) : signal.addEventListener('abort', () => resolve(signal.reason), { once: true }),
      );
      expect(reason).toMatchObject({ name: 'CancelledError' });
      expect((await failed.promise).status).toBe('cancelled');
      for (const client of [clientA, clientB]) {
        const task = await client.raw.request('tasks/get', { taskId: id, _meta: requestMeta(client.capabilities, true) });
        expect(task).toMatchObject({ kind: 'result', result: { status: 'cancelled' } });
      }
      expect(runs).toBe(1);
    });
  },
);
