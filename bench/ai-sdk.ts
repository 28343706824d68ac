// The AI SDK row: one generateText tool round (the model calls the tool, the tool runs, the model
// answers) with the AI SDK's mock model. The floor is the AI SDK's own tool() with the same zod
// schema and execute; toolwright is toAISDKTool(createTool(...)); the reference is Mastra's own
// builder (makeCoreToolV5) for the reference's createTool. The row runs in a child process of its
// own, as an app would run it: in the bench's process the heap holds every other row's inputs, and
// the GC work that puts on each allocation is not the AI SDK's or toolwright's. With
// TOOLWRIGHT_BENCH_AI=ai7 the row runs on ai 7 (the `ai7` alias, on Node 22), without the reference
// (Mastra's builder targets the AI SDK 5/6 tool shape).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRequestContext } from '@mastra/core/request-context';
import { makeCoreToolV5 } from '@mastra/core/utils';
import { z } from 'zod';
import type { BenchCase } from './cases';
import { timeInterleaved } from './interleave';
import { loadEntries } from './load';
import type { Row, Timing } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const AI_7 = process.env.TOOLWRIGHT_BENCH_AI === 'ai7';
const ai: typeof import('ai') = AI_7 ? ((await import('ai7')) as never) : await import('ai');
const { MockLanguageModelV3 }: typeof import('ai/test') = AI_7 ? ((await import('ai7/test')) as never) : await import('ai/test');
const { generateText, stepCountIs, tool } = ai;
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** Builds src/ai-sdk.ts and src/tools.ts as users get them (bundled ESM, `ai` external) and imports them. */
async function loadAdapter(from: string): Promise<{ toAISDKTool: any; createTool: any } | undefined> {
  const modules = await loadEntries(['src/ai-sdk.ts', 'src/tools.ts'], from, AI_7 ? { ai: 'ai7' } : undefined);
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
  for (const [name, tools] of Object.entries({ toolwright: ours, 'ai tool()': aiSdk, ...(AI_7 ? {} : { reference }) })) {
    const result = await round(tools)();
    const output = result.steps[0]?.toolResults[0]?.output as any;
    if (result.text !== 'done' || output?.celsius !== 21)
      throw new Error(`bench: the ai-sdk row's ${name} round did not run the tool: ${JSON.stringify(output)}`);
  }
  return [
    {
      group: 'ai-sdk',
      name: `zod, generateText tool round${AI_7 ? ' (ai 7)' : ''}`,
      floor: round(aiSdk),
      toolwright: round(ours),
      ...(AI_7 ? {} : { reference: round(reference as any) }),
    },
  ];
}

/** The row's "<group> <name>", for the bench's filter. */
export const AI_SDK_ROW = 'ai-sdk zod, generateText tool round';

/** The Node 22 binary ai 7 needs (installed by `npm run runtimes:install`). */
const NODE_22 = fileURLToPath(new URL('../test/runtimes/node_modules/node22/bin/node', import.meta.url));

/**
 * Times the row in a child process (on ai 7: Node 22); `undefined` when the tree under test has
 * no src/ai-sdk.ts, or for ai 7 when the Node 22 binary is not installed.
 */
export function measureAISDKRow(major: 6 | 7 = 6): Omit<Row, 'group' | 'target'> | undefined {
  const script = fileURLToPath(import.meta.url);
  if (major === 7 && !existsSync(NODE_22)) return undefined;
  const node = major === 7 ? NODE_22 : process.execPath;
  const env = major === 7 ? { ...process.env, TOOLWRIGHT_BENCH_AI: 'ai7' } : process.env;
  const child = spawnSync(node, ['--import', 'tsx', script, '--child'], { encoding: 'utf8', env });
  if (child.status !== 0) throw new Error(`bench: the ai-sdk row failed:\n${child.stderr}`);
  const last = child.stdout.trim().split('\n').pop();
  return last && last !== 'none' ? JSON.parse(last) : undefined;
}

if (process.argv[2] === '--child' && process.argv[1] === fileURLToPath(import.meta.url)) {
  const [c] = await buildAISDKCases();
  if (!c) console.log('none');
  else {
    const measured = await timeInterleaved({ floor: c.floor, toolwright: c.toolwright, ...(c.reference ? { reference: c.reference } : {}) });
    const { floor, toolwright, reference } = measured.timings as Record<'floor' | 'toolwright' | 'reference', Timing>;
    const paired = {
      'toolwright/floor': measured.paired('toolwright', 'floor'),
      ...(c.reference ? { 'reference/floor': measured.paired('reference', 'floor'), 'toolwright/reference': measured.paired('toolwright', 'reference') } : {}),
    };
    console.log(JSON.stringify({ name: `${c.name} (in turns)`, floor, toolwright, reference, paired }));
  }
}
