/**
 * The MCP Tasks extension on `toolwright/mcp/v2` over Streamable HTTP, driven by the extension's
 * own client (`@modelcontextprotocol/ext-tasks`) over the SDK 2 client: a background-enabled
 * tool's call becomes a task, runs through the engine on the background executor, and ends with
 * the tool result; a thrown execute, invalid input, cancel, approval and unknown ids.
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { taskId } from '@modelcontextprotocol/ext-tasks/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler, InMemoryTaskStateStore, type McpV2HttpHandlerOptions } from '../../../../src/mcp-v2';
import { createTool } from '../../../../src/tools';
import { listen } from '../../mcp/node-http';
import { connectTasksClient, requestMeta, type TasksClient } from './tasks-client';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const ran: string[] = [];
const gate: { release?: () => void; signal?: AbortSignal; started?: () => void } = {};

const tools = {
  report: createTool({
    id: 'report',
    title: 'Report',
    description: 'Writes a report',
    inputSchema: z.object({ topic: z.string() }),
    outputSchema: z.object({ text: z.string() }),
    background: { enabled: true },
    execute: async ({ topic }) => {
      ran.push(topic);
      return { text: `report on ${topic}` };
    },
  }),
  summary: createTool({
    id: 'summary',
    description: 'Summarises, for the model',
    inputSchema: z.object({ topic: z.string() }),
    outputSchema: z.object({ text: z.string() }),
    background: { enabled: true },
    execute: async ({ topic }) => ({ text: `summary of ${topic}` }),
    toModelOutput: (output: { text: string }) => ({ type: 'text', value: output.text.toUpperCase() }),
  }),
  failing: createTool({
    id: 'failing',
    description: 'Throws',
    inputSchema: z.object({}),
    background: { enabled: true },
    execute: async () => {
      throw Object.assign(new RangeError('quota exceeded'), { apiKey: 'sk-secret' });
    },
  }),
  slow: createTool({
    id: 'slow',
    description: 'Waits until cancelled',
    inputSchema: z.object({}),
    background: { enabled: true },
    execute: async (_input, context) => {
      gate.signal = context.abortSignal;
      gate.started?.();
      await new Promise((resolve) => context.abortSignal?.addEventListener('abort', resolve, { once: true }));
      return 'stopped';
    },
  }),
  deploy: createTool({
    id: 'deploy',
    description: 'Deploys, once approved',
    requireApproval: true,
    inputSchema: z.object({ env: z.string() }),
    background: { enabled: true },
    execute: async ({ env }) => {
      ran.push(`deploy ${env}`);
      return `deployed to ${env}`;
    },
  }),
  transfer: createTool({
    id: 'transfer',
    description: 'Moves money once a code is given',
    inputSchema: z.object({ amount: z.number() }),
    suspendSchema: z.object({ message: z.string() }),
    resumeSchema: z.object({ code: z.string().length(4) }),
    background: { enabled: true },
    execute: async (input, context) => {
      if (!context.agent?.resumeData) {
        ran.push(`asked ${input.amount}`);
        await context.agent!.suspend({ message: `Enter the code to move ${input.amount}` });
        return undefined;
      }
      ran.push(`moved ${input.amount}`);
      return { moved: input.amount, code: context.agent.resumeData.code };
    },
  }),
  add: createTool({
    id: 'add',
    description: 'Adds, in the foreground',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }) => a + b,
  }),
};

async function endpoint(options: Partial<McpV2HttpHandlerOptions> = {}) {
  const handler = createMcpHttpHandler(tools, { name: 'tasks', version: '1.0.0', tasks: { pollIntervalMs: 5 }, ...options });
  const http = await listen(handler);
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  return http.url;
}

async function tasksClient(url: URL, options: Parameters<typeof connectTasksClient>[1] = {}): Promise<TasksClient> {
  const made = await connectTasksClient(new StreamableHTTPClientTransport(url), options);
  closers.push(() => made.close());
  return made;
}

async function settle(c: TasksClient, name: string, args: Record<string, unknown>) {
  const execution = await c.session.callTool(name, args as never);
  const { outcome } = await execution.settle();
  return { execution, outcome };
}

describe('toolwright/mcp/v2 tasks over Streamable HTTP, with the extension client', () => {
  it('declares the extension in server/discover when a tool is background-enabled, and not when turned off', async () => {
    const on = await tasksClient(await endpoint());
    expect(on.client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/tasks': {} });
    const off = await tasksClient(await endpoint({ tasks: false }));
    expect(off.client.getServerCapabilities()?.extensions?.['io.modelcontextprotocol/tasks']).toBeUndefined();
    const plain = createMcpHttpHandler({ add: tools.add }, { name: 'plain', version: '1.0.0' });
    const http = await listen(plain);
    closers.push(async () => {
      await plain.close();
      await http.close();
    });
    const none = await tasksClient(http.url);
    expect(none.client.getServerCapabilities()?.extensions?.['io.modelcontextprotocol/tasks']).toBeUndefined();
  });

  it('a background tool call becomes a task that completes with the tool result (structuredContent, content, isError)', async () => {
    const c = await tasksClient(await endpoint());
    const { execution, outcome } = await settle(c, 'report', { topic: 'tides' });
    expect(execution.kind).toBe('task');
    expect(outcome).toMatchObject({
      status: 'completed',
      result: {
        resultType: 'complete',
        content: [{ type: 'text', text: '{"text":"report on tides"}' }],
        structuredContent: { text: 'report on tides' },
        isError: false,
      },
    });
  });

  it('answers tools/call with the task at once, and tasks/get with its fields', async () => {
    const c = await tasksClient(await endpoint());
    const created = await c.raw.request('tools/call', { name: 'report', arguments: { topic: 'moons' }, _meta: requestMeta(c.capabilities, true) });
    expect(created.kind).toBe('result');
    const task = (created as { result: Record<string, unknown> }).result;
    expect(task).toMatchObject({ resultType: 'task', status: 'working', ttlMs: 3_600_000, pollIntervalMs: 5 });
    expect(typeof task['taskId']).toBe('string');
    expect(Date.parse(String(task['createdAt']))).not.toBeNaN();
    expect(Date.parse(String(task['lastUpdatedAt']))).not.toBeNaN();
    const view = await c.session.task(taskId(String(task['taskId']))).result();
    expect(view).toMatchObject({ status: 'completed', result: { structuredContent: { text: 'report on moons' } } });
  });

  it('toModelOutput shapes the content; structuredContent stays the raw output', async () => {
    const c = await tasksClient(await endpoint());
    const { outcome } = await settle(c, 'summary', { topic: 'tides' });
    expect(outcome).toMatchObject({
      status: 'completed',
      result: { content: [{ type: 'text', text: 'SUMMARY OF TIDES' }], structuredContent: { text: 'summary of tides' }, isError: false },
    });
  });

  it('a thrown execute completes the task with an isError result naming the error and its message, nothing else', async () => {
    const c = await tasksClient(await endpoint({ runtime: { logger: { warn: () => undefined, error: () => undefined } } }));
    const { outcome } = await settle(c, 'failing', {});
    expect(outcome.status).toBe('completed');
    const result = (outcome as { result: { isError: boolean; content: Array<{ text: string }> } }).result;
    expect(result.isError).toBe(true);
    const text = result.content[0]!.text;
    expect(JSON.parse(text)).toMatchObject({
      message: 'quota exceeded',
      details: { errorMessage: 'RangeError: quota exceeded' },
      cause: { name: 'RangeError', message: 'quota exceeded' },
    });
    expect(text).not.toContain('sk-secret');
    expect(text).not.toContain('at ');
  });

  it('invalid input completes the task with an isError result, and execute never runs', async () => {
    const warned: unknown[] = [];
    const c = await tasksClient(await endpoint({ runtime: { logger: { warn: (...args) => void warned.push(args), error: () => undefined } } }));
    ran.length = 0;
    const { outcome } = await settle(c, 'report', { topic: 42 });
    expect(outcome.status).toBe('completed');
    const result = (outcome as { result: { isError: boolean; content: Array<{ text: string }> } }).result;
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toContain('topic');
    expect(ran).toEqual([]);
    expect(warned).toHaveLength(1);
  });

  it('tasks/cancel aborts the tool signal and the task ends cancelled', async () => {
    const c = await tasksClient(await endpoint());
    const started = new Promise<void>((resolve) => {
      gate.started = resolve;
    });
    const execution = await c.session.callTool('slow', {});
    await started;
    await execution.cancel();
    expect(gate.signal?.aborted).toBe(true);
    const task = await c.raw.request('tasks/get', { taskId: execution.handle!.taskId, _meta: requestMeta(c.capabilities, true) });
    expect(task).toMatchObject({ kind: 'result', result: { status: 'cancelled' } });
  });

  it('a foreground tool answers with its result even to a client that declares the extension', async () => {
    const c = await tasksClient(await endpoint());
    const { execution, outcome } = await settle(c, 'add', { a: 2, b: 3 });
    expect(execution.kind).toBe('immediate');
    expect(outcome).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: '5' }] } });
  });

  it('an unknown taskId is -32602; tasks/* without the extension declared is -32021', async () => {
    const c = await tasksClient(await endpoint());
    for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
      const params = method === 'tasks/update' ? { taskId: 'nope', inputResponses: {} } : { taskId: 'nope' };
      const unknown = await c.raw.request(method, { ...params, _meta: requestMeta(c.capabilities, true) });
      expect(unknown).toMatchObject({ kind: 'error', error: { code: -32602 } });
      const undeclared = await c.raw.request(method, { ...params, _meta: requestMeta(c.capabilities, false) });
      expect(undeclared).toMatchObject({
        kind: 'error',
        error: { code: -32021, data: { requiredCapabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } } },
      });
    }
  });

  it('approval: the task asks with input_required, and a yes from the client runs the tool', async () => {
    const asked: unknown[] = [];
    const c = await tasksClient(await endpoint(), {
      elicitation: true,
      onInputRequest: async (request) => {
        asked.push(request);
        return { action: 'accept', content: { approved: true } } as never;
      },
    });
    ran.length = 0;
    const { outcome } = await settle(c, 'deploy', { env: 'prod' });
    expect(outcome).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: 'deployed to prod' }], isError: false } });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ kind: 'elicitation', params: { mode: 'form' } });
    expect(ran).toEqual(['deploy prod']);
  });

  it('approval: a no from the client completes the task declined, and the tool never runs', async () => {
    const c = await tasksClient(await endpoint(), { elicitation: true, onInputRequest: async () => ({ action: 'decline' }) as never });
    ran.length = 0;
    const { outcome } = await settle(c, 'deploy', { env: 'prod' });
    expect(outcome).toMatchObject({ status: 'completed', result: { isError: true } });
    expect(ran).toEqual([]);
  });

  it('suspend(): the task asks for the resume data with the resumeSchema as the form, and the answer resumes it', async () => {
    const asked: unknown[] = [];
    const c = await tasksClient(await endpoint(), {
      elicitation: true,
      onInputRequest: async (request) => {
        asked.push(request);
        return { action: 'accept', content: { code: '1234' } } as never;
      },
    });
    ran.length = 0;
    const { outcome } = await settle(c, 'transfer', { amount: 30 });
    expect(outcome).toMatchObject({ status: 'completed', result: { content: [{ type: 'text', text: '{"moved":30,"code":"1234"}' }], isError: false } });
    expect(asked[0]).toMatchObject({
      kind: 'elicitation',
      params: { requestedSchema: { properties: { code: { type: 'string', minLength: 4, maxLength: 4 } } } },
    });
    expect(ran).toEqual(['asked 30', 'moved 30']);
  });

  it('suspend(): resume data the resumeSchema refuses is an isError result, and the tool does not go on', async () => {
    const c = await tasksClient(await endpoint({ runtime: { logger: { warn: () => undefined, error: () => undefined } } }), {
      elicitation: true,
      onInputRequest: async () => ({ action: 'accept', content: { code: '12' } }) as never,
    });
    ran.length = 0;
    const { outcome } = await settle(c, 'transfer', { amount: 30 });
    expect(outcome).toMatchObject({ status: 'completed', result: { isError: true } });
    expect(JSON.stringify(outcome)).toContain('code');
    expect(ran).toEqual(['asked 30']);
  });

  it('a finished task is forgotten after its ttlMs (then -32602), and kept until then', async () => {
    let now = Date.parse('2026-07-28T00:00:00Z');
    const store = new InMemoryTaskStateStore({ now: () => now });
    const c = await tasksClient(await endpoint({ tasks: { store, ttlMs: 60_000, pollIntervalMs: 5 } }));
    const execution = await c.session.callTool('report', { topic: 'tides' });
    expect((await execution.settle()).outcome.status).toBe('completed');
    const get = () => c.raw.request('tasks/get', { taskId: execution.handle!.taskId, _meta: requestMeta(c.capabilities, true) });
    now += 59_999;
    expect(await get()).toMatchObject({ kind: 'result', result: { status: 'completed', ttlMs: 60_000 } });
    now += 1;
    expect(await get()).toMatchObject({ kind: 'error', error: { code: -32602 } });
  });
});
