// The tool the multi-process test runs: each execution writes its start and end to Redis, taking
// a number from one shared counter, so the test can order executions across processes.
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createTool } from '../../../src/tools';

/** Keys the recording tool writes. */
export const keys = {
  seq: 'test:seq',
  executions: (toolCallId: string) => `test:exec:${toolCallId}`,
  onComplete: (toolCallId: string) => `test:on-complete:${toolCallId}`,
};

/**
 * A background tool that records its executions and its onComplete calls in `redis`. With
 * `hangAfter`, every execution after that many in this process records its start, prints
 * `hanging` and never ends: the process is then known to be inside an execution.
 */
export function recordingTool(redis: Redis, hangAfter = Number.POSITIVE_INFINITY) {
  let started = 0;
  return createTool({
    id: 'record',
    description: 'Records its execution interval.',
    inputSchema: z.object({ n: z.number() }),
    background: {
      enabled: true,
      onComplete: async (task) => void (await redis.rpush(keys.onComplete(task.toolCallId), String(process.pid))),
    },
    execute: async ({ n }, ctx) => {
      const id = ctx.agent!.toolCallId;
      const start = await redis.incr(keys.seq);
      await redis.rpush(keys.executions(id), JSON.stringify({ pid: process.pid, start }));
      started += 1;
      if (started > hangAfter) {
        process.stdout.write('hanging\n');
        await new Promise<never>(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
      const end = await redis.incr(keys.seq);
      await redis.rpush(keys.executions(id), JSON.stringify({ pid: process.pid, end }));
      return n * 2;
    },
  });
}
