// Redis connections and key names shared by the dispatcher, the worker and the stores.
import { Redis, type RedisOptions } from 'ioredis';

/** What `connection` may be: ioredis options, or an ioredis client to share. */
export type BullMQConnection = RedisOptions | Redis;

/** BullMQ's default key prefix. */
export const DEFAULT_PREFIX = 'bull';

/** How long a dispatch waits for Redis before it fails, by default. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

function isClient(connection: BullMQConnection): connection is Redis {
  return typeof (connection as Redis).duplicate === 'function' && typeof (connection as Redis).sendCommand === 'function';
}

/** The connection as a user would write it: `redis://host:port/db`, or the socket path. */
export function describeConnection(connection: BullMQConnection | undefined): string {
  const opts = (connection && isClient(connection) ? connection.options : connection) ?? {};
  if (opts.path) return `redis+unix://${opts.path}`;
  const db = opts.db ? `/${opts.db}` : '';
  return `redis://${opts.host ?? '127.0.0.1'}:${opts.port ?? 6379}${db}`;
}

/**
 * A client of toolwright's own on the same server (a duplicate of a given client), for its record
 * and fence keys.
 */
export function openRedis(connection: BullMQConnection, extra: RedisOptions = {}): Redis {
  if (isClient(connection)) return connection.duplicate(extra);
  return new Redis({ ...connection, ...extra });
}

/** The keys toolwright keeps beside BullMQ's for one task. */
export interface TaskKeys {
  /** BullMQ's job lock (holds the token of the worker that owns the job). */
  lock: string;
  /** Counts executions; the one holding the latest number may write the record. */
  fence: string;
  /** The final record, written once. */
  record: string;
  /** Claimed by the worker that runs `onComplete`/`onFailed`. */
  callback: string;
}

/** The keys of task `taskId` on queue `queueName`. */
export function taskKeys(prefix: string, queueName: string, taskId: string): TaskKeys {
  const base = `${prefix}:${queueName}`;
  return {
    lock: `${base}:${taskId}:lock`,
    fence: `${base}:toolwright:fence:${taskId}`,
    record: `${base}:toolwright:record:${taskId}`,
    callback: `${base}:toolwright:callback:${taskId}`,
  };
}

/** The channel a dispatcher publishes a cancelled task's id on, and every worker of the queue listens to. */
export function cancelChannel(prefix: string, queueName: string): string {
  return `${prefix}:${queueName}:toolwright:cancel`;
}

/**
 * `work`, or a rejection with `timeoutError()` once `ms` pass. `onLate` gets the value if the
 * work settles after the timeout (to undo it).
 */
export function withTimeout<T>(work: Promise<T>, ms: number, timeoutError: () => Error, onLate?: (value: T) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let late = false;
  return new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(timeoutError());
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        if (late) onLate?.(value);
        else resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Throws a TypeError naming `name` unless `value` is undefined or a positive finite number of ms. */
export function checkMilliseconds(where: string, name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new TypeError(`${where}: ${name} must be a positive number of milliseconds, got ${typeof value === 'number' ? value : typeof value}.`);
  }
}
