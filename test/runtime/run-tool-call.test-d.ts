import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { runToolCall, streamToolCall, type ToolCallRecord } from '../../src/runtime';
import { createTool, type ValidationError } from '../../src/tools';

const weather = createTool({
  id: 'weather',
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ celsius: z.number() }),
  execute: async ({ city }) => ({ celsius: city.length }),
});
const echo = createTool({ id: 'echo', description: 'Echo', inputSchema: z.object({ text: z.string() }), execute: async ({ text }) => ({ text }) });

describe('runToolCall infers the record from the tools', () => {
  it('a record of tools and a literal tool name: that tool input and output', async () => {
    const record = await runToolCall({ weather, echo }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } });
    expectTypeOf(record.args).toEqualTypeOf<{ city: string } | undefined>();
    expectTypeOf(record.result).toEqualTypeOf<{ celsius: number } | ValidationError | undefined>();
  });

  it('a single tool: its own types', async () => {
    const record = await runToolCall(weather, { toolCallId: 'c', args: { city: 'P' } });
    expectTypeOf(record).toEqualTypeOf<ToolCallRecord<{ city: string }, { celsius: number }>>();
  });

  it('no tool name: the union over the tools', async () => {
    const record = await runToolCall({ weather, echo }, { toolCallId: 'c', args: {} });
    expectTypeOf(record.args).toEqualTypeOf<{ city: string } | { text: string } | undefined>();
  });

  it('a plain tool object: the types of its execute', async () => {
    const plain = { id: 'p', execute: async (input: { n: number }) => input.n * 2 };
    const record = await runToolCall({ plain }, { toolCallId: 'c', toolName: 'plain', args: { n: 1 } });
    expectTypeOf(record.args).toEqualTypeOf<{ n: number } | undefined>();
    expectTypeOf(record.result).toEqualTypeOf<number | ValidationError | undefined>();
  });

  it('streamToolCall: the same types on its result', async () => {
    const stream = streamToolCall({ weather }, { toolCallId: 'c', toolName: 'weather', args: { city: 'P' } });
    expectTypeOf((await stream.result).result).toEqualTypeOf<{ celsius: number } | ValidationError | undefined>();
  });
});
