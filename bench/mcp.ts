// MCP tools/call throughput over the SDK's in-memory transport, measured side by side in one
// run: toolwright/mcp (createMcpServer with a createTool tool) against the SDK's own
// McpServer.registerTool with the same zod schemas, the same work and the same result (the
// `isError: false` toolwright sends, as @mastra/mcp does, included: the client parses every key
// of it), and a low-level Server handler that validates nothing (the floor). One real Client per server; each operation is one
// awaited callTool, timed in batches. `@mastra/mcp` has no row: 2.0 rejects SDK-1 clients, and 1.x would need a
// second @mastra/core.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { loadEntries } from './load';
import { formatNs, quartiles } from './table';

/** The group and name a bench filter is matched against. */
export const MCP_ROW = 'mcp tools/call over InMemoryTransport';
/** toolwright's throughput at least this share of the SDK's `McpServer`'s (docs/performance.md). */
const TARGET = 0.45;
const ROUNDS = 30;
const WARMUP_ROUNDS = 5;
const BATCH = 200;

const root = fileURLToPath(new URL('..', import.meta.url));

/** src/mcp.ts and src/tools.ts built as tsup builds dist/ (see bench/load.ts), then imported. */
async function loadMcp(): Promise<{ mcp: typeof import('../src/mcp'); tools: typeof import('../src/tools') }> {
  const modules = await loadEntries(['src/mcp.ts', 'src/tools.ts'], root);
  if (!modules) throw new Error('esbuild could not build src/mcp.ts');
  return { mcp: modules.mcp, tools: modules.tools };
}

const input = z.object({ a: z.number(), b: z.number() });
const output = z.object({ sum: z.number() });
const add = ({ a, b }: { a: number; b: number }) => ({ sum: a + b });

async function connect(server: Server | McpServer): Promise<Client> {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  // The client checks structuredContent against the listed outputSchema once it has the listing.
  await client.listTools();
  return client;
}

/** Runs the row and prints it; returns toolwright's throughput as a multiple of the SDK's. */
export async function runMcpBench(): Promise<number> {
  const { mcp, tools } = await loadMcp();
  const toolwright = mcp.createMcpServer(
    { add: tools.createTool({ id: 'add', description: 'Adds two numbers', inputSchema: input, outputSchema: output, execute: async (args) => add(args) }) },
    { name: 'bench', version: '1.0.0' },
  );
  const sdk = new McpServer({ name: 'bench', version: '1.0.0' });
  sdk.registerTool('add', { description: 'Adds two numbers', inputSchema: input.shape, outputSchema: output.shape }, async (args) => {
    const structuredContent = add(args);
    return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent, isError: false };
  });
  const floor = new Server({ name: 'bench', version: '1.0.0' }, { capabilities: { tools: {} } });
  const listed = { name: 'add', inputSchema: { type: 'object' as const, properties: { a: { type: 'number' }, b: { type: 'number' } } } };
  floor.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [listed] }));
  floor.setRequestHandler(CallToolRequestSchema, (request) => {
    const structuredContent = add(request.params.arguments as { a: number; b: number });
    return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent, isError: false };
  });

  const clients = { toolwright: await connect(toolwright), sdk: await connect(sdk), floor: await connect(floor) };
  const params = { name: 'add', arguments: { a: 2, b: 3 } };
  for (const [name, client] of Object.entries(clients)) {
    const result = await client.callTool(params);
    if ((result.structuredContent as { sum?: number } | undefined)?.sum !== 5) throw new Error(`${name}: unexpected result ${JSON.stringify(result)}`);
  }
  // The machine may be shared: rather than one long run per contender, many short batches,
  // the three back to back in a rotated order, so that drift and load hit them alike. Each
  // contender's figure is its median batch; the ratio is the median of the per-round ratios.
  const names = ['floor', 'toolwright', 'sdk'] as const;
  const batches: Record<(typeof names)[number], number[]> = { floor: [], toolwright: [], sdk: [] };
  const ratios: number[] = [];
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    const perCall: Partial<Record<(typeof names)[number], number>> = {};
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + Math.max(round, 0)) % names.length]!;
      const started = performance.now();
      for (let call = 0; call < BATCH; call++) await clients[name].callTool(params);
      perCall[name] = ((performance.now() - started) * 1e6) / BATCH;
    }
    if (round < 0) continue;
    for (const name of names) batches[name].push(perCall[name]!);
    ratios.push(perCall.sdk! / perCall.toolwright!);
  }
  const floorTime = quartiles(batches.floor);
  const toolwrightTime = quartiles(batches.toolwright);
  const sdkTime = quartiles(batches.sdk);
  const ratioQuartiles = quartiles(ratios);
  for (const client of Object.values(clients)) await client.close();

  const throughput = ratioQuartiles.p50;
  console.log(`\n## ${MCP_ROW}\n`);
  console.log(`floor (low-level Server, no validation)  ${formatNs(floorTime.p50)}/call (${formatNs(floorTime.p25)}–${formatNs(floorTime.p75)})`);
  console.log(
    `toolwright/mcp createMcpServer           ${formatNs(toolwrightTime.p50)}/call (${formatNs(toolwrightTime.p25)}–${formatNs(toolwrightTime.p75)})`,
  );
  console.log(`SDK McpServer.registerTool               ${formatNs(sdkTime.p50)}/call (${formatNs(sdkTime.p25)}–${formatNs(sdkTime.p75)})`);
  console.log(
    `toolwright/mcp throughput = ${throughput.toFixed(2)}× the SDK's (median of ${ROUNDS} paired rounds; quartiles ${ratioQuartiles.p25.toFixed(2)}–${ratioQuartiles.p75.toFixed(2)}); target ≥ ${TARGET}× ${throughput >= TARGET ? 'met' : 'NOT met'}`,
  );
  return throughput;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runMcpBench();
