// A client that leaves mid-call on SDK 1's stateless Streamable HTTP: its connection closes, and
// the tool's abortSignal fires. Served through the CLI's Node bridge; the client is the SDK's
// own, over a fetch whose sockets the test can destroy.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { toWebRequest, writeWebResponse } from '../../../src/cli/node-request';
import { createMcpHttpHandler } from '../../../src/mcp';
import type { RuntimeChunk } from '../../../src/runtime';
import { createTool } from '../../../src/tools';
import { deferred } from '../../deferred';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(res.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** A fetch over node:http that hands each tools/call request's socket to `onCall`. */
function socketFetch(onCall: (socket: Socket) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = typeof init?.body === 'string' ? init.body : undefined;
      // forEach, not iteration: the test tsconfig's lib has DOM but not DOM.Iterable.
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        headers[key] = value;
      });
      const req = httpRequest(url, { method: init?.method ?? 'GET', headers }, (res) => {
        const empty = res.statusCode === 202 || res.statusCode === 204;
        resolve(new Response(empty ? null : (Readable.toWeb(res) as ReadableStream), { status: res.statusCode ?? 500, headers: headersOf(res) }));
      });
      if (body?.includes('"tools/call"')) req.once('socket', onCall);
      req.once('error', reject);
      init?.signal?.addEventListener('abort', () => req.destroy(), { once: true });
      req.end(body);
    });
}

describe('SDK 1 stateless Streamable HTTP: a client that leaves', () => {
  it("destroying the client's socket mid-call aborts the tool's signal; the call ends aborted and the handler serves on", async () => {
    const started = deferred();
    const aborted = deferred<unknown>();
    const chunks: RuntimeChunk[] = [];
    const waits = createTool({
      id: 'waits',
      description: 'Waits on its signal',
      execute: (_input, context) =>
        new Promise<string>((resolve) => {
          if (context.abortSignal?.aborted) return resolve('late');
          context.abortSignal?.addEventListener('abort', () => {
            aborted.resolve(context.abortSignal?.reason);
            // What a tool returns after its signal fired reaches neither the record nor the client.
            resolve('late');
          });
          started.resolve();
        }),
    });
    const quick = createTool({ id: 'quick', description: 'Answers at once', execute: async () => 'here' });
    const handle = createMcpHttpHandler({ waits, quick }, { name: 'leaves', version: '1.0.0', runtime: { onChunk: (chunk) => void chunks.push(chunk) } });
    let origin = '';
    const server = createServer((req, res) => {
      void toWebRequest(req, res, origin)
        .then(handle)
        .then((response) => writeWebResponse(response, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

    let callSocket: Socket | undefined;
    const client = new Client({ name: 'leaving', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin), { fetch: socketFetch((socket) => (callSocket = socket)) }));
    cleanups.push(() => client.close());
    const call = client.callTool({ name: 'waits', arguments: {} });
    call.catch(() => undefined);
    await started.promise;
    callSocket!.destroy();

    const reason = await aborted.promise;
    expect(reason).toBeDefined();
    // The runtime settles the call in the microtasks after the tool's answer: one turn of the
    // event loop later it has ended, aborted, with no result chunk.
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['tool-call']);
    await expect(call).rejects.toThrow();

    // Nothing of the left exchange holds the handler: the next call is served as usual.
    chunks.length = 0;
    const next = new Client({ name: 'next', version: '1.0.0' });
    await next.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin)));
    cleanups.push(() => next.close());
    expect(await next.callTool({ name: 'quick', arguments: {} })).toEqual({ content: [{ type: 'text', text: 'here' }], isError: false });
    expect(chunks.map((chunk) => chunk.type)).toEqual(['tool-call', 'tool-result']);
  });
});
