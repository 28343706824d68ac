// toolwright tools through the AI SDK's generateText and streamText (a MockLanguageModelV3),
// with the same tool built by @mastra/core's createTool and converted by Mastra's own builder
// (makeCoreToolV5) as the reference for what the model is offered and what it gets back.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRequestContext } from '@mastra/core/request-context';
import { makeCoreToolV5 } from '@mastra/core/utils';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generateText, stepCountIs, streamText, ToolLoopAgent } from 'ai';
import { repairToolCall, toAISDKTool, toAISDKTools } from '../../../src/ai-sdk';
import { runToolCall } from '../../../src/runtime';
import { toModelTool } from '../../../src/wire';
import { createTool } from '../../../src/tools';
import { type Mode, modelOutputFor, offeredTools, run, scriptedModel } from './harness';

const quiet = { warn: () => undefined, error: () => undefined };

const vendors = {
  zod: () => ({ input: z.object({ location: z.string().describe('City name') }), output: z.object({ location: z.string(), temperature: z.number() }) }),
  valibot: () => ({
    input: toStandardJsonSchema(v.object({ location: v.pipe(v.string(), v.description('City name')) })),
    output: toStandardJsonSchema(v.object({ location: v.string(), temperature: v.number() })),
  }),
  arktype: () => ({ input: type({ location: type('string').describe('City name') }), output: type({ location: 'string', temperature: 'number' }) }),
  'JSON Schema': () => ({
    input: { type: 'object', properties: { location: { type: 'string', description: 'City name' } }, required: ['location'], additionalProperties: false },
    output: { type: 'object', properties: { location: { type: 'string' }, temperature: { type: 'number' } }, required: ['location', 'temperature'] },
  }),
} as const;

type Vendor = keyof typeof vendors;

/** The weather tool with `factory` (toolwright's or the reference's createTool); `log` records hooks and execute. */
function weather(factory: (o: any) => any, vendor: Vendor, log: string[] = [], extra: Record<string, unknown> = {}) {
  const { input, output } = vendors[vendor]();
  return factory({
    id: 'weather',
    title: 'Weather lookup',
    description: 'Current weather for a city',
    inputSchema: input,
    outputSchema: output,
    onInputStart: ({ toolCallId }: any) => void log.push(`onInputStart ${toolCallId}`),
    onInputDelta: ({ inputTextDelta }: any) => void log.push(`onInputDelta ${inputTextDelta}`),
    onInputAvailable: ({ input }: any) => void log.push(`onInputAvailable ${JSON.stringify(input)}`),
    onOutput: ({ output }: any) => void log.push(`onOutput ${JSON.stringify(output)}`),
    execute: async ({ location }: any) => {
      log.push(`execute ${location}`);
      return { location, temperature: 21 };
    },
    ...extra,
  });
}

/** The reference's AI SDK tool for the same tool: Mastra's own builder. */
function referenceTool(vendor: Vendor, extra: Record<string, unknown> = {}) {
  return makeCoreToolV5(weather(refCreateTool, vendor, [], extra), {
    name: 'weather',
    requestContext: new RefRequestContext(),
    logger: quietRefLogger(),
  } as any);
}

function quietRefLogger(): any {
  const noop = () => undefined;
  return { debug: noop, info: noop, warn: noop, error: noop, trackException: noop, getTransports: () => new Map() };
}

const call = (deltas: string[], toolCallId = 'call-1') => [{ toolCallId, toolName: 'weather', deltas }];
const VALID = ['{"location":', '"Paris"}'];
const INVALID = ['{"location":', '5}'];

describe.each(Object.keys(vendors) as Vendor[])('%s tool', (vendor) => {
  it('offers the model what the reference builder offers: name, description, draft-07 JSON Schema', async () => {
    const ours = scriptedModel([]);
    await run('generateText', ours, { weather: toAISDKTool(weather(createTool, vendor), { logger: quiet }) });
    const reference = scriptedModel([]);
    await run('generateText', reference, { weather: referenceTool(vendor) as any });
    expect(offeredTools(ours)).toEqual(offeredTools(reference));
    expect(offeredTools(ours)).toEqual([
      expect.objectContaining({
        type: 'function',
        name: 'weather',
        description: 'Current weather for a city',
        inputSchema: toModelTool('weather', weather(createTool, vendor)).inputSchema,
      }),
    ]);
    expect(offeredTools(ours)[0].inputSchema).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' });
  });

  it.each(['generateText', 'streamText'] as Mode[])('%s: runs the tool; the next prompt carries the result as the reference builder gives it', async (mode) => {
    const log: string[] = [];
    const ours = scriptedModel([call(VALID)]);
    const out = await run(mode, ours, { weather: toAISDKTool(weather(createTool, vendor, log), { logger: quiet }) });
    const reference = scriptedModel([call(VALID)]);
    await run(mode, reference, { weather: referenceTool(vendor) as any });
    expect(modelOutputFor(ours, 'call-1')).toEqual({ type: 'json', value: { location: 'Paris', temperature: 21 } });
    expect(modelOutputFor(ours, 'call-1')).toEqual(modelOutputFor(reference, 'call-1'));
    expect(out.text).toBe('done');
    const hooks =
      mode === 'streamText'
        ? ['onInputStart call-1', 'onInputDelta {"location":', 'onInputDelta "Paris"}']
        : // generateText has no input stream: the AI SDK calls onInputStart right before onInputAvailable.
          ['onInputStart call-1'];
    expect(log).toEqual([...hooks, 'onInputAvailable {"location":"Paris"}', 'execute Paris', 'onOutput {"location":"Paris","temperature":21}']);
  });

  it.each(['generateText', 'streamText'] as Mode[])("%s: invalid input gets the reference agent's validation result, not the AI SDK's text", async (mode) => {
    const log: string[] = [];
    const model = scriptedModel([call(INVALID)]);
    await run(mode, model, { weather: toAISDKTool(weather(createTool, vendor, log), { logger: quiet }) });
    // What Mastra's agent hands the model: the builder's execute result for the same input.
    const expected = await referenceTool(vendor).execute!({ location: 5 } as any, { toolCallId: 'call-1', messages: [] } as any);
    const output = modelOutputFor(model, 'call-1');
    expect(output).toEqual({ type: 'json', value: JSON.parse(JSON.stringify(expected)) });
    expect(output.value.message).toMatch(/^Tool input validation failed for weather\. /);
    expect(JSON.stringify(output)).not.toContain('Type validation failed');
    expect(log).not.toContain('execute 5');
    // onInputAvailable sees the raw input; onOutput the ValidationError result, as in the agent.
    expect(log).toContain('onInputAvailable {"location":5}');
    expect(log.some((line) => line.startsWith('onOutput {"error":true'))).toBe(true);
  });

  it.each(['generateText', 'streamText'] as Mode[])('%s: approval request, approval, denial', async (mode) => {
    const log: string[] = [];
    const tools = { weather: toAISDKTool(weather(createTool, vendor, log, { requireApproval: true }), { logger: quiet }) };
    const model = scriptedModel([call(VALID)]);
    const first = await run(mode, model, tools);
    expect(first.finishReason).toBe('tool-calls');
    const request = first.content.find((part: any) => part.type === 'tool-approval-request') as any;
    expect(request).toMatchObject({ type: 'tool-approval-request', toolCall: { toolCallId: 'call-1', toolName: 'weather', input: { location: 'Paris' } } });
    expect(log.filter((line) => line.startsWith('execute'))).toEqual([]);
    const history = [{ role: 'user' as const, content: 'weather in Paris?' }, ...first.responseMessages];
    const answer = (approved: boolean, reason?: string) => ({
      role: 'tool' as const,
      content: [{ type: 'tool-approval-response' as const, approvalId: request.approvalId, approved, ...(reason ? { reason } : {}) }],
    });

    const denied = scriptedModel([]);
    await run(mode, denied, tools, { messages: [...history, answer(false, 'not today')] });
    expect(modelOutputFor(denied, 'call-1')).toEqual({ type: 'execution-denied', reason: 'not today' });
    expect(log.filter((line) => line.startsWith('execute'))).toEqual([]);

    const approved = scriptedModel([]);
    await run(mode, approved, tools, { messages: [...history, answer(true)] });
    expect(modelOutputFor(approved, 'call-1')).toEqual({ type: 'json', value: { location: 'Paris', temperature: 21 } });
    expect(log.filter((line) => line.startsWith('execute'))).toEqual(['execute Paris']);
  });
});

/** Runs a converted tool's execute as the AI SDK does (an async generator: the last value is the result). */
async function finalOf(execution: unknown): Promise<unknown> {
  let last: unknown;
  for await (const value of execution as AsyncIterable<unknown>) last = value;
  return last;
}

describe('tool fields', () => {
  it('carries title, providerOptions, strict, inputExamples and outputSchema to the AI SDK tool', async () => {
    const tool = weather(createTool, 'zod', [], {
      strict: true,
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      inputExamples: [{ input: { location: 'Oslo' } }],
    });
    const built = toAISDKTool(tool, { logger: quiet }) as any;
    expect(built.title).toBe('Weather lookup');
    expect(built.description).toBe('Current weather for a city');
    expect(built.strict).toBe(true);
    expect(built.providerOptions).toEqual({ anthropic: { cacheControl: { type: 'ephemeral' } } });
    expect(built.inputExamples).toEqual([{ input: { location: 'Oslo' } }]);
    const reference = referenceTool('zod') as any;
    expect(built.outputSchema.jsonSchema).toEqual(reference.outputSchema);
    const model = scriptedModel([]);
    await run('generateText', model, { weather: built });
    expect(offeredTools(model)[0]).toMatchObject({
      strict: true,
      inputExamples: [{ input: { location: 'Oslo' } }],
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
    });
    expect(offeredTools(model)[0]).not.toHaveProperty('title');
  });

  it("runs in the AI SDK's ToolLoopAgent", async () => {
    const log: string[] = [];
    const model = scriptedModel([call(VALID)]);
    const agent = new ToolLoopAgent({ model, tools: toAISDKTools({ weather: weather(createTool, 'zod', log) }, { logger: quiet }) });
    const result = await agent.generate({ prompt: 'weather in Paris?' });
    expect(result.text).toBe('done');
    expect(modelOutputFor(model, 'call-1')).toEqual({ type: 'json', value: { location: 'Paris', temperature: 21 } });
    expect(log).toContain('execute Paris');
  });

  it("converts a tool made by @mastra/core's createTool the same way", async () => {
    const ours = scriptedModel([call(VALID), call(INVALID, 'call-2')]);
    await run('streamText', ours, { weather: toAISDKTool(weather(createTool, 'zod'), { logger: quiet }) });
    const theirs = scriptedModel([call(VALID), call(INVALID, 'call-2')]);
    await run('streamText', theirs, { weather: toAISDKTool(weather(refCreateTool, 'zod'), { logger: quiet }) });
    expect(offeredTools(theirs)).toEqual(offeredTools(ours));
    expect(modelOutputFor(theirs, 'call-1')).toEqual(modelOutputFor(ours, 'call-1'));
    expect(modelOutputFor(theirs, 'call-2')).toEqual(modelOutputFor(ours, 'call-2'));
    expect(modelOutputFor(theirs, 'call-2').value.message).toMatch(/^Tool input validation failed for weather\. /);
  });

  it('a tool without execute is offered, and its call is left to the application', async () => {
    const tool = createTool({ id: 'pick', description: 'Ask the user', inputSchema: z.object({ q: z.string() }) });
    const model = scriptedModel([[{ toolCallId: 'c', toolName: 'pick', deltas: ['{"q":"x"}'] }]]);
    const out = await run('generateText', model, toAISDKTools({ pick: tool }));
    expect(offeredTools(model).map((t) => t.name)).toEqual(['pick']);
    expect(out.finishReason).toBe('tool-calls');
    expect(out.content).toContainEqual(expect.objectContaining({ type: 'tool-call', toolCallId: 'c', toolName: 'pick' }));
  });

  it('toAISDKTools names each tool by its key, and validation messages name the key', async () => {
    const tool = weather(createTool, 'zod');
    const model = scriptedModel([[{ toolCallId: 'c', toolName: 'forecast', deltas: ['{}'] }]]);
    await run('generateText', model, toAISDKTools({ forecast: tool }, { logger: quiet }));
    expect(offeredTools(model).map((t) => t.name)).toEqual(['forecast']);
    expect(modelOutputFor(model, 'c').value.message).toMatch(/^Tool input validation failed for forecast\. /);
  });

  it('rejects what is not a tool, with the reason', () => {
    expect(() => toAISDKTool({ description: 'no id' } as any)).toThrowErrorMatchingInlineSnapshot(
      `[TypeError: toAISDKTool: the tool has no id to be called by; name it with toAISDKTools({ name: tool })]`,
    );
    expect(() => toAISDKTools([] as any)).toThrowErrorMatchingInlineSnapshot(
      `[TypeError: toAISDKTools: expected a record of tools keyed by the name the model calls]`,
    );
    expect(() => toAISDKTools({ a: null } as any)).toThrowErrorMatchingInlineSnapshot(`[TypeError: toAISDKTool: expected a tool object for "a", got null]`);
  });
});

describe('where the AI SDK keeps its own conventions', () => {
  it("arguments that are not JSON are the AI SDK's invalid tool call: execute does not run", async () => {
    const log: string[] = [];
    const model = scriptedModel([call(['{location:'])]);
    await run('generateText', model, { weather: toAISDKTool(weather(createTool, 'zod', log), { logger: quiet }) });
    const output = modelOutputFor(model, 'call-1');
    expect(output.type).toBe('error-text');
    // AI SDK 7 writes an error as its toString() (name first), 5 and 6 as its message.
    expect(output.value).toMatch(/^(AI_InvalidToolInputError: )?Invalid input for tool weather: (AI_JSONParseError: )?JSON parsing failed/);
    expect(log.filter((line) => line.startsWith('execute'))).toEqual([]);
  });

  it.each(['generateText', 'streamText'] as Mode[])('%s: repairToolCall repairs arguments as the reference agent does', async (mode) => {
    const log: string[] = [];
    const tools = { weather: toAISDKTool(weather(createTool, 'zod', log), { logger: quiet }) };
    const model = scriptedModel([call(["<|tool_call|>{location:'Paris',}"]), call(['{location:'], 'call-2')]);
    const result = await (mode === 'generateText' ? generateText : streamText)({
      model,
      tools,
      prompt: 'weather in Paris?',
      stopWhen: stepCountIs(5),
      experimental_repairToolCall: repairToolCall,
    });
    await result.steps;
    expect(modelOutputFor(model, 'call-1')).toEqual({ type: 'json', value: { location: 'Paris', temperature: 21 } });
    // Beyond repair: the AI SDK reports the call as without a repair function.
    expect(modelOutputFor(model, 'call-2').type).toBe('error-text');
    expect(log.filter((line) => line.startsWith('execute'))).toEqual(['execute Paris']);
  });

  it('repairToolCall leaves valid JSON and empty input to the AI SDK', async () => {
    const toolCall = { type: 'tool-call' as const, toolCallId: 'c', toolName: 'weather', input: '{"location":5}' };
    await expect(repairToolCall({ toolCall })).resolves.toBeNull();
    await expect(repairToolCall({ toolCall: { ...toolCall, input: '' } })).resolves.toBeNull();
    await expect(repairToolCall({ toolCall: { ...toolCall, input: "{location:'P'}" } })).resolves.toEqual({ ...toolCall, input: '{"location":"P"}' });
  });

  it("execute starts at once, as the AI SDK calls it: no macrotask first (the runtime and Mastra's builder yield one)", async () => {
    // Which runs first: the tool's execute, or a callback queued with setImmediate before the call.
    const firstOf = async (call: (tool: any) => unknown, factory: (o: any) => any) => {
      const order: string[] = [];
      const tool = weather(factory, 'zod', [], {
        execute: async ({ location }: any) => {
          order.push('execute');
          return { location, temperature: 21 };
        },
      });
      setImmediate(() => order.push('macrotask'));
      await call(tool);
      return order[0];
    };
    const through = {
      adapter: await firstOf(
        (tool) => finalOf(toAISDKTool(tool, { logger: quiet }).execute!({ location: 'Paris' }, { toolCallId: 'c', messages: [] })),
        createTool,
      ),
      runtime: await firstOf(
        (tool) => runToolCall({ weather: tool }, { toolCallId: 'c', toolName: 'weather', args: { location: 'Paris' } }, { logger: quiet }),
        createTool,
      ),
      reference: await firstOf(
        (tool) =>
          (makeCoreToolV5(tool, { name: 'weather', requestContext: new RefRequestContext(), logger: quietRefLogger() } as any) as any).execute(
            { location: 'Paris' },
            { toolCallId: 'c', messages: [] },
          ),
        refCreateTool,
      ),
    };
    expect(through).toEqual({ adapter: 'execute', runtime: 'macrotask', reference: 'macrotask' });
  });

  it('a result of undefined is sent as JSON null and the loop goes on', async () => {
    const model = scriptedModel([call(VALID)]);
    const out = await run('generateText', model, {
      weather: toAISDKTool(weather(createTool, 'zod', [], { outputSchema: undefined, execute: async () => undefined }), { logger: quiet }),
    });
    expect(modelOutputFor(model, 'call-1')).toEqual({ type: 'json', value: null });
    expect(out.text).toBe('done');
  });

  it("a throwing toModelOutput fails the run, as it fails the reference agent's", async () => {
    const tool = weather(createTool, 'zod', [], {
      toModelOutput: () => {
        throw new Error('cannot render');
      },
    });
    await expect(run('generateText', scriptedModel([call(VALID)]), { weather: toAISDKTool(tool, { logger: quiet }) })).rejects.toThrow('cannot render');
  });
});
