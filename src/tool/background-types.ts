/** The states a background task moves through. */
export type BackgroundTaskStatus = 'pending' | 'running' | 'suspended' | 'completed' | 'failed' | 'cancelled' | 'timed_out';

/** A tool call running as a background task, as passed to `onComplete`/`onFailed`. */
export interface BackgroundTask {
  id: string;
  status: BackgroundTaskStatus;
  toolName: string;
  toolCallId: string;
  args: Record<string, unknown>;
  agentId: string;
  threadId?: string | undefined;
  resourceId?: string | undefined;
  runId: string;
  result?: unknown;
  /** Why it failed: the message, the name of what the tool threw (when it threw), the stack. */
  error?: { message: string; name?: string | undefined; stack?: string | undefined } | undefined;
  createdAt: Date;
  startedAt?: Date | undefined;
  /** Set while the task is suspended; cleared on resume. */
  suspendedAt?: Date | undefined;
  completedAt?: Date | undefined;
  retryCount: number;
  maxRetries: number;
  timeoutMs: number;
  /** The last payload passed to `suspend()`, while suspended. */
  suspendPayload?: unknown;
}

/** Per-tool background execution settings (the `background` option). */
export interface ToolBackgroundConfig {
  /** Whether the tool may run in the background. Off by default. */
  enabled?: boolean;
  /**
   * How an eligible call runs when the model gives no `_background` override:
   * `'deferred'` (the default) in the background, `'foreground'` inline.
   */
  defaultDisposition?: 'foreground' | 'deferred';
  /** Overrides the task manager's timeout for this tool. */
  timeoutMs?: number;
  /** Overrides the task manager's retry count for this tool. */
  maxRetries?: number;
  /** How long the agent loop waits for this tool's task, in milliseconds. */
  waitTimeoutMs?: number;
  /** Called when a background run of this tool completes. */
  onComplete?: (task: BackgroundTask) => void | Promise<void>;
  /** Called when a background run of this tool fails. */
  onFailed?: (task: BackgroundTask) => void | Promise<void>;
}

/** An operation a tool already started and hands over to its background task. */
export interface BackgroundTaskOperation<TResult = unknown> {
  /** Settles with the task's final result once the operation and its cleanup are done. */
  completion: Promise<TResult>;
  /** Stops the operation when the task is cancelled or times out. */
  cancel?: ((reason?: unknown) => void | Promise<void>) | undefined;
}

/** Available as `context.background` only while a tool runs as a native background task. */
export interface BackgroundTaskAdoptionContext {
  taskId: string;
  disposition: 'deferred' | 'awaited';
  /** Makes the task own `operation` until it settles; at most one adoption per call. */
  adopt<TResult>(operation: BackgroundTaskOperation<TResult>): void;
}
