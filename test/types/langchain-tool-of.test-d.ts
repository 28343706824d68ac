/**
 * A converted LangChain tool is typed like langchain's own `tool(fn, { schema })`: its name, the
 * arguments `invoke` takes, and what it resolves to.
 */
import { tool } from '@langchain/core/tools';
import { type AIMessage, type BaseMessage, createAgent, fakeModel, type ToolMessage } from 'langchain';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { toLangChainTool } from '../../src/langchain';
import { createTool } from '../../src/tools';

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string(), units: z.enum(['c', 'f']).default('c') }),
  execute: async ({ city }) => ({ city }),
});
const native = tool(async ({ city }) => city, {
  name: 'weather',
  description: 'Weather',
  schema: z.object({ city: z.string(), units: z.enum(['c', 'f']).default('c') }),
});

describe('toLangChainTool keeps the types a native tool has', () => {
  test('name: the tool id, or the name given', () => {
    expectTypeOf(native.name).toEqualTypeOf<'weather'>();
    expectTypeOf(toLangChainTool(weather).name).toEqualTypeOf<'weather'>();
    expectTypeOf(toLangChainTool(weather, { name: 'forecast' }).name).toEqualTypeOf<'forecast'>();
  });

  test('invoke takes the schema input and refuses other arguments', async () => {
    const lc = toLangChainTool(weather);
    void native.invoke({ city: 'Paris' });
    void lc.invoke({ city: 'Paris' });
    void lc.invoke({ city: 'Paris', units: 'f' });
    // @ts-expect-error city is a string
    void native.invoke({ city: 42 });
    // @ts-expect-error city is a string
    void lc.invoke({ city: 42 });
    // @ts-expect-error units is 'c' or 'f'
    void lc.invoke({ city: 'Paris', units: 'k' });
    void lc.invoke({ type: 'tool_call', id: 'c1', name: 'weather', args: { city: 'Paris' } });
  });

  test("a direct invoke resolves to the output (or a decline's text), a tool call to a ToolMessage", async () => {
    const lc = toLangChainTool(weather);
    // No outputSchema: the output is not typed, as createTool types such a tool's output.
    expectTypeOf(await lc.invoke({ city: 'Paris' })).toBeUnknown();
    const forecast = createTool({
      id: 'forecast',
      description: 'Forecast',
      inputSchema: z.object({ city: z.string() }),
      outputSchema: z.object({ celsius: z.number() }),
      execute: async ({ city }) => ({ celsius: city.length }),
    });
    const typed = toLangChainTool(forecast);
    expectTypeOf(await typed.invoke({ city: 'Paris' })).toEqualTypeOf<{ celsius: number } | string>();
    expectTypeOf(await typed.invoke({ type: 'tool_call', id: 'c1', name: 'forecast', args: { city: 'Paris' } })).toEqualTypeOf<ToolMessage>();
  });
});

describe('beside a native tool with the same output, call form by call form', () => {
  const forecastInput = z.object({ city: z.string() });
  const forecast = createTool({
    id: 'forecast',
    description: 'Forecast',
    inputSchema: forecastInput,
    outputSchema: z.object({ celsius: z.number() }),
    execute: async ({ city }) => ({ celsius: city.length }),
  });
  const ours = toLangChainTool(forecast);
  const native = tool(async ({ city }) => ({ celsius: city.length }), { name: 'forecast', description: 'Forecast', schema: forecastInput });
  const call = { type: 'tool_call' as const, id: 'c1', name: 'forecast', args: { city: 'Paris' } };

  test('a tool call, and a config that carries one, resolve as the native tool’s', () => {
    expectTypeOf(ours.invoke(call)).toEqualTypeOf(native.invoke(call));
    expectTypeOf(ours.invoke({ city: 'Paris' }, { toolCall: call })).toEqualTypeOf(native.invoke({ city: 'Paris' }, { toolCall: call }));
    expectTypeOf(ours.call(call)).toEqualTypeOf(native.call(call));
    expectTypeOf(ours.name).toEqualTypeOf(native.name);
  });

  test("a direct invoke: the native tool's output, or the text a declined call resolves to", async () => {
    type NativeOutput = Awaited<ReturnType<typeof native.invoke<{ city: string }, undefined>>>;
    expectTypeOf(await ours.invoke({ city: 'Paris' })).toEqualTypeOf<NativeOutput | string>();
    const maybeCall: { toolCall?: typeof call } = {};
    expectTypeOf(await ours.invoke({ city: 'Paris' }, maybeCall)).toEqualTypeOf<
      Awaited<ReturnType<typeof native.invoke<{ city: string }, typeof maybeCall>>> | string
    >();
  });

  test('createAgent reads the same argument and ToolMessage content types from both', () => {
    type StructureOf<TAgent extends { invoke(...args: any[]): Promise<{ messages: unknown[] }> }> =
      Awaited<ReturnType<TAgent['invoke']>>['messages'][number] extends BaseMessage<infer S> ? S : never;
    const nativeAgent = createAgent({ model: fakeModel(), tools: [native] });
    const ourAgent = createAgent({ model: fakeModel(), tools: [ours] });
    type Native = StructureOf<typeof nativeAgent>;
    type Ours = StructureOf<typeof ourAgent>;
    // The content of the agent's ToolMessages: the tool's output, text or content blocks, never a ToolMessage.
    expectTypeOf<ToolMessage<Ours>['content']>().toEqualTypeOf<ToolMessage<Native>['content']>();
    expectTypeOf<NonNullable<AIMessage<Ours>['tool_calls']>[number]>().toEqualTypeOf<NonNullable<AIMessage<Native>['tool_calls']>[number]>();
  });
});
