// An idempotency store every worker and dispatcher shares: one key per call on Redis, claimed,
// completed and released by scripts that run atomically on the server.
import type { Redis } from 'ioredis';
import type { IdempotencyStore } from '../../runtime';
import type { IdempotencyClaim } from '../../wire';
import { newTaskId } from '../../internal/task-id';
import { DEFAULT_RECORD_TTL_SECONDS } from './task-record';

/** Options of {@link RedisIdempotencyStore}. */
export interface RedisIdempotencyStoreOptions {
  /** The key prefix (default `'toolwright:idempotency:'`). */
  prefix?: string | undefined;
  /**
   * How long a claim holds its key while `execute` runs, in ms (default 300000, the background
   * tasks' default time limit). A worker that dies mid-execute blocks the key this long; then
   * the next claim takes it over and `execute` runs again. Make it longer than the tool's
   * longest run: a run still going past it no longer holds the key.
   */
  leaseMs?: number | undefined;
  /** How long a completed key and its result are kept, in seconds (default 7 days). */
  ttlSeconds?: number | undefined;
}

// A claim: the key's value if it has one (running or completed), else the key set to running.
const CLAIM = `
local value = redis.call('GET', KEYS[1])
if value then return value end
redis.call('SET', KEYS[1], 'r:' .. ARGV[1], 'PX', ARGV[2])
return false`;

// Complete and release act only while the token still holds the key.
const COMPLETE = `
if redis.call('GET', KEYS[1]) ~= 'r:' .. ARGV[1] then return 0 end
redis.call('SET', KEYS[1], 'd:' .. ARGV[2], 'EX', ARGV[3])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) ~= 'r:' .. ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`;

type Scripted = Redis & {
  toolwrightIdemClaim(key: string, token: string, leaseMs: string): Promise<string | null>;
  toolwrightIdemComplete(key: string, token: string, result: string, ttl: string): Promise<number>;
  toolwrightIdemRelease(key: string, token: string): Promise<number>;
};
const scripted = new WeakSet<Redis>();

function scripts(redis: Redis): Scripted {
  if (!scripted.has(redis)) {
    redis.defineCommand('toolwrightIdemClaim', { numberOfKeys: 1, lua: CLAIM });
    redis.defineCommand('toolwrightIdemComplete', { numberOfKeys: 1, lua: COMPLETE });
    redis.defineCommand('toolwrightIdemRelease', { numberOfKeys: 1, lua: RELEASE });
    scripted.add(redis);
  }
  return redis as Scripted;
}

/**
 * An `IdempotencyStore` on Redis, for calls that run in several processes: give it to the
 * worker (`startBullMQWorker(tools, { idempotency: { store } })`) and to the runtime
 * (`runToolCall(…, { idempotency: { store } })`). A key that completed on any process gives its
 * stored result (JSON) everywhere; a key claimed on one is refused on the others until it
 * completes, is released, or its lease runs out.
 *
 * @example
 * ```ts
 * const store = new RedisIdempotencyStore(new Redis());
 * startBullMQWorker(tools, { connection, queueName: 'tools', idempotency: { store } });
 * ```
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #leaseMs: number;
  readonly #ttlSeconds: number;

  constructor(redis: Redis, options: RedisIdempotencyStoreOptions = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'toolwright:idempotency:';
    this.#leaseMs = options.leaseMs ?? 300_000;
    this.#ttlSeconds = options.ttlSeconds ?? DEFAULT_RECORD_TTL_SECONDS;
  }

  async claim(key: string): Promise<IdempotencyClaim> {
    const token = newTaskId();
    const value = await scripts(this.#redis).toolwrightIdemClaim(this.#prefix + key, token, String(Math.max(1, Math.round(this.#leaseMs))));
    if (value === null) return { status: 'claimed', token };
    if (value.startsWith('d:')) {
      const json = value.slice(2);
      return { status: 'completed', result: json === '' ? undefined : (JSON.parse(json) as unknown) };
    }
    return { status: 'running' };
  }

  async complete(key: string, token: string, result: unknown): Promise<void> {
    await scripts(this.#redis).toolwrightIdemComplete(this.#prefix + key, token, JSON.stringify(result) ?? '', String(this.#ttlSeconds));
  }

  async release(key: string, token: string): Promise<void> {
    await scripts(this.#redis).toolwrightIdemRelease(this.#prefix + key, token);
  }
}
