// Server CPU per MCP tools/call on a stateless Streamable HTTP endpoint, for both protocol eras,
// measured side by side in one run: toolwright's handlers (toolwright/mcp on SDK 1,
// toolwright/mcp/v2 on SDK 2) against the SDK's own McpServer with the same zod schemas and the
// same work (SDK 1: a McpServer and transport per request, its stateless pattern; SDK 2: its
// createMcpHandler). Each call is a Web `Request` handed to the handler in process and its
// response body read, so the CPU counted (process.cpuUsage) is the server's, plus building the
// request, which every contender pays alike. No sockets: the loopback would only add noise.
import { pathToFileURL, fileURLToPath } from 'node:url';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createMcpHandler, McpServer as McpServerV2 } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { loadEntries } from './load';
import { formatNs, quartiles } from './table';

/** The name a bench filter is matched against. */
export const MCP_HTTP_ROW = 'mcp stateless HTTP server CPU per tools/call';
const TARGET = 1.0;
const ROUNDS = 20;
const WARMUP_ROUNDS = 3;
const BATCH = 400;
const root = fileURLToPath(new URL('..', import.meta.url));

const input = z.object({ a: z.number(), b: z.number() });
const output = z.object({ sum: z.number() });
const add = ({ a, b }: { a: number; b: number }) => ({ sum: a + b });

type Handle = (request: Request) => Promise<Response>;
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

function request(era: '2025' | '2026', id: number): Request {
  const modern = era === '2026';
  const params = { name: 'add', arguments: { a: 2, b: 3 }, ...(modern ? { _meta: ENVELOPE } : {}) };
  return new Request('http://127.0.0.1/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': modern ? '2026-07-28' : '2025-11-25',
      ...(modern ? { 'mcp-method': 'tools/call', 'mcp-name': 'add' } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params }),
  });
}

async function call(handle: Handle, era: '2025' | '2026', id: number): Promise<string> {
  return (await handle(request(era, id))).text();
}

function sdkV1Handler(): Handle {
  return async (req) => {
    const server = new McpServerV1({ name: 'bench', version: '1.0.0' });
    server.registerTool('add', { description: 'Adds two numbers', inputSchema: input.shape, outputSchema: output.shape }, async (args) => {
      const structuredContent = add(args);
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    const response = await transport.handleRequest(req);
    await server.close();
    return response;
  };
}

function sdkV2Handler(): Handle {
  const handler = createMcpHandler(() => {
    const server = new McpServerV2({ name: 'bench', version: '1.0.0' });
    server.registerTool('add', { description: 'Adds two numbers', inputSchema: input, outputSchema: output }, async (args) => {
      const structuredContent = add(args);
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    });
    return server;
  });
  return (req) => handler.fetch(req);
}

/** Runs the row and prints it; returns toolwright's CPU per call as a multiple of the SDK's, per pair. */
export async function runMcpHttpBench(): Promise<Record<string, number>> {
  const modules = await loadEntries(['src/mcp.ts', 'src/mcp-v2.ts', 'src/tools.ts'], root);
  if (!modules) throw new Error('esbuild could not build src/mcp.ts and src/mcp-v2.ts');
  const tools = {
    add: modules['tools'].createTool({
      id: 'add',
      description: 'Adds two numbers',
      inputSchema: input,
      outputSchema: output,
      execute: async (args: { a: number; b: number }) => add(args),
    }),
  };
  const identity = { name: 'bench', version: '1.0.0' };
  const v1 = modules['mcp'].createMcpHttpHandler(tools, { ...identity, enableJsonResponse: true }) as Handle;
  const v2 = modules['mcp-v2'].createMcpHttpHandler(tools, identity) as Handle;
  const contenders: Record<string, { handle: Handle; era: '2025' | '2026' }> = {
    'toolwright/mcp (SDK 1), 2025-11-25': { handle: v1, era: '2025' },
    'SDK 1 McpServer, 2025-11-25': { handle: sdkV1Handler(), era: '2025' },
    'toolwright/mcp/v2, 2026-07-28': { handle: v2, era: '2026' },
    'SDK 2 McpServer, 2026-07-28': { handle: sdkV2Handler(), era: '2026' },
    'toolwright/mcp/v2, 2025-11-25': { handle: v2, era: '2025' },
    'SDK 2 McpServer, 2025-11-25': { handle: sdkV2Handler(), era: '2025' },
  };
  const pairs: Array<[string, string, string]> = [
    ['SDK 1, 2025-11-25', 'toolwright/mcp (SDK 1), 2025-11-25', 'SDK 1 McpServer, 2025-11-25'],
    ['SDK 2, 2026-07-28', 'toolwright/mcp/v2, 2026-07-28', 'SDK 2 McpServer, 2026-07-28'],
    ['SDK 2, 2025-11-25', 'toolwright/mcp/v2, 2025-11-25', 'SDK 2 McpServer, 2025-11-25'],
  ];
  for (const [name, { handle, era }] of Object.entries(contenders)) {
    const text = await call(handle, era, 0);
    if (!text.includes('"sum":5')) throw new Error(`${name}: unexpected answer ${text}`);
  }
  const names = Object.keys(contenders);
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const ratios: Record<string, number[]> = Object.fromEntries(pairs.map(([label]) => [label, []]));
  let id = 1;
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    const perCall: Record<string, number> = {};
    // Rotated order each round, so drift and load from other processes hit every contender alike.
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + Math.max(round, 0)) % names.length]!;
      const { handle, era } = contenders[name]!;
      const started = process.cpuUsage();
      for (let n = 0; n < BATCH; n++) await call(handle, era, id++);
      const used = process.cpuUsage(started);
      perCall[name] = ((used.user + used.system) * 1e3) / BATCH;
    }
    if (round < 0) continue;
    for (const name of names) cpu[name]!.push(perCall[name]!);
    for (const [label, ours, theirs] of pairs) ratios[label]!.push(perCall[ours]! / perCall[theirs]!);
  }
  console.log(`\n## ${MCP_HTTP_ROW}\n`);
  for (const name of names) {
    const q = quartiles(cpu[name]!);
    console.log(`${name.padEnd(38)} ${formatNs(q.p50)} CPU/call (${formatNs(q.p25)}–${formatNs(q.p75)})`);
  }
  const out: Record<string, number> = {};
  for (const [label] of pairs) {
    const q = quartiles(ratios[label]!);
    out[label] = q.p50;
    console.log(
      `${label}: toolwright = ${q.p50.toFixed(2)}× the SDK McpServer's CPU (median of ${ROUNDS} paired rounds; quartiles ${q.p25.toFixed(2)}–${q.p75.toFixed(2)}); target ≤ ${TARGET}× ${q.p50 <= TARGET ? 'met' : 'NOT met'}`,
    );
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runMcpHttpBench();
