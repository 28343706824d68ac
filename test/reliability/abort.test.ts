// A stuck call ends once its signal fires or its time limit passes, whatever the tool's code does.
import { describe, expect, it } from 'vitest';
import { runToolCall, streamToolCall, ToolCallTimeoutError, type RuntimeChunk } from '../../src/runtime';
import { createTool } from '../../src/tools';
import { deferred } from '../deferred';
import { CASE_TIMEOUT, checkPrototypesAfterEach, never } from './helpers';

checkPrototypesAfterEach();

const ok = async () => 'ok';

/** Tools whose one piece of user code never settles, and the call options that reach it. */
const stuck: Array<[string, () => { tool: any; options?: Record<string, unknown>; deltas?: boolean }]> = [
  ['execute', () => ({ tool: createTool({ id: 't', description: 'd', execute: never as never }) })],
  ['onInputStart', () => ({ tool: createTool({ id: 't', description: 'd', execute: ok, onInputStart: never } as never), deltas: true })],
  ['onInputDelta', () => ({ tool: createTool({ id: 't', description: 'd', execute: ok, onInputDelta: never } as never), deltas: true })],
  ['onInputAvailable', () => ({ tool: createTool({ id: 't', description: 'd', execute: ok, onInputAvailable: never } as never) })],
  ['onOutput', () => ({ tool: createTool({ id: 't', description: 'd', execute: ok, onOutput: never } as never) })],
  ['toModelOutput', () => ({ tool: createTool({ id: 't', description: 'd', execute: ok, toModelOutput: never } as never) })],
  [
    'the approval handler',
    () => ({ tool: createTool({ id: 't', description: 'd', requireApproval: true, execute: ok } as never), options: { approval: never } }),
  ],
];

function callOf(deltas: boolean | undefined) {
  return deltas ? { toolCallId: 'c', toolName: 't', argsTextDeltas: ['{', '}'] } : { toolCallId: 'c', toolName: 't', args: {} };
}

describe.each(stuck)('%s never settles', (_name, make) => {
  it(
    'runToolCall settles aborted when the signal fires',
    async () => {
      const { tool, options, deltas } = make();
      const controller = new AbortController();
      const record = runToolCall({ t: tool }, callOf(deltas) as never, { ...options, abortSignal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      const settled = await record;
      expect(settled.status).toBe('aborted');
      expect(settled.error).toBeUndefined();
    },
    CASE_TIMEOUT,
  );

  it(
    'streamToolCall ends its stream and settles aborted on timeoutMs, with a ToolCallTimeoutError',
    async () => {
      const { tool, options, deltas } = make();
      const stream = streamToolCall({ t: tool }, callOf(deltas) as never, { ...options, timeoutMs: 20 });
      const chunks: RuntimeChunk[] = [];
      for await (const chunk of stream) chunks.push(chunk);
      const record = await stream.result;
      expect(record.status).toBe('aborted');
      expect(ToolCallTimeoutError.isInstance(record.error)).toBe(true);
      expect(record.error).toMatchObject({ name: 'ToolCallTimeoutError', toolName: 't', toolCallId: 'c', timeoutMs: 20 });
      expect(record.chunks).toEqual(chunks);
    },
    CASE_TIMEOUT,
  );
});

it(
  'an already aborted signal settles at once, before any user code runs',
  async () => {
    let ran = false;
    const tool = createTool({ id: 't', description: 'd', execute: async () => ((ran = true), 'x') });
    const record = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { abortSignal: AbortSignal.abort() });
    expect(record.status).toBe('aborted');
    expect(ran).toBe(false);
  },
  CASE_TIMEOUT,
);

it(
  'the tool is handed the signal, and what it does after the abort reaches neither record nor stream',
  async () => {
    let release!: () => void;
    let seen: AbortSignal | undefined;
    const started = deferred();
    const finished = deferred();
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: async (_input, ctx) => {
        seen = ctx.abortSignal;
        started.resolve();
        await new Promise<void>((resolve) => (release = resolve));
        await ctx.writer?.write({ late: true }).catch(() => undefined);
        finished.resolve();
        return 'late result';
      },
    });
    const controller = new AbortController();
    const seenChunks: RuntimeChunk[] = [];
    const pending = runToolCall(
      { t: tool },
      { toolCallId: 'c', toolName: 't', args: {} },
      { abortSignal: controller.signal, onChunk: (c) => void seenChunks.push(c) },
    );
    await started.promise;
    controller.abort();
    const record = await pending;
    expect(record.status).toBe('aborted');
    expect(seen?.aborted).toBe(true);
    const frozen = JSON.stringify(record.chunks);
    const countBefore = seenChunks.length;
    release();
    await finished.promise;
    // Whatever the engine would still do with the late result is queued by now.
    await new Promise((r) => setImmediate(r));
    expect(record.status).toBe('aborted');
    expect(record.result).toBeUndefined();
    expect(JSON.stringify(record.chunks)).toBe(frozen);
    expect(seenChunks.length).toBe(countBefore);
  },
  CASE_TIMEOUT,
);

it(
  'timeoutMs: the signal handed to the tool fires with the ToolCallTimeoutError as its reason',
  async () => {
    let reason: unknown;
    const tool = createTool({
      id: 't',
      description: 'd',
      execute: (_input, ctx) => new Promise((_resolve, reject) => ctx.abortSignal!.addEventListener('abort', () => reject((reason = ctx.abortSignal!.reason)))),
    });
    const record = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { timeoutMs: 10 });
    expect(record.status).toBe('aborted');
    expect(ToolCallTimeoutError.isInstance(reason)).toBe(true);
  },
  CASE_TIMEOUT,
);

it(
  'a call that finishes in time is not touched by timeoutMs or the signal',
  async () => {
    const controller = new AbortController();
    const tool = createTool({ id: 't', description: 'd', execute: async () => 'done' });
    const record = await runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { timeoutMs: 5_000, abortSignal: controller.signal });
    controller.abort();
    expect(record.status).toBe('completed');
    expect(record.result).toBe('done');
  },
  CASE_TIMEOUT,
);

it.each([-1, Number.NaN, '10'])('timeoutMs %s is refused with a TypeError: runToolCall rejects, streamToolCall throws', async (bad) => {
  const tool = createTool({ id: 't', description: 'd', execute: ok });
  await expect(runToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { timeoutMs: bad as number })).rejects.toThrow(
    /timeoutMs must be a non-negative number/,
  );
  expect(() => streamToolCall({ t: tool }, { toolCallId: 'c', toolName: 't', args: {} }, { timeoutMs: bad as number })).toThrow(TypeError);
});

it(
  'a direct tool.execute keeps the reference behaviour: it is the user function, not raced',
  async () => {
    let finished = false;
    const tool = createTool({ id: 't', description: 'd', execute: async () => (await new Promise((r) => setTimeout(r, 30)), (finished = true), 'x') });
    const result = await tool.execute!({} as never, { abortSignal: AbortSignal.abort() } as never);
    expect(result).toBe('x');
    expect(finished).toBe(true);
  },
  CASE_TIMEOUT,
);
