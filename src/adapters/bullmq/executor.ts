// The dispatching side: background calls become BullMQ jobs, and `done` settles from the
// queue's events, wherever the task ran.
import { type BackoffOptions, type ConnectionOptions, type JobsOptions, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { newTaskId } from '../../internal/task-id';
import type { BackgroundExecutor, BackgroundTask } from '../../runtime';
import { type BackgroundDispatchRequest, type BackgroundTaskHandle, pendingBackgroundTask, type TaskStateStore } from '../../wire';
import {
  type BullMQConnection,
  checkMilliseconds,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_PREFIX,
  cancelChannel,
  describeConnection,
  openRedis,
  taskKeys,
  withTimeout,
} from './connection';
import { encodeRequest } from './encode-request';
import { isRecord } from './plain-data';
import type { TaskJobData } from './job-data';
import { BullMQExecutorError } from './errors';
import { closeWhileReachable, watchReachability } from './reachability';
import { readTask, taskFromEvent } from './read-task';
import { redisStateStore } from './state-store';
import { DEFAULT_RECORD_TTL_SECONDS, encodeTask, readRecord } from './task-record';
import { BullMQUnreachableError } from './unreachable-error';

/** Options of {@link createBullMQExecutor}: a connection and a queue name, or a `queue`. */
export interface BullMQExecutorOptions {
  /** ioredis options, or an ioredis client (duplicated for the connections BullMQ needs). */
  connection?: BullMQConnection | undefined;
  /** The queue the workers read. */
  queueName?: string | undefined;
  /** A BullMQ queue you already have; its name and connection are used. */
  queue?: Queue | undefined;
  /** BullMQ's key prefix (default `'bull'`, or the queue's). */
  prefix?: string | undefined;
  /** How long `dispatch` waits for Redis before it rejects (default 10000 ms). */
  connectTimeoutMs?: number | undefined;
  /**
   * How long a task's `done` and `getBackgroundTask` wait for a Redis that stopped answering
   * (closed connections, or a server that no longer replies) before they reject with a
   * {@link BullMQUnreachableError}, in ms (default: `connectTimeoutMs`). Redis answering again
   * within it changes nothing: `done` settles when the task ends.
   */
  unreachableTimeoutMs?: number | undefined;
  /** BullMQ's backoff between attempts (default: none, as the in-process executor retries at once). */
  backoff?: BackoffOptions | number | undefined;
  /**
   * How long the record of a call whose job reached Redis too late (after `dispatch` had
   * rejected) is kept, in seconds (default 7 days); also how long ended jobs stay when the
   * `queue` given has default options that remove them. Otherwise ended jobs and the records
   * workers write are kept for the worker's `recordTtlSeconds`.
   */
  recordTtlSeconds?: number | undefined;
}

/** A {@link BackgroundExecutor} that enqueues tasks on BullMQ. */
export interface BullMQExecutor extends BackgroundExecutor {
  dispatch(request: BackgroundDispatchRequest): Promise<BackgroundTaskHandle>;
  /** A task's state and, once it ended, its final record, from any process. */
  getBackgroundTask(taskId: string): Promise<BackgroundTask | undefined>;
  /**
   * Cancels a task of this queue, from any process: a task no worker took yet never runs; a
   * running one's `abortSignal` fires on its worker (with a `CancelledError` carrying `reason`'s
   * message) and the attempt ends at once. Either way the task ends `cancelled`, with no retry,
   * and `onFailed` runs. Resolves `false` for a task that ended, was cancelled already, or is not
   * in Redis.
   */
  cancel(taskId: string, reason?: unknown): Promise<boolean>;
  /** The queue jobs are added to. */
  readonly queue: Queue;
  /**
   * State a wire keeps about the calls it runs here, in this Redis beside the queue: the MCP
   * tasks of `toolwright/mcp/v2`, which any process serving the same tools on the same queue reads.
   */
  readonly stateStore: TaskStateStore;
  /** Stops listening for events and closes the connections this executor opened. */
  close(): Promise<void>;
}

/** How many jobs one `addBulk` carries at most; a fuller batch is sent at once (see `flush`). */
const MAX_BATCH = 50;

/** A dispatched job waiting for its batch to reach Redis, and the dispatch it settles. */
interface PendingAdd {
  job: { name: string; data: unknown; opts: JobsOptions };
  /** Its pending record: what an error names (the request itself is not kept while the batch waits). */
  handle: BackgroundTaskHandle;
  resolve: (handle: BackgroundTaskHandle) => void;
  reject: (error: Error) => void;
  /** Set when the batch timed out: what the dispatch was told, and the withdrawn record says. */
  error: Error | undefined;
}

interface Waiter {
  task: BackgroundTask;
  resolve: (task: BackgroundTask) => void;
  reject: (error: Error) => void;
  /** Set once the job is in Redis: before that, a task not found there is not a lost one. */
  added: boolean;
}

const ENDED = new Set(['completed', 'failed', 'timed_out', 'cancelled']);

/**
 * The `background.executor` for `runToolCall`, `streamToolCall` and the adapters: each
 * background call becomes a job on the queue, run by {@link startBullMQWorker} in any process.
 * `dispatch` sends plain data only and rejects (the call ends `failed`) when Redis does not
 * answer within `connectTimeoutMs`; the handle's `done` settles when the task ends anywhere, and
 * rejects with a {@link BullMQUnreachableError} when Redis stops answering for
 * `unreachableTimeoutMs` first (the task may still complete on a worker).
 *
 * @example
 * ```ts
 * const executor = createBullMQExecutor({ connection: { host: '127.0.0.1', port: 6379 }, queueName: 'tools' });
 * const record = await runToolCall({ report }, call, { background: { executor } });
 * const task = await record.background?.done;
 * ```
 */
export function createBullMQExecutor(options: BullMQExecutorOptions): BullMQExecutor {
  const connection = options.connection ?? (options.queue?.opts.connection as BullMQConnection | undefined);
  if (!connection) throw new TypeError('createBullMQExecutor: pass { connection, queueName } or { queue }.');
  if (!options.queue && (typeof options.queueName !== 'string' || options.queueName === '')) {
    throw new TypeError('createBullMQExecutor: queueName must be a non-empty string.');
  }
  checkMilliseconds('createBullMQExecutor', 'connectTimeoutMs', options.connectTimeoutMs);
  checkMilliseconds('createBullMQExecutor', 'unreachableTimeoutMs', options.unreachableTimeoutMs);
  const prefix = options.prefix ?? options.queue?.opts.prefix ?? DEFAULT_PREFIX;
  const ownsQueue = !options.queue;
  const queue = options.queue ?? new Queue(options.queueName!, { connection: connection as ConnectionOptions, prefix });
  const queueName = queue.name;
  const where = describeConnection(connection);
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const unreachableMs = options.unreachableTimeoutMs ?? timeoutMs;
  const ttl = options.recordTtlSeconds ?? DEFAULT_RECORD_TTL_SECONDS;
  const redis: Redis = openRedis(connection);
  const waiters = new Map<string, Waiter>();
  // Task (and job) ids: a random UUID per executor, then a counter.
  const idBase = `${newTaskId()}-`;
  let taskCount = 0;
  let lastError: Error | undefined;
  const remember = (error: Error) => {
    lastError = error;
  };
  queue.on('error', remember);
  redis.on('error', remember);
  let events: QueueEvents | undefined;
  let eventsRedis: Redis | undefined;
  let ready: Promise<void> | undefined;
  let started = false;
  let closed = false;

  const finish = (waiter: Waiter, ended: BackgroundTask) => {
    if (ended !== waiter.task) Object.assign(waiter.task, ended);
    waiter.resolve(waiter.task);
  };
  const lostSight = (taskId: string, toolName: string | undefined, cause: Error | undefined, waited: string) =>
    new BullMQUnreachableError(
      where,
      taskId,
      `toolwright/bullmq: Redis at ${where} ${waited} ${unreachableMs} ms, so the state of task ${taskId}${toolName === undefined ? '' : ` ("${toolName}")`} on queue "${queueName}" is not known here. The task may still complete on a worker: read it with getBackgroundTask("${taskId}") once Redis answers${cause ? ` (last error: ${cause.message})` : ''}.`,
      { cause },
    );
  // Redis stopped answering for the whole bound: every `done` still waiting rejects, as nothing
  // here can tell whether its task ends. An event that arrives later finds no waiter.
  const giveUp = (cause: Error | undefined) => {
    const left = [...waiters];
    waiters.clear();
    for (const [taskId, waiter] of left) waiter.reject(lostSight(taskId, waiter.task.toolName, cause ?? lastError, 'has not answered for'));
  };
  // Redis is back after a gap: the events of the gap may be lost with it (a server restarted
  // without its data), so each waiting task is read once; an ended one settles from its record,
  // a vanished one rejects.
  const catchUp = () => {
    for (const [taskId, waiter] of waiters) {
      if (!waiter.added) continue;
      withTimeout(readTask(redis, queue, taskKeys(prefix, queueName, taskId)), unreachableMs, () =>
        lostSight(taskId, undefined, lastError, 'did not answer within'),
      ).then(
        (task) => {
          if (waiters.get(taskId) !== waiter) return;
          if (task === undefined) {
            waiters.delete(taskId);
            waiter.reject(
              new BullMQUnreachableError(
                where,
                taskId,
                `toolwright/bullmq: task ${taskId} ("${waiter.task.toolName}") is no longer in Redis at ${where} (queue "${queueName}"): the server lost it while it was away, so whether it ran is not known here.`,
              ),
            );
          } else if (ENDED.has(task.status)) {
            waiters.delete(taskId);
            finish(waiter, task);
          }
        },
        () => undefined,
      );
    }
  };
  const watch = watchReachability(redis, unreachableMs, { needed: () => waiters.size > 0, lost: giveUp, back: catchUp });
  // A completed job's return value is its outcome; a failed job's record says more than BullMQ's reason.
  const settle = (jobId: string, event: { returnvalue?: unknown; failedReason?: string }) => {
    const waiter = waiters.get(jobId);
    if (!waiter) return;
    waiters.delete(jobId);
    if (event.failedReason === undefined) return finish(waiter, taskFromEvent(waiter.task, event));
    readRecord(redis, taskKeys(prefix, queueName, jobId))
      .catch(() => undefined)
      .then((record) => finish(waiter, record ?? taskFromEvent(waiter.task, event)));
  };

  // Events are read from the server's clock at start, so none between start and the first read is missed.
  // A start still waiting for Redis when the executor is closed (a dispatch timed out, then Redis
  // came up) opens nothing: a QueueEvents opened after close() would never be closed.
  const start = async (): Promise<void> => {
    await queue.waitUntilReady();
    const [seconds, micros] = await redis.time();
    if (closed) throw new Error('toolwright/bullmq: the executor was closed.');
    const lastEventId = `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000)}-0`;
    eventsRedis = openRedis(connection, { maxRetriesPerRequest: null });
    eventsRedis.on('error', remember);
    // A reconnected event stream may have missed events while it was away.
    let connectedOnce = false;
    eventsRedis.on('ready', () => {
      if (connectedOnce) catchUp();
      connectedOnce = true;
    });
    events = new QueueEvents(queueName, { connection: eventsRedis, prefix, lastEventId });
    events.on('error', remember);
    events.on('completed', ({ jobId, returnvalue }) => settle(jobId, { returnvalue }));
    events.on('failed', ({ jobId, failedReason }) => settle(jobId, { failedReason }));
    await events.waitUntilReady();
  };

  const unreachable = (call: Pick<BackgroundDispatchRequest, 'toolName' | 'toolCallId'>) =>
    new BullMQExecutorError(
      call.toolName,
      `toolwright/bullmq: Redis at ${where} did not answer within ${timeoutMs} ms; the background call of "${call.toolName}" (tool call ${call.toolCallId}) was not enqueued on queue "${queueName}"${lastError ? ` (last error: ${lastError.message})` : ''}.`,
      { cause: lastError },
    );
  // How long ended jobs stay is the worker's setting (its recordTtlSeconds), which keeps them out
  // of every job's options. A queue given with default options that remove ended jobs would drop
  // a completed task's record: its jobs carry their own retention instead.
  const defaults = options.queue?.defaultJobOptions;
  const retention = defaults?.removeOnComplete !== undefined || defaults?.removeOnFail !== undefined ? { age: ttl } : undefined;
  const backoff = options.backoff;

  // A job that reaches Redis after the caller was told the call failed gets a failed record
  // first (a worker that finds a record does not run the task), then is removed.
  const withdraw = (task: BackgroundTask, error: Error) => {
    const keys = taskKeys(prefix, queueName, task.id);
    const failed: BackgroundTask = { ...task, status: 'failed', error: { message: error.message }, completedAt: new Date() };
    void redis
      .set(keys.record, encodeTask(failed), 'EX', ttl, 'NX')
      .then(() => queue.remove(task.id))
      .catch(() => undefined);
  };

  // Jobs dispatched in the same turn of the event loop reach Redis together, in one `addBulk`
  // (one pipeline, one write), under one time limit: a burst of calls costs BullMQ and ioredis
  // far less per job than one `add` each (bench row: bullmq 1,000 background tasks). Redis
  // answers a pipeline when its last job is added, and adds are the first part of a burst's Redis
  // time: in batches of MAX_BATCH the first calls settle while Redis still adds the rest, rather
  // than after it, when the workers are busy too.
  let batch: PendingAdd[] | undefined;
  // A dispatch told its job did not reach Redis: its `done` waits for nothing.
  const refuse = (entry: PendingAdd, error: Error) => {
    waiters.delete(entry.handle.taskId);
    entry.reject(error);
  };
  const flush = () => {
    const entries = batch;
    if (entries === undefined) return;
    batch = undefined;
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      for (const entry of entries) refuse(entry, (entry.error = unreachable(entry.handle.task)));
    }, timeoutMs);
    queue.addBulk(entries.map((entry) => entry.job)).then(
      (jobs) => {
        clearTimeout(timer);
        for (let i = 0; i < entries.length; i += 1) {
          const entry = entries[i]!;
          // The job's own timestamp, which workers and getBackgroundTask read as the task's creation.
          const timestamp = jobs[i]?.timestamp;
          if (typeof timestamp === 'number') entry.handle.task.createdAt = new Date(timestamp);
          if (late) withdraw(entry.handle.task, entry.error!);
          else {
            const waiter = waiters.get(entry.handle.taskId);
            if (waiter) waiter.added = true;
            entry.resolve(entry.handle);
          }
        }
      },
      // BullMQ's pipeline may have added some of the jobs before the one that failed: each is
      // withdrawn, as the calls that sent them end failed.
      (error: unknown) => {
        clearTimeout(timer);
        const cause = error instanceof Error ? error : new Error(String(error));
        for (const entry of entries) {
          if (!late) refuse(entry, cause);
          withdraw(entry.handle.task, entry.error ?? cause);
        }
      },
    );
  };
  const enqueue = (entry: PendingAdd) => {
    if (batch === undefined) {
      batch = [];
      setImmediate(flush);
    }
    batch.push(entry);
    if (batch.length >= MAX_BATCH) flush();
  };

  // The job's options, and a handle whose `done` settles from the queue's events; resolves
  // once the job is in Redis.
  const send = (request: BackgroundDispatchRequest, taskId: string, createdAt: Date, data: TaskJobData): Promise<BackgroundTaskHandle> => {
    const task = pendingBackgroundTask(request, taskId, createdAt);
    const handle = { taskId, task, done: undefined as unknown as Promise<BackgroundTask> };
    handle.done = new Promise<BackgroundTask>((resolve, reject) => waiters.set(taskId, { task, resolve, reject, added: false }));
    // A deferred call's `done` that nobody awaits must not turn a lost Redis into an unhandled rejection.
    handle.done.catch(() => undefined);
    watch.ensure();
    // The task's creation time becomes the job's timestamp once the job is added (see flush).
    const opts: JobsOptions = { jobId: taskId };
    if (retention !== undefined) {
      opts.removeOnComplete = retention;
      opts.removeOnFail = retention;
    }
    if (request.maxRetries > 0) opts.attempts = request.maxRetries + 1;
    if (backoff !== undefined) opts.backoff = backoff;
    return new Promise<BackgroundTaskHandle>((resolve, reject) =>
      enqueue({ job: { name: request.toolName, data, opts }, handle, resolve, reject, error: undefined }),
    );
  };
  // Connected first (once, shared by every dispatch), then the job is sent.
  const connectThenSend = async (request: BackgroundDispatchRequest, taskId: string, createdAt: Date, data: TaskJobData): Promise<BackgroundTaskHandle> => {
    if (!started) {
      ready ??= start().then(
        () => {
          started = true;
        },
        (error) => {
          ready = undefined;
          throw error;
        },
      );
      await withTimeout(ready, timeoutMs, () => unreachable(request));
    }
    return send(request, taskId, createdAt, data);
  };

  const stateStore = redisStateStore(
    redis,
    prefix,
    queueName,
    unreachableMs,
    () =>
      new BullMQUnreachableError(where, '', `toolwright/mcp tasks: Redis at ${where} did not answer within ${unreachableMs} ms (queue "${queueName}").`, {
        cause: lastError,
      }),
  );

  // The cancel goes in the job's data first, where any worker that takes the job later reads it,
  // then to the workers listening, for the one running it (see startBullMQWorker).
  const cancelJob = async (taskId: string, message: string): Promise<boolean> => {
    const job = await queue.getJob(taskId);
    if (!job || !isRecord(job.data) || job.data['cancelled'] !== undefined) return false;
    const state = await job.getState();
    if (state === 'completed' || state === 'failed' || state === 'unknown') return false;
    await job.updateData({ ...job.data, cancelled: message });
    await redis.publish(cancelChannel(prefix, queueName), JSON.stringify({ taskId, message }));
    return true;
  };

  return {
    queue,
    stateStore,
    cancel(taskId, reason) {
      const message = reason instanceof Error ? reason.message : reason === undefined ? `Background task cancelled: ${taskId}` : String(reason);
      return withTimeout(cancelJob(taskId, message), unreachableMs, () => lostSight(taskId, undefined, lastError, 'did not answer within'));
    },
    async dispatch(request) {
      const createdAt = new Date();
      const taskId = `${idBase}${(taskCount += 1)}`;
      return await connectThenSend(request, taskId, createdAt, await encodeRequest(request));
    },
    getBackgroundTask: (taskId) =>
      withTimeout(readTask(redis, queue, taskKeys(prefix, queueName, taskId)), unreachableMs, () =>
        lostSight(taskId, undefined, lastError, 'did not answer within'),
      ),
    async close() {
      closed = true;
      watch.stop();
      const graceful = (async () => {
        await events?.close();
        if (ownsQueue) await queue.close();
      })();
      await closeWhileReachable(redis, unreachableMs, graceful, () => {
        eventsRedis?.disconnect();
        if (ownsQueue) queue.disconnect().catch(() => undefined);
      });
      eventsRedis?.disconnect();
      redis.disconnect();
    },
  };
}
