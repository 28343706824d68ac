// The runtime builds ctx.writer (a WritableStream, costly to construct) on first read; Tool.execute
// completes the runtime's own context in place rather than copying it, so it stays lazy. What a
// tool sees must not change.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall } from '../../src/runtime';
import { createTool, ToolStream } from '../../src/tools';
import { copyContext } from '../../src/execute/organize-context';

const quiet = { warn: () => undefined, error: () => undefined };

function probe(body: (ctx: any) => unknown) {
  return createTool({ id: 't', description: 't', inputSchema: z.object({}), execute: async (_input, ctx) => body(ctx) });
}

describe('lazy ctx.writer', () => {
  it('is a ToolStream in its place among the keys, built once, and writes reach the run', async () => {
    const seen: any = {};
    const record = await runToolCall(
      probe(async (ctx) => {
        seen.lazyBeforeRead = typeof Object.getOwnPropertyDescriptor(ctx, 'writer')?.get === 'function';
        seen.keys = Object.keys(ctx);
        const first = ctx.writer;
        seen.same = first === ctx.writer;
        seen.isStream = first instanceof ToolStream && first instanceof WritableStream;
        seen.settled = 'value' in Object.getOwnPropertyDescriptor(ctx, 'writer')!;
        await ctx.writer.write({ step: 1 });
        return 'ok';
      }),
      { toolCallId: 'c', toolName: 't', args: {} },
      { logger: quiet, run: { runId: 'r' } },
    );
    expect(seen).toEqual({ lazyBeforeRead: true, keys: expect.arrayContaining(['observe', 'writer', 'tracing']), same: true, isStream: true, settled: true });
    expect(seen.keys.indexOf('writer')).toBe(seen.keys.indexOf('observe') + 1);
    expect(record.chunks).toContainEqual({ type: 'tool-output', runId: 'r', from: 'USER', payload: { output: { step: 1 }, toolCallId: 'c', toolName: 't' } });
  });

  it('can be replaced, and a spread copy reads it as a value', async () => {
    const replacement = { write: async () => undefined };
    const seen: any = {};
    await runToolCall(
      probe((ctx) => {
        seen.spread = { ...ctx }.writer instanceof ToolStream;
        ctx.writer = replacement;
        seen.replaced = ctx.writer === replacement;
        return 'ok';
      }),
      { toolCallId: 'c', toolName: 't', args: {} },
      { logger: quiet },
    );
    expect(seen).toEqual({ spread: true, replaced: true });
  });

  it('copyContext reads a lazy writer (the one stream, shared); other contexts are copied as before', async () => {
    let context: any;
    await runToolCall(
      probe((ctx) => {
        context = ctx;
        return 'ok';
      }),
      { toolCallId: 'c', toolName: 't', args: {} },
      { logger: quiet },
    );
    const copy = copyContext(context);
    expect(Object.keys(copy)).toEqual(Object.keys(context));
    expect(copy.writer).toBeInstanceOf(ToolStream);
    expect(copy.writer).toBe(context.writer);
    const plain = {
      a: 1,
      get b() {
        return 2;
      },
    };
    expect(Object.getOwnPropertyDescriptor(copyContext(plain), 'b')).toEqual({ value: 2, writable: true, enumerable: true, configurable: true });
  });

  it('reads through an object made with the context as its prototype, and adds no enumerable key', async () => {
    const seen: any = {};
    await runToolCall(
      probe((ctx) => {
        seen.enumerableSymbols = Object.getOwnPropertySymbols(ctx).filter((symbol) => Object.prototype.propertyIsEnumerable.call(ctx, symbol));
        const child = Object.create(ctx);
        seen.childStream = child.writer instanceof ToolStream;
        seen.childOwn = Object.hasOwn(child, 'writer');
        seen.sameForContext = ctx.writer === child.writer;
        return 'ok';
      }),
      { toolCallId: 'c', toolName: 't', args: {} },
      { logger: quiet },
    );
    expect(seen).toEqual({ enumerableSymbols: [], childStream: true, childOwn: true, sameForContext: true });
  });
});
