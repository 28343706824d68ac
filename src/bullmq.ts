/**
 * `toolwright/bullmq`: background tool tasks across processes and machines, on BullMQ 6 and
 * Redis (`bullmq` and `ioredis` are optional peer dependencies). Every public name is listed here.
 * @module
 */
export { createBullMQExecutor } from './adapters/bullmq/executor';
export type { BullMQExecutor, BullMQExecutorOptions } from './adapters/bullmq/executor';
export { startBullMQWorker } from './adapters/bullmq/worker';
export type { BullMQWorkerHandle, BullMQWorkerOptions } from './adapters/bullmq/worker';
export { RedisTicketReplayStore } from './adapters/bullmq/replay-store';
export type { RedisTicketReplayStoreOptions } from './adapters/bullmq/replay-store';
export { RedisIdempotencyStore } from './adapters/bullmq/idempotency-store';
export type { RedisIdempotencyStoreOptions } from './adapters/bullmq/idempotency-store';
export { BullMQExecutorError } from './adapters/bullmq/errors';
export { BullMQUnreachableError } from './adapters/bullmq/unreachable-error';
export type { BullMQConnection } from './adapters/bullmq/connection';
