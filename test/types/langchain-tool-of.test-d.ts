/**
 * A converted LangChain tool is typed like langchain's own `tool(fn, { schema })`: its name, the
 * arguments `invoke` takes, and what it resolves to.
 */
import type { ToolMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
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
