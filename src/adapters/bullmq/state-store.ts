// The state a wire keeps about the calls it runs on a BullMQ executor (the MCP tasks of
// toolwright/mcp/v2), in the executor's Redis: every process that uses the same queue reads it.
import type { Redis } from 'ioredis';
import type { TaskStateStore } from '../../wire';
import { withTimeout } from './connection';

/** The key of `key` beside the queue's own keys. */
function stateKey(prefix: string, queueName: string, key: string): string {
  return `${prefix}:${queueName}:toolwright-state:${key}`;
}

/**
 * A {@link TaskStateStore} in Redis, under the queue's prefix and name: JSON records, each with
 * its time to live (`PX`). A Redis that does not answer within `timeoutMs` rejects the read or
 * write with `unreachable()`.
 */
export function redisStateStore(redis: Redis, prefix: string, queueName: string, timeoutMs: number, unreachable: () => Error): TaskStateStore {
  return {
    async get(key) {
      const json = await withTimeout(redis.get(stateKey(prefix, queueName, key)), timeoutMs, unreachable);
      return json === null ? undefined : (JSON.parse(json) as unknown);
    },
    async set(key, value, ttlMs) {
      const json = JSON.stringify(value);
      const full = stateKey(prefix, queueName, key);
      await withTimeout(ttlMs === null ? redis.set(full, json) : redis.set(full, json, 'PX', ttlMs), timeoutMs, unreachable);
    },
  };
}
