/**
 * What a wire whose client waits for the result needs of background tasks: `awaitResult` ends
 * the call with the task's result (never the placeholder), a task can be cancelled (its signal
 * fires, it ends `cancelled`, no retry), and a failed task keeps the name of what the tool threw.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InProcessBackgroundExecutor, runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

const report = createTool({
  id: 'report',
  description: 'Writes a report',
  inputSchema: z.object({ topic: z.string() }),
  outputSchema: z.object({ text: z.string() }),
  background: { enabled: true },
  execute: async ({ topic }) => ({ text: `report on ${topic}` }),
  toModelOutput: (output: { text: string }) => ({ type: 'text', value: output.text.toUpperCase() }),
});

describe('background tasks for a caller that waits', () => {
  it('without awaitResult the call ends with the placeholder; with it, with the task result through toModelOutput', async () => {
    const placeholder = await runToolCall({ report }, { toolCallId: 'c1', toolName: 'report', args: { topic: 'tides' } });
    expect(String(placeholder.result)).toContain('Background task started');
    const awaited = await runToolCall({ report }, { toolCallId: 'c2', toolName: 'report', args: { topic: 'tides' } }, { background: { awaitResult: true } });
    expect(awaited.status).toBe('completed');
    expect(awaited.result).toEqual({ text: 'report on tides' });
    expect(awaited.modelOutput).toEqual({ type: 'text', value: 'REPORT ON TIDES' });
    expect(awaited.chunks.map((chunk) => chunk.type)).toContain('background-task-started');
  });

  it('awaitResult keeps an explicit foreground override in the foreground', async () => {
    const record = await runToolCall(
      { report },
      { toolCallId: 'c3', toolName: 'report' as string, args: { topic: 'tides', _background: { enabled: false } } },
      { background: { awaitResult: true } },
    );
    expect(record.result).toEqual({ text: 'report on tides' });
    expect(record.chunks.map((chunk) => chunk.type)).not.toContain('background-task-started');
  });

  it('a thrown execute fails the awaited call with the thrown name and message', async () => {
    const failing = createTool({
      id: 'failing',
      description: 'Fails',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: async () => {
        throw new RangeError('out of range');
      },
    });
    const record = await runToolCall({ failing }, { toolCallId: 'c4', toolName: 'failing', args: {} }, { background: { awaitResult: true } });
    expect(record.status).toBe('failed');
    expect(record.error?.name).toBe('RangeError');
    expect(record.error?.message).toBe('out of range');
  });

  it('cancel fires the running attempt signal, ends the task cancelled and retries nothing', async () => {
    const executor = new InProcessBackgroundExecutor();
    let attempts = 0;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let seen: AbortSignal | undefined;
    const slow = createTool({
      id: 'slow',
      description: 'Waits for its signal',
      inputSchema: z.object({}),
      background: { enabled: true, maxRetries: 3 },
      execute: async (_input, context) => {
        attempts += 1;
        seen = context.abortSignal;
        started();
        await new Promise((resolve) => context.abortSignal?.addEventListener('abort', resolve, { once: true }));
        return 'stopped';
      },
    });
    const call = runToolCall({ slow }, { toolCallId: 'c5', toolName: 'slow', args: {} }, { background: { executor, awaitResult: true } });
    await running;
    const [handle] = [...executor.tasks.values()];
    expect(executor.cancel(handle!.taskId)).toBe(true);
    expect(executor.cancel(handle!.taskId)).toBe(false);
    const record = await call;
    expect(seen?.aborted).toBe(true);
    expect(attempts).toBe(1);
    expect((await handle!.done).status).toBe('cancelled');
    expect(record.status).toBe('failed');
    expect(record.error?.name).toBe('CancelledError');
    expect(executor.cancel('unknown')).toBe(false);
  });
});
