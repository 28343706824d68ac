// The contract matrix on BullMQ, against a real redis-server (the bullmq project and lane:
// `CI=true npx vitest run --project bullmq`).
import { afterAll, beforeAll, describe } from 'vitest';
import { hasRedisServer, type RedisServer, startRedisServer } from '../bullmq/support/redis-server';
import { bullmqDriver } from './drivers/bullmq';
import { describeContract } from './matrix';

let server: RedisServer | undefined;

describe.skipIf(!hasRedisServer)('on a real redis-server', () => {
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  describeContract(bullmqDriver(() => server!.connection));
});
