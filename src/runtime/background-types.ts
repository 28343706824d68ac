// The contract between the runtime and a background executor (in this process or on a queue).
import type { RequestContext } from '../context/request-context';
import type { BackgroundTask } from '../tool/background-types';

/** One attempt of a task: what the executor hands to {@link BackgroundDispatchRequest.run}. */
export interface BackgroundAttempt {
  taskId: string;
  /** 0 for the first attempt. */
  attempt: number;
  /** Aborted when the attempt times out (or the task is cancelled). */
  abortSignal: AbortSignal;
  disposition: 'deferred' | 'awaited';
}

/** What the runtime asks an executor to run. */
export interface BackgroundDispatchRequest {
  toolName: string;
  toolCallId: string;
  args: Record<string, unknown>;
  runId: string;
  agentId: string;
  threadId?: string | undefined;
  resourceId?: string | undefined;
  /** The call's request context: for an executor that runs the task in another process. */
  requestContext?: RequestContext<any> | undefined;
  /** The tool's `requestContextSchema`, which decides what of the context such an executor sends. */
  requestContextSchema?: unknown;
  disposition: 'deferred' | 'awaited';
  timeoutMs: number;
  maxRetries: number;
  /**
   * The call's idempotency key (`context.idempotencyKey`). `run` gives every attempt this key;
   * an executor that runs the task in another process sends it along (`runBackgroundAttempt`'s
   * `idempotencyKey`), so each attempt there sees it too.
   */
  idempotencyKey: string;
  /** Runs the tool once (validation, execute, `onOutput`); rejects when the attempt fails. */
  run: (attempt: BackgroundAttempt) => Promise<unknown>;
  onComplete?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  onFailed?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  /** Where the executor logs callback failures. */
  logger?: { error: (message: string, ...args: unknown[]) => unknown } | undefined;
}

/**
 * A dispatched task: its live record, and a promise of its final state. The in-process
 * executor's `done` never rejects; an executor across processes may reject it when it loses
 * sight of the task (toolwright/bullmq, when Redis stops answering).
 */
export interface BackgroundTaskHandle {
  taskId: string;
  task: BackgroundTask;
  done: Promise<BackgroundTask>;
}

/** Runs background tasks. Implement it to use a real queue. */
export interface BackgroundExecutor {
  dispatch(request: BackgroundDispatchRequest): BackgroundTaskHandle | Promise<BackgroundTaskHandle>;
  /**
   * Cancels a task this executor dispatched: its running attempt's `abortSignal` fires and the
   * task ends `cancelled` (no retry). Resolves `false` for a task it does not know or that ended.
   * Optional: an executor without it cannot cancel.
   */
  cancel?(taskId: string, reason?: unknown): boolean | Promise<boolean>;
  /**
   * Where a wire keeps state about the calls it runs on this executor, shared by every process
   * that uses the same executor (the MCP tasks of `toolwright/mcp/v2`). Optional: without it a
   * wire keeps such state in its own process.
   */
  readonly stateStore?: TaskStateStore | undefined;
}

/**
 * JSON records by key, each kept until its time to live runs out: what a wire shares across
 * processes through a background executor.
 */
export interface TaskStateStore {
  /** The record under `key`, or `undefined` when there is none (or it expired). */
  get(key: string): Promise<unknown>;
  /** Writes `value` (JSON-serialisable) under `key`, kept `ttlMs` milliseconds (`null`: until replaced). */
  set(key: string, value: unknown, ttlMs: number | null): Promise<void>;
  /**
   * Writes `value` under `key` in one atomic step, unless the record there is final (one this
   * method wrote with `final: true`, not expired): a final record is never replaced, whichever
   * process writes. Resolves whether it wrote, and the record it found there (the one it replaced,
   * or the final one it kept; `undefined` for none): so that a writer that read the record before
   * learns what another process wrote meanwhile. `set` replaces any record, final or not.
   * Optional: a wire writes to a store without it with `get`, then `set`, so that two processes
   * writing one record at once may overwrite each other (MCP tasks: a cancel and a completion).
   */
  setUnlessFinal?(key: string, value: unknown, ttlMs: number | null, final: boolean): Promise<{ written: boolean; previous: unknown }>;
}

/** A background attempt its runner can cancel: `abort` fires its `abortSignal`. */
export interface CancellableBackgroundAttempt extends BackgroundAttempt {
  /** Aborts the attempt's signal; a second abort changes nothing. */
  abort(reason?: unknown): void;
}
