// The tool of the idempotency test: each execution appends its process id and its idempotency
// key to a Redis list; `hangAfterExecute` makes the task never end once execute has returned
// (onOutput waits forever), after printing `executed`: a worker to kill at that point.
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createTool } from '../../../src/tools';

/** The list each execution of tool call `toolCallId` appends `{ pid, key }` to. */
export const chargeRuns = (toolCallId: string) => `test:charge:${toolCallId}`;

/** The `charge` tool, writing to `redis` (absent on the dispatcher, where execute never runs). */
export function chargeTools(redis: Redis | undefined, hangAfterExecute = false) {
  return {
    charge: createTool({
      id: 'charge',
      description: 'Charges a card',
      inputSchema: z.object({ amount: z.number() }),
      background: { enabled: true },
      execute: async ({ amount }, ctx) => {
        const key = ctx.idempotencyKey!;
        await redis!.rpush(chargeRuns(ctx.agent!.toolCallId), JSON.stringify({ pid: process.pid, key }));
        return { charged: amount, by: process.pid, key };
      },
      onOutput: async () => {
        if (!hangAfterExecute) return;
        process.stdout.write('executed\n');
        await new Promise<never>(() => {});
      },
    }),
  };
}
