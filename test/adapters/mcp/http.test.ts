import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler, type McpHttpHandler } from '../../../src/mcp';
import { createTool } from '../../../src/tools';
import { listen } from './node-http';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The tools of one instance: `whoami` tells which instance answered. */
function toolsOf(instance: string) {
  return {
    whoami: createTool({
      id: 'whoami',
      description: 'Names the instance that answered',
      inputSchema: z.object({ call: z.number() }),
      outputSchema: z.object({ call: z.number(), instance: z.string() }),
      execute: async ({ call }, context) => {
        await context.mcp?.progress?.({ progress: 1, total: 1, message: `instance ${instance}` });
        return { call, instance };
      },
    }),
  };
}

async function connectHttp(url: URL, options: ConstructorParameters<typeof Client>[1] = {}): Promise<Client> {
  const client = new Client({ name: 'http-test', version: '1.0.0' }, options);
  await client.connect(new StreamableHTTPClientTransport(url));
  cleanups.push(() => client.close());
  return client;
}

describe('Streamable HTTP handler on a loopback port', () => {
  it('stateless: two instances with no shared state answer consecutive calls of one client', async () => {
    const instances: Array<{ name: string; handle: McpHttpHandler; requests: number }> = ['A', 'B'].map((name) => ({
      name,
      handle: createMcpHttpHandler(toolsOf(name), { name: 'weather', version: '1.0.0' }),
      requests: 0,
    }));
    // A round-robin load balancer in front of the two instances.
    let next = 0;
    const http = await listen(async (request) => {
      const instance = instances[next++ % instances.length]!;
      instance.requests += 1;
      return instance.handle(request);
    });
    cleanups.push(http.close);
    const client = await connectHttp(http.url);
    const listed = await client.listTools();
    expect(listed.tools.map((tool) => tool.name)).toEqual(['whoami']);

    const answers: unknown[] = [];
    const progress: unknown[] = [];
    for (const call of [1, 2, 3, 4]) {
      const result = await client.callTool({ name: 'whoami', arguments: { call } }, undefined, { onprogress: (p) => progress.push(p.message) });
      expect(result.isError).toBe(false);
      answers.push(result.structuredContent);
    }
    const served = answers.map((answer) => (answer as { instance: string }).instance);
    expect(new Set(served)).toEqual(new Set(['A', 'B']));
    for (let i = 1; i < served.length; i++) expect(served[i]).not.toBe(served[i - 1]);
    // Progress travels on each POST's own response stream, whichever instance answered.
    expect(progress).toEqual(served.map((instance) => `instance ${instance}`));
    expect(instances.every((instance) => instance.requests >= 3)).toBe(true);
  });

  it('stateless: GET and DELETE are 405, and a JSON answer is complete', async () => {
    const handle = createMcpHttpHandler(toolsOf('A'), { name: 'weather', version: '1.0.0', enableJsonResponse: true });
    const http = await listen(handle);
    cleanups.push(http.close);
    const get = await fetch(http.url, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(http.url, { method: 'DELETE' })).status).toBe(405);
    const post = await fetch(http.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'whoami', arguments: { call: 9 } } }),
    });
    expect(post.headers.get('content-type')).toContain('application/json');
    expect(await post.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: { content: [{ type: 'text', text: '{"call":9,"instance":"A"}' }], structuredContent: { call: 9, instance: 'A' }, isError: false },
    });
  });

  it('stateful: a session keeps its server, so elicitation round-trips; unknown sessions are 404', async () => {
    const ask = createTool({
      id: 'ask',
      description: 'Asks the user',
      execute: async (_input, context) => {
        const answer = await context.mcp!.elicitation.sendRequest({
          message: 'Colour?',
          requestedSchema: { type: 'object', properties: { colour: { type: 'string' } } },
        });
        return `picked ${String(answer.content?.['colour'])}`;
      },
    });
    const handle = createMcpHttpHandler({ ask }, { name: 'asker', version: '1.0.0', sessions: 'stateful' });
    cleanups.push(() => handle.close());
    const http = await listen(handle);
    cleanups.push(http.close);
    const client = await connectHttp(http.url, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, async () => ({ action: 'accept', content: { colour: 'teal' } }));
    expect(await client.callTool({ name: 'ask', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'picked teal' }], isError: false });

    const stray = await fetch(http.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': 'no-such-session' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(stray.status).toBe(404);
    expect(await stray.json()).toEqual({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null });
  });

  it('approval: a stateless server cannot ask, so it fails closed; a stateful one asks over the session', async () => {
    const sent: unknown[] = [];
    const tools = {
      sendEmail: createTool({
        id: 'send-email',
        description: 'Sends an email',
        requireApproval: true,
        inputSchema: z.object({ to: z.string() }),
        execute: async (input) => {
          sent.push(input);
          return 'sent';
        },
      }),
    };
    const stateless = await listen(createMcpHttpHandler(tools, { name: 'mail', version: '1.0.0' }));
    cleanups.push(stateless.close);
    const asked: unknown[] = [];
    const first = await connectHttp(stateless.url, { capabilities: { elicitation: { form: {} } } });
    first.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { approved: true } };
    });
    const refused = await first.callTool({ name: 'sendEmail', arguments: { to: 'ada' } });
    expect(refused.isError).toBe(true);
    // It declared elicitation, but a stateless exchange cannot carry a question: the answer says so.
    expect((refused.content as Array<{ text: string }>)[0]!.text).toContain('requires approval before it runs, and this exchange cannot ask anything');
    expect(sent).toEqual([]);

    const handle = createMcpHttpHandler(tools, { name: 'mail', version: '1.0.0', sessions: 'stateful' });
    cleanups.push(() => handle.close());
    const stateful = await listen(handle);
    cleanups.push(stateful.close);
    const second = await connectHttp(stateful.url, { capabilities: { elicitation: { form: {} } } });
    second.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { approved: true } };
    });
    expect(await second.callTool({ name: 'sendEmail', arguments: { to: 'ada' } })).toEqual({ content: [{ type: 'text', text: 'sent' }], isError: false });
    expect(sent).toEqual([{ to: 'ada' }]);
    expect(asked).toHaveLength(1);
  });

  it('rejects an unknown sessions mode', () => {
    expect(() => createMcpHttpHandler({}, { name: 'x', version: '1', sessions: 'sticky' as never })).toThrow(
      `createMcpHttpHandler: sessions must be 'stateless' or 'stateful', got "sticky".`,
    );
  });
});
