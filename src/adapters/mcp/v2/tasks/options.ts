import type { ServerContext } from '@modelcontextprotocol/server';
import type { TaskStateStore } from '../../../../wire';

/**
 * How `toolwright/mcp/v2` serves the MCP Tasks extension (`io.modelcontextprotocol/tasks`): a
 * `tools/call` of a background-enabled tool from a client that declares the extension answers at
 * once with a task, which the client polls with `tasks/get`, answers with `tasks/update` and
 * stops with `tasks/cancel`.
 */
export interface McpTasksOptions {
  /**
   * Whether tasks are served (and the extension declared). Default: when at least one served
   * tool is background-enabled (its `background.enabled`, or the runtime's `background.tools`).
   */
  enabled?: boolean | undefined;
  /**
   * How long a finished task is kept for `tasks/get`, in milliseconds from the moment it
   * finished (announced as the task's `ttlMs`). Default one hour.
   */
  ttlMs?: number | undefined;
  /** The polling interval suggested to clients, in milliseconds. Default 1000. */
  pollIntervalMs?: number | undefined;
  /**
   * A client without the extension waits on its `tools/call` while a background tool runs. When
   * it asked for progress, the server sends a progress notification of its own ("still
   * running") every `heartbeatMs` of that wait, so that a client that resets its timeout on
   * progress (the SDKs' `resetTimeoutOnProgress`) does not give up on a long call. Default
   * 15000 (the SDKs' clients time out after 60000); `false` sends none.
   */
  heartbeatMs?: number | false | undefined;
  /**
   * Where tasks are kept. Default: the background executor's `stateStore` when it has one (the
   * `toolwright/bullmq` executor's, in Redis, so that any process serving the same tools answers
   * for a task), else this process's memory.
   */
  store?: TaskStateStore | undefined;
  /**
   * Who the caller of a request is, for binding a task to the caller that started it:
   * `tasks/get`, `tasks/update` and `tasks/cancel` from another caller answer as for a task that
   * does not exist (-32602). Default: the request's auth info (`ctx.http.authInfo`, what the
   * handler was given), its `clientId`, else its `token`; `undefined` (no auth info) binds
   * nothing, and such a task is reached by anyone who has its id. Name the user here when several
   * users share one OAuth client.
   */
  callerOf?: ((ctx: ServerContext) => string | undefined) | undefined;
}
