// The LangChain row: one createAgent tool round (the model calls the tool, the tool runs, the
// model answers) with langchain's own FakeToolCallingModel. The floor is LangChain's own tool()
// with the same zod schema and execute; toolwright is toLangChainTool(createTool(...)). No
// reference: Mastra has no LangChain tool. The row runs in a child process of its own, as the
// AI SDK row does.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ToolMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { createAgent, FakeToolCallingModel } from 'langchain';
import { z } from 'zod';
import type { BenchCase } from './cases';
import { timeInterleaved } from './interleave';
import { loadEntries } from './load';
import type { Row, Timing } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));

const schema = () => z.object({ city: z.string() });
const execute = async ({ city }: { city: string }) => ({ city, celsius: 21 });

/** The row, or none when the tree under test has no src/langchain.ts. */
export async function buildLangChainCases(from: string = process.env.TOOLWRIGHT_SRC ?? root): Promise<BenchCase[]> {
  const modules = await loadEntries(['src/langchain.ts', 'src/tools.ts'], from);
  if (!modules) return [];
  const quiet = { warn: () => undefined, error: () => undefined };
  const ours = modules.langchain.toLangChainTool(
    modules.tools.createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: schema(),
      outputSchema: z.object({ city: z.string(), celsius: z.number() }),
      execute,
    }),
    { runtime: { logger: quiet } },
  );
  const theirs = tool(execute, { name: 'weather', description: 'Weather', schema: schema() });
  // A tool call on the first model turn, an answer on the second; the model starts over for each run.
  const agentWith = (t: unknown) =>
    createAgent({ model: new FakeToolCallingModel({ toolCalls: [[{ name: 'weather', args: { city: 'Paris' }, id: 'call-1' }], []] }), tools: [t as never] });
  const ask = { messages: [{ role: 'user' as const, content: 'weather in Paris?' }] };
  const round = (agent: ReturnType<typeof agentWith>) => () => agent.invoke(ask);
  const agents = { toolwright: agentWith(ours), 'langchain tool()': agentWith(theirs) };
  // Each contender must complete a real round: the tool ran and the model answered.
  for (const [name, agent] of Object.entries(agents)) {
    const { messages } = await agent.invoke(ask);
    const result = messages.find((message) => ToolMessage.isInstance(message));
    if (messages.length !== 4 || JSON.parse(String(result?.content)).celsius !== 21)
      throw new Error(`bench: the langchain row's ${name} round did not run the tool: ${JSON.stringify(result?.content)}`);
  }
  return [{ group: 'langchain', name: 'zod, createAgent tool round', floor: round(agents['langchain tool()']), toolwright: round(agents.toolwright) }];
}

/** The row's "<group> <name>", for the bench's filter. */
export const LANGCHAIN_ROW = 'langchain zod, createAgent tool round';

/** Times the row in a child process; `undefined` when the tree under test has no src/langchain.ts. */
export function measureLangChainRow(): Omit<Row, 'group' | 'target'> | undefined {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`bench: the langchain row failed:\n${child.stderr}`);
  const last = child.stdout.trim().split('\n').pop();
  return last && last !== 'none' ? JSON.parse(last) : undefined;
}

if (process.argv[2] === '--child' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [c] = await buildLangChainCases();
  if (!c) console.log('none');
  else {
    const measured = await timeInterleaved({ floor: c.floor, toolwright: c.toolwright });
    const { floor, toolwright } = measured.timings as Record<'floor' | 'toolwright', Timing>;
    console.log(JSON.stringify({ name: `${c.name} (in turns)`, floor, toolwright, paired: { 'toolwright/floor': measured.paired('toolwright', 'floor') } }));
  }
}
