import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTool } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import { isValidationError } from '../../src/index';
import { isToolExecutionError, runToolCall, streamToolCall, ToolExecutionError } from '../../src/runtime';
import { asyncDeltas, hookRecorder, recordingLogger, types } from './helpers';

const weatherTool = (extra: Record<string, any> = {}) =>
  createTool({
    id: 'weather',
    description: 'Weather',
    inputSchema: z.object({ location: z.string() }),
    execute: async ({ location }) => ({ temp: 20, location }),
    ...extra,
  });

describe('runToolCall: the happy path', () => {
  it('runs a call with parsed args and records result and model output', async () => {
    const rec = await runToolCall({ weather: weatherTool() }, { toolCallId: 'c1', toolName: 'weather', args: { location: 'P' } });
    expect(rec.status).toBe('completed');
    expect(rec.result).toEqual({ temp: 20, location: 'P' });
    expect(rec.modelOutput).toEqual({ type: 'json', value: { temp: 20, location: 'P' } });
    expect(rec.error).toBeUndefined();
    expect(rec.pending).toBeUndefined();
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-result']);
    expect(rec.chunks[1]).toEqual({
      type: 'tool-result',
      runId: expect.any(String),
      from: 'AGENT',
      payload: { args: { location: 'P' }, toolCallId: 'c1', toolName: 'weather', result: { temp: 20, location: 'P' } },
    });
  });

  it('accepts a single tool (name defaults to its id)', async () => {
    const rec = await runToolCall(weatherTool(), { toolCallId: 'c1', args: { location: 'P' } });
    expect(rec.toolName).toBe('weather');
    expect(rec.status).toBe('completed');
  });

  it('string results become text model output', async () => {
    const tool = createTool({ id: 't', description: 'd', execute: async () => 'hello' });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.modelOutput).toEqual({ type: 'text', value: 'hello' });
  });

  it('fires hooks in the reference order with the reference payloads (streamed input)', async () => {
    const { events, hooks } = hookRecorder();
    const ac = new AbortController();
    const messages = [{ role: 'user' as const, content: 'hi' }];
    const rec = await runToolCall(
      { weather: weatherTool(hooks) },
      { toolCallId: 'c1', toolName: 'weather', argsTextDeltas: ['{"loc', '', 'ation":"P"}'], messages },
      { abortSignal: ac.signal },
    );
    expect(rec.status).toBe('completed');
    expect(events.map((e) => e.name)).toEqual(['onInputStart', 'onInputDelta', 'onInputDelta', 'onInputAvailable', 'onOutput']);
    expect(events[0]!.payload).toEqual({ toolCallId: 'c1', messages, abortSignal: ac.signal });
    expect(Object.keys(events[0]!.payload)).toEqual(['toolCallId', 'messages', 'abortSignal']);
    expect(Object.keys(events[1]!.payload)).toEqual(['inputTextDelta', 'toolCallId', 'messages', 'abortSignal']);
    expect(events[1]!.payload.inputTextDelta).toBe('{"loc');
    expect(events[3]!.payload).toEqual({ toolCallId: 'c1', input: { location: 'P' }, messages, abortSignal: ac.signal });
    expect(Object.keys(events[4]!.payload)).toEqual(['toolCallId', 'toolName', 'output', 'abortSignal']);
    expect(events[4]!.payload.output).toEqual({ temp: 20, location: 'P' });
    expect(types(rec.chunks)).toEqual([
      'tool-call-input-streaming-start',
      'tool-call-delta',
      'tool-call-delta',
      'tool-call-input-streaming-end',
      'tool-call',
      'tool-result',
    ]);
  });

  it('consumes async iterables of deltas', async () => {
    const { events, hooks } = hookRecorder();
    const rec = await runToolCall(
      { weather: weatherTool(hooks) },
      { toolCallId: 'c', toolName: 'weather', argsTextDeltas: asyncDeltas(['{"location"', ':"Q"}']) },
    );
    expect(rec.result).toEqual({ temp: 20, location: 'Q' });
    expect(events.filter((e) => e.name === 'onInputDelta').length).toBe(2);
  });

  it('onInputAvailable gets the raw args before validation', async () => {
    const { events, hooks } = hookRecorder();
    const logger = recordingLogger();
    const rec = await runToolCall({ weather: weatherTool(hooks) }, { toolCallId: 'c', toolName: 'weather', argsText: '{"location":5}' }, { logger });
    expect(events.find((e) => e.name === 'onInputAvailable')!.payload.input).toEqual({ location: 5 });
    expect(isValidationError(rec.result)).toBe(true);
    expect((rec.result as any).message).toContain('Tool input validation failed for weather');
    expect(rec.status).toBe('completed');
    expect(logger.calls[0]).toEqual([
      'warn',
      'Tool input validation failed',
      { agent: undefined, tool: 'weather', validationError: (rec.result as any).message },
    ]);
    // onOutput also fires for a ValidationError result
    expect(events.find((e) => e.name === 'onOutput')!.payload.output).toBe(rec.result);
    expect(rec.modelOutput).toEqual({ type: 'json', value: rec.result });
  });

  it('validates once, with the tool key as id: Tool.execute does not validate again', async () => {
    const seen: unknown[] = [];
    const tool = createTool({
      id: 'tool-id',
      description: 'd',
      inputSchema: z.object({ v: z.string().transform((s) => s + '!') }),
      execute: async ({ v }) => {
        seen.push(v);
        return v;
      },
    });
    await runToolCall({ key: tool }, { toolCallId: 'c', toolName: 'key', args: { v: 'a' } });
    expect(seen).toEqual(['a!']);
    // @ts-expect-error `v` is a string: the types refuse it, the runtime answers with a ValidationError
    const bad = await runToolCall({ key: tool }, { toolCallId: 'c', toolName: 'key', args: { v: 1 } }, { logger: recordingLogger() });
    expect((bad.result as any).message).toContain('for key');
  });

  it('passes an agent-shaped context to execute', async () => {
    let ctx: any;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_input, context) => {
        ctx = context;
        return 1;
      },
    });
    const rc = new RequestContext([['userId', 'u']]);
    const ac = new AbortController();
    const messages = [{ role: 'user' as const, content: 'x' }];
    await runToolCall(
      { t: tool },
      { toolCallId: 'c9', toolName: 't', args: {}, messages },
      { requestContext: rc, abortSignal: ac.signal, run: { agentId: 'ag', runId: 'r1', threadId: 'th' } },
    );
    expect(Object.keys(ctx)).toEqual([
      'mastra',
      'memory',
      'runId',
      'requestContext',
      'actor',
      'workspace',
      'browser',
      'observe',
      'writer',
      'tracing',
      'loggerVNext',
      'metrics',
      'tracingContext',
      'abortSignal',
      'background',
      'agent',
      'workflow',
    ]);
    expect(ctx.requestContext).toBe(rc);
    expect(ctx.abortSignal).toBe(ac.signal);
    expect(ctx.runId).toBe('r1');
    expect(ctx.workflow).toBeUndefined();
    expect(ctx.background).toBeUndefined();
    expect(typeof ctx.observe.span).toBe('function');
    expect(await ctx.observe.span('x', () => 5)).toBe(5);
    expect(Object.keys(ctx.agent)).toEqual([
      'agentId',
      'toolCallId',
      'messages',
      'suspend',
      'resumeData',
      'suspendedToolRunId',
      'suspendPayload',
      'threadId',
      'resourceId',
      'outputWriter',
      'flushMessages',
    ]);
    expect(ctx.agent.agentId).toBe('ag');
    expect(ctx.agent.toolCallId).toBe('c9');
    expect(ctx.agent.messages).toBe(messages);
    expect(ctx.agent.threadId).toBe('th');
  });

  it('writer chunks go to the stream and the output sink', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_i, ctx) => {
        await ctx.writer!.write({ progress: 1 });
        await ctx.writer!.custom({ type: 'data-x', data: 2 });
        return 'done';
      },
    });
    const sink: any[] = [];
    const stream = streamToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { onChunk: (c) => void sink.push(c), run: { runId: 'R' } });
    const streamed: any[] = [];
    for await (const c of stream) streamed.push(c);
    expect(types(streamed)).toEqual(['tool-call', 'tool-output', 'data-x', 'tool-result']);
    expect(streamed[1]).toEqual({ type: 'tool-output', runId: 'R', from: 'USER', payload: { output: { progress: 1 }, toolCallId: 'c', toolName: 't' } });
    expect(sink).toEqual(streamed);
    expect((await stream.result).status).toBe('completed');
  });

  it('the record keeps every chunk in order, however many the tool writes (short records are copied, long ones appended to)', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_i, ctx) => {
        for (let n = 0; n < 20; n += 1) await ctx.writer!.write({ n });
        return 'done';
      },
    });
    const seen: unknown[] = [];
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { onChunk: (c) => void seen.push(c) });
    expect(rec.chunks).toHaveLength(22);
    expect(rec.chunks).toEqual(seen);
    expect(rec.chunks.slice(1, 21).map((c: any) => c.payload.output.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('serialises results (circular → "[Circular]", BigInt → string)', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => {
        const o: any = { a: 1n };
        o.self = o;
        return o;
      },
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.result).toEqual({ a: '1', self: '[Circular]' });
  });

  it('undefined result (no suspension) leaves the call pending, no tool-result', async () => {
    const { events, hooks } = hookRecorder();
    const tool = createTool({ id: 't', description: 'd', execute: async () => undefined, ...hooks });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.status).toBe('pending');
    expect(types(rec.chunks)).toEqual(['tool-call']);
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable', 'onOutput']);
  });

  it('a tool without execute stays pending after onInputAvailable', async () => {
    const { events, hooks } = hookRecorder();
    const tool = createTool({ id: 't', description: 'd', ...hooks });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.status).toBe('pending');
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable']);
  });
});

describe('runToolCall: errors', () => {
  it('unknown tool: the reference text, as a tool-error, error-text for the model', async () => {
    const rec = await runToolCall({ a: weatherTool(), b: weatherTool() }, { toolCallId: 'c', toolName: 'nope' as string, args: {} });
    expect(rec.status).toBe('failed');
    const msg = 'Tool "nope" not found. Available tools: a, b. Call tools by their exact name only — never add prefixes, namespaces, or colons.';
    expect(rec.error!.message).toBe(msg);
    expect(rec.error!.name).toBe('ToolNotFoundError');
    expect(rec.modelOutput).toEqual({ type: 'error-text', value: msg });
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-error']);
  });

  it('finds a tool by id when the key differs', async () => {
    const rec = await runToolCall({ key: weatherTool() }, { toolCallId: 'c', toolName: 'weather', args: { location: 'P' } });
    expect(rec.status).toBe('completed');
  });

  it('invalid JSON: hooks still run, then the "could not be parsed" error', async () => {
    const { events, hooks } = hookRecorder();
    const rec = await runToolCall({ weather: weatherTool(hooks) }, { toolCallId: 'c', toolName: 'weather', argsText: '{not json' });
    expect(rec.status).toBe('failed');
    const msg = 'Tool "weather" received invalid arguments — the provided JSON could not be parsed. Please provide valid JSON arguments.';
    expect(rec.error!.message).toBe(msg);
    expect(rec.modelOutput).toEqual({ type: 'error-text', value: msg });
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable']);
    expect(events[0]!.payload.input).toBeUndefined();
  });

  it('empty args text is a parse failure; repairable text is repaired', async () => {
    const empty = await runToolCall({ weather: weatherTool() }, { toolCallId: 'c', toolName: 'weather', argsTextDeltas: [] });
    expect(empty.error!.message).toContain('could not be parsed');
    const repaired = await runToolCall({ weather: weatherTool() }, { toolCallId: 'c', toolName: 'weather', argsText: "{location:'P',}" });
    expect(repaired.args).toEqual({ location: 'P' });
    expect(repaired.status).toBe('completed');
  });

  it('a throwing execute fails the call with a TOOL_EXECUTION_FAILED error; onOutput is not called', async () => {
    const { events, hooks } = hookRecorder();
    const boom = new Error('boom');
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => {
        throw boom;
      },
      ...hooks,
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.status).toBe('failed');
    expect(rec.error).toBeInstanceOf(ToolExecutionError);
    expect(isToolExecutionError(rec.error)).toBe(true);
    expect(rec.error).toMatchObject({ id: 'TOOL_EXECUTION_FAILED', domain: 'TOOL', category: 'USER', message: 'boom', cause: boom });
    expect(rec.modelOutput).toEqual({ type: 'error-text', value: 'boom' });
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable']);
    expect(types(rec.chunks)).toEqual(['tool-call', 'tool-error']);
    expect((rec.chunks[1] as any).payload.error).toBe(rec.error);
  });

  it('hook errors are logged as "Error calling <hook>" and never fail the call', async () => {
    const logger = recordingLogger();
    const fail = (name: string) => () => {
      throw new Error(name);
    };
    const tool = weatherTool({
      onInputStart: fail('s'),
      onInputDelta: async () => {
        throw new Error('d');
      },
      onInputAvailable: fail('a'),
      onOutput: fail('o'),
    });
    const rec = await runToolCall({ weather: tool }, { toolCallId: 'c', toolName: 'weather', argsTextDeltas: ['{"location":"P"}'] }, { logger });
    expect(rec.status).toBe('completed');
    expect(logger.calls.map((c) => [c[0], c[1], c[2].message])).toEqual([
      ['error', 'Error calling onInputStart', 's'],
      ['error', 'Error calling onInputDelta', 'd'],
      ['error', 'Error calling onInputAvailable', 'a'],
      ['error', 'Error calling onOutput', 'o'],
    ]);
    expect(types(rec.chunks)).toContain('tool-call-input-streaming-start');
  });

  it('a throwing onChunk sink is logged, not fatal', async () => {
    const logger = recordingLogger();
    const rec = await runToolCall(
      { weather: weatherTool() },
      { toolCallId: 'c', toolName: 'weather', args: { location: 'P' } },
      {
        logger,
        onChunk: () => {
          throw new Error('sink');
        },
      },
    );
    expect(rec.status).toBe('completed');
    expect(logger.calls[0]![1]).toBe('Error calling onChunk');
  });

  it('a throwing argsTextDeltas iterable fails the call with an error chunk', async () => {
    async function* bad() {
      yield '{';
      throw new Error('stream broke');
    }
    const rec = await runToolCall({ weather: weatherTool() }, { toolCallId: 'c', toolName: 'weather', argsTextDeltas: bad() });
    expect(rec.status).toBe('failed');
    expect(rec.error!.message).toBe('stream broke');
    expect(types(rec.chunks).at(-1)).toBe('error');
  });
});

describe('toModelOutput', () => {
  it('maps the model output, keeps the raw result, stores it in providerMetadata', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => ({ big: 'x'.repeat(10) }),
      toModelOutput: (out: any) => ({
        type: 'content',
        value: [
          { type: 'image-data', data: 'AAA' },
          { type: 'text', text: out.big.length + '' },
        ],
      }),
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    const expected = {
      type: 'content',
      value: [
        { type: 'media', data: 'AAA', mediaType: 'image/jpeg' },
        { type: 'text', text: '10' },
      ],
    };
    expect(rec.modelOutput).toEqual(expected);
    expect(rec.result).toEqual({ big: 'xxxxxxxxxx' });
    expect(rec.providerMetadata).toEqual({ mastra: { modelOutput: expected } });
    expect((rec.chunks.at(-1) as any).payload.providerMetadata).toEqual({ mastra: { modelOutput: expected } });
  });

  it('null/undefined from toModelOutput keeps the default; not called for null results', async () => {
    let calls = 0;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => 's',
      toModelOutput: () => {
        calls++;
        return undefined;
      },
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.modelOutput).toEqual({ type: 'text', value: 's' });
    expect(calls).toBe(1);
  });

  it('a throwing toModelOutput fails the call with a clear error (after onOutput)', async () => {
    const { events, hooks } = hookRecorder();
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async () => 1,
      toModelOutput: () => {
        throw new Error('map fail');
      },
      ...hooks,
    });
    const rec = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} });
    expect(rec.status).toBe('failed');
    expect(rec.error!.name).toBe('ToolModelOutputError');
    expect(rec.error!.message).toBe('toModelOutput of tool "t" threw: map fail');
    expect((rec.error as any).cause.message).toBe('map fail');
    expect(rec.result).toBe(1);
    expect(events.map((e) => e.name)).toEqual(['onInputAvailable', 'onOutput']);
    expect(types(rec.chunks)).toEqual(['tool-call', 'error']);
  });
});
