// Run by heap.test.ts in a child process with --expose-gc: a long mixed loop, the heap measured
// after a full GC at the end of every round. Prints one JSON line: { rounds: [bytes, …] }.
import * as v from 'valibot';
import { z } from 'zod';
import { RequestContext } from '../../src/request-context';
import { runToolCall, serializePendingToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const rounds = Number(process.argv[2] ?? 6);
const perRound = Number(process.argv[3] ?? 1_000);

const zodTool = createTool({
  id: 'z',
  description: 'd',
  inputSchema: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
  requestContextSchema: z.object({ user: z.string().transform((s) => s.toUpperCase()) }),
  execute: async (input, ctx) => `${input.name}:${ctx.requestContext?.get('user')}`,
});
type Node = { c: Node | null };
const node: v.GenericSchema<Node> = v.object({ c: v.nullable(v.lazy(() => node)) });
const deepTool = createTool({ id: 'deep', description: 'd', inputSchema: node as never, execute: async () => 'ok' });
const gated = createTool({ id: 'gated', description: 'g', requireApproval: true, inputSchema: z.object({ n: z.number() }), execute: async ({ n }) => n });
const stuck = createTool({ id: 'stuck', description: 's', execute: () => new Promise<never>(() => {}) });

function chain(depth: number): Node {
  let value: Node = { c: null };
  for (let i = 0; i < depth; i++) value = { c: value };
  return value;
}

async function iteration(i: number): Promise<void> {
  const rc = new RequestContext([['user', `u${i}`]]);
  await zodTool.execute!({ name: `n${i}`, tags: [undefined as never] }, { requestContext: rc } as never);
  await zodTool.execute!({ name: i as never }, { requestContext: rc } as never);
  if (i % 50 === 0) await deepTool.execute!(chain(5_000) as never, {} as never);
  const paused = await runToolCall({ gated }, { toolCallId: `c${i}`, toolName: 'gated', args: { n: i } });
  await runToolCall({ gated }, { toolCallId: `c${i}` }, { resume: { pending: serializePendingToolCall(paused.pending!), approved: true } });
  const controller = new AbortController();
  const aborted = runToolCall({ stuck }, { toolCallId: `s${i}`, toolName: 'stuck', args: {} }, { abortSignal: controller.signal });
  controller.abort();
  await aborted;
  const circular: Record<string, unknown> = { i };
  circular['self'] = circular;
  JSON.stringify(new RequestContext([['circular', circular]]).serializeForSpan());
}

function heap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

const out: number[] = [];
let i = 0;
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < perRound; k++) await iteration(i++);
  await new Promise((resolve) => setTimeout(resolve, 10));
  out.push(heap());
}
process.stdout.write(`${JSON.stringify({ rounds: out, iterations: i })}\n`);
