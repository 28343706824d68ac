// The state a wire keeps about the calls it runs on a BullMQ executor (the MCP tasks of
// toolwright/mcp/v2), in the executor's Redis: every process that uses the same queue reads it.
import type { Redis } from 'ioredis';
import type { TaskStateStore } from '../../wire';
import { withTimeout } from './connection';

/** The key of `key` beside the queue's own keys. */
function stateKey(prefix: string, queueName: string, key: string): string {
  return `${prefix}:${queueName}:toolwright-state:${key}`;
}

/** The key that marks the record under `key` final, with the record's own time to live. */
function finalKey(prefix: string, queueName: string, key: string): string {
  return `${prefix}:${queueName}:toolwright-state-final:${key}`;
}

// Checks and writes in one step on the server, so that no other process writes in between.
// KEYS: the record, its final mark. ARGV: the JSON, the time to live in ms ('' for none), '1' for final.
const SET_UNLESS_FINAL = `
local previous = redis.call('GET', KEYS[1])
if redis.call('EXISTS', KEYS[2]) == 1 then return {0, previous} end
if ARGV[2] == '' then redis.call('SET', KEYS[1], ARGV[1]) else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
if ARGV[3] == '1' then
  if ARGV[2] == '' then redis.call('SET', KEYS[2], '1') else redis.call('SET', KEYS[2], '1', 'PX', ARGV[2]) end
end
return {1, previous}`;

type Scripted = Redis & { toolwrightSetUnlessFinal(record: string, mark: string, json: string, ttl: string, final: string): Promise<[number, string | null]> };

/**
 * A {@link TaskStateStore} in Redis, under the queue's prefix and name: JSON records, each with
 * its time to live (`PX`); `setUnlessFinal` is one Lua script. A Redis that does not answer
 * within `timeoutMs` rejects the read or write with `unreachable()`.
 */
export function redisStateStore(redis: Redis, prefix: string, queueName: string, timeoutMs: number, unreachable: () => Error): TaskStateStore {
  redis.defineCommand('toolwrightSetUnlessFinal', { numberOfKeys: 2, lua: SET_UNLESS_FINAL });
  const scripted = redis as Scripted;
  return {
    async get(key) {
      const json = await withTimeout(redis.get(stateKey(prefix, queueName, key)), timeoutMs, unreachable);
      return json === null ? undefined : (JSON.parse(json) as unknown);
    },
    async set(key, value, ttlMs) {
      const json = JSON.stringify(value);
      const full = stateKey(prefix, queueName, key);
      const write = redis.multi();
      if (ttlMs === null) write.set(full, json);
      else write.set(full, json, 'PX', ttlMs);
      write.del(finalKey(prefix, queueName, key));
      await withTimeout(write.exec(), timeoutMs, unreachable);
    },
    async setUnlessFinal(key, value, ttlMs, final) {
      const json = JSON.stringify(value);
      const written = scripted.toolwrightSetUnlessFinal(
        stateKey(prefix, queueName, key),
        finalKey(prefix, queueName, key),
        json,
        ttlMs === null ? '' : String(ttlMs),
        final ? '1' : '0',
      );
      const [done, previous] = await withTimeout(written, timeoutMs, unreachable);
      return { written: done === 1, previous: typeof previous === 'string' ? (JSON.parse(previous) as unknown) : undefined };
    },
  };
}
