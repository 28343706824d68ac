// The final record of a task in Redis: written once, by the execution that holds both BullMQ's
// lock and the latest fence number, and readable from any process.
import type { Redis } from 'ioredis';
import type { BackgroundTask } from '../../tool/background-types';
import type { TaskKeys } from './connection';

/** How long records, fences and callback claims are kept, by default: 7 days. */
export const DEFAULT_RECORD_TTL_SECONDS = 7 * 24 * 3600;

const DATE_FIELDS = ['createdAt', 'startedAt', 'suspendedAt', 'completedAt'] as const;

/** The task as JSON (dates as ISO strings). */
export function encodeTask(task: BackgroundTask): string {
  return JSON.stringify(task);
}

/** The task from its JSON, dates revived. */
export function decodeTask(json: string): BackgroundTask {
  const task = JSON.parse(json) as BackgroundTask & Record<string, unknown>;
  for (const field of DATE_FIELDS) {
    const value = task[field];
    if (typeof value === 'string') (task as Record<string, unknown>)[field] = new Date(value);
  }
  return task;
}

// Checks and writes in one step on the server, so no other execution can slip in between.
const WRITE_FENCED = `
if ARGV[1] ~= '' and redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
if redis.call('GET', KEYS[2]) ~= ARGV[2] then return -2 end
if redis.call('SET', KEYS[3], ARGV[3], 'NX', 'EX', ARGV[4]) then return 1 end
return 0`;

/** How a fenced write went. */
export type WriteOutcome = 'written' | 'exists' | 'fenced-out';

/**
 * Writes the record unless one exists, only while `token` still holds the job's lock and
 * `fence` is the task's latest execution number.
 */
export async function writeRecord(
  redis: Redis,
  keys: TaskKeys,
  token: string | undefined,
  fence: number,
  task: BackgroundTask,
  ttl: number,
): Promise<WriteOutcome> {
  const answer = await redis.eval(WRITE_FENCED, 3, keys.lock, keys.fence, keys.record, token ?? '', String(fence), encodeTask(task), String(ttl));
  if (answer === 1) return 'written';
  if (answer === 0) return 'exists';
  return 'fenced-out';
}

/** The task's final record, if one was written. */
export async function readRecord(redis: Redis, keys: TaskKeys): Promise<BackgroundTask | undefined> {
  const json = await redis.get(keys.record);
  return json === null ? undefined : decodeTask(json);
}

/** A new execution number for the task: earlier executions can no longer write its record. */
export async function nextFence(redis: Redis, keys: TaskKeys, ttl: number): Promise<number> {
  const [[error, fence] = [null, 0]] = (await redis.multi().incr(keys.fence).expire(keys.fence, ttl).exec()) ?? [];
  if (error) throw error;
  return Number(fence);
}

/** True for the one caller that gets to run the task's callback. */
export async function claimCallback(redis: Redis, keys: TaskKeys, ttl: number): Promise<boolean> {
  return (await redis.set(keys.callback, 'claimed', 'EX', ttl, 'NX')) === 'OK';
}
