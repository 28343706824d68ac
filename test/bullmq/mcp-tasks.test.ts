// MCP tasks (toolwright/mcp/v2) on the BullMQ executor with a real redis-server: a task started
// through one process is read from another, whose executor shares the queue's Redis.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { taskId } from '@modelcontextprotocol/ext-tasks/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullMQExecutor, startBullMQWorker } from '../../src/bullmq';
import { createMcpHttpHandler } from '../../src/mcp-v2';
import { listen } from '../adapters/mcp/node-http';
import { connectTasksClient, requestMeta } from '../adapters/mcp-v2/tasks/tasks-client';
import { type Child, startChild } from './support/child';
import { mcpTaskTools } from './support/mcp-task-tools';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redis-server';

let server: RedisServer;
const closers: Array<() => Promise<void>> = [];

describe.skipIf(!hasRedisServer)('toolwright/mcp/v2 tasks on the BullMQ executor', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await server?.stop();
  });

  it('a task started through this process completes on a worker and is read through another process', async () => {
    const queueName = 'mcp-tasks';
    const connection = { host: '127.0.0.1', port: server.port };
    const worker = startBullMQWorker(mcpTaskTools, { connection: { ...connection, maxRetriesPerRequest: null }, queueName });
    closers.push(() => worker.close());
    await worker.ready;
    const executor = createBullMQExecutor({ connection, queueName });
    closers.push(() => executor.close());
    const handler = createMcpHttpHandler(mcpTaskTools, {
      name: 'first',
      version: '1.0.0',
      runtime: { background: { executor } },
      tasks: { pollIntervalMs: 5 },
    });
    const http = await listen(handler);
    closers.push(async () => {
      await handler.close();
      await http.close();
    });
    const second: Child = startChild('mcp-tasks-process.ts', [String(server.port), queueName]);
    closers.push(async () => {
      second.process.kill('SIGTERM');
      await second.exited;
    });
    const secondUrl = new URL(await second.line((line) => line.startsWith('http')));

    const first = await connectTasksClient(new StreamableHTTPClientTransport(http.url));
    closers.push(() => first.close());
    const created = await first.raw.request('tools/call', { name: 'report', arguments: { topic: 'tides' }, _meta: requestMeta(first.capabilities, true) });
    expect(created).toMatchObject({ kind: 'result', result: { resultType: 'task', status: 'working' } });
    const id = taskId(String((created as unknown as { result: { taskId: string } }).result.taskId));

    const other = await connectTasksClient(new StreamableHTTPClientTransport(secondUrl));
    closers.push(() => other.close());
    const outcome = await other.session.task(id).result();
    expect(outcome).toMatchObject({ status: 'completed', result: { structuredContent: { text: 'report on tides', pid: process.pid }, isError: false } });
    // The worker ran it (in this process), the first process finished it, the second read it.
    expect(second.process.pid).not.toBe(process.pid);
    const unknown = await other.raw.request('tasks/get', { taskId: 'nope', _meta: requestMeta(other.capabilities, true) });
    expect(unknown).toMatchObject({ kind: 'error', error: { code: -32602 } });
  });
});
