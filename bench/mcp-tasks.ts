// What a task of the MCP Tasks extension costs over answering the same call directly, on one
// toolwright/mcp/v2 stateless HTTP endpoint (2026-07-28): a background-enabled tool that returns at
// once, called by a client that does not declare the extension (the call waits for the background
// task and answers with the result) against one that does (tools/call answers with the task, then
// tasks/get until it is completed). Server CPU per call (process.cpuUsage), each call a Web
// `Request` handed to the handler in process, as in mcp-http.ts.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { loadEntries } from './load';
import { formatNs, quartiles } from './table';

/** The name a bench filter is matched against. */
export const MCP_TASKS_ROW = 'mcp task overhead per tools/call';
const ROUNDS = 20;
const WARMUP_ROUNDS = 3;
const BATCH = 200;
const root = fileURLToPath(new URL('..', import.meta.url));

type Handle = (request: Request) => Promise<Response>;

function envelope(tasks: boolean) {
  return {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': tasks ? { extensions: { 'io.modelcontextprotocol/tasks': {} } } : {},
  };
}

async function post(handle: Handle, id: number, method: string, name: string, params: Record<string, unknown>): Promise<{ result?: Record<string, unknown> }> {
  const response = await handle(
    new Request('http://127.0.0.1/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        'mcp-name': name,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    }),
  );
  return (await response.json()) as { result?: Record<string, unknown> };
}

/** One call answered directly: the client does not declare the extension. */
async function direct(handle: Handle, id: number): Promise<unknown> {
  const answer = await post(handle, id, 'tools/call', 'add', { name: 'add', arguments: { a: 2, b: 3 }, _meta: envelope(false) });
  return answer.result?.['structuredContent'];
}

/** One call as a task: tools/call, then tasks/get until it is completed. */
async function asTask(handle: Handle, id: number): Promise<unknown> {
  const created = await post(handle, id, 'tools/call', 'add', { name: 'add', arguments: { a: 2, b: 3 }, _meta: envelope(true) });
  const taskId = String(created.result?.['taskId']);
  for (;;) {
    const task = await post(handle, id, 'tasks/get', taskId, { taskId, _meta: envelope(true) });
    if (task.result?.['status'] === 'completed') return (task.result['result'] as Record<string, unknown>)['structuredContent'];
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Runs the row and prints it; returns a task's CPU as a multiple of the direct answer's. */
export async function runMcpTasksBench(): Promise<number> {
  const modules = await loadEntries(['src/mcp-v2.ts', 'src/tools.ts'], root);
  if (!modules) throw new Error('esbuild could not build src/mcp-v2.ts');
  const tools = {
    add: modules['tools'].createTool({
      id: 'add',
      description: 'Adds two numbers',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      outputSchema: z.object({ sum: z.number() }),
      background: { enabled: true },
      execute: async ({ a, b }: { a: number; b: number }) => ({ sum: a + b }),
    }),
  };
  const handle = modules['mcp-v2'].createMcpHttpHandler(tools, { name: 'bench', version: '1.0.0', tasks: { pollIntervalMs: 1 } }) as Handle;
  const contenders: Record<string, (id: number) => Promise<unknown>> = {
    'answered directly (no extension)': (id) => direct(handle, id),
    'as a task (tools/call + tasks/get)': (id) => asTask(handle, id),
  };
  for (const [name, run] of Object.entries(contenders)) {
    const value = await run(0);
    if ((value as { sum?: number } | undefined)?.sum !== 5) throw new Error(`${name}: unexpected answer ${JSON.stringify(value)}`);
  }
  const names = Object.keys(contenders);
  const cpu: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  const ratios: number[] = [];
  let id = 1;
  for (let round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
    const perCall: Record<string, number> = {};
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + Math.max(round, 0)) % names.length]!;
      const run = contenders[name]!;
      const started = process.cpuUsage();
      for (let n = 0; n < BATCH; n++) await run(id++);
      const used = process.cpuUsage(started);
      perCall[name] = ((used.user + used.system) * 1e3) / BATCH;
    }
    if (round < 0) continue;
    for (const name of names) cpu[name]!.push(perCall[name]!);
    ratios.push(perCall[names[1]!]! / perCall[names[0]!]!);
  }
  console.log(`\n## ${MCP_TASKS_ROW}\n`);
  for (const name of names) {
    const q = quartiles(cpu[name]!);
    console.log(`${name.padEnd(38)} ${formatNs(q.p50)} CPU/call (${formatNs(q.p25)}–${formatNs(q.p75)})`);
  }
  const q = quartiles(ratios);
  console.log(
    `a task = ${q.p50.toFixed(2)}× the direct answer's CPU (median of ${ROUNDS} paired rounds; quartiles ${q.p25.toFixed(2)}–${q.p75.toFixed(2)}); no target: the price of a call that outlives its request`,
  );
  return q.p50;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runMcpTasksBench();
