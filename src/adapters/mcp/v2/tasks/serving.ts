/**
 * The tasks side of a set of served tools, shared by every server made from them: whether
 * tasks are served, where they are kept, the executor they run on, and the tasks this process
 * runs now (what `tasks/cancel` reaches).
 */
import { type BackgroundExecutor, type BackgroundOptions, InProcessBackgroundExecutor } from '../../../../runtime';
import type { TaskStateStore } from '../../../../wire';
import { awaitedBackground, heartbeatEvery, runsInBackground } from '../../call-options';
import type { ServedTool } from '../../served-tool';
import type { McpV2ToolsOptions } from '../types';
import type { McpTasksOptions } from './options';
import { InMemoryTaskStateStore } from './memory-store';

/** How long a finished task is kept, by default: one hour. */
export const DEFAULT_TASK_TTL_MS = 60 * 60 * 1000;
/** The polling interval suggested to clients, by default. */
export const DEFAULT_TASK_POLL_INTERVAL_MS = 1000;

/** A task this process runs now. */
export interface LocalTask {
  /** Aborts the engine's call (its foreground part: hooks, approval, validation). */
  controller: AbortController;
  /** The background task the call dispatched, once it did: what the executor cancels. */
  backgroundTaskId: string | undefined;
}

/** The tasks side of a set of served tools. */
export interface TaskServing {
  enabled: boolean;
  store: TaskStateStore;
  /**
   * The executor tasks run on: the server's (`runtime.background.executor`), else one in this
   * process that keeps no finished task (a task's call holds its own record).
   */
  executor: BackgroundExecutor;
  /** The `background` options of every call of a background-enabled tool: the runtime's, with the result awaited. */
  background: BackgroundOptions;
  /** The `background` options of a task whose tool may suspend: run here, in the task, where it can. */
  foreground: BackgroundOptions;
  ttlMs: number;
  pollIntervalMs: number;
  /** How often a waiting client without the extension hears from the server (`false`: never). */
  heartbeatMs: number | false;
  local: Map<string, LocalTask>;
  /** Who a request's caller is (see {@link McpTasksOptions.callerOf}). */
  callerOf: McpTasksOptions['callerOf'];
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new TypeError(`toolwright/mcp/v2: tasks.${name} must be a positive integer (milliseconds), got ${String(value)}.`);
  return value;
}

/** Whether a served tool may run in the background: such a call is a task for a client that declares the extension. */
export function isTaskTool(entry: ServedTool, options: McpV2ToolsOptions): boolean {
  return runsInBackground(entry, options.runtime);
}

/** The tasks side of `served` under `options`. */
export function taskServing(served: ReadonlyMap<string, ServedTool>, options: McpV2ToolsOptions): TaskServing {
  const given = options.tasks === false ? { enabled: false } : options.tasks;
  const executor = options.runtime?.background?.executor;
  const anyTaskTool = [...served.values()].some((entry) => isTaskTool(entry, options));
  return {
    enabled: given?.enabled ?? anyTaskTool,
    store: given?.store ?? executor?.stateStore ?? new InMemoryTaskStateStore(),
    executor: executor ?? new InProcessBackgroundExecutor({ keepFinished: 0 }),
    background: awaitedBackground(options.runtime),
    foreground: { ...options.runtime?.background, disabled: true },
    ttlMs: positive('ttlMs', given?.ttlMs, DEFAULT_TASK_TTL_MS),
    pollIntervalMs: positive('pollIntervalMs', given?.pollIntervalMs, DEFAULT_TASK_POLL_INTERVAL_MS),
    heartbeatMs: heartbeatEvery('toolwright/mcp/v2: tasks.heartbeatMs', given?.heartbeatMs),
    local: new Map(),
    callerOf: given?.callerOf,
  };
}
