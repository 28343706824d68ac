// The tools the multi-process test runs: each execution writes its start and end to Redis, taking
// a number from one shared counter, so the test can order executions across processes. `record`
// has an onComplete (its record is a key of its own); `plain` has none (its record is the job's
// outcome).
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createTool } from '../../../src/tools';

/** Keys the recording tools write. */
export const keys = {
  seq: 'test:seq',
  executions: (toolCallId: string) => `test:exec:${toolCallId}`,
  onComplete: (toolCallId: string) => `test:on-complete:${toolCallId}`,
};

/** Decides, as an execution of tool `id` starts, whether it never ends. */
export type Hang = (id: 'record' | 'plain') => boolean;

function recorder(redis: Redis, id: 'record' | 'plain', hang: Hang | undefined) {
  return async ({ n }: { n: number }, ctx: { agent?: { toolCallId: string } | undefined }) => {
    const callId = ctx.agent!.toolCallId;
    const start = await redis.incr(keys.seq);
    await redis.rpush(keys.executions(callId), JSON.stringify({ pid: process.pid, start }));
    if (hang?.(id)) await new Promise<never>(() => {});
    await new Promise((resolve) => setTimeout(resolve, 40));
    const end = await redis.incr(keys.seq);
    await redis.rpush(keys.executions(callId), JSON.stringify({ pid: process.pid, end }));
    return n * 2;
  };
}

/** The two recording tools, writing to `redis`; `hang` makes chosen executions never end. */
export function recordingTools(redis: Redis, hang?: Hang) {
  const inputSchema = z.object({ n: z.number() });
  return {
    record: createTool({
      id: 'record',
      description: 'Records its execution interval and its onComplete calls.',
      inputSchema,
      background: {
        enabled: true,
        onComplete: async (task) => void (await redis.rpush(keys.onComplete(task.toolCallId), String(process.pid))),
      },
      execute: recorder(redis, 'record', hang),
    }),
    plain: createTool({
      id: 'plain',
      description: 'Records its execution interval.',
      inputSchema,
      background: { enabled: true },
      execute: recorder(redis, 'plain', hang),
    }),
  };
}
