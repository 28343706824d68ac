// The AI SDK row: one generateText tool round (the model calls the tool, the tool runs, the model
// answers) with the AI SDK's mock model. The floor is the AI SDK's own tool() with the same zod
// schema and execute; toolwright is toAISDKTool(createTool(...)); the reference is Mastra's own
// builder (makeCoreToolV5) for the reference's createTool. The row runs in a child process of its
// own, as an app would run it: in the bench's process the heap holds every other row's inputs, and
// the GC work that puts on each allocation is not the AI SDK's or toolwright's.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRequestContext } from '@mastra/core/request-context';
import { makeCoreToolV5 } from '@mastra/core/utils';
import { generateText, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { z } from 'zod';
import type { BenchCase } from './cases';
import { timeInterleaved } from './interleave';
import { loadEntries } from './load';
import type { Row, Timing } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** Builds src/ai-sdk.ts and src/tools.ts as users get them (bundled ESM, `ai` external) and imports them. */
async function loadAdapter(from: string): Promise<{ toAISDKTool: any; createTool: any } | undefined> {
  const modules = await loadEntries(['src/ai-sdk.ts', 'src/tools.ts'], from);
  return modules && { toAISDKTool: modules['ai-sdk'].toAISDKTool, createTool: modules.tools.createTool };
}

/** The mock model: a tool call when the prompt has no tool result yet, else a text answer. */
function roundModel() {
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      // Nothing is kept between rounds.
      model.doGenerateCalls.length = 0;
      const answered = options.prompt.some((message) => message.role === 'tool');
      if (answered) return { content: [{ type: 'text', text: 'done' }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] };
      return {
        content: [{ type: 'tool-call', toolCallId: 'call-1', toolName: 'weather', input: '{"city":"Paris"}' }],
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
  return model;
}

const schema = () => z.object({ city: z.string() });
const execute = async ({ city }: { city: string }) => ({ city, celsius: 21 });

/** The row, or none when the tree under test has no src/ai-sdk.ts. */
export async function buildAISDKCases(from: string = process.env.TOOLWRIGHT_SRC ?? root): Promise<BenchCase[]> {
  const adapter = await loadAdapter(from);
  if (!adapter) return [];
  const model = roundModel();
  const round = (tools: any) => () => generateText({ model, tools, prompt: 'weather in Paris?', stopWhen: stepCountIs(2) });
  const quiet = { warn: () => undefined, error: () => undefined };
  const ours = {
    weather: adapter.toAISDKTool(
      adapter.createTool({
        id: 'weather',
        description: 'Weather',
        inputSchema: schema(),
        outputSchema: z.object({ city: z.string(), celsius: z.number() }),
        execute,
      }),
      { logger: quiet },
    ),
  };
  const aiSdk = {
    weather: tool({ description: 'Weather', inputSchema: schema(), outputSchema: z.object({ city: z.string(), celsius: z.number() }), execute }),
  };
  const noop = () => undefined;
  const refLogger = { debug: noop, info: noop, warn: noop, error: noop, trackException: noop, getTransports: () => new Map() };
  const refTool = refCreateTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: schema(),
    outputSchema: z.object({ city: z.string(), celsius: z.number() }),
    execute,
  });
  const reference = { weather: makeCoreToolV5(refTool as any, { name: 'weather', requestContext: new RefRequestContext(), logger: refLogger } as any) };
  // Each contender must complete a real round: the tool ran and the model answered.
  for (const [name, tools] of Object.entries({ toolwright: ours, 'ai tool()': aiSdk, reference })) {
    const result = await round(tools)();
    const output = result.steps[0]?.toolResults[0]?.output as any;
    if (result.text !== 'done' || output?.celsius !== 21)
      throw new Error(`bench: the ai-sdk row's ${name} round did not run the tool: ${JSON.stringify(output)}`);
  }
  return [
    {
      group: 'ai-sdk',
      name: 'zod, generateText tool round',
      floor: round(aiSdk),
      toolwright: round(ours),
      reference: round(reference as any),
    },
  ];
}

/** The row's "<group> <name>", for the bench's filter. */
export const AI_SDK_ROW = 'ai-sdk zod, generateText tool round';

/** Times the row in a child process; `undefined` when the tree under test has no src/ai-sdk.ts. */
export function measureAISDKRow(): Omit<Row, 'group' | 'target'> | undefined {
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--import', 'tsx', script, '--child'], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`bench: the ai-sdk row failed:\n${child.stderr}`);
  const last = child.stdout.trim().split('\n').pop();
  return last && last !== 'none' ? JSON.parse(last) : undefined;
}

if (process.argv[2] === '--child' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [c] = await buildAISDKCases();
  if (!c) console.log('none');
  else {
    const measured = await timeInterleaved({ floor: c.floor, toolwright: c.toolwright, reference: c.reference! });
    const { floor, toolwright, reference } = measured.timings as Record<'floor' | 'toolwright' | 'reference', Timing>;
    const paired = {
      'toolwright/floor': measured.paired('toolwright', 'floor'),
      'reference/floor': measured.paired('reference', 'floor'),
      'toolwright/reference': measured.paired('toolwright', 'reference'),
    };
    console.log(JSON.stringify({ name: `${c.name} (in turns)`, floor, toolwright, reference, paired }));
  }
}
