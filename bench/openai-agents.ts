// The OpenAI Agents SDK row: one tool round in the SDK's own run loop (the model calls the tool,
// the tool runs, the model answers) with a scripted Model. The floor is the SDK's own tool() with
// the same zod schema and execute; toolwright is toOpenAIAgentsTool(createTool(...)). There is no
// reference column (Mastra has no builder for this SDK). The row runs in a child process on Node
// 22 (the SDK pulls in openai 7), as the AI SDK row does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Agent, type Model, type ModelRequest, type ModelResponse, run, setTracingDisabled, tool, Usage } from '@openai/agents';
import { z } from 'zod';
import type { BenchCase } from './cases';
import { timeInterleaved } from './interleave';
import { loadEntries } from './load';
import type { Row, Timing } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
setTracingDisabled(true);

/** A tool call when the request has no tool result yet, else a text answer. */
class RoundModel implements Model {
  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    const answered = Array.isArray(request.input) && request.input.some((item) => item.type === 'function_call_result');
    if (answered)
      return { usage: new Usage(), output: [{ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'done' }] }] };
    return { usage: new Usage(), output: [{ type: 'function_call', callId: 'call-1', name: 'weather', arguments: '{"city":"Paris"}', status: 'completed' }] };
  }

  // biome-ignore lint/correctness/useYield: the row does not stream
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('not streamed');
  }
}

const schema = () => z.object({ city: z.string() });
const execute = async ({ city }: { city: string }) => ({ city, celsius: 21 });

/** The row, or none when the tree under test has no src/openai-agents.ts. */
export async function buildOpenAIAgentsCases(from: string = process.env.TOOLWRIGHT_SRC ?? root): Promise<BenchCase[]> {
  const modules = await loadEntries(['src/openai-agents.ts', 'src/tools.ts'], from);
  if (!modules) return [];
  const model = new RoundModel();
  const quiet = { warn: () => undefined, error: () => undefined };
  const ours = modules['openai-agents'].toOpenAIAgentsTool(
    modules.tools.createTool({ id: 'weather', description: 'Weather', inputSchema: schema(), execute }),
    { runtime: { logger: quiet } },
  );
  const sdk = tool({ name: 'weather', description: 'Weather', parameters: schema(), execute });
  const agentOf = (t: unknown) => new Agent({ name: 'bench', instructions: 'Weather', model, tools: [t as never] });
  const round = (agent: Agent) => () => run(agent, 'weather in Paris?');
  const agents = { toolwright: agentOf(ours), 'sdk tool()': agentOf(sdk) };
  // Each contender must complete a real round: the tool ran and the model answered.
  for (const [name, agent] of Object.entries(agents)) {
    const result = await round(agent)();
    const output = result.newItems.find((item) => item.type === 'tool_call_output_item') as { output?: unknown } | undefined;
    if (result.finalOutput !== 'done' || !String(JSON.stringify(output?.output)).includes('21'))
      throw new Error(`bench: the openai-agents row's ${name} round did not run the tool: ${JSON.stringify(output?.output)}`);
  }
  return [{ group: 'openai-agents', name: 'zod, run() tool round', floor: round(agents['sdk tool()']), toolwright: round(agents.toolwright) }];
}

/** The row's "<group> <name>", for the bench's filter. */
export const OPENAI_AGENTS_ROW = 'openai-agents zod, run() tool round';

/** The Node 22 binary the SDK needs (installed by `npm run runtimes:install`). */
const NODE_22 = fileURLToPath(new URL('../test/runtimes/node_modules/node22/bin/node', import.meta.url));

/** Times the row in a child process on Node 22; `undefined` without the binary or without src/openai-agents.ts. */
export function measureOpenAIAgentsRow(): Omit<Row, 'group' | 'target'> | undefined {
  if (!existsSync(NODE_22)) return undefined;
  const child = spawnSync(NODE_22, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`bench: the openai-agents row failed:\n${child.stderr}`);
  const last = child.stdout.trim().split('\n').pop();
  return last && last !== 'none' ? JSON.parse(last) : undefined;
}

if (process.argv[2] === '--child' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [c] = await buildOpenAIAgentsCases();
  if (!c) console.log('none');
  else {
    const measured = await timeInterleaved({ floor: c.floor, toolwright: c.toolwright });
    const { floor, toolwright } = measured.timings as Record<'floor' | 'toolwright', Timing>;
    console.log(JSON.stringify({ name: `${c.name} (in turns)`, floor, toolwright, paired: { 'toolwright/floor': measured.paired('toolwright', 'floor') } }));
  }
}
