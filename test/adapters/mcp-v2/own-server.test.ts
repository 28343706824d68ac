/**
 * An app's own SDK 2 `Server` with toolwright tools added by `registerMcpTools`: on a 2025-era
 * connection (the in-memory transport) and behind SDK 2's `createMcpHandler` with a factory that
 * registers the tools for every request, where a requestState still answers only once.
 */
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createMcpHandler, Server } from '@modelcontextprotocol/server';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerMcpTools } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';
import { logSink } from '../../setup/log-sink';
import { listen } from '../mcp/node-http';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const sent: unknown[] = [];
const tools = {
  add: createTool({ id: 'add', description: 'Adds', inputSchema: z.object({ a: z.number(), b: z.number() }), execute: async ({ a, b }) => a + b }),
  sendEmail: createTool({
    id: 'send-email',
    description: 'Sends',
    requireApproval: true,
    inputSchema: z.object({ to: z.string() }),
    execute: async ({ to }) => {
      sent.push(to);
      return `sent to ${to}`;
    },
  }),
  ask: createTool({
    id: 'ask',
    description: 'Asks the user directly',
    inputSchema: z.object({}),
    execute: async (_input, context) => context.mcp!.elicitation.sendRequest({ message: 'Name?', requestedSchema: { type: 'object', properties: {} } }),
  }),
};

/** The own server's runtime log: a failing call is logged there whole. */
const sink = logSink();

function ownServer(): Server {
  const server = new Server({ name: 'own', version: '1.0.0' }, { capabilities: { logging: {} } });
  registerMcpTools(server, tools, { runtime: { logger: sink.logger } });
  return server;
}

/** A v2 client pinned to 2026-07-28, over HTTP, of a `createMcpHandler` whose factory is {@link ownServer}. */
async function pinnedClient(more: Record<string, unknown> = {}): Promise<Client> {
  const handler = createMcpHandler(ownServer);
  const http = await listen((request) => handler.fetch(request));
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  const client = new Client(
    { name: 'c', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } }, ...more },
  );
  await client.connect(new StreamableHTTPClientTransport(http.url));
  closers.push(() => client.close());
  return client;
}

describe('registerMcpTools on an SDK 2 Server', () => {
  it('serves a 2025-era connection', async () => {
    const server = ownServer();
    const client = new Client({ name: 'c', version: '1.0.0' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(b), client.connect(a)]);
    closers.push(() => client.close());
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['add', 'sendEmail', 'ask']);
    expect(await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).toMatchObject({ content: [{ type: 'text', text: '3' }], isError: false });
    expect(() => registerMcpTools(server, tools)).toThrow();
  });

  it('behind createMcpHandler with a factory per request, a requestState is answered once', async () => {
    sent.length = 0;
    const client = await pinnedClient({ inputRequired: { autoFulfill: false } });
    const call = (params: Record<string, unknown>) =>
      client.callTool(params as never, { allowInputRequired: true } as never) as unknown as Promise<Record<string, unknown>>;
    const first = await call({ name: 'sendEmail', arguments: { to: 'ada' } });
    const retry = {
      name: 'sendEmail',
      arguments: { to: 'ada' },
      inputResponses: { approval: { action: 'accept', content: { approved: true } } },
      requestState: first['requestState'],
    };
    expect(await call(retry)).toMatchObject({ isError: false });
    expect(JSON.stringify(await call(retry))).toContain('was already used');
    expect(sent).toEqual(['ada']);
  });

  it('context.mcp.elicitation.sendRequest on a 2026-07-28 request is an isError result that says to suspend instead', async () => {
    const client = await pinnedClient();
    const result = await client.callTool({ name: 'ask', arguments: {} });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).toContain('no server-to-client requests');
    expect(sink.entries).toContainEqual(expect.objectContaining({ level: 'error', message: expect.stringContaining('ask') }));
  });
});
