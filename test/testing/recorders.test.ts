import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRecordingLogger, recordHooks, testTool, type HookInvocation } from '../../src/testing';
import { createTool } from '../../src/tools';

describe('createRecordingLogger', () => {
  it('records every level with its arguments, forwards, and survives a throwing forward', () => {
    const forwarded: unknown[][] = [];
    const sink: any[] = [];
    const logger = createRecordingLogger(
      {
        warn: (...a) => void forwarded.push(a),
        error: () => {
          throw new Error('logger down');
        },
      },
      [sink],
    );
    logger.warn('w', { a: 1 });
    logger.error('e');
    logger.debug('d', 1, 2);
    logger.info('i');
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'w', args: [{ a: 1 }] },
      { level: 'error', message: 'e', args: [] },
      { level: 'debug', message: 'd', args: [1, 2] },
      { level: 'info', message: 'i', args: [] },
    ]);
    expect(sink).toEqual(logger.entries);
    expect(forwarded).toEqual([['w', { a: 1 }]]);
  });
});

describe('recordHooks', () => {
  it('wraps defined hooks only, keeps identity per view, and leaves the tool alone', async () => {
    const calls: string[] = [];
    const tool = createTool({ id: 't', description: 'd', onInputAvailable: () => void calls.push('orig'), execute: async () => 1 });
    const invocations: HookInvocation[] = [];
    const view = recordHooks(tool, invocations);
    expect(view.onInputAvailable).toBe(view.onInputAvailable);
    expect(view.onInputAvailable).not.toBe(tool.onInputAvailable);
    expect(view.onOutput).toBeUndefined();
    expect(view.execute).toBe(tool.execute);
    expect(view.id).toBe('t');
    await view.onInputAvailable!({ input: 1, toolCallId: 'c', messages: [] } as any);
    expect(invocations).toEqual([{ name: 'onInputAvailable', payload: { input: 1, toolCallId: 'c', messages: [] } }]);
    expect(calls).toEqual(['orig']);
  });

  it('records a rejected hook promise with its error and rejects the same way', async () => {
    const invocations: HookInvocation[] = [];
    const view = recordHooks({ id: 'x', onOutput: async (_options: unknown) => Promise.reject(new Error('late')) }, invocations);
    await expect(view.onOutput!({})).rejects.toThrow('late');
    expect((invocations[0]!.error as Error).message).toBe('late');
  });
});

describe('testTool: background', () => {
  it('returns the placeholder at once; onOutput shows in hooks when the task ends', async () => {
    const tool = createTool({
      id: 'slow',
      description: 'd',
      inputSchema: z.object({ v: z.string() }),
      background: { enabled: true },
      onOutput: () => {},
      execute: async ({ v }) => {
        await new Promise((r) => setTimeout(r, 5));
        return v.toUpperCase();
      },
    });
    const run = await testTool(tool).call({ v: 'a' });
    expect(run.status).toBe('completed');
    expect(run.result).toContain('Background task started. Task ID:');
    expect(run.hooks).toEqual([]);
    const task = await run.background!.done;
    expect(task.result).toBe('A');
    expect(run.hooks.map((h) => [h.name, h.payload.output])).toEqual([['onOutput', 'A']]);
  });
});
