// The adapter on the installed AI SDK major: ai 6 in the unit project (Node 20), ai 7 in the ai7
// lane (vitest.ai7.config.ts maps `ai` to the ai7 alias, on Node 22). Each test states what
// differs between the majors; the rest holds on both.
import * as ai from 'ai';
import { generateText, type ModelMessage, stepCountIs } from 'ai';
import * as aiTest from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseMessagesOf, shareRuntimeContext, toAISDKTool, toAISDKToolApproval, toAISDKTools, withToolResult } from '../../../src/ai-sdk';
import { isSuspendedToolResult } from '../../../src/ai-sdk';
import { RequestContext } from '../../../src/request-context';
import { runToolCall } from '../../../src/runtime';
import { createTool } from '../../../src/tools';

const AI_7 = 'uploadFile' in ai;
// Each major's own mock: ai 7 hands a V3 model's prompt down in V3 shapes, so it is driven by V4.
const MockLanguageModel: typeof aiTest.MockLanguageModelV3 = (aiTest as any).MockLanguageModelV4 ?? aiTest.MockLanguageModelV3;
const quiet = { warn: () => undefined, error: () => undefined };
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** A model that makes `calls` at its first step, then answers 'done'; it keeps every prompt. */
function model(calls: { toolCallId: string; toolName: string; input: string }[]) {
  const prompts: any[][] = [];
  const m = new MockLanguageModel({
    doGenerate: async ({ prompt }) => {
      prompts.push(prompt as any[]);
      const first = !prompt.some((message) => message.role === 'tool');
      return first && calls.length > 0
        ? { content: calls.map((c) => ({ type: 'tool-call' as const, ...c })), finishReason: { unified: 'tool-calls', raw: undefined }, usage, warnings: [] }
        : { content: [{ type: 'text', text: 'done' }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] };
    },
  });
  return { model: m, prompts };
}

function toolResultIn(prompts: any[][], toolCallId: string): any {
  let found: any;
  for (const prompt of prompts) {
    for (const message of prompt) {
      if (message.role !== 'tool') continue;
      for (const part of message.content) if (part.type === 'tool-result' && part.toolCallId === toolCallId) found = part.output;
    }
  }
  return found;
}

function counted() {
  const execute: Record<string, number> = {};
  const output: Record<string, number> = {};
  const seen = (ctx: any, phase = '') => {
    const key = `${ctx.agent?.toolCallId}${phase}`;
    execute[key] = (execute[key] ?? 0) + 1;
  };
  const onOutput = ({ toolCallId, output: out }: { toolCallId: string; output: unknown }) => {
    const key = out === undefined ? `${toolCallId}:suspend` : toolCallId;
    output[key] = (output[key] ?? 0) + 1;
  };
  const tools = {
    weather: createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({ city: z.string() }),
      onOutput,
      execute: async ({ city }, ctx) => (seen(ctx), { city, celsius: 21 }),
    }),
    pay: createTool({
      id: 'pay',
      description: 'Pays',
      requireApproval: true,
      inputSchema: z.object({ amount: z.number() }),
      onOutput,
      execute: async ({ amount }, ctx) => (seen(ctx), { paid: amount }),
    }),
    transfer: createTool({
      id: 'transfer',
      description: 'Transfers once confirmed',
      inputSchema: z.object({ amountEur: z.number() }),
      resumeSchema: z.object({ confirmed: z.boolean() }),
      onOutput,
      execute: async ({ amountEur }, ctx) => {
        if (!ctx.agent?.resumeData) return void (seen(ctx, ':suspend'), await ctx.agent?.suspend({ question: `Send ${amountEur} EUR?` }));
        return (seen(ctx), { sent: ctx.agent.resumeData.confirmed, amountEur });
      },
    }),
  };
  return { tools, execute, output };
}

describe(`AI SDK ${AI_7 ? 7 : 6}`, () => {
  it('a mixed turn: approve, decline, suspend/resume; every call that ran counts one execute and one onOutput', async () => {
    const { tools, execute, output } = counted();
    const { model: m, prompts } = model([
      { toolCallId: 'c1', toolName: 'weather', input: '{"city":"Oslo"}' },
      { toolCallId: 'c2', toolName: 'pay', input: '{"amount":5}' },
      { toolCallId: 'c3', toolName: 'transfer', input: '{"amountEur":120}' },
      { toolCallId: 'c4', toolName: 'pay', input: '{"amount":7}' },
    ]);
    const aiTools = toAISDKTools(tools, { logger: quiet });
    const messages: ModelMessage[] = [{ role: 'user', content: 'go' }];
    const first = await generateText({ model: m, tools: aiTools, messages, stopWhen: stepCountIs(3) });
    const requests = first.content.filter((part) => part.type === 'tool-approval-request');
    expect(requests.map((r) => r.toolCall.toolCallId)).toEqual(['c2', 'c4']);
    expect(execute).toEqual({ c1: 1, 'c3:suspend': 1 });

    messages.push(...responseMessagesOf(first), {
      role: 'tool',
      content: requests.map((r) => ({
        type: 'tool-approval-response' as const,
        approvalId: r.approvalId,
        approved: r.toolCall.toolCallId === 'c2',
        reason: 'No',
      })),
    });
    const second = await generateText({ model: m, tools: aiTools, messages, stopWhen: stepCountIs(3) });
    expect(second.text).toBe('done');
    expect(toolResultIn(prompts, 'c4')).toMatchObject({ type: 'execution-denied' });
    expect(execute).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1 });

    const placeholder = first.steps[0]!.toolResults.find((r) => r.toolCallId === 'c3')!.output;
    if (!isSuspendedToolResult(placeholder)) throw new Error('expected a suspension');
    const resume = { pending: JSON.stringify(placeholder.pending), resumeData: { confirmed: true } };
    const resumed = await runToolCall(tools, { toolCallId: 'c3' }, { resume });
    expect(resumed.result).toEqual({ sent: true, amountEur: 120 });
    const again = await runToolCall(tools, { toolCallId: 'c3' }, { resume });
    expect(again.error?.name).toBe('TicketReplayError');
    expect(execute).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1, c3: 1 });
    expect(output).toEqual({ c1: 1, c2: 1, 'c3:suspend': 1, c3: 1 });

    // The conversation with the real result in place of the placeholder.
    const conversation = withToolResult(responseMessagesOf(first), resumed);
    expect(conversation.map((message) => message.role)).toEqual(['assistant', 'tool']);
    const part = (conversation[1]!.content as any[]).find((p) => p.type === 'tool-result' && p.toolCallId === 'c3');
    expect(part.output).toEqual({ type: 'json', value: { sent: true, amountEur: 120 } });
  });

  it('the suspend/resume conversation has the tool message on both majors', async () => {
    const { tools } = counted();
    const { model: m } = model([{ toolCallId: 'call-1', toolName: 'transfer', input: '{"amountEur":120}' }]);
    const first = await generateText({ model: m, tools: toAISDKTools({ transfer: tools.transfer }), prompt: 'Pay', stopWhen: stepCountIs(3) });
    // AI SDK 7 keeps only the last step in response.messages; responseMessagesOf reads every step.
    expect(first.response.messages.length).toBe(AI_7 ? 1 : 3);
    expect(responseMessagesOf(first).map((message) => message.role)).toEqual(['assistant', 'tool', 'assistant']);
  });

  it('toModelOutput media parts: file parts with tagged data on 7, the parts the runtime writes on 6', async () => {
    const photo = createTool({
      id: 'photo',
      description: 'A photo',
      inputSchema: z.object({}),
      execute: async () => ({ png: 'iVBORw0KGgo=' }),
      toModelOutput: (out: unknown) => ({
        type: 'content',
        value: [
          { type: 'text', text: 'A photo' },
          { type: 'media', data: (out as { png: string }).png, mediaType: 'image/png' },
        ],
      }),
    });
    const { model: m, prompts } = model([{ toolCallId: 'p1', toolName: 'photo', input: '{}' }]);
    await generateText({ model: m, tools: toAISDKTools({ photo }), prompt: 'photo', stopWhen: stepCountIs(3) });
    const sent = toolResultIn(prompts, 'p1');
    expect(sent.type).toBe('content');
    expect(sent.value[0]).toEqual({ type: 'text', text: 'A photo' });
    if (AI_7) expect(sent.value[1]).toMatchObject({ type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'iVBORw0KGgo=' } });
    else expect(sent.value[1]).toMatchObject({ type: 'image-data', mediaType: 'image/png', data: 'iVBORw0KGgo=' });
  });
});

describe(`AI SDK ${AI_7 ? 7 : 6}: a class instance as the call's context`, () => {
  class Database {
    query(sql: string) {
      return `rows of ${sql}`;
    }
  }
  const seen: unknown[] = [];
  const reader = createTool({
    id: 'reader',
    description: 'Reads rows',
    inputSchema: z.object({}),
    execute: async (_input, ctx) => (seen.push(ctx.requestContext?.all), { ran: true }),
  });
  // The call's context: the tool's toolsContext entry on AI SDK 7, experimental_context on 5 and 6.
  const contextOption = (value: unknown) => (AI_7 ? { toolsContext: { reader: value } } : { experimental_context: value });
  const where = AI_7 ? 'toolsContext.reader' : 'experimental_context';

  it('is refused with an error that says what to do; execute does not run', async () => {
    const { model: m } = model([{ toolCallId: 'k1', toolName: 'reader', input: '{}' }]);
    const result = await generateText({
      model: m,
      tools: toAISDKTools({ reader }, { logger: quiet }),
      ...contextOption(new Database()),
      prompt: 'rows',
      stopWhen: stepCountIs(3),
    } as never);
    const failed = (result as any).steps[0].content.find((part: any) => part.type === 'tool-error');
    expect(failed?.error).toBeInstanceOf(TypeError);
    expect(failed.error.message).toBe(
      `Tool "reader": the call's ${where} is a Database instance, and a toolwright tool reads its context as ctx.requestContext, a store of named values. ` +
        `Name the instance in a plain object or a RequestContext, e.g. ${AI_7 ? 'toolsContext: { reader: { db } }' : 'experimental_context: { db }'}, and read it in the tool with ctx.requestContext.get('db').`,
    );
    expect(seen).toEqual([]);
  });

  it('named in a plain object, it reaches the tool as the same instance', async () => {
    const db = new Database();
    let got: unknown;
    const user = createTool({
      id: 'reader',
      description: 'Reads rows',
      inputSchema: z.object({}),
      execute: async (_input, ctx) => {
        got = ctx.requestContext?.get('db' as never);
        return { rows: (got as Database).query('users') };
      },
    });
    const { model: m } = model([{ toolCallId: 'k2', toolName: 'reader', input: '{}' }]);
    const result = await generateText({
      model: m,
      tools: toAISDKTools({ reader: user }, { logger: quiet }),
      ...contextOption({ db }),
      prompt: 'rows',
      stopWhen: stepCountIs(3),
    } as never);
    expect(got).toBe(db);
    expect((result as any).steps[0].toolResults[0].output).toEqual({ rows: 'rows of users' });
  });
});

describe(`AI SDK ${AI_7 ? 7 : 6}: what a tool writes streams as preliminary tool results`, () => {
  /** A streaming model that calls `weather` once, then answers 'done'. */
  function streamingModel() {
    return new MockLanguageModel({
      doStream: async ({ prompt }) => {
        const first = !prompt.some((message) => message.role === 'tool');
        const parts: any[] = [{ type: 'stream-start', warnings: [] }];
        if (first) parts.push({ type: 'tool-call', toolCallId: 'w1', toolName: 'weather', input: '{"city":"Paris"}' });
        else parts.push({ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: 'done' }, { type: 'text-end', id: 't' });
        parts.push({ type: 'finish', finishReason: { unified: first ? 'tool-calls' : 'stop', raw: undefined }, usage });
        return { stream: aiTest.convertArrayToReadableStream(parts) } as never;
      },
    });
  }

  // The native tool yields its progress, then its result; ours writes the progress and returns.
  const native = ai.tool({
    description: 'Weather',
    inputSchema: z.object({ city: z.string() }),
    execute: async function* ({ city }) {
      yield { progress: 50 };
      yield { city, celsius: 21 };
    },
  });
  const ours = createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }, ctx) => {
      await ctx.writer?.write({ progress: 50 });
      return { city, celsius: 21 };
    },
  });

  async function streamed(tools: Record<string, unknown>) {
    const result = ai.streamText({ model: streamingModel(), tools: tools as never, prompt: 'weather?', stopWhen: stepCountIs(3) as never });
    const results: unknown[] = [];
    for await (const part of result.fullStream) {
      if (part.type === 'tool-result') results.push({ toolCallId: part.toolCallId, preliminary: part.preliminary, output: part.output });
    }
    return results;
  }

  async function uiOutputs(tools: Record<string, unknown>) {
    const result = ai.streamText({ model: streamingModel(), tools: tools as never, prompt: 'weather?', stopWhen: stepCountIs(3) as never });
    const outputs: unknown[] = [];
    for await (const chunk of result.toUIMessageStream()) if (chunk.type === 'tool-output-available') outputs.push(chunk);
    return outputs;
  }

  it('streamText: ctx.writer writes are tool-result parts with preliminary: true, as a native async-generator tool yields them', async () => {
    const chunks: any[] = [];
    const expected = await streamed({ weather: native });
    expect(expected.filter((part: any) => part.preliminary === true).length).toBeGreaterThan(0);
    expect(await streamed({ weather: toAISDKTool(ours, { onChunk: (chunk) => void chunks.push(chunk) }) })).toEqual(expected);
    // onChunk still gets what the tool wrote.
    expect(chunks.filter((chunk) => chunk.type === 'tool-output').map((chunk) => chunk.payload.output)).toEqual([{ progress: 50 }]);
  });

  it("a write reaches the stream while the tool is still running, as a native generator tool's yield does", async () => {
    // The tool waits, after its write, until the stream has shown that write: held back until the
    // tool returned, the write would never show and the call never end.
    let shown!: () => void;
    const seen = new Promise<void>((resolve) => (shown = resolve));
    const waiting = createTool({
      id: 'weather',
      description: 'Weather',
      inputSchema: z.object({ city: z.string() }),
      execute: async ({ city }, ctx) => {
        await ctx.writer?.write({ progress: 50 });
        await seen;
        return { city, celsius: 21 };
      },
    });
    const result = ai.streamText({
      model: streamingModel(),
      tools: { weather: toAISDKTool(waiting) } as never,
      prompt: 'weather?',
      stopWhen: stepCountIs(3) as never,
    });
    const parts: unknown[] = [];
    for await (const part of result.fullStream) {
      if (part.type !== 'tool-result') continue;
      parts.push({ preliminary: part.preliminary, output: part.output });
      if (part.preliminary) shown();
    }
    expect(parts).toEqual([
      { preliminary: true, output: { progress: 50 } },
      { preliminary: true, output: { city: 'Paris', celsius: 21 } },
      { preliminary: undefined, output: { city: 'Paris', celsius: 21 } },
    ]);
  });

  it("the UI message stream (useChat's) carries them as the native tool's preliminary outputs", async () => {
    const expected = await uiOutputs({ weather: native });
    expect(expected.some((chunk: any) => chunk.preliminary === true)).toBe(true);
    expect(await uiOutputs({ weather: toAISDKTool(ours) })).toEqual(expected);
  });

  it('generateText: the model reads the final result alone, as from the native tool', async () => {
    const outputs = async (tools: Record<string, unknown>) => {
      const { model: m, prompts } = model([{ toolCallId: 'g1', toolName: 'weather', input: '{"city":"Paris"}' }]);
      const result = await generateText({ model: m, tools: tools as never, prompt: 'weather?', stopWhen: stepCountIs(3) as never });
      return { sent: toolResultIn(prompts, 'g1'), results: result.steps[0]!.toolResults.map((r) => r.output) };
    };
    expect(await outputs({ weather: toAISDKTool(ours) })).toEqual(await outputs({ weather: native }));
  });
});

describe.runIf(AI_7)('AI SDK 7: context and call-level approval', () => {
  const seen: any[] = [];
  const account = createTool({
    id: 'account',
    description: 'Reads the account',
    inputSchema: z.object({}),
    requestContextSchema: z.object({ userId: z.string() }),
    execute: async (_input, ctx) => {
      seen.push(ctx.requestContext?.all);
      return { user: ctx.requestContext?.get('userId') };
    },
  });

  it('toolsContext[name] reaches the tool as its requestContext, validated by its requestContextSchema', async () => {
    const { model: m } = model([{ toolCallId: 'a1', toolName: 'account', input: '{}' }]);
    const result = await generateText({
      model: m,
      tools: toAISDKTools({ account }),
      toolsContext: { account: { userId: 'u1' } },
      prompt: 'me',
      stopWhen: stepCountIs(3),
    } as never);
    expect((result as any).steps[0].toolResults[0].output).toEqual({ user: 'u1' });
    expect(seen.at(-1)).toEqual({ userId: 'u1' });
  });

  it('the option and the toolsContext entry are merged (the option wins); a RequestContext entry is used as is', async () => {
    const run = async (toolsContext: unknown, options = {}) => {
      const { model: m } = model([{ toolCallId: 'a3', toolName: 'account', input: '{}' }]);
      await generateText({ model: m, tools: toAISDKTools({ account }, options), toolsContext, prompt: 'me', stopWhen: stepCountIs(3) } as never);
      return seen.at(-1);
    };
    const option = new RequestContext([['plan', 'pro']]);
    expect(await run({ account: { userId: 'u2', plan: 'free' } }, { requestContext: option })).toEqual({ userId: 'u2', plan: 'pro' });
    const instance = new RequestContext([['userId', 'u3']]);
    expect(await run({ account: instance })).toEqual({ userId: 'u3' });
  });

  it('runtimeContext reaches the tool through shareRuntimeContext (AI SDK 7 does not pass it to execute)', async () => {
    const { model: m } = model([{ toolCallId: 'a4', toolName: 'account', input: '{}' }]);
    const tools = { account };
    await generateText({
      model: m,
      tools: toAISDKTools(tools),
      runtimeContext: { userId: 'from-runtime', tenant: 'acme' },
      toolsContext: { account: { userId: 'from-tool' } },
      prepareStep: shareRuntimeContext(tools),
      prompt: 'me',
      stopWhen: stepCountIs(3),
    } as never);
    expect(seen.at(-1)).toEqual({ userId: 'from-tool', tenant: 'acme' });
  });

  it('shareRuntimeContext refuses a runtimeContext that is a class instance, saying how to name it', async () => {
    class Client {}
    const { model: m } = model([{ toolCallId: 'a5', toolName: 'account', input: '{}' }]);
    const tools = { account };
    const run = generateText({
      model: m,
      tools: toAISDKTools(tools),
      runtimeContext: new Client(),
      prepareStep: shareRuntimeContext(tools),
      prompt: 'me',
      stopWhen: stepCountIs(3),
    } as never);
    await expect(run).rejects.toThrow(
      "shareRuntimeContext: runtimeContext is a Client instance, and a toolwright tool reads its context as ctx.requestContext, a store of named values. Name the instance in a plain object or a RequestContext, e.g. runtimeContext: { db }, and read it in the tool with ctx.requestContext.get('db').",
    );
  });

  it('invalid context gets the reference message and execute does not run', async () => {
    const before = seen.length;
    const { model: m, prompts } = model([{ toolCallId: 'a2', toolName: 'account', input: '{}' }]);
    await generateText({
      model: m,
      tools: toAISDKTools({ account }),
      toolsContext: { account: { userId: 42 } },
      prompt: 'me',
      stopWhen: stepCountIs(3),
    } as never);
    const sent = toolResultIn(prompts, 'a2');
    expect(sent.type).toBe('json');
    expect(sent.value.message).toMatch(/^Request context validation failed for account/);
    expect(seen.length).toBe(before);
  });

  it('toAISDKToolApproval gates the calls at call level; a throwing verdict asks (fails closed)', async () => {
    const ran: string[] = [];
    const tools = {
      pay: createTool({
        id: 'pay',
        description: 'Pays',
        inputSchema: z.object({ amount: z.number() }),
        requireApproval: true,
        execute: async () => ran.push('pay'),
      }),
      maybe: createTool({
        id: 'maybe',
        description: 'Asks above 10',
        inputSchema: z.object({ amount: z.number() }),
        requireApproval: (input: { amount: number }) => {
          if (input.amount < 0) throw new Error('bad policy');
          return input.amount > 10;
        },
        execute: async ({ amount }) => ran.push(`maybe:${amount}`),
      }),
      free: createTool({ id: 'free', description: 'Free', inputSchema: z.object({}), execute: async () => ran.push('free') }),
    };
    const toolApproval = toAISDKToolApproval(tools, { logger: quiet });
    // Asked per call: args the tool refuses are never shown for approval.
    expect(typeof toolApproval.pay).toBe('function');
    expect(toolApproval.free).toBeUndefined();
    const { model: m } = model([
      { toolCallId: 'k1', toolName: 'pay', input: '{"amount":1}' },
      { toolCallId: 'k2', toolName: 'maybe', input: '{"amount":5}' },
      { toolCallId: 'k3', toolName: 'maybe', input: '{"amount":50}' },
      { toolCallId: 'k4', toolName: 'maybe', input: '{"amount":-1}' },
      { toolCallId: 'k5', toolName: 'free', input: '{}' },
      { toolCallId: 'k6', toolName: 'pay', input: '{"amount":"ten"}' },
    ]);
    const result = await generateText({
      model: m,
      tools: toAISDKTools(tools, { logger: quiet }),
      toolApproval,
      prompt: 'go',
      stopWhen: stepCountIs(3),
    } as never);
    const asked = (result as any).content.filter((p: any) => p.type === 'tool-approval-request').map((p: any) => p.toolCall.toolCallId);
    expect(asked).toEqual(['k1', 'k3', 'k4']);
    expect(ran.sort()).toEqual(['free', 'maybe:5']);
    const refused = (result as any).content.find((p: any) => p.type === 'tool-result' && p.toolCallId === 'k6');
    expect(refused.output.message).toMatch(/^Tool input validation failed for pay/);
  });
});
