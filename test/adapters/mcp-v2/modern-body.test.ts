/**
 * `toolwright/mcp/v2` reads the body of a 2026-07-28 POST itself and hands the SDK's handler the
 * parsed message. Every request whose body is not such a message must get the answer SDK 2's own
 * `createMcpHandler` gives it: both handlers answer the same requests here, side by side.
 */
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler } from '../../../src/mcp-v2';
import { createTool } from '../../../src/tools';

const add = createTool({
  id: 'add',
  description: 'Adds two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28' };

type Body = string | (() => ReadableStream<Uint8Array>);

function request(body: Body, headers: Record<string, string> = {}): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: 'POST', headers: { ...HEADERS, ...headers } };
  if (typeof body === 'string') init.body = body;
  else {
    init.body = body();
    init.duplex = 'half';
  }
  return new Request('http://127.0.0.1/mcp', init);
}

async function answer(handle: (request: Request) => Promise<Response>, body: Body, headers?: Record<string, string>) {
  const response = await handle(request(body, headers));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

function handlers() {
  const ours = createMcpHttpHandler({ add }, { name: 'test', version: '1.0.0' });
  const sdk = createMcpHandler(() => new McpServer({ name: 'test', version: '1.0.0' }), { legacy: 'stateless' });
  return { ours: (r: Request) => ours(r), sdk: (r: Request) => sdk.fetch(r) };
}

const failing = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.error(new Error('connection reset'));
    },
  });

const CASES: Array<[string, Body, Record<string, string>?]> = [
  ['a body that is not JSON', '{"jsonrpc": "2.0", "id": 1,'],
  ['an empty body', ''],
  ['a body over the size limit', `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{}},"pad":"${' '.repeat(4 * 1024 * 1024)}"}`],
  ['a declared length over the limit', '{}', { 'content-length': String(64 * 1024 * 1024) }],
  ['a body that fails to arrive', failing],
  ['a JSON-RPC message without the 2026-07-28 _meta', JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' })],
  ['a JSON-RPC response', JSON.stringify({ jsonrpc: '2.0', id: 6, result: {} })],
  ['a batch', JSON.stringify([{ jsonrpc: '2.0', id: 7, method: 'ping', params: { _meta: ENVELOPE } }])],
  ['a message that is not JSON-RPC', JSON.stringify({ hello: 'world', params: { _meta: ENVELOPE } })],
  ['a ping with the envelope', JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'ping', params: { _meta: ENVELOPE } }), { 'mcp-method': 'ping' }],
];

describe('a 2026-07-28 POST whose body toolwright reads first', () => {
  it.each(CASES)('%s gets the answer of the SDK handler', async (_name, body, headers) => {
    const { ours, sdk } = handlers();
    expect(await answer(ours, body, headers)).toEqual(await answer(sdk, body, headers));
  });

  it('a tools/call is served from the parsed body, and the tool sees the request with its body read, as on the SDK handler', async () => {
    const seen: boolean[] = [];
    const probe = createTool({
      id: 'probe',
      description: 'Reports whether the request body was read',
      inputSchema: z.object({}),
      execute: async (_input, context) => {
        const extra = context.mcp?.extra as { http?: { req?: Request } } | undefined;
        seen.push(extra?.http?.req?.bodyUsed === true);
        return 'ok';
      },
    });
    const ours = createMcpHttpHandler({ probe }, { name: 'test', version: '1.0.0' });
    const sdk = createMcpHandler(() => {
      const server = new McpServer({ name: 'test', version: '1.0.0' });
      server.registerTool('probe', { inputSchema: z.object({}) }, async (_args, ctx) => {
        seen.push((ctx as { http?: { req?: Request } }).http?.req?.bodyUsed === true);
        return { content: [{ type: 'text', text: 'ok' }] };
      });
      return server;
    });
    const call = JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'probe', arguments: {}, _meta: ENVELOPE } });
    const headers = { 'mcp-method': 'tools/call', 'mcp-name': 'probe' };
    const mine = await answer((r) => ours(r), call, headers);
    const theirs = await answer((r) => sdk.fetch(r), call, headers);
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.text)).toMatchObject({ id: 5, result: { content: [{ type: 'text', text: 'ok' }] } });
    expect(theirs.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
