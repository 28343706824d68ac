/**
 * Converted LangChain tools keep each tool's types through `toLangChainTools` and `createAgent`:
 * the agent's tool calls name the tools and type their arguments exactly as they do for tools
 * made with langchain's own `tool(fn, { schema })`. Each assertion runs on both agents.
 */
import { tool } from '@langchain/core/tools';
import { AIMessage, type BaseMessage, createAgent, fakeModel } from 'langchain';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { type LangChainToolOf, toLangChainTool, toLangChainTools } from '../../src/langchain';
import { createTool } from '../../src/tools';

const weatherInput = z.object({ city: z.string(), units: z.enum(['c', 'f']).default('c') });
const searchInput = z.object({ query: z.string() });
const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: weatherInput,
  outputSchema: z.object({ celsius: z.number() }),
  execute: async ({ city }) => ({ celsius: city.length }),
});
const search = createTool({ id: 'search', description: 'Search', inputSchema: searchInput, execute: async ({ query }) => [query] });
const nativeWeather = tool(async ({ city }) => ({ celsius: city.length }), { name: 'weather', description: 'Weather', schema: weatherInput });
const nativeSearch = tool(async ({ query }) => [query], { name: 'search', description: 'Search', schema: searchInput });

/** The tool calls of an agent's AI messages, as its `invoke` result types them. */
type ToolCallOf<TAgent extends { invoke(...args: any[]): Promise<{ messages: unknown[] }> }> =
  Awaited<ReturnType<TAgent['invoke']>>['messages'][number] extends BaseMessage<infer S> ? NonNullable<AIMessage<S>['tool_calls']>[number] : never;

const native = createAgent({ model: fakeModel(), tools: [nativeWeather, nativeSearch] });
const fromArray = createAgent({ model: fakeModel(), tools: toLangChainTools([weather, search]) });
const fromRecord = createAgent({ model: fakeModel(), tools: toLangChainTools({ weather, search }) });
const fromEach = createAgent({ model: fakeModel(), tools: [toLangChainTool(weather), toLangChainTool(search)] });

describe('createAgent types tool calls of converted tools as it types native ones', () => {
  test('the names: a union of the tools’ literal names', () => {
    expectTypeOf<ToolCallOf<typeof native>['name']>().toEqualTypeOf<'weather' | 'search'>();
    expectTypeOf<ToolCallOf<typeof fromArray>['name']>().toEqualTypeOf<'weather' | 'search'>();
    expectTypeOf<ToolCallOf<typeof fromRecord>['name']>().toEqualTypeOf<'weather' | 'search'>();
    expectTypeOf<ToolCallOf<typeof fromEach>['name']>().toEqualTypeOf<'weather' | 'search'>();
  });

  test('the arguments: each schema’s input type, by name', () => {
    type WeatherArgs = { city: string; units?: 'c' | 'f' | undefined };
    expectTypeOf<Extract<ToolCallOf<typeof native>, { name: 'weather' }>['args']>().toEqualTypeOf<WeatherArgs>();
    expectTypeOf<Extract<ToolCallOf<typeof fromArray>, { name: 'weather' }>['args']>().toEqualTypeOf<WeatherArgs>();
    expectTypeOf<Extract<ToolCallOf<typeof fromRecord>, { name: 'weather' }>['args']>().toEqualTypeOf<WeatherArgs>();
    expectTypeOf<Extract<ToolCallOf<typeof fromEach>, { name: 'weather' }>['args']>().toEqualTypeOf<WeatherArgs>();
    expectTypeOf<Extract<ToolCallOf<typeof native>, { name: 'search' }>['args']>().toEqualTypeOf<{ query: string }>();
    expectTypeOf<Extract<ToolCallOf<typeof fromRecord>, { name: 'search' }>['args']>().toEqualTypeOf<{ query: string }>();
  });

  test('the whole tool call type is the native one', () => {
    expectTypeOf<ToolCallOf<typeof fromArray>>().toEqualTypeOf<ToolCallOf<typeof native>>();
    expectTypeOf<ToolCallOf<typeof fromRecord>>().toEqualTypeOf<ToolCallOf<typeof native>>();
    expectTypeOf<ToolCallOf<typeof fromEach>>().toEqualTypeOf<ToolCallOf<typeof native>>();
  });

  test('narrowing a call by its name types its arguments, in a run’s messages', async () => {
    for (const agent of [native, fromRecord] as const) {
      const { messages } = await agent.invoke({ messages: [] });
      for (const message of messages) {
        if (!AIMessage.isInstance(message)) continue;
        for (const call of message.tool_calls ?? []) {
          if (call.name === 'search') expectTypeOf(call.args).toEqualTypeOf<{ query: string }>();
          // @ts-expect-error no tool of the agent has this name
          if (call.name === 'wether') continue;
        }
      }
    }
  });

  test('tools made inline, inside the conversion, keep their literal ids as names', () => {
    const inline = createAgent({
      model: fakeModel(),
      tools: toLangChainTools([
        createTool({ id: 'weather', description: 'Weather', inputSchema: weatherInput, execute: async ({ city }) => city }),
        createTool({ id: 'search', description: 'Search', inputSchema: searchInput, execute: async ({ query }) => [query] }),
      ]),
    });
    expectTypeOf<ToolCallOf<typeof inline>['name']>().toEqualTypeOf<'weather' | 'search'>();
    const one = toLangChainTool(createTool({ id: 'weather', description: 'Weather', inputSchema: weatherInput, execute: async ({ city }) => city }));
    expectTypeOf(one.name).toEqualTypeOf<'weather'>();
  });

  test('a record’s keys name its tools', () => {
    const renamed = createAgent({ model: fakeModel(), tools: toLangChainTools({ forecast: weather, find: search }) });
    expectTypeOf<ToolCallOf<typeof renamed>['name']>().toEqualTypeOf<'forecast' | 'find'>();
    expectTypeOf<Extract<ToolCallOf<typeof renamed>, { name: 'find' }>['args']>().toEqualTypeOf<{ query: string }>();
  });
});

describe('toLangChainTools keeps each tool’s type', () => {
  test('an array: a tuple of the converted tools, by id', () => {
    const [w, s] = toLangChainTools([weather, search]);
    expectTypeOf(w).toEqualTypeOf<LangChainToolOf<typeof weather, 'weather'>>();
    expectTypeOf(s.name).toEqualTypeOf<'search'>();
    void s.invoke({ query: 'q' });
    // @ts-expect-error query is a string
    void s.invoke({ query: 42 });
  });

  test('a record: the union of its converted tools, each under its key', async () => {
    const tools = toLangChainTools({ forecast: weather, find: search });
    expectTypeOf(tools).toEqualTypeOf<Array<LangChainToolOf<typeof weather, 'forecast'> | LangChainToolOf<typeof search, 'find'>>>();
    const first = tools[0]!;
    expectTypeOf(first.name).toEqualTypeOf<'forecast' | 'find'>();
    if (first.name === 'forecast') expectTypeOf(await first.invoke({ city: 'Paris' })).toEqualTypeOf<{ celsius: number } | string>();
  });

  test('what is not a toolwright tool is refused', () => {
    // @ts-expect-error a native LangChain tool has no id
    toLangChainTools({ nativeSearch });
    // @ts-expect-error a number is no tool
    toLangChainTools([42]);
  });
});
