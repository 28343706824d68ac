// A long-lived InProcessBackgroundExecutor keeps its running tasks and a bounded number of
// finished ones in `tasks`: the oldest finished task leaves first, and an id that left answers
// as unknown (`tasks.get` undefined, `cancel` false). The handle a call got keeps its task.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InProcessBackgroundExecutor, runToolCall } from '../../src/runtime';
import { createTool } from '../../src/tools';

function echoTool() {
  return createTool({
    id: 'echo',
    description: 'Echoes n in the background.',
    inputSchema: z.object({ n: z.number() }),
    background: { enabled: true },
    execute: async ({ n }) => ({ n }),
  });
}

async function runMany(executor: InProcessBackgroundExecutor, count: number) {
  const tools = { echo: echoTool() };
  const handles = [];
  for (let n = 0; n < count; n += 1) {
    const record = await runToolCall(tools, { toolCallId: `c${n}`, toolName: 'echo', args: { n } }, { background: { executor } });
    handles.push(record.background!);
  }
  await Promise.all(handles.map((h) => h.done));
  return handles;
}

describe('InProcessBackgroundExecutor: finished tasks', () => {
  it('keeps at most keepFinished finished tasks; the oldest leave first and answer as unknown', async () => {
    const executor = new InProcessBackgroundExecutor({ keepFinished: 3 });
    const handles = await runMany(executor, 50);
    expect(executor.tasks.size).toBe(3);
    expect([...executor.tasks.keys()]).toEqual(handles.slice(-3).map((h) => h.taskId));
    const evicted = handles[0]!;
    expect(executor.tasks.get(evicted.taskId)).toBeUndefined();
    expect(executor.cancel(evicted.taskId)).toBe(false);
    // The call's own handle still holds the finished task.
    expect((await evicted.done).status).toBe('completed');
    expect(evicted.task.result).toEqual({ n: 0 });
  });

  it('by default keeps the last 1,000 finished tasks', async () => {
    const executor = new InProcessBackgroundExecutor();
    const handles = await runMany(executor, 1_010);
    expect(executor.tasks.size).toBe(1_000);
    expect(executor.tasks.has(handles[9]!.taskId)).toBe(false);
    expect(executor.tasks.get(handles[10]!.taskId)).toBe(handles[10]);
  });

  it('never lets a running task go, whatever finishes after it', async () => {
    const executor = new InProcessBackgroundExecutor({ keepFinished: 0 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = createTool({
      id: 'slow',
      description: 'Waits for the test.',
      inputSchema: z.object({}),
      background: { enabled: true },
      execute: async () => {
        await gate;
        return 'late';
      },
    });
    const running = await runToolCall({ slow }, { toolCallId: 's', toolName: 'slow', args: {} }, { background: { executor } });
    await runMany(executor, 5);
    expect([...executor.tasks.keys()]).toEqual([running.background!.taskId]);
    release();
    expect((await running.background!.done).status).toBe('completed');
    expect(executor.tasks.size).toBe(0);
  });

  it('refuses a keepFinished that is not a count', () => {
    for (const bad of [-1, 1.5, Number.NaN, '10']) {
      expect(() => new InProcessBackgroundExecutor({ keepFinished: bad as number })).toThrow(TypeError);
    }
    expect(() => new InProcessBackgroundExecutor({ keepFinished: Number.POSITIVE_INFINITY })).not.toThrow();
  });
});
