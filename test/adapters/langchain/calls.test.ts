import { ToolMessage } from '@langchain/core/messages';
import { DynamicStructuredTool, type ToolRunnableConfig, tool } from '@langchain/core/tools';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toLangChainTool, toLangChainTools } from '../../../src/langchain';
import { toOpenAIStrictSchema } from '../../../src/providers';
import { runToolCall } from '../../../src/runtime';
import { toModelTool } from '../../../src/wire';
import { createTool } from '../../../src/tools';
import { agentFor, logCollector, MemorySaver, makeTools, toolMessages } from './helpers';

describe('toolwright/langchain: calls in createAgent', () => {
  it('lists the JSON Schema toolwright derives and runs a call through the engine', async () => {
    const { tools, ran } = makeTools();
    const lcTools = toLangChainTools({ weather: tools.weather });
    const direct = await runToolCall(tools, { toolCallId: 'x', toolName: 'weather', args: { city: 'Paris' } });
    expect(lcTools[0]!.schema).toEqual(toModelTool('weather', tools.weather).inputSchema);
    const { messages } = await agentFor(lcTools, [{ name: 'weather', args: { city: 'Paris' }, id: 'c1' }]).invoke({
      messages: [{ role: 'user', content: 'Paris?' }],
    });
    const message = toolMessages(messages)['c1']!;
    expect(message.status).toBe('success');
    expect(JSON.parse(message.content as string)).toEqual(direct.result);
    expect(ran).toEqual(['weather:x', 'weather:c1']);
  });

  it('strict: the model sees the strict profile, and the nulls of absent optionals map back before validation', async () => {
    const forecast = createTool({
      id: 'forecast',
      description: 'Forecast',
      inputSchema: z.object({ city: z.string(), units: z.enum(['C', 'F']).optional() }),
      execute: async (input) => JSON.stringify(input),
    });
    const lc = toLangChainTool(forecast, { strict: true });
    expect(lc.schema).toEqual(toOpenAIStrictSchema(toModelTool('forecast', forecast).inputSchema, { toolName: 'forecast' }).schema);
    expect(lc.schema['required']).toEqual(['city', 'units']);
    const { messages } = await agentFor([lc], [{ name: 'forecast', args: { city: 'Oslo', units: null }, id: 'c1' }]).invoke({
      messages: [{ role: 'user', content: 'Oslo' }],
    });
    expect(toolMessages(messages)['c1']).toMatchObject({ status: 'success', content: JSON.stringify({ city: 'Oslo' }) });
  });

  it('execute starts at once, as LangChain starts its own tool(): no macrotask first (toolwright/runtime yields one)', async () => {
    // Which runs first: the tool's execute, or a callback queued with setImmediate before the call.
    const firstOf = async (call: (execute: (input: { city: string }) => Promise<string>) => Promise<unknown>) => {
      const order: string[] = [];
      const execute = async ({ city }: { city: string }) => {
        order.push('execute');
        return city;
      };
      setImmediate(() => order.push('macrotask'));
      await call(execute);
      return order[0];
    };
    const schema = z.object({ city: z.string() });
    const toolCall = { type: 'tool_call' as const, name: 'weather', args: { city: 'Paris' }, id: 'c1' };
    const through = {
      native: await firstOf((execute) => tool(execute, { name: 'weather', schema }).invoke(toolCall)),
      adapter: await firstOf((execute) =>
        toLangChainTool(createTool({ id: 'weather', description: 'Weather', inputSchema: schema, execute })).invoke(toolCall),
      ),
      runtime: await firstOf((execute) =>
        runToolCall(createTool({ id: 'weather', description: 'Weather', inputSchema: schema, execute }), {
          toolCallId: 'c1',
          toolName: 'weather',
          args: { city: 'Paris' },
        }),
      ),
    };
    expect(through).toEqual({ native: 'execute', adapter: 'execute', runtime: 'macrotask' });
  });

  it('answers invalid args with the engine’s validation error: never asked, never run', async () => {
    const { tools, ran } = makeTools();
    const { logged, logger } = logCollector();
    const args = { to: 'not-an-email' };
    const direct = await runToolCall(tools, { toolCallId: 'c1', toolName: 'sendEmail', args }, { logger });
    // A checkpointer: the run could be interrupted, and is not.
    const agent = agentFor(toLangChainTools(tools, { runtime: { logger } }), [{ name: 'sendEmail', args, id: 'c1' }], new MemorySaver());
    const result = await agent.invoke({ messages: [{ role: 'user', content: 'mail' }] }, { configurable: { thread_id: 't' } });
    expect(result.__interrupt__).toBeUndefined();
    const message = toolMessages(result.messages)['c1']!;
    expect(message.status).toBe('error');
    expect(direct.status).toBe('completed');
    expect(JSON.parse(message.content as string)).toEqual(direct.result);
    expect(message.content).toContain('Tool input validation failed for sendEmail');
    expect(logged).toEqual(['Tool input validation failed', 'Tool input validation failed']);
    expect(ran).toEqual([]);
  });

  it('a thrown error crosses as its message only, with status error', async () => {
    const secret = Object.assign(new Error('database is down'), { password: 'hunter2', cause: new Error('socket 10.0.0.1') });
    const failing = createTool({
      id: 'failing',
      description: 'Fails',
      inputSchema: z.object({}),
      execute: async () => {
        throw secret;
      },
    });
    const { messages } = await agentFor([toLangChainTool(failing)], [{ name: 'failing', args: {}, id: 'c1' }]).invoke({
      messages: [{ role: 'user', content: 'go' }],
    });
    const message = toolMessages(messages)['c1']!;
    expect(message.status).toBe('error');
    expect(message.content).toContain('database is down');
    const text = JSON.stringify(message.toDict());
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('10.0.0.1');
    expect(text).not.toContain(' at ');
  });

  it('takes the request context from the run’s context, validated by requestContextSchema', async () => {
    const whoAmI = createTool({
      id: 'whoAmI',
      description: 'Says who the user is',
      requestContextSchema: z.object({ userId: z.string() }),
      execute: async (_input, context) => `user ${context.requestContext?.get('userId')}`,
    });
    const run = async (context: Record<string, unknown>) => {
      const agent = agentFor([toLangChainTool(whoAmI)], [{ name: 'whoAmI', args: {}, id: 'c1' }]);
      const { messages } = await agent.invoke({ messages: [{ role: 'user', content: 'who' }] }, { context } as never);
      return toolMessages(messages)['c1']!;
    };
    const ok = await run({ userId: 'ada' });
    expect([ok.status, ok.content]).toEqual(['success', 'user ada']);
    const bad = await run({ userId: 42 });
    expect(bad.status).toBe('error');
    expect(bad.content).toContain('userId');
    // From configurable, when the run has no context.
    const agent = agentFor([toLangChainTool(whoAmI)], [{ name: 'whoAmI', args: {}, id: 'c2' }]);
    const { messages } = await agent.invoke({ messages: [{ role: 'user', content: 'who' }] }, { configurable: { userId: 'grace' } });
    expect(toolMessages(messages)['c2']!.content).toBe('user grace');
  });

  it('maps toModelOutput to content blocks: text and an image', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const chart = createTool({
      id: 'chart',
      description: 'Draws a chart',
      inputSchema: z.object({ title: z.string() }),
      outputSchema: z.object({ title: z.string(), png: z.string() }),
      execute: async ({ title }) => ({ title, png }),
      toModelOutput: (output) => ({
        type: 'content',
        value: [
          { type: 'text', text: `Chart: ${output.title}` },
          { type: 'image-data', data: output.png, mediaType: 'image/png' },
        ],
      }),
    });
    const { messages } = await agentFor([toLangChainTool(chart)], [{ name: 'chart', args: { title: 'Sales' }, id: 'c1' }]).invoke({
      messages: [{ role: 'user', content: 'chart' }],
    });
    const message = toolMessages(messages)['c1']!;
    expect(message.status).toBe('success');
    expect(message.content).toEqual([
      { type: 'text', text: 'Chart: Sales' },
      { type: 'image', data: png, mimeType: 'image/png' },
    ]);
    expect(message.contentBlocks.map((block) => block.type)).toEqual(['text', 'image']);
  });

  it('sends writer output to LangGraph’s custom stream', async () => {
    const progress = createTool({
      id: 'progress',
      description: 'Reports progress',
      execute: async (_input, context) => {
        await context.writer?.write({ step: 1 });
        await context.writer?.write({ step: 2 });
        return 'finished';
      },
    });
    const agent = agentFor([toLangChainTool(progress)], [{ name: 'progress', args: {}, id: 'c1' }]);
    const custom: unknown[] = [];
    for await (const [mode, chunk] of await agent.stream({ messages: [{ role: 'user', content: 'go' }] }, { streamMode: ['custom', 'updates'] })) {
      if (mode === 'custom') custom.push(chunk);
    }
    expect(custom).toEqual([{ step: 1 }, { step: 2 }]);
  });

  it('returns a ToolMessage when invoked with a tool call, and the output itself otherwise, as a native tool does', async () => {
    const { tools } = makeTools();
    const lc = toLangChainTool(tools.weather);
    const native = tool(async ({ city }: { city: string }) => ({ city, celsius: 21 }), {
      name: 'weather',
      description: 'Gets the weather in a city',
      schema: z.object({ city: z.string() }),
    });
    const message = await lc.invoke({ type: 'tool_call', id: 'c9', name: 'weather', args: { city: 'Oslo' } });
    const nativeMessage = await native.invoke({ type: 'tool_call', id: 'c9', name: 'weather', args: { city: 'Oslo' } });
    expect(ToolMessage.isInstance(message)).toBe(true);
    expect([message.content, message.status]).toEqual([nativeMessage.content, nativeMessage.status]);
    expect(await lc.invoke({ city: 'Oslo' })).toEqual(await native.invoke({ city: 'Oslo' }));
  });

  it('is a DynamicStructuredTool, as a native tool is, and its func runs a direct call through the engine', async () => {
    const { tools, ran } = makeTools();
    const { logged, logger } = logCollector();
    const lc = toLangChainTool(tools.weather, { runtime: { logger } });
    const native = tool(async ({ city }: { city: string }) => ({ city, celsius: 21 }), {
      name: 'weather',
      description: 'Gets the weather in a city',
      schema: z.object({ city: z.string() }),
    });
    expect([lc instanceof DynamicStructuredTool, native instanceof DynamicStructuredTool]).toEqual([true, true]);
    // A tool call in the config does not turn `func`'s answer into a ToolMessage: func is a direct call.
    const config: ToolRunnableConfig = { toolCall: { type: 'tool_call', id: 'c7', name: 'weather', args: { city: 'Oslo' } } };
    expect(await lc.func({ city: 'Oslo' }, undefined, config)).toEqual(await native.func({ city: 'Oslo' }, undefined, config));
    await expect(lc.func({ city: 'O' })).rejects.toThrow('Tool input validation failed for weather');
    expect([ran.length, logged]).toEqual([1, ['Tool input validation failed']]);
  });
  it('returnDirect set on the tool ends a createAgent run with the tool’s message, as for a native tool', async () => {
    const { tools } = makeTools();
    const lc = toLangChainTool(tools.weather);
    lc.returnDirect = true;
    const native = tool(async ({ city }: { city: string }) => JSON.stringify({ city, celsius: 21 }), {
      name: 'weather',
      description: 'Weather',
      schema: z.object({ city: z.string() }),
      returnDirect: true,
    });
    const ends: unknown[] = [];
    for (const lcTool of [native, lc]) {
      const { messages } = await agentFor([lcTool], [{ name: 'weather', args: { city: 'Oslo' }, id: 'c1' }]).invoke({
        messages: [{ role: 'user', content: 'Oslo?' }],
      });
      const last = messages.at(-1)!;
      ends.push([ToolMessage.isInstance(last), last.content, messages.length]);
    }
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[1]).toEqual([true, JSON.stringify({ city: 'Oslo', celsius: 21 }), 3]);
  });

  it('a result 10,000 levels deep is not sent as text: the model is told so; 2,000 levels are sent as JSON', async () => {
    const nest = (levels: number) => {
      let value: Record<string, unknown> = { leaf: true };
      for (let i = 0; i < levels; i++) value = { next: value };
      return value;
    };
    const deep = createTool({ id: 'deep', description: 'Deep', inputSchema: z.object({ levels: z.number() }), execute: async ({ levels }) => nest(levels) });
    const agent = agentFor(
      [toLangChainTool(deep)],
      [
        { name: 'deep', args: { levels: 2_000 }, id: 'c1' },
        { name: 'deep', args: { levels: 10_000 }, id: 'c2' },
      ],
    );
    const messages = toolMessages((await agent.invoke({ messages: [{ role: 'user', content: 'go' }] })).messages);
    expect(messages['c1']!.status).toBe('success');
    expect(JSON.parse(messages['c1']!.content as string)).toEqual(nest(2_000));
    expect(messages['c2']!.status).toBe('error');
    expect(messages['c2']!.content).toBe('Tool deep returned a value nested too deeply or too large to send as JSON text; it cannot be shown.');
  });
});
