// The dispatcher process of the multi-process test: `dispatcher-process.ts <port> <queue> <count>`.
// Dispatches `count` background calls (alternately `record` and `plain`), waits for every `done`, prints one JSON summary line.
import { Redis } from 'ioredis';
import { createBullMQExecutor } from '../../../src/bullmq';
import { runToolCall } from '../../../src/runtime';
import { recordingTools } from './recording-tool';

const [port, queueName, count] = process.argv.slice(2) as [string, string, string];
const connection = { host: '127.0.0.1', port: Number(port) };
const redis = new Redis(connection);
const tools = recordingTools(redis);
const executor = createBullMQExecutor({ connection, queueName });
const records = await Promise.all(
  Array.from({ length: Number(count) }, (_, n) =>
    runToolCall(tools, { toolCallId: `call-${n}`, toolName: n % 2 === 0 ? 'record' : 'plain', args: { n } }, { background: { executor } }),
  ),
);
process.stdout.write('dispatched\n');
const tasks = await Promise.all(records.map((record) => record.background!.done));
process.stdout.write(
  `${JSON.stringify({
    statuses: records.map((r) => r.status),
    tasks: tasks.map((t) => ({ id: t.id, toolName: t.toolName, toolCallId: t.toolCallId, status: t.status, result: t.result, error: t.error?.message })),
  })}\n`,
);
await executor.close();
redis.disconnect();
