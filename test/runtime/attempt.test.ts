// A background attempt's abort signal: the tool, its onOutput and a copy of the context see the
// same signal, aborted with the executor's reason, whenever they read it.
import { describe, expect, it } from 'vitest';
import { runToolCall } from '../../src/runtime';
import { Attempt } from '../../src/runtime/execution/attempt';
import { createTool } from '../../src/tools';
import { deferred } from '../deferred';

const contextKeys = (ctx: object) => Object.keys(ctx);

describe('Attempt', () => {
  it('has one signal, and keeps it', () => {
    const attempt = new Attempt('t1', 0, 'deferred');
    const signal = attempt.abortSignal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal.aborted).toBe(false);
    expect(attempt.abortSignal).toBe(signal);
    attempt.abort('stop');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('stop');
  });

  it('an abort gives a signal aborted with that reason; a second abort changes nothing', () => {
    const attempt = new Attempt('t1', 2, 'awaited');
    const reason = new Error('timed out');
    attempt.abort(reason);
    attempt.abort(new Error('later'));
    expect(attempt.abortSignal.aborted).toBe(true);
    expect(attempt.abortSignal.reason).toBe(reason);
    expect({ taskId: attempt.taskId, attempt: attempt.attempt, disposition: attempt.disposition }).toEqual({
      taskId: 't1',
      attempt: 2,
      disposition: 'awaited',
    });
  });

  it("a background tool's context has abortSignal in its place, as a real signal, for the tool, a copy and onOutput", async () => {
    let keys: string[] = [];
    let own: PropertyDescriptor | undefined;
    let copied: unknown;
    let seen: AbortSignal | undefined;
    let hookSignal: unknown;
    const tool = createTool({
      id: 'bg',
      description: 'd',
      background: { enabled: true },
      onOutput: ({ abortSignal }) => void (hookSignal = abortSignal),
      execute: async (_input, ctx) => {
        keys = contextKeys(ctx);
        copied = { ...ctx }.abortSignal;
        seen = ctx.abortSignal;
        own = Object.getOwnPropertyDescriptor(ctx, 'abortSignal');
        return 1;
      },
    });
    const rec = await runToolCall({ bg: tool }, { toolCallId: 'c', toolName: 'bg', args: {} });
    await rec.background!.done;
    expect(keys.indexOf('abortSignal')).toBe(keys.indexOf('tracingContext') + 1);
    expect(keys.indexOf('background')).toBe(keys.indexOf('abortSignal') + 1);
    expect(seen).toBeInstanceOf(AbortSignal);
    expect(seen!.aborted).toBe(false);
    expect(copied).toBe(seen);
    // Once read, a plain data property, as the engine's other keys.
    expect(own).toMatchObject({ value: seen, writable: true, enumerable: true, configurable: true });
    expect(hookSignal).toBe(seen);
  });

  it("the in-process executor's time limit aborts the signal a tool reads only after it passed", async () => {
    const gate = deferred();
    let reason: unknown;
    let aborted: boolean | undefined;
    const tool = createTool({
      id: 'late',
      description: 'd',
      background: { enabled: true, timeoutMs: 5 },
      execute: async (_input, ctx) => {
        await gate.promise;
        aborted = ctx.abortSignal?.aborted;
        reason = ctx.abortSignal?.reason;
        return 1;
      },
    });
    const rec = await runToolCall({ late: tool }, { toolCallId: 'c', toolName: 'late', args: {} });
    const task = await rec.background!.done;
    expect(task.status).toBe('timed_out');
    gate.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(aborted).toBe(true);
    expect((reason as Error).message).toBe(`Background task timed out after 5ms: ${task.id}`);
  });
});
