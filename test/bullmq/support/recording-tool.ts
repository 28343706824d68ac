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

/** A background tool that records its executions and its onComplete calls in `redis`. */
export function recordingTool(redis: Redis) {
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
      // Long enough for a kill to land while tasks are running.
      await new Promise((resolve) => setTimeout(resolve, 40));
      const end = await redis.incr(keys.seq);
      await redis.rpush(keys.executions(id), JSON.stringify({ pid: process.pid, end }));
      return n * 2;
    },
  });
}
