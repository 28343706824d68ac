/**
 * The direct path of `toolwright/mcp/v2`'s HTTP handler against the SDK's own handler: each raw
 * request goes once through the direct path and once through `createMcpHandler` (the internal
 * switch off), on the same handler, and both answers must agree: status, headers, and the
 * JSON-RPC messages (SSE events parsed). The one value that cannot agree is a fresh ticket,
 * which is checked for shape and then answered on the path that issued it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logSink } from '../../setup/log-sink';
import { directPath, type McpV2HttpHandler } from '../../../src/adapters/mcp/v2/http';
import { createMcpHttpHandler, type McpV2HttpHandlerOptions } from '../../../src/mcp-v2';
import { directTools, type Era, envelope, type RawCall, rawRequest, started } from './direct-tools';

const handlers: McpV2HttpHandler[] = [];
afterEach(async () => {
  directPath.disabled = false;
  for (const handler of handlers.splice(0)) await handler.close();
});

function handlerWith(options: Partial<McpV2HttpHandlerOptions> = {}): McpV2HttpHandler {
  const handler = createMcpHttpHandler(directTools, { name: 'differential', version: '1.0.0', runtime: { logger: logSink().logger }, ...options });
  handlers.push(handler);
  return handler;
}

const HEADERS = ['content-type', 'cache-control', 'connection', 'x-accel-buffering', 'allow', 'mcp-session-id'];

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  messages: unknown[];
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const headers = Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)]));
  let messages: unknown[];
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    messages = text
      .split('\n\n')
      .filter((event) => event.trim() !== '')
      .map((event) => {
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        return { event: /^event: (.*)$/m.exec(event)?.[1], data: data === '' ? undefined : JSON.parse(data) };
      });
  } else messages = text === '' ? [] : [JSON.parse(text)];
  return { status: response.status, headers, messages };
}

/** The same request on both paths; returns both answers, the direct one first. */
async function both(handler: McpV2HttpHandler, make: () => Request, parsedBody?: unknown): Promise<[Answer, Answer, number]> {
  const before = directPath.served;
  directPath.disabled = false;
  const direct = await answerOf(await handler(make(), parsedBody === undefined ? undefined : { parsedBody }));
  const served = directPath.served - before;
  directPath.disabled = true;
  const sdk = await answerOf(await handler(make(), parsedBody === undefined ? undefined : { parsedBody }));
  directPath.disabled = false;
  return [direct, sdk, served];
}

/** Both answers agree; `expectDirect` (when given) says whether the direct path served it. */
async function agree(handler: McpV2HttpHandler, call: RawCall, expectDirect: boolean | undefined): Promise<Answer> {
  const [direct, sdk, served] = await both(handler, () => rawRequest(call));
  expect(direct).toEqual(sdk);
  if (expectDirect !== undefined) expect(served).toBe(expectDirect ? 1 : 0);
  return direct;
}

const eras: Era[] = ['2026', '2025'];

describe.each(eras)('direct path = SDK handler, %s era', (era) => {
  const modern = era === '2026';
  it.each([
    ['a good call with structuredContent', { name: 'add' }],
    ['a string result', { name: 'plain', args: {} }],
    ['an unknown tool', { name: 'nope', args: {} }],
    ['invalid arguments', { name: 'add', args: { a: 'x' } }],
    ['an output-schema failure', { name: 'badOutput', args: {} }],
    ['an isError result from a throw', { name: 'thrower', args: {} }],
    ['image content', { name: 'image', args: {} }],
    ['approval from a client that cannot be asked', { name: 'sendEmail', args: { to: 'a@b.c' } }],
    ['a string id', { name: 'add', id: 'call-7' }],
    ['tools/list', { method: 'tools/list' }],
  ] as Array<[string, Partial<RawCall>]>)('%s', async (_label, call) => {
    const answer = await agree(handlerWith(), { era, ...call }, true);
    expect(answer.status).toBe(200);
  });

  it('sequential calls reuse one pooled server', async () => {
    const handler = handlerWith();
    const before = directPath.serversMade;
    for (let id = 1; id <= 5; id++) expect((await answerOf(await handler(rawRequest({ era, id })))).status).toBe(200);
    expect(directPath.serversMade - before).toBe(1);
  });

  it('a body the handler was given already parsed (parsedBody)', async () => {
    const handler = handlerWith();
    const body = JSON.parse(await rawRequest({ era }).text());
    const [direct, sdk, served] = await both(handler, () => rawRequest({ era }), body);
    expect(direct).toEqual(sdk);
    expect(served).toBe(1);
  });

  it.each(['auto', 'sse', 'json'] as const)('a tool that sends progress and logs, responseMode %s', async (responseMode) => {
    const meta = { ...(modern ? envelope() : {}), progressToken: 'p1' };
    // The MCP SDK warns on the console that a JSON response drops the progress notifications.
    if (responseMode === 'json') vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = await agree(handlerWith({ responseMode }), { era, name: 'noisy', args: {}, meta }, true);
    expect(answer.messages.length).toBeGreaterThan(0);
  });

  it.each([
    ['bad JSON', { body: '{"jsonrpc": "2.0",' }],
    ['an empty body', { body: '' }],
    ['a JSON body that is no JSON-RPC message', { body: '{"hello": 1}' }],
    ['a wrong content type', { headers: { 'content-type': 'text/plain' } }],
    ['a batch', { body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }]) }],
    ['a notification', { body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) }],
  ] as Array<[string, Partial<RawCall>]>)('%s goes to the SDK', async (_label, call) => {
    await agree(handlerWith(), { era, ...call }, false);
  });

  // On either path the SDK's own transport checks these (the direct path serves on the same one).
  it.each([
    ['no accept header', { headers: { accept: undefined } }],
    ['an unsupported MCP-Protocol-Version header', { headers: { 'mcp-protocol-version': '1999-01-01' } }],
  ] as Array<[string, Partial<RawCall>]>)('%s', async (_label, call) => {
    await agree(handlerWith(), { era, ...call }, undefined);
  });

  it('an oversized body, with and without a Content-Length', async () => {
    const handler = handlerWith();
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { pad: 'x'.repeat(4 * 1024 * 1024) } } });
    await agree(handler, { era, body: big }, false);
    const streamed = () => {
      const request = rawRequest({ era });
      const bytes = new TextEncoder().encode(big);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 65536) controller.enqueue(bytes.slice(at, at + 65536));
          controller.close();
        },
      });
      return new Request(request.url, { method: 'POST', headers: request.headers, body, duplex: 'half' } as RequestInit);
    };
    const [direct, sdk] = await both(handler, streamed);
    expect(direct).toEqual(sdk);
    expect(direct.status).toBe(413);
  });
});

describe('direct path = SDK handler, 2026-07-28 ladder', () => {
  it.each([
    ['a missing Mcp-Method header', { headers: { 'mcp-method': undefined } }],
    ['a missing Mcp-Name header', { headers: { 'mcp-name': undefined } }],
    ['a missing MCP-Protocol-Version header', { headers: { 'mcp-protocol-version': undefined } }],
    ['an Mcp-Name that names another tool (HeaderMismatch)', { headers: { 'mcp-name': 'plain' } }],
    ['an Mcp-Method that names another method', { headers: { 'mcp-method': 'tools/list' } }],
    [
      'an unsupported revision in the envelope',
      { meta: { ...envelope(), 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }, headers: { 'mcp-protocol-version': '2099-01-01' } },
    ],
    ['a modern header without the envelope', { meta: {} }],
    ['a malformed envelope', { meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }],
    ['server/discover', { method: 'server/discover' }],
    ['initialize', { method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }],
  ] as Array<[string, Partial<RawCall>]>)('%s goes to the SDK', async (_label, call) => {
    const answer = await agree(handlerWith(), { era: '2026', ...call }, false);
    if (call.method === undefined) expect(answer.status).toBeGreaterThanOrEqual(400);
  });

  it('GET and DELETE go to the SDK', async () => {
    const handler = handlerWith();
    for (const method of ['GET', 'DELETE']) {
      const [direct, sdk, served] = await both(handler, () => new Request('http://127.0.0.1/mcp', { method, headers: { accept: 'text/event-stream' } }));
      expect(direct).toEqual(sdk);
      expect(served).toBe(0);
    }
  });
});

describe('direct path = SDK handler, approval over MRTR (2026-07-28)', () => {
  const asking = envelope({ elicitation: { form: {} } });
  const call = (extra: Record<string, unknown> = {}) => ({
    era: '2026' as const,
    name: 'sendEmail',
    params: { name: 'sendEmail', arguments: { to: 'a@b.c' }, ...extra },
    meta: asking,
  });

  /** The first leg on one path, then its retry with `answer` on the same path. */
  async function round(handler: McpV2HttpHandler, disabled: boolean, answer: Record<string, unknown>) {
    directPath.disabled = disabled;
    const first = await answerOf(await handler(rawRequest(call())));
    const result = (first.messages[0] as { result: Record<string, unknown> }).result;
    const retry = await answerOf(await handler(rawRequest(call({ requestState: result['requestState'], inputResponses: answer }))));
    directPath.disabled = false;
    return { first, retry, state: result['requestState'] as string };
  }

  it.each([
    ['approved', { approval: { action: 'accept', content: { approved: true } } }],
    ['declined with a reason', { approval: { action: 'accept', content: { approved: false, reason: 'not today' } } }],
    ['cancelled', { approval: { action: 'cancel' } }],
  ])('%s', async (_label, answer) => {
    const handler = handlerWith();
    const before = directPath.served;
    const direct = await round(handler, false, answer);
    expect(directPath.served - before).toBe(2);
    const sdk = await round(handler, true, answer);
    expect(JSON.parse(direct.state)).toMatchObject({ kind: 'approval', toolName: 'send-email', args: { to: 'a@b.c' } });
    expect(Object.keys(JSON.parse(direct.state)).sort()).toEqual(Object.keys(JSON.parse(sdk.state)).sort());
    const withoutState = (answer: Answer) => JSON.parse(JSON.stringify(answer).replaceAll(/"requestState":"(?:[^"\\]|\\.)*"/g, '"requestState":"…"'));
    expect(withoutState(direct.first)).toEqual(withoutState(sdk.first));
    expect(direct.retry).toEqual(sdk.retry);
    // A ticket answers once whichever path sees the retry: each replayed on the other path is refused alike.
    const callIds = (answer: Answer) => JSON.parse(JSON.stringify(answer).replaceAll(/mcp-[0-9a-f-]{36}-\d+/g, 'mcp-…'));
    directPath.disabled = true;
    const replayedOnSdk = await answerOf(await handler(rawRequest(call({ requestState: direct.state, inputResponses: answer }))));
    directPath.disabled = false;
    const replayedDirect = await answerOf(await handler(rawRequest(call({ requestState: sdk.state, inputResponses: answer }))));
    expect(callIds(replayedDirect)).toEqual(callIds(replayedOnSdk));
    expect(JSON.stringify(replayedDirect.messages)).toContain('already used');
  });
});

describe('direct path: cancellation and close()', () => {
  async function abortedStatus(handler: McpV2HttpHandler, era: Era): Promise<number> {
    const controller = new AbortController();
    const running = new Promise<void>((resolve) => {
      started.resolve = resolve;
    });
    const pending = handler(rawRequest({ era, name: 'waits', args: {} }, controller.signal));
    await running;
    controller.abort();
    const response = await pending;
    await response.text().catch(() => undefined);
    return response.status;
  }

  it.each(eras)('the request signal aborts the call (%s), as on the SDK path', async (era) => {
    const handler = handlerWith();
    const direct = await abortedStatus(handler, era);
    directPath.disabled = true;
    const sdk = await abortedStatus(handler, era);
    expect(direct).toBe(sdk);
    // The server of the aborted exchange is not reused; the next call is served as usual.
    directPath.disabled = false;
    expect(await agree(handler, { era }, true)).toMatchObject({ status: 200 });
  });

  it('close() ends an in-flight 2026-07-28 exchange, as on the SDK path', async () => {
    const statuses: number[] = [];
    for (const disabled of [false, true]) {
      const handler = createMcpHttpHandler(directTools, { name: 'differential', version: '1.0.0' });
      directPath.disabled = disabled;
      const running = new Promise<void>((resolve) => {
        started.resolve = resolve;
      });
      const pending = handler(rawRequest({ era: '2026', name: 'waits', args: {} }));
      await running;
      await handler.close();
      statuses.push((await pending).status);
      await expect(handler(rawRequest({ era: '2026' }))).rejects.toThrow('closed');
    }
    expect(statuses[0]).toBe(statuses[1]);
  });

  it('close() ends an in-flight 2025-era stateless exchange too: the stream ends without an answer', async () => {
    const handler = createMcpHttpHandler(directTools, { name: 'differential', version: '1.0.0' });
    const running = new Promise<void>((resolve) => {
      started.resolve = resolve;
    });
    const response = await handler(rawRequest({ era: '2025', name: 'waits', args: {} }));
    await running;
    await handler.close();
    const answer = await answerOf(response);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.messages)).not.toContain('"result"');
  });
});
