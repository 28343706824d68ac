// A worker process for the multi-process test: `worker-process.ts <port> <queue> [hangAfter]`.
// Prints `ready`, then `completed` for each task it completes. With `hangAfter`, the first
// execution of each tool after its first `hangAfter` never ends; once both tools have one such
// execution it prints `hanging`: the process is then inside an execution of each.
import { Redis } from 'ioredis';
import { startBullMQWorker } from '../../../src/bullmq';
import { type Hang, recordingTools } from './recording-tool';

const [port, queueName, hangAfter] = process.argv.slice(2) as [string, string, string | undefined];
const connection = { host: '127.0.0.1', port: Number(port), maxRetriesPerRequest: null };
const redis = new Redis(connection);
const started = new Map<string, number>();
const hung = new Set<string>();
const hang: Hang | undefined =
  hangAfter === undefined
    ? undefined
    : (id) => {
        const count = (started.get(id) ?? 0) + 1;
        started.set(id, count);
        if (count <= Number(hangAfter) || hung.has(id)) return false;
        hung.add(id);
        if (hung.size === 2) process.stdout.write('hanging\n');
        return true;
      };
const worker = startBullMQWorker(
  recordingTools(redis, hang),
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
