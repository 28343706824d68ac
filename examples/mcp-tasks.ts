/**
 * Long calls over MCP: the Tasks extension (`io.modelcontextprotocol/tasks`) with
 * `toolwright/mcp/v2`. A background-enabled tool answers a client that declares the extension
 * with a task at once; the extension's own client (`@modelcontextprotocol/ext-tasks`) polls it to
 * its result, so no request waits for the tool. A client without the extension gets the result
 * of the same tool as a normal answer. Everything runs in this process: the clients' `fetch`
 * calls the handler directly.
 *
 *   npm run build && npx tsx examples/mcp-tasks.ts
 */
import { pathToFileURL } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createTaskSessionFromClient, type JsonRpcResponse } from '@modelcontextprotocol/ext-tasks/client';
import { createMcpHttpHandler } from 'toolwright/mcp/v2';
import { createTool } from 'toolwright/tools';
import { z } from 'zod';

export const reportTool = createTool({
  id: 'report',
  description: 'Writes a report on a topic (slow in real life)',
  inputSchema: z.object({ topic: z.string() }),
  outputSchema: z.object({ topic: z.string(), pages: z.number() }),
  // Background-enabled: over MCP, a call from a client that declares the extension is a task.
  background: { enabled: true, timeoutMs: 15 * 60_000 },
  execute: async ({ topic }) => ({ topic, pages: 12 }),
});

const PROTOCOL = '2026-07-28';
const URL_OF_SERVER = new URL('http://reports.local/mcp');

export async function main(): Promise<void> {
  const handle = createMcpHttpHandler({ report: reportTool }, { name: 'reports', version: '1.0.0', tasks: { pollIntervalMs: 20 } });
  const fetchHandler = async (url: string | URL, init?: RequestInit) => handle(new Request(url, init));

  const clientInfo = { name: 'example-client', version: '1.0.0' };
  const client = new Client(clientInfo, { versionNegotiation: { mode: { pin: PROTOCOL } } });
  await client.connect(new StreamableHTTPClientTransport(URL_OF_SERVER, { fetch: fetchHandler }));
  console.log('extension declared:', Object.keys(client.getServerCapabilities()?.extensions ?? {}));

  // The extension's client sends task traffic itself (the SDK's codecs do not know
  // `resultType: "task"`): this is its raw request path, a JSON-RPC POST with the routing headers.
  let nextId = 0;
  const rawDispatch = async (request: unknown): Promise<JsonRpcResponse> => {
    const message = { ...(request as { method: string; params?: Record<string, unknown> }), jsonrpc: '2.0', id: `raw-${(nextId += 1)}` };
    const name = message.method === 'tools/call' ? message.params?.['name'] : message.params?.['taskId'];
    const response = await fetchHandler(URL_OF_SERVER, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': PROTOCOL,
        'mcp-method': message.method,
        ...(typeof name === 'string' ? { 'mcp-name': name } : {}),
      },
      body: JSON.stringify(message),
    });
    const body = (await response.json()) as { result?: never; error?: never };
    return body.error ? { kind: 'error', error: body.error } : { kind: 'result', result: body.result as never };
  };
  const session = createTaskSessionFromClient(client, {
    endpointId: 'reports',
    rawDispatch,
    v2RequestFraming: { protocolVersion: PROTOCOL, clientInfo, clientCapabilities: {} },
  });

  const execution = await session.callTool('report', { topic: 'tides' });
  console.log('answered with:', execution.kind);
  const statuses: string[] = [];
  const { outcome } = await execution.settle({
    onEvent: (event) => {
      if (event.type === 'task') statuses.push(event.task.status);
    },
  });
  console.log('task ended:', outcome.status);
  if (outcome.status === 'completed') console.log('task result:', (outcome.result as { structuredContent?: unknown }).structuredContent);

  // A client that does not declare the extension: the same call answers with the result itself.
  const plain = new Client({ name: 'plain-client', version: '1.0.0' }, { versionNegotiation: { mode: { pin: PROTOCOL } } });
  await plain.connect(new StreamableHTTPClientTransport(URL_OF_SERVER, { fetch: fetchHandler }));
  const direct = await plain.callTool({ name: 'report', arguments: { topic: 'moons' } });
  console.log('without the extension:', direct.structuredContent);

  await session.close();
  await client.close();
  await plain.close();
  await handle.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
