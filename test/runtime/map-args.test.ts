import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runWireToolCall } from '../../src/wire';
import { createTool } from '../../src/tools';

const seen: unknown[] = [];
const echo = createTool({
  id: 'echo',
  description: 'Echo',
  inputSchema: z.object({ a: z.number() }),
  onInputAvailable: ({ input }) => void seen.push(input),
  execute: async (input) => input,
});

describe('a host whose peer sends arguments in another form (argsToInput)', () => {
  it('rewrites the parsed arguments (args, argsText or deltas) before hooks, validation and the record', async () => {
    const calls: unknown[][] = [];
    const mapArgs = (tool: unknown, args: unknown) => {
      calls.push([tool, args]);
      return { a: (args as { a: string }).a.length };
    };
    for (const input of [{ args: { a: 'xyz' } }, { argsText: '{"a":"xyz"}' }, { argsTextDeltas: ['{"a":', '"xyz"}'] }]) {
      seen.length = 0;
      const record = await runWireToolCall({ echo }, { toolCallId: 'c', toolName: 'echo', ...input }, {}, { argsToInput: mapArgs });
      expect(record.result).toEqual({ a: 3 });
      expect(record.args).toEqual({ a: 3 });
      expect(seen).toEqual([{ a: 3 }]);
    }
    expect(calls).toEqual([
      [echo, { a: 'xyz' }],
      [echo, { a: 'xyz' }],
      [echo, { a: 'xyz' }],
    ]);
  });

  it('is not called for an unknown tool', async () => {
    let called = false;
    const record = await runWireToolCall({ echo }, { toolCallId: 'c', toolName: 'nope', args: {} }, {}, { argsToInput: () => (called = true) });
    expect(record.status).toBe('failed');
    expect(called).toBe(false);
  });
});
