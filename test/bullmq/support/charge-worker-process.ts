// A worker process of the idempotency test: `charge-worker-process.ts <port> <queue> <hang 0|1> <store 0|1>`.
// Prints `ready` once it takes jobs. With hang, each task stops for good after execute returned
// (it prints `executed`); with store, execute runs under a RedisIdempotencyStore.
import { Redis } from 'ioredis';
import { RedisIdempotencyStore, startBullMQWorker } from '../../../src/bullmq';
import { chargeTools } from './charge-tool';

const [port, queueName, hang, store] = process.argv.slice(2) as [string, string, string, string];
const connection = { host: '127.0.0.1', port: Number(port), maxRetriesPerRequest: null };
const redis = new Redis(connection);
const worker = startBullMQWorker(chargeTools(redis, hang === '1'), {
  connection,
  queueName,
  // Short lock and stall check so a killed worker's job is redelivered quickly in the test.
  lockDuration: 3000,
  stalledInterval: 1000,
  logger: { ...console, debug() {}, info() {} } as never,
  ...(store === '1' ? { idempotency: { store: new RedisIdempotencyStore(redis) } } : {}),
});
await worker.ready;
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker.close().then(() => {
    redis.disconnect();
    process.exit(0);
  });
});
