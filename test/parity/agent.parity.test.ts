/* eslint-disable @typescript-eslint/no-explicit-any */
// A real Mastra Agent with a mock model runs a toolsmith tool natively (marker symbol), and the
// same scenario with a reference tool gives the same observations.
import { Agent } from '@mastra/core/agent';
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRC } from '@mastra/core/request-context';
import { MockLanguageModelV3, convertArrayToReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import { normalize } from './harness';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function mockModel(args: Record<string, unknown>) {
  const prompts: any[] = [];
  const tools: any[] = [];
  let call = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async (options: any) => {
      prompts.push(options.prompt);
      tools.push(options.tools);
      call++;
      const content: any[] =
        call === 1
          ? [{ type: 'tool-call', toolCallId: 'call-1', toolName: 'weather', input: JSON.stringify(args) }]
          : [{ type: 'text', text: 'done' }];
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
  { name: 'toolsmith', createTool, RequestContext },
  { name: 'reference', createTool: refCreateTool, RequestContext: RefRC },
];

async function runAgent(f: Flavour, args: Record<string, unknown>, withOutputSchema = false) {
  const seen: any = {};
  const tool = f.createTool({
    id: 'weather-tool',
    description: 'Get the weather',
    inputSchema: z.object({ location: z.string() }),
    ...(withOutputSchema ? { outputSchema: z.object({ temperature: z.number() }) } : {}),
    execute: async (input: any, ctx: any) => {
      seen.input = input;
      seen.keys = Object.keys(ctx).sort();
      seen.agentKeys = Object.keys(ctx.agent ?? {}).sort();
      seen.toolCallId = ctx.agent?.toolCallId;
      seen.messagesIsArray = Array.isArray(ctx.agent?.messages);
      seen.requestContextGet = ctx.requestContext?.get('userId');
      seen.rcHasAll = typeof ctx.requestContext?.all === 'object';
      seen.observe = typeof ctx.observe;
      seen.writer = ctx.writer != null;
      seen.workflow = ctx.workflow;
      return { temperature: 21, location: input.location };
    },
  });
  const { model, prompts, tools } = mockModel(args);
  const agent = new Agent({ id: 'a', name: 'a', instructions: 'be brief', model: model as any, tools: { weather: tool } });
  const rc = new f.RequestContext({ userId: 'u-1' });
  const result = await agent.generate('weather in Paris?', { requestContext: rc as any });
  const second = prompts[1];
  const toolMessage = second?.find((m: any) => m.role === 'tool');
  return { seen, text: result.text, calls: prompts.length, toolMessage, declared: tools[0] };
}

describe('Mastra Agent runs a toolsmith tool natively', () => {
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
