/**
 * Idle SDK 2 servers of one handler, reused across exchanges instead of built per request. A
 * server serves one exchange at a time: it is taken for a request, connected to that request's
 * own transport, and comes back when the transport closes after the answer was written. A
 * server whose exchange ended without an answer (the client went away, or `close()`) may still
 * run that request's handler, so it is dropped rather than reused. Between exchanges a server
 * holds no connection state: the SDK's `connect` binds the era from each transport's
 * classification and its close clears the rest.
 */
import type { Server } from '@modelcontextprotocol/server';

/** One exchange's hold on a server. */
export interface PooledServer {
  server: Server;
  /** Marks the request answered: the handler is done, the server may serve the next one. */
  answered(): void;
}

/** A bounded stack of idle servers made by `make`, and the set of those serving right now. */
export interface ServerPool {
  /** An idle server, or a new one; it returns to the pool when its transport closes after an answer. */
  take(): PooledServer;
  /** Servers with an exchange in flight, which `close()` of the handler ends. */
  readonly busy: Set<Server>;
  /** Stops reusing: every server taken from now on is dropped after its exchange. */
  drain(): void;
}

/** Enough for the concurrency of one process; more servers than that are made and dropped. */
const MAX_IDLE = 64;

/** A pool of servers made by `make`. */
export function createServerPool(make: () => Server): ServerPool {
  const idle: Server[] = [];
  const busy = new Set<Server>();
  let draining = false;
  const take = (): PooledServer => {
    const server = idle.pop() ?? make();
    let done = false;
    busy.add(server);
    server.onclose = () => {
      busy.delete(server);
      if (done && !draining && idle.length < MAX_IDLE) idle.push(server);
    };
    return {
      server,
      answered: () => {
        done = true;
      },
    };
  };
  const drain = () => {
    draining = true;
    idle.length = 0;
  };
  return { take, busy, drain };
}
