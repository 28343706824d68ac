// A worker process for the multi-process test: `worker-process.ts <port> <queue> [hangAfter]`.
// Prints `ready`, then `completed` for each task it completes (and `hanging` when an execution
// after the first `hangAfter` starts: it never ends).
import { Redis } from 'ioredis';
import { startBullMQWorker } from '../../../src/bullmq';
import { recordingTool } from './recording-tool';

const [port, queueName, hangAfter] = process.argv.slice(2) as [string, string, string | undefined];
const connection = { host: '127.0.0.1', port: Number(port), maxRetriesPerRequest: null };
const redis = new Redis(connection);
const worker = startBullMQWorker(
  { record: recordingTool(redis, hangAfter === undefined ? undefined : Number(hangAfter)) },
  // Short lock and stall check so a killed worker's tasks are taken over quickly in the test.
  { connection, queueName, concurrency: 8, lockDuration: 4000, stalledInterval: 1500, logger: { ...console, debug() {}, info() {} } as never },
);
worker.worker.on('completed', () => process.stdout.write('completed\n'));
await worker.ready;
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker.close().then(() => {
    redis.disconnect();
    process.exit(0);
  });
});
