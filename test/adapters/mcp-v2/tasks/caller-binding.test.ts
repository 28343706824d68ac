/**
 * A task is bound to its caller: over HTTP with auth info (what an auth middleware gives the
 * handler), `tasks/get`, `tasks/update` and `tasks/cancel` from another caller answer as for a
 * task that does not exist (-32602), so a task id seen or guessed reaches nothing. Requests
 * without auth info reach tasks made without it, as before.
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler, type McpV2HttpHandlerOptions } from '../../../../src/mcp-v2';
import { createTool } from '../../../../src/tools';
import { deferred } from '../../../deferred';
import { listen } from '../../mcp/node-http';
import { connectTasksClient, requestMeta, type TasksClient } from './tasks-client';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

let started = deferred<AbortSignal>();
const tools = {
  slow: createTool({
    id: 'slow',
    description: 'Waits until cancelled',
    inputSchema: z.object({}),
    background: { enabled: true },
    execute: async (_input, context) => {
      const signal = context.abortSignal!;
      started.resolve(signal);
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      return 'stopped';
    },
  }),
};

/** What a bearer-token middleware would find: `Bearer <client>:<user>` names the OAuth client and the user. */
function authOf(request: Request) {
  const match = /^Bearer (\w+):(\w+)$/.exec(request.headers.get('authorization') ?? '');
  return match ? { authInfo: { token: `${match[1]}:${match[2]}`, clientId: match[1]!, scopes: [], extra: { user: match[2] } } } : undefined;
}

async function endpoint(options: Partial<McpV2HttpHandlerOptions> = {}) {
  const handler = createMcpHttpHandler(tools, { name: 'bound', version: '1.0.0', ...options, tasks: { pollIntervalMs: 5, ...(options.tasks as object) } });
  const http = await listen((request) => handler(request, authOf(request)));
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  return http.url;
}

async function clientAs(url: URL, bearer: string | undefined): Promise<TasksClient> {
  const headers: Record<string, string> = bearer === undefined ? {} : { authorization: `Bearer ${bearer}` };
  const made = await connectTasksClient(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  closers.push(() => made.close());
  return made;
}

const unknownTask = { kind: 'error', error: { code: -32602 } };

async function tryEveryMethod(c: TasksClient, taskId: string) {
  const meta = requestMeta(c.capabilities, true);
  return [
    await c.raw.request('tasks/get', { taskId, _meta: meta }),
    await c.raw.request('tasks/update', { taskId, inputResponses: {}, _meta: meta }),
    await c.raw.request('tasks/cancel', { taskId, _meta: meta }),
  ];
}

describe('toolwright/mcp/v2: a task is bound to its caller', () => {
  it("another client, or a request without auth info, cannot read, answer or cancel a client's task", async () => {
    started = deferred<AbortSignal>();
    const url = await endpoint();
    const alice = await clientAs(url, 'alice:u1');
    const execution = await alice.session.callTool('slow', {});
    const signal = await started.promise;
    const taskId = execution.handle!.taskId;
    for (const other of [await clientAs(url, 'bob:u2'), await clientAs(url, undefined)]) {
      // Word for word what a task id never made gets.
      const never = crypto.randomUUID();
      const answers = JSON.stringify(await tryEveryMethod(other, taskId)).replaceAll(taskId, never);
      expect(answers).toBe(JSON.stringify(await tryEveryMethod(other, never)));
      expect(JSON.parse(answers)).toMatchObject([unknownTask, unknownTask, unknownTask]);
    }
    expect(signal.aborted).toBe(false);
    // The same client (another connection, another user of it) reaches its task.
    const again = await clientAs(url, 'alice:u3');
    expect(await again.raw.request('tasks/get', { taskId, _meta: requestMeta(again.capabilities, true) })).toMatchObject({
      kind: 'result',
      result: { status: 'working' },
    });
    await execution.cancel();
    expect(signal.aborted).toBe(true);
  });

  it('tasks.callerOf names the caller: here the user, so two users of one OAuth client are kept apart', async () => {
    started = deferred<AbortSignal>();
    const url = await endpoint({ tasks: { callerOf: (ctx) => (ctx.http?.authInfo?.extra?.['user'] as string | undefined) ?? undefined } });
    const alice = await clientAs(url, 'app:alice');
    const execution = await alice.session.callTool('slow', {});
    const signal = await started.promise;
    const taskId = execution.handle!.taskId;
    const bob = await clientAs(url, 'app:bob');
    expect((await tryEveryMethod(bob, taskId))[2]).toMatchObject(unknownTask);
    expect(signal.aborted).toBe(false);
    await execution.cancel();
    expect(signal.aborted).toBe(true);
  });

  it('without auth info, any client reaches a task by its id, as the extension alone allows', async () => {
    started = deferred<AbortSignal>();
    const url = await endpoint();
    const first = await clientAs(url, undefined);
    const execution = await first.session.callTool('slow', {});
    const signal = await started.promise;
    const second = await clientAs(url, undefined);
    const meta = requestMeta(second.capabilities, true);
    expect(await second.raw.request('tasks/cancel', { taskId: execution.handle!.taskId, _meta: meta })).toMatchObject({ kind: 'result' });
    expect(signal.aborted).toBe(true);
  });
});
