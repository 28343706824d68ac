// A real Mastra Agent with a mock model runs a toolwright tool natively (marker symbol), and the
// same scenario with a reference tool gives the same observations.
import { Agent } from '@mastra/core/agent';
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRC } from '@mastra/core/request-context';
import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import { LIBS, S, normalize } from './support/harness';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function mockModel(args: Record<string, unknown>, provider?: { provider: string; modelId: string }) {
  const prompts: any[] = [];
  const tools: any[] = [];
  let call = 0;
  const model = new MockLanguageModelV3({
    ...(provider ?? {}),
    doGenerate: async (options: any) => {
      prompts.push(options.prompt);
      tools.push(options.tools);
      call++;
      const content: any[] =
        call === 1 ? [{ type: 'tool-call', toolCallId: 'call-1', toolName: 'weather', input: JSON.stringify(args) }] : [{ type: 'text', text: 'done' }];
      return {
        content,
        finishReason: { unified: call === 1 ? 'tool-calls' : 'stop', raw: undefined },
        usage,
        warnings: [],
        response: { id: `r${call}`, modelId: 'mock', timestamp: new Date(0) },
      } as any;
    },
    doStream: async (options: any) => {
      prompts.push(options.prompt);
      tools.push(options.tools);
      call++;
      const parts: any[] =
        call === 1
          ? [
              { type: 'stream-start', warnings: [] },
              { type: 'response-metadata', id: 'r1', modelId: 'mock', timestamp: new Date(0) },
              { type: 'tool-call', toolCallId: 'call-1', toolName: 'weather', input: JSON.stringify(args) },
              { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
            ]
          : [
              { type: 'stream-start', warnings: [] },
              { type: 'response-metadata', id: 'r2', modelId: 'mock', timestamp: new Date(0) },
              { type: 'text-start', id: 't1' },
              { type: 'text-delta', id: 't1', delta: 'done' },
              { type: 'text-end', id: 't1' },
              { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
            ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return { model, prompts, tools };
}

type Flavour = { name: string; createTool: any; RequestContext: any };
const FLAVOURS: Flavour[] = [
  { name: 'toolwright', createTool, RequestContext },
  { name: 'reference', createTool: refCreateTool, RequestContext: RefRC },
];

async function runAgent(
  f: Flavour,
  args: Record<string, unknown>,
  withOutputSchema = false,
  inputSchema: any = z.object({ location: z.string() }),
  noExecute = false,
  provider?: { provider: string; modelId: string },
) {
  const seen: any = {};
  const tool = f.createTool({
    id: 'weather-tool',
    description: 'Get the weather',
    inputSchema,
    ...(withOutputSchema ? { outputSchema: z.object({ temperature: z.number() }) } : {}),
    execute: async (input: any, ctx: any) => {
      seen.input = input;
      seen.keys = Object.keys(ctx);
      seen.agentKeys = Object.keys(ctx.agent ?? {});
      seen.toolCallId = ctx.agent?.toolCallId;
      seen.messagesIsArray = Array.isArray(ctx.agent?.messages);
      seen.requestContextGet = ctx.requestContext?.get('userId');
      seen.rcHasAll = typeof ctx.requestContext?.all === 'object';
      seen.observe = typeof ctx.observe;
      seen.writer = ctx.writer != null;
      seen.workflow = ctx.workflow;
      return { temperature: 21, location: input.location, inputKeys: Object.keys(input) };
    },
  });
  if (noExecute) tool.execute = undefined;
  const { model, prompts, tools } = mockModel(args, provider);
  const agent = new Agent({ id: 'a', name: 'a', instructions: 'be brief', model: model as any, tools: { weather: tool } });
  const rc = new f.RequestContext({ userId: 'u-1' });
  const result = await agent.generate('weather in Paris?', { requestContext: rc as any });
  const second = prompts[1];
  const toolMessage = second?.find((m: any) => m.role === 'tool');
  return {
    seen,
    text: result.text,
    calls: prompts.length,
    toolMessage,
    declared: tools[0],
    toolCalls: result.toolCalls?.map((c: any) => c.payload?.args ?? c.args),
    toolResults: result.toolResults?.length,
  };
}

describe('Mastra Agent runs a toolwright tool natively', () => {
  it('execute receives the agent context and the result reaches the model', async () => {
    const r = await runAgent(FLAVOURS[0], { location: 'Paris' });
    expect(r.seen.input).toEqual({ location: 'Paris' });
    expect(r.seen.toolCallId).toBe('call-1');
    expect(r.seen.messagesIsArray).toBe(true);
    expect(r.seen.requestContextGet).toBe('u-1');
    expect(r.seen.rcHasAll).toBe(true);
    expect(r.seen.observe).toBe('object'); // observed: an object (noopObserve-like), not a function
    expect(r.seen.writer).toBe(true);
    expect(r.calls).toBe(2);
    expect(r.text).toBe('done');
    expect(JSON.stringify(r.toolMessage)).toContain('"temperature":21');
    expect(JSON.stringify(r.toolMessage)).toContain('call-1');
  });

  it.each([
    ['valid args', { location: 'Paris' }, false],
    ['valid args + outputSchema strip', { location: 'Oslo' }, true],
    ['invalid args (validation error sent to the model)', { location: 42 }, false],
  ] as const)('same observations as a reference tool: %s', async (_n, args, out) => {
    const ours = await runAgent(FLAVOURS[0], args as any, out);
    const ref = await runAgent(FLAVOURS[1], args as any, out);
    expect(normalize(ours)).toEqual(normalize(ref));
  });
});

describe('agent: details', () => {
  it('the tool is declared to the model with its input JSON Schema, same as a reference tool', async () => {
    const ours = await runAgent(FLAVOURS[0], { location: 'Paris' });
    const ref = await runAgent(FLAVOURS[1], { location: 'Paris' });
    expect(ours.declared).toEqual(ref.declared);
    expect(JSON.stringify(ours.declared)).toContain('"location"');
  });
  it('invalid model args: execute not called, the validation error reaches the model', async () => {
    const ours = await runAgent(FLAVOURS[0], { location: 42 });
    expect(ours.seen.input).toBeUndefined();
    expect(JSON.stringify(ours.toolMessage)).toContain('Tool input validation failed');
  });
});

describe('agent: tool declaration and validation per library', () => {
  const libs = LIBS.filter((l) => ['zod4', 'zod/v3', 'valibot', 'arktype', 'json-schema', 'ai-sdk'].includes(l.name));
  it.each(libs.map((l) => [l.name, l] as const))('%s', async (_n, lib) => {
    const node = S.object({ location: S.string, unit: S.optional(S.string) });
    for (const args of [{ location: 'Rome' }, { location: 7 }]) {
      const ours = await runAgent(FLAVOURS[0], args, false, lib.build(node));
      const ref = await runAgent(FLAVOURS[1], args, false, lib.build(node));
      expect(normalize(ours)).toEqual(normalize(ref));
    }
  });

  it('tool without execute (client-side): the loop stops after the call, same as reference', async () => {
    const ours = await runAgent(FLAVOURS[0], { location: 'Paris' }, false, undefined, true);
    const ref = await runAgent(FLAVOURS[1], { location: 'Paris' }, false, undefined, true);
    expect(ours.calls).toBe(1);
    expect(ours.seen).toEqual({});
    expect(normalize(ours)).toEqual(normalize(ref));
  });
});

describe('agent: compat layer and double validation (builder-validated marker)', () => {
  const gpt4o = { provider: 'openai.chat', modelId: 'gpt-4o' };
  const CASES: Array<[string, () => any, Record<string, unknown>, typeof gpt4o | undefined]> = [
    ['generic model: transform runs twice', () => z.object({ location: z.string().transform((x) => x + '!') }), { location: 'a' }, undefined],
    [
      'generic model: type-changing transform fails the second pass',
      () => z.object({ location: z.string().transform((x) => x.length) }),
      { location: 'abc' },
      undefined,
    ],
  ];
  it.each(CASES)('%s', async (_n, mk, args, provider) => {
    const ours = await runAgent(FLAVOURS[0], args, false, mk(), false, provider);
    const ref = await runAgent(FLAVOURS[1], args, false, mk(), false, provider);
    expect(normalize(ours)).toEqual(normalize(ref));
  });

  // Deviation 7 (docs/compatibility.md): when a provider compat layer rewrote the schema, Mastra's
  // agent validates the input itself and marks the context in a WeakSet private to @mastra/core.
  // A toolwright tool cannot see that mark, so its execute validates the already-parsed input again.
  it('deviation 7: gpt-4o compat layer, a transform runs once in Mastra tools and twice in toolwright tools', async () => {
    const mk = () => z.object({ location: z.string().transform((x) => x + '!') });
    const ours = await runAgent(FLAVOURS[0], { location: 'a' }, false, mk(), false, gpt4o);
    const ref = await runAgent(FLAVOURS[1], { location: 'a' }, false, mk(), false, gpt4o);
    expect(ref.seen.input).toEqual({ location: 'a!' });
    expect(ours.seen.input).toEqual({ location: 'a!!' });
  });

  it('deviation 7: gpt-4o compat layer, a null optional field reaches Mastra tools as undefined and toolwright tools stripped', async () => {
    const mk = () => z.object({ location: z.string(), unit: z.string().optional() });
    const ours = await runAgent(FLAVOURS[0], { location: 'a', unit: null }, false, mk(), false, gpt4o);
    const ref = await runAgent(FLAVOURS[1], { location: 'a', unit: null }, false, mk(), false, gpt4o);
    expect(Object.keys(ref.seen.input as object)).toEqual(['location', 'unit']);
    expect(Object.keys(ours.seen.input as object)).toEqual(['location']);
    expect(ours.seen.input).toEqual(ref.seen.input);
  });
});
