// Resumes a ticket in a process of its own: `ticket-process.ts <port> <key> <ticket JSON>`.
// Prints the record's status and error name as JSON.
import { Redis } from 'ioredis';
import { z } from 'zod';
import { RedisTicketReplayStore } from '../../../src/bullmq';
import { type PendingToolCall, runToolCall } from '../../../src/runtime';
import { createTool } from '../../../src/tools';

const [port, key, ticket] = process.argv.slice(2) as [string, string, string];
const redis = new Redis({ host: '127.0.0.1', port: Number(port) });
const pay = createTool({ id: 'pay', description: 'p', requireApproval: true, inputSchema: z.object({ amount: z.number() }), execute: async () => 'paid' });
const record = await runToolCall(
  { pay },
  { toolCallId: 'c1' },
  {
    resume: { pending: JSON.parse(ticket) as PendingToolCall, approved: true },
    tickets: { keys: [key], replayStore: new RedisTicketReplayStore(redis, { maxAgeMs: 60_000 }), maxAgeMs: 60_000 },
  },
);
process.stdout.write(`${JSON.stringify({ status: record.status, result: record.result, error: (record.error as Error | undefined)?.name })}\n`);
redis.disconnect();
