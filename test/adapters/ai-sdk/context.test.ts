// What execute and the approval functions see when the AI SDK runs a converted tool: the request
// context (option and experimental_context), the agent fields, writer and observe; suspension and
// its resumption through toolwright/runtime; errors and aborts.
import * as ai from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSuspendedToolResult, toAISDKTool, toAISDKTools } from '../../../src/ai-sdk';
import { RequestContext } from '../../../src/request-context';
import { runToolCall } from '../../../src/runtime';
import { createTool } from '../../../src/tools';
import { type Mode, modelOutputFor, run, scriptedModel } from './harness';

// AI SDK 7 has no experimental_context (toolsContext replaces it: test/adapters/ai-sdk/majors.test.ts),
// and writes an error-text as the error's toString(), name first.
const AI_7 = 'uploadFile' in ai;
const quiet = { warn: () => undefined, error: () => undefined };
const weatherCall = (input = '{"city":"Paris"}', toolCallId = 'call-1') => [[{ toolCallId, toolName: 'weather', deltas: [input] }]];

function spyTool(seen: any[], extra: Record<string, unknown> = {}) {
  return createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ city: z.string() }),
    execute: async (input: any, ctx: any) => {
      seen.push({ input, ctx });
      return { city: input.city, user: ctx.requestContext.get('userId') ?? null };
    },
    ...extra,
  } as any);
}

describe.each(['generateText', 'streamText'] as Mode[])('%s', (mode) => {
  it('execute gets the agent-shaped context: agent fields, messages, writer, observe, abort signal', async () => {
    const seen: any[] = [];
    const chunks: any[] = [];
    const tool = spyTool(seen, {
      execute: async (input: any, ctx: any) => {
        seen.push({ input, ctx });
        await ctx.writer.write({ progress: 50 });
        return { span: await ctx.observe.span('lookup', () => 7) };
      },
    });
    const tools = {
      weather: toAISDKTool(tool, {
        agentId: 'agent-7',
        threadId: 't-1',
        resourceId: 'r-1',
        runId: 'run-9',
        logger: quiet,
        onChunk: (c) => void chunks.push(c),
      }),
    };
    const model = scriptedModel(weatherCall());
    const signal = new AbortController().signal;
    await run(mode, model, tools, { abortSignal: signal });
    expect(seen).toHaveLength(1);
    const { ctx } = seen[0];
    expect(ctx.agent).toMatchObject({ agentId: 'agent-7', toolCallId: 'call-1', threadId: 't-1', resourceId: 'r-1', resumeData: undefined });
    expect(typeof ctx.agent.suspend).toBe('function');
    expect(ctx.agent.messages).toEqual([{ role: 'user', content: 'weather in Paris?' }]);
    expect(ctx.runId).toBe('run-9');
    expect(ctx.abortSignal).toBeInstanceOf(AbortSignal);
    expect(ctx.requestContext).toBeInstanceOf(RequestContext);
    expect(modelOutputFor(model, 'call-1')).toEqual({ type: 'json', value: { span: 7 } });
    expect(chunks).toContainEqual({
      type: 'tool-output',
      runId: 'run-9',
      from: 'USER',
      payload: { output: { progress: 50 }, toolCallId: 'call-1', toolName: 'weather' },
    });
  });

  it.skipIf(AI_7)('the request context comes from the option, from experimental_context, or both merged (the option wins)', async () => {
    const seen: any[] = [];
    const tools = (options: any) => ({ weather: toAISDKTool(spyTool(seen), { logger: quiet, ...options }) });
    const option = new RequestContext([
      ['userId', 'from-option'],
      ['plan', 'pro'],
    ]);

    await run(mode, scriptedModel(weatherCall()), tools({ requestContext: option }));
    expect(seen.at(-1).ctx.requestContext).toBe(option);

    const perCall = new RequestContext([['userId', 'from-call']]);
    await run(mode, scriptedModel(weatherCall()), tools({}), { experimental_context: perCall });
    expect(seen.at(-1).ctx.requestContext).toBe(perCall);

    await run(mode, scriptedModel(weatherCall()), tools({}), { experimental_context: { userId: 'plain-object' } });
    expect(seen.at(-1).ctx.requestContext.all).toEqual({ userId: 'plain-object' });

    await run(mode, scriptedModel(weatherCall()), tools({ requestContext: option }), { experimental_context: { userId: 'from-call', locale: 'fr' } });
    expect(seen.at(-1).ctx.requestContext.all).toEqual({ userId: 'from-option', plan: 'pro', locale: 'fr' });
  });

  it('a requestContextSchema is checked against the resolved context, with the reference message', async () => {
    const tool = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({ city: z.string() }),
      requestContextSchema: z.object({ userId: z.string() }),
      execute: async () => 'ok',
    });
    const model = scriptedModel(weatherCall());
    await run(mode, model, { weather: toAISDKTool(tool, { logger: quiet }) }, { experimental_context: { other: 1 } });
    const output = modelOutputFor(model, 'call-1');
    expect(output.type).toBe('json');
    expect(output.value.message).toMatch(/^Request context validation failed for weather/);
  });

  it('a requireApproval function decides per call with (args, {args, requestContext, workspace})', async () => {
    const asked: any[] = [];
    const seen: any[] = [];
    const tool = spyTool(seen, {
      requireApproval: (args: any, ctx: any) => {
        asked.push([args, ctx]);
        return args.city === 'Paris';
      },
    });
    const tools = { weather: toAISDKTool(tool, { logger: quiet, workspace: 'ws', requestContext: new RequestContext([['userId', 'u-1']]) }) };
    const gated = await run(mode, scriptedModel(weatherCall()), tools);
    expect(gated.content.some((p: any) => p.type === 'tool-approval-request')).toBe(true);
    expect(seen).toEqual([]);
    expect(asked[0]).toEqual([{ city: 'Paris' }, { args: { city: 'Paris' }, requestContext: { userId: 'u-1' }, workspace: 'ws' }]);
    const free = scriptedModel(weatherCall('{"city":"Oslo"}'));
    await run(mode, free, tools);
    expect(modelOutputFor(free, 'call-1')).toEqual({ type: 'json', value: { city: 'Oslo', user: 'u-1' } });
  });

  it('an agent-wide requireToolApproval gates every tool; a throwing approval function means "required" and is logged', async () => {
    const logged: unknown[] = [];
    const logger = { warn: () => undefined, error: (...args: unknown[]) => void logged.push(args) };
    const tools = toAISDKTools(
      {
        weather: spyTool([]),
        risky: spyTool([], {
          requireApproval: () => {
            throw new Error('policy down');
          },
        }),
      },
      { logger, requireToolApproval: true },
    );
    // Asked per call, so the arguments are checked first: args the tool refuses are not shown for approval.
    const asked = tools.weather.needsApproval as (input: unknown, options: unknown) => Promise<boolean>;
    expect(await asked({ city: 'x' }, { toolCallId: 'a', messages: [] })).toBe(true);
    expect(await asked({ city: 5 }, { toolCallId: 'b', messages: [] })).toBe(false);
    const out = await run(mode, scriptedModel([[{ toolCallId: 'c', toolName: 'risky', deltas: ['{"city":"x"}'] }]]), tools);
    expect(out.content.some((p: any) => p.type === 'tool-approval-request')).toBe(true);
    expect(logged).toEqual([['Error evaluating needsApprovalFn for tool risky:', new Error('policy down')]]);
  });

  it('a thrown error reaches the model as error-text with its message; the app keeps the error', async () => {
    const tool = spyTool([], {
      execute: async () => {
        throw new Error('weather service down');
      },
    });
    const model = scriptedModel(weatherCall());
    const out = await run(mode, model, { weather: toAISDKTool(tool, { logger: quiet }) });
    expect(modelOutputFor(model, 'call-1')).toEqual({ type: 'error-text', value: `${AI_7 ? 'ToolExecutionError: ' : ''}weather service down` });
    const error = out.steps.flatMap((s: any) => s.content).find((p: any) => p.type === 'tool-error') as any;
    expect(error.error).toMatchObject({ name: 'ToolExecutionError', message: 'weather service down', cause: new Error('weather service down') });
  });

  it('suspend() gives a clear tool result with the ticket, and the call resumes through toolwright/runtime', async () => {
    const tool = createTool({
      id: 'transfer',
      description: 'Send money once the user confirms',
      inputSchema: z.object({ amount: z.number() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ confirmed: z.boolean() }),
      execute: async ({ amount }, ctx) => {
        if (!ctx.agent?.resumeData) return await ctx.agent!.suspend({ question: `Send ${amount} EUR?` });
        return { sent: ctx.agent.resumeData.confirmed, amount };
      },
    });
    const model = scriptedModel([[{ toolCallId: 'call-1', toolName: 'transfer', deltas: ['{"amount":120}'] }]]);
    const out = await run(mode, model, toAISDKTools({ transfer: tool }, { logger: quiet }));
    const result = out.steps.flatMap((s: any) => s.content).find((p: any) => p.type === 'tool-result') as any;
    expect(isSuspendedToolResult(result.output)).toBe(true);
    expect(result.output).toMatchObject({
      status: 'suspended',
      message: 'Tool "transfer" is suspended and waits to be resumed.',
      suspendPayload: { question: 'Send 120 EUR?' },
      pending: { version: 1, kind: 'suspension', toolCallId: 'call-1', toolName: 'transfer', args: { amount: 120 } },
    });
    expect(JSON.parse(result.output.pending.resumeSchema)).toMatchObject({ properties: { confirmed: { type: 'boolean' } } });
    // The model is told, without the ticket.
    expect(modelOutputFor(model, 'call-1')).toEqual({
      type: 'json',
      value: { status: 'suspended', message: 'Tool "transfer" is suspended and waits to be resumed.', suspendPayload: { question: 'Send 120 EUR?' } },
    });
    const resumed = await runToolCall(
      { transfer: tool },
      { toolCallId: 'call-1', toolName: 'transfer' },
      { logger: quiet, resume: { pending: JSON.stringify(result.output.pending), resumeData: { confirmed: true } } },
    );
    expect(resumed.status).toBe('completed');
    expect(resumed.result).toEqual({ sent: true, amount: 120 });
    expect(resumed.modelOutput).toEqual({ type: 'json', value: { sent: true, amount: 120 } });
  });
});

describe('details', () => {
  it('onInputDelta skips empty deltas; a throwing hook is logged as the reference logs it and the call goes on', async () => {
    const calls: string[] = [];
    const logged: unknown[] = [];
    const tool = spyTool([], {
      onInputStart: () => {
        calls.push('start');
        throw new Error('hook fail');
      },
      onInputDelta: ({ inputTextDelta }: any) => void calls.push(`delta ${inputTextDelta}`),
    });
    const model = scriptedModel([[{ toolCallId: 'call-1', toolName: 'weather', deltas: ['{"city":', '', '"P"}'] }]]);
    await run('streamText', model, { weather: toAISDKTool(tool, { logger: { warn: () => undefined, error: (...a: unknown[]) => void logged.push(a) } }) });
    expect(calls).toEqual(['start', 'delta {"city":', 'delta "P"}']);
    expect(logged).toEqual([['Error calling onInputStart', new Error('hook fail')]]);
    expect(modelOutputFor(model, 'call-1')).toEqual({ type: 'json', value: { city: 'P', user: null } });
  });

  it("an aborted call rejects with the signal's reason, as AI SDK tools do", async () => {
    const controller = new AbortController();
    const tool = spyTool([], {
      execute: async () => {
        controller.abort(new Error('user left'));
        return 'late';
      },
    });
    const built = toAISDKTool(tool, { logger: quiet }) as any;
    // As the AI SDK runs it: execute is an async generator whose last value is the result.
    const drain = async () => {
      for await (const _ of built.execute({ city: 'P' }, { toolCallId: 'c', messages: [], abortSignal: controller.signal })) void _;
    };
    await expect(drain()).rejects.toThrow('user left');
  });

  it('toModelOutput under AI SDK 5 is called with the output alone', async () => {
    const tool = spyTool([], { toModelOutput: (o: any) => ({ type: 'text', value: `got ${o.n}` }) });
    const built = toAISDKTool(tool) as any;
    await expect(built.toModelOutput({ n: 1 })).resolves.toEqual({ type: 'text', value: 'got 1' });
    await expect(built.toModelOutput({ toolCallId: 'c', input: {}, output: { n: 2 } })).resolves.toEqual({ type: 'text', value: 'got 2' });
    await expect(built.toModelOutput({ toolCallId: 'c', input: {}, output: 'plain' })).resolves.toEqual({ type: 'text', value: 'got undefined' });
  });
});
