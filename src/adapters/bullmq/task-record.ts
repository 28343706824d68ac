// The final record of a task in Redis: written once, by the execution that holds both BullMQ's
// lock and the latest fence number, and readable from any process.
import type { Redis } from 'ioredis';
import type { BackgroundTask } from '../../runtime';
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
// Fence 0 is the first execution of a job, which took no number: any numbered one supersedes it.
const WRITE_FENCED = `
if ARGV[1] ~= '' and redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
if ARGV[2] == '0' then
  if redis.call('EXISTS', KEYS[2]) == 1 then return -2 end
elseif redis.call('GET', KEYS[2]) ~= ARGV[2] then return -2 end
if redis.call('SET', KEYS[3], ARGV[3], 'NX', 'EX', ARGV[4]) then return 1 end
return 0`;

type Scripted = Redis & {
  toolwrightWriteFenced(...args: string[]): Promise<number>;
  toolwrightBegin(...args: string[]): Promise<[number, string | number]>;
  toolwrightClaimCallback(...args: string[]): Promise<number>;
};
const scripted = new WeakSet<Redis>();

/** The client with the scripts defined on it (sent by SHA after the first call). */
function scripts(redis: Redis): Scripted {
  if (!scripted.has(redis)) {
    redis.defineCommand('toolwrightWriteFenced', { numberOfKeys: 3, lua: WRITE_FENCED });
    redis.defineCommand('toolwrightBegin', { numberOfKeys: 2, lua: BEGIN });
    redis.defineCommand('toolwrightClaimCallback', { numberOfKeys: 2, lua: CLAIM_CALLBACK });
    scripted.add(redis);
  }
  return redis as Scripted;
}

/** How a fenced write went. */
export type WriteOutcome = 'written' | 'exists' | 'fenced-out';

/**
 * Writes the record unless one exists, only while `token` still holds the job's lock and
 * `fence` is the task's latest execution number (0: no execution took a number yet).
 */
export async function writeRecord(
  redis: Redis,
  keys: TaskKeys,
  token: string | undefined,
  fence: number,
  task: BackgroundTask,
  ttl: number,
): Promise<WriteOutcome> {
  const answer = await scripts(redis).toolwrightWriteFenced(keys.lock, keys.fence, keys.record, token ?? '', String(fence), encodeTask(task), String(ttl));
  if (answer === 1) return 'written';
  if (answer === 0) return 'exists';
  return 'fenced-out';
}

/** The task's final record, if one was written. */
export async function readRecord(redis: Redis, keys: TaskKeys): Promise<BackgroundTask | undefined> {
  const json = await redis.get(keys.record);
  return json === null ? undefined : decodeTask(json);
}

const BEGIN = `
local record = redis.call('GET', KEYS[1])
if record then return {0, record} end
local fence = redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return {1, fence}`;

/**
 * Starts an execution: the task's record if one exists (nothing to run), else a new execution
 * number, after which earlier executions can no longer write the record. One round trip.
 */
export async function beginExecution(redis: Redis, keys: TaskKeys, ttl: number): Promise<{ record: BackgroundTask } | { fence: number }> {
  const [kind, value] = await scripts(redis).toolwrightBegin(keys.record, keys.fence, String(ttl));
  return kind === 0 ? { record: decodeTask(String(value)) } : { fence: Number(value) };
}

// The holder of the job's lock owns the callback unless it already ran to its end: a claim by an
// execution that has since lost the lock (it died) is taken over.
const CLAIM_CALLBACK = `
if ARGV[1] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
if redis.call('GET', KEYS[1]) == 'done' then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

/** True when the caller, holding the job's lock, is to run the task's callback now. */
export async function claimCallback(redis: Redis, keys: TaskKeys, token: string | undefined, ttl: number): Promise<boolean> {
  return (await scripts(redis).toolwrightClaimCallback(keys.callback, keys.lock, token ?? '', String(ttl))) === 1;
}

/** Records that the task's callback ran to its end. */
export async function callbackDone(redis: Redis, keys: TaskKeys, ttl: number): Promise<void> {
  await redis.set(keys.callback, 'done', 'EX', ttl);
}
