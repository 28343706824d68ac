// The setup of a test file whose tests start processes against one redis-server.
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { type Child, startChild } from './child';
import { hasRedisServer, type RedisServer, startRedisServer } from './redis-server';

/** A private redis-server, a client on it, and a way to start child processes that end with it. */
export interface RedisWithChildren {
  /** The server (started before the file's first test). */
  readonly server: RedisServer;
  /** A client on the server. */
  readonly redis: Redis;
  /** Starts `script` (a file of test/bullmq/support/) with `args`; it is SIGKILLed after the file's tests if still running. */
  start(script: string, args: string[]): Child;
}

/**
 * Starts a private redis-server and a client before the file's tests and, after them, kills the
 * children still running, disconnects and stops the server. Nothing starts without redis-server
 * (the file's `describe.skipIf(!hasRedisServer)` skips its tests).
 */
export function redisWithChildren(): RedisWithChildren {
  let server: RedisServer | undefined;
  let redis: Redis | undefined;
  const children: Child[] = [];
  beforeAll(async () => {
    if (!hasRedisServer) return;
    server = await startRedisServer();
    redis = new Redis(server.connection);
  });
  afterAll(async () => {
    for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
    redis?.disconnect();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('redisWithChildren: the server is started in beforeAll; use it inside a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get redis() {
      return started(redis);
    },
    start(script, args) {
      const child = startChild(script, args);
      children.push(child);
      return child;
    },
  };
}
