// The running side: a BullMQ worker that runs each job's call through the runtime's engine.
import { type ConnectionOptions, type Job, Worker, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { IdempotencyOptions, RuntimeLogger, RuntimeTool, BackgroundTask } from '../../runtime';
import { consoleLogger } from '../../wire';
import { CancelledError, WorkerCancellations } from './cancellation';
import { type BullMQConnection, cancelChannel, checkMilliseconds, DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_PREFIX, openRedis } from './connection';
import { processTaskJob } from './process-job';
import { closeWhileReachable } from './reachability';
import { DEFAULT_RECORD_TTL_SECONDS } from './task-record';

/** Options of {@link startBullMQWorker}. */
export interface BullMQWorkerOptions {
  /** ioredis options, or an ioredis client created with `maxRetriesPerRequest: null`. */
  connection: BullMQConnection;
  /** The queue the dispatchers add to. */
  queueName: string;
  /** How many tasks run at once in this worker (default 1). */
  concurrency?: number | undefined;
  /** BullMQ's key prefix (default `'bull'`). */
  prefix?: string | undefined;
  /** BullMQ's job lock duration in ms (default 30000): how long a dead worker holds its tasks. */
  lockDuration?: number | undefined;
  /** How often BullMQ looks for stalled jobs, in ms (default 30000). */
  stalledInterval?: number | undefined;
  /** How many times a job may stall before BullMQ fails it (default 1). */
  maxStalledCount?: number | undefined;
  /** How long task records, and the completed and failed jobs, are kept in Redis, in seconds (default 7 days). */
  recordTtlSeconds?: number | undefined;
  /**
   * How long `close` waits for a Redis that stopped answering before it drops the connections
   * and returns, in ms (default 10000). A task still running then finishes unrecorded; its job's
   * lock expires and another worker runs it again.
   */
  unreachableTimeoutMs?: number | undefined;
  /** Where callback failures are logged (default: the console). */
  logger?: RuntimeLogger | undefined;
  /** Runs when a task completes, for tools without their own `background.onComplete`. */
  onTaskComplete?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  /** Runs when a task fails or times out, for tools without their own `background.onFailed`. */
  onTaskFailed?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  /**
   * Runs each task's `execute` at most once per idempotency key, as the runtime's `idempotency`
   * option does: a job redelivered after a worker died once `execute` had returned gets the
   * stored result instead of running `execute` again. Give every worker the same shared store
   * (a `RedisIdempotencyStore`). Without it, a redelivered job runs `execute` again, with
   * the same `context.idempotencyKey`.
   */
  idempotency?: IdempotencyOptions | undefined;
}

/** A running worker. */
export interface BullMQWorkerHandle {
  /** The BullMQ worker, for its events. */
  readonly worker: Worker;
  /** Settles once the worker is connected and taking jobs. */
  readonly ready: Promise<void>;
  /**
   * Stops taking jobs, lets the running tasks finish, then closes the connections; drops them
   * instead once Redis has not answered for `unreachableTimeoutMs`.
   */
  close(): Promise<void>;
}

/**
 * BullMQ's worker whose `cancelJob` and `cancelAllJobs` abort the running attempts' signals.
 * BullMQ makes an AbortController per job only for a processor that takes a third (signal)
 * parameter; the attempt has a signal of its own anyway (for its time limit), so the processor
 * takes two and cancellation reaches the attempt directly.
 */
class TaskWorker extends Worker {
  readonly #cancellations: WorkerCancellations;

  constructor(name: string, processor: (job: Job, token?: string) => Promise<unknown>, options: WorkerOptions, cancellations: WorkerCancellations) {
    super(name, processor, options);
    this.#cancellations = cancellations;
  }

  override cancelJob(jobId: string, reason?: string): boolean {
    return this.#cancellations.abort(jobId, reason);
  }

  override cancelAllJobs(reason?: string): void {
    this.#cancellations.abortAll(reason);
  }
}

/**
 * Listens for the executor's cancels on the queue's channel: a task running here stops and ends
 * `cancelled`; the cancel of one not running here is kept briefly, in case this worker holds its
 * job and its attempt has not begun (the job's data carries the cancel for any later taker).
 * Settles once subscribed.
 */
async function listenForCancels(subscriber: Redis, channel: string, cancellations: WorkerCancellations): Promise<void> {
  subscriber.on('message', (_channel: string, message: string) => {
    const cancel = parseCancel(message);
    if (cancel) cancellations.requested(cancel.taskId, new CancelledError(cancel.message));
  });
  await subscriber.subscribe(channel);
}

function parseCancel(message: string): { taskId: string; message: string } | undefined {
  try {
    const value = JSON.parse(message) as { taskId?: unknown; message?: unknown };
    return typeof value.taskId === 'string' && typeof value.message === 'string' ? { taskId: value.taskId, message: value.message } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the background tasks of `queueName` with `tools` (looked up by the key the dispatcher
 * named), each through the runtime's engine: validation, hooks, `onOutput`, the task's timeout
 * and retries (BullMQ attempts), then `onComplete`/`onFailed` here, once per task.
 *
 * @example
 * ```ts
 * const worker = startBullMQWorker({ report }, { connection: { host: '127.0.0.1', port: 6379 }, queueName: 'tools', concurrency: 4 });
 * process.on('SIGTERM', () => void worker.close());
 * ```
 */
export function startBullMQWorker(tools: Record<string, RuntimeTool>, options: BullMQWorkerOptions): BullMQWorkerHandle {
  if (typeof options?.queueName !== 'string' || options.queueName === '') throw new TypeError('startBullMQWorker: queueName must be a non-empty string.');
  if (!options.connection) throw new TypeError('startBullMQWorker: connection is required.');
  checkMilliseconds('startBullMQWorker', 'unreachableTimeoutMs', options.unreachableTimeoutMs);
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const logger = options.logger ?? consoleLogger;
  const redis = openRedis(options.connection);
  redis.on('error', () => undefined);
  const unreachableMs = options.unreachableTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const ctx = {
    tools,
    redis,
    prefix,
    queueName: options.queueName,
    ttl: options.recordTtlSeconds ?? DEFAULT_RECORD_TTL_SECONDS,
    logger,
    onTaskComplete: options.onTaskComplete,
    onTaskFailed: options.onTaskFailed,
    cancellations: new WorkerCancellations(),
    idempotency: options.idempotency,
  };
  const processor = (job: Job, token?: string) => processTaskJob(ctx, job, token);
  const worker = new TaskWorker(
    options.queueName,
    processor,
    {
      connection: options.connection as ConnectionOptions,
      prefix,
      concurrency: options.concurrency ?? 1,
      // Ended jobs stay as long as the records: a completed job's return value is its task's record.
      removeOnComplete: { age: ctx.ttl },
      removeOnFail: { age: ctx.ttl },
      ...(options.lockDuration !== undefined ? { lockDuration: options.lockDuration } : {}),
      ...(options.stalledInterval !== undefined ? { stalledInterval: options.stalledInterval } : {}),
      ...(options.maxStalledCount !== undefined ? { maxStalledCount: options.maxStalledCount } : {}),
    },
    ctx.cancellations,
  );
  const subscriber = openRedis(options.connection);
  subscriber.on('error', () => undefined);
  const subscribed = listenForCancels(subscriber, cancelChannel(prefix, options.queueName), ctx.cancellations);
  // Connection errors are retried by ioredis; an 'error' event without a listener would crash the process.
  worker.on('error', (error) => logger.warn('toolwright/bullmq worker error', error));
  return {
    worker,
    ready: Promise.all([worker.waitUntilReady(), subscribed]).then(() => undefined),
    async close() {
      await closeWhileReachable(redis, unreachableMs, worker.close(), () => void worker.disconnect().catch(() => undefined));
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
