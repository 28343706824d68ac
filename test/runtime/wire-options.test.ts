import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall, type RuntimeTool, type Tracer } from '../../src/runtime';
import { runWireToolCall, streamWireToolCall, type ToolCallSpanInfo } from '../../src/wire';
import { createTool, isValidationError } from '../../src/tools';

const outputSchema = z.object({ total: z.number() });

/** A tool not made by createTool: it does not check its own output. */
function plainTool(output: unknown): RuntimeTool & { runs: number } {
  const tool = {
    id: 'plain',
    description: 'A plain tool',
    inputSchema: z.object({ n: z.number() }),
    outputSchema,
    runs: 0,
    execute: async () => {
      tool.runs += 1;
      return output;
    },
  };
  return tool;
}

describe("a host whose peer checks a plain tool's listed output schema", () => {
  it('leaves a plain tool output unchecked by default, as Mastra agent does', async () => {
    const tool = plainTool({ total: 'ten' });
    const record = await runToolCall({ plain: tool }, { toolCallId: 'c1', toolName: 'plain', args: { n: 1 } });
    expect(record.status).toBe('completed');
    expect(record.result).toEqual({ total: 'ten' });
  });

  it('checks a plain tool output when asked: a failure is the result, the ValidationError', async () => {
    const tool = plainTool({ total: 'ten' });
    const record = await runWireToolCall(
      { plain: tool },
      { toolCallId: 'c2', toolName: 'plain', args: { n: 1 } },
      {},
      { listedSchemas: { output: outputSchema } },
    );
    expect(tool.runs).toBe(1);
    expect(record.status).toBe('completed');
    expect(isValidationError(record.result)).toBe(true);
    expect((record.result as { message: string }).message).toMatch(/^Tool output validation failed for plain\./);
  });

  it('passes a valid plain output through the schema when asked', async () => {
    const tool = plainTool({ total: 10, extra: true });
    const record = await runWireToolCall(
      { plain: tool },
      { toolCallId: 'c3', toolName: 'plain', args: { n: 1 } },
      {},
      { listedSchemas: { output: outputSchema } },
    );
    expect(record.result).toEqual({ total: 10 });
  });

  it('records the checked output in the tool-call span', async () => {
    const recorded: unknown[] = [];
    const tracer: Tracer = {
      span: (_name, fn) => fn(),
      log: () => undefined,
      toolCallSpan: async <T>(_info: ToolCallSpanInfo, fn: () => Promise<T> | T) => {
        const value = await fn();
        recorded.push(value);
        return value;
      },
    };
    const tool = plainTool({ total: 10, extra: true });
    await runWireToolCall({ plain: tool }, { toolCallId: 'c4', toolName: 'plain', args: { n: 1 } }, { tracer }, { listedSchemas: { output: outputSchema } });
    expect(recorded).toEqual([{ total: 10 }]);
  });

  it('leaves a createTool tool to its own check: the output is checked once, by the tool', async () => {
    let reads = 0;
    const counted = z.object({ total: z.number() }).transform((value) => {
      reads += 1;
      return value;
    });
    const tool = createTool({
      id: 'made',
      description: 'Made',
      inputSchema: z.object({ n: z.number() }),
      outputSchema: counted,
      execute: async () => ({ total: 3 }),
    });
    const record = await runWireToolCall({ made: tool }, { toolCallId: 'c5', toolName: 'made', args: { n: 1 } }, {}, { listedSchemas: { output: counted } });
    expect(record.result).toEqual({ total: 3 });
    expect(reads).toBe(1);
  });
});

describe('a host whose peer calls execute at once', () => {
  it('starts execute before the next macrotask under that host, after it by default', async () => {
    for (const [host, expected] of [
      [{}, ['immediate', 'execute']],
      [{ callsExecuteAtOnce: true }, ['execute', 'immediate']],
    ] as const) {
      const order: string[] = [];
      const tool = createTool({ id: 't', description: 'T', execute: async () => void order.push('execute') });
      // A macrotask queued before the call starts.
      setImmediate(() => order.push('immediate'));
      const run = runWireToolCall({ t: tool }, { toolCallId: 'y', toolName: 't', args: {} }, {}, host);
      await run;
      await new Promise<void>((resolve) => setImmediate(resolve));
      expect(order).toEqual(expected);
    }
  });
});

describe("a wire's stream of a call", () => {
  const progress = createTool({
    id: 'progress',
    description: 'Writes its progress',
    inputSchema: z.object({ n: z.number() }),
    execute: async ({ n }, ctx) => {
      await ctx.writer?.write({ done: n / 2 });
      return { n };
    },
  });
  const call = { toolCallId: 'p1', toolName: 'progress', args: { n: 4 } };

  it("streamWireToolCall's `only` streams the chunks of those types alone; the record keeps every chunk", async () => {
    const seen: string[] = [];
    const stream = streamWireToolCall({ progress }, call, { onChunk: (chunk) => void seen.push(chunk.type) }, {}, ['tool-output']);
    const streamed: unknown[] = [];
    for await (const chunk of stream) streamed.push(chunk);
    const record = await stream.result;
    expect(record.status).toBe('completed');
    expect(streamed).toEqual(record.chunks.filter((chunk) => chunk.type === 'tool-output'));
    expect(streamed).toMatchObject([{ type: 'tool-output', payload: { output: { done: 2 } } }]);
    expect(seen).toEqual(record.chunks.map((chunk) => chunk.type));
    expect(seen.length).toBeGreaterThan(streamed.length);
  });

  it('streamWireToolCall streams the call under the host: its result is the same record', async () => {
    // A host whose peer sends the arguments as text: the wire's mapping turns them into the input.
    const host = { argsToInput: (_tool: unknown, args: unknown) => ({ n: Number((args as { n: string }).n) }) };
    const stream = streamWireToolCall({ progress }, { ...call, args: { n: '4' } }, {}, host);
    const types: string[] = [];
    for await (const chunk of stream) types.push(chunk.type);
    const record = await stream.result;
    expect(record.status).toBe('completed');
    expect(record.result).toEqual({ n: 4 });
    expect(types).toEqual(record.chunks.map((chunk) => chunk.type));
  });
});
