/**
 * One `toolwright/mcp/v2` HTTP endpoint serves every client: SDK 1, SDK 2 pinned to 2026-07-28
 * and SDK 2 negotiating, statelessly, and 2025-era clients with sessions when asked to; the
 * 2026-07-28 wire rules (server/discover, no sessions, header checks) come from the SDK's handler.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler as createV1Handler } from '../../../src/mcp';
import { createMcpHttpHandler, type McpV2HttpHandlerOptions } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';
import { listen } from '../mcp/node-http';
import { type AnyClient, type ClientKind, connectHttp } from './helpers';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const close of closers.splice(0).reverse()) await close();
});

const sent: unknown[] = [];
const tools = {
  add: createTool({
    id: 'add',
    title: 'Add',
    description: 'Adds two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    outputSchema: z.object({ sum: z.number() }),
    execute: async ({ a, b }) => ({ sum: a + b }),
  }),
  sendEmail: createTool({
    id: 'send-email',
    title: 'Send email',
    description: 'Sends an email',
    requireApproval: true,
    inputSchema: z.object({ to: z.string() }),
    execute: async (input) => {
      sent.push(input);
      return `sent to ${input.to}`;
    },
  }),
};

async function endpoint(options: Partial<McpV2HttpHandlerOptions> = {}) {
  const handler = createMcpHttpHandler(tools, { name: 'test', version: '1.0.0', ...options });
  const http = await listen(handler);
  closers.push(async () => {
    await handler.close();
    await http.close();
  });
  return { url: http.url, handler };
}

async function client(
  kind: ClientKind,
  url: URL,
  answer?: () => { action: 'accept'; content: Record<string, unknown> },
): Promise<AnyClient & { asked: unknown[] }> {
  const asked: Array<Record<string, unknown>> = [];
  const made = await connectHttp(kind, url, answer ? { elicitation: { asked, answer } } : {});
  closers.push(() => made.close());
  return Object.assign(made, { asked });
}

const ERAS: Array<[ClientKind, string]> = [
  ['v1', '2025-11-25'],
  ['v2-pinned', '2026-07-28'],
  ['v2-auto', '2026-07-28'],
];

describe.each(['stateless', 'stateful'] as const)('toolwright/mcp/v2 over HTTP, 2025-era clients %s', (legacy) => {
  it.each(ERAS)('a %s client negotiates %s, lists the tools and calls one', async (kind, version) => {
    const { url } = await endpoint({ legacy });
    const c = await client(kind, url);
    expect(c.protocolVersion()).toBe(version);
    const listed = await c.listTools();
    expect(listed.tools.map((tool) => tool['name'])).toEqual(['add', 'sendEmail']);
    expect(listed.tools[0]).toMatchObject({ title: 'Add', outputSchema: { type: 'object' } });
    const result = await c.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
    expect(result).toMatchObject({ content: [{ type: 'text', text: '{"sum":5}' }], structuredContent: { sum: 5 }, isError: false });
  });
});

describe('call ids', () => {
  it.each(ERAS)('each call of a %s client (%s) on one stateless endpoint has its own toolCallId, though each is served by a fresh server', async (kind) => {
    const seen: unknown[] = [];
    const echo = createTool({
      id: 'echo',
      description: 'Reports its toolCallId',
      inputSchema: z.object({}),
      execute: async (_input, context) => {
        seen.push(context.agent?.toolCallId);
        return 'ok';
      },
    });
    const handler = createMcpHttpHandler({ echo }, { name: 'test', version: '1.0.0' });
    const http = await listen(handler);
    closers.push(async () => {
      await handler.close();
      await http.close();
    });
    const c = await client(kind, http.url);
    for (let i = 0; i < 3; i++) expect(await c.callTool({ name: 'echo', arguments: {} })).toMatchObject({ isError: false });
    expect(seen).toHaveLength(3);
    for (const id of seen) expect(id).toMatch(/^mcp-/);
    expect(new Set(seen).size).toBe(3);
  });
});

describe('approval on each era', () => {
  it('a 2025-era client with a session is asked with elicitation/create (the SDK shim of the same input_required answer)', async () => {
    sent.length = 0;
    const { url } = await endpoint({ legacy: 'stateful' });
    const c = await client('v1', url, () => ({ action: 'accept', content: { approved: true } }));
    expect(await c.callTool({ name: 'sendEmail', arguments: { to: 'ada' } })).toMatchObject({
      content: [{ type: 'text', text: 'sent to ada' }],
      isError: false,
    });
    expect(c.asked).toHaveLength(1);
    expect(String((c.asked[0] as { message: string }).message)).toContain('"Send email" (sendEmail)');
    expect(sent).toEqual([{ to: 'ada' }]);
  });

  it('a stateless 2025-era client cannot be asked: isError, the tool does not run', async () => {
    sent.length = 0;
    const { url } = await endpoint();
    const c = await client('v1', url, () => ({ action: 'accept', content: { approved: true } }));
    const result = await c.callTool({ name: 'sendEmail', arguments: { to: 'ada' } });
    expect(result['isError']).toBe(true);
    expect(JSON.stringify(result)).toContain('this exchange cannot ask anything');
    expect(sent).toEqual([]);
  });

  it('a 2026-07-28 client is asked over MRTR on the same endpoint', async () => {
    sent.length = 0;
    const { url } = await endpoint({ legacy: 'stateful' });
    const c = await client('v2-pinned', url, () => ({ action: 'accept', content: { approved: true } }));
    expect(await c.callTool({ name: 'sendEmail', arguments: { to: 'ada' } })).toMatchObject({ isError: false });
    expect(c.asked).toHaveLength(1);
    expect(sent).toEqual([{ to: 'ada' }]);
  });
});

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

function post(url: URL, body: unknown, headers: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the 2026-07-28 wire', () => {
  it('server/discover offers 2026-07-28, and no answer opens a session', async () => {
    const { url } = await endpoint({ legacy: 'stateful' });
    const response = await post(url, { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: ENVELOPE } }, { 'mcp-method': 'server/discover' });
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await response.json()) as { result: { supportedVersions: string[]; capabilities: Record<string, unknown>; resultType?: string } };
    expect(body.result.supportedVersions).toContain('2026-07-28');
    expect(body.result.capabilities).toHaveProperty('tools');
    const call = await post(
      url,
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 }, _meta: ENVELOPE } },
      { 'mcp-method': 'tools/call', 'mcp-name': 'add' },
    );
    expect(call.headers.get('mcp-session-id')).toBeNull();
    expect(await call.json()).toMatchObject({ result: { resultType: 'complete', structuredContent: { sum: 2 } } });
  });

  it('Mcp-Name that does not match the body is HeaderMismatch (-32020); the tool does not run', async () => {
    sent.length = 0;
    const { url } = await endpoint();
    const response = await post(
      url,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 }, _meta: ENVELOPE } },
      { 'mcp-method': 'tools/call', 'mcp-name': 'sendEmail' },
    );
    expect(await response.json()).toMatchObject({ error: { code: -32020 } });
    const method = await post(
      url,
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 }, _meta: ENVELOPE } },
      { 'mcp-method': 'tools/list', 'mcp-name': 'add' },
    );
    expect(await method.json()).toMatchObject({ error: { code: -32020 } });
  });

  it("legacy: 'reject' serves 2026-07-28 only", async () => {
    const { url } = await endpoint({ legacy: 'reject' });
    await expect(connectHttp('v1', url)).rejects.toThrow();
    const c = await client('v2-pinned', url);
    expect(await c.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).toMatchObject({ structuredContent: { sum: 3 } });
  });

  it('allowedHosts refuses a request for another host (DNS rebinding protection), on both eras', async () => {
    const { url, handler } = await endpoint({ allowedHosts: ['127.0.0.1', 'localhost'] });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', host: 'evil.example' };
    const discover = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: ENVELOPE } });
    const modern = await handler(
      new Request('http://evil.example/mcp', { method: 'POST', headers: { ...headers, 'mcp-method': 'server/discover' }, body: discover }),
    );
    expect(modern.status).toBe(403);
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect((await handler(new Request('http://evil.example/mcp', { method: 'POST', headers, body: initialize }))).status).toBe(403);
    const c = await client('v2-pinned', url);
    expect(await c.callTool({ name: 'add', arguments: { a: 1, b: 2 } })).toMatchObject({ structuredContent: { sum: 3 } });
  });
});

describe('a runtime without crypto.randomUUID', () => {
  it('stateful sessions without a sessionIdGenerator fail when the handler is made, naming the global (both entries)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes });
    const made = () => createMcpHttpHandler(tools, { name: 't', version: '1', legacy: 'stateful' });
    expect(made).toThrow(TypeError);
    expect(made).toThrow('globalThis.crypto.randomUUID is missing');
    expect(() => createV1Handler(tools, { name: 't', version: '1', sessions: 'stateful' })).toThrow('globalThis.crypto.randomUUID is missing');
    expect(() => createMcpHttpHandler(tools, { name: 't', version: '1', legacy: 'stateful', sessionIdGenerator: () => 'id' })).not.toThrow();
    expect(() => createMcpHttpHandler(tools, { name: 't', version: '1' })).not.toThrow();
  });
});
