// Background dispatch of tool calls: the call returns at once with a task id, the tool runs as a
// task with a timeout and retries, and the task's callbacks run when it ends. The in-process
// executor is the default; implement {@link BackgroundExecutor} to hand tasks to a real queue.
import type { BackgroundTask } from '../../tool/background-types';
import { newTaskId } from '../../internal/task-id';
import { isToolExecutionError } from '../errors';
import type { BackgroundDispatchRequest, BackgroundExecutor, BackgroundTaskHandle } from '../background-types';
import { Attempt } from './attempt';
import { pendingBackgroundTask } from './pending-task';

export type { BackgroundAttempt, BackgroundDispatchRequest, BackgroundExecutor, BackgroundTaskHandle } from '../background-types';

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

class CancelledError extends Error {
  override name = 'CancelledError';
}

/** The task's error: the message, the name of what the tool threw (the wrapper's cause), the stack. */
export function errorInfo(error: unknown): { message: string; name?: string; stack?: string | undefined } {
  if (isToolExecutionError(error)) return { message: error.message, name: error.cause?.name ?? 'Error', stack: error.stack };
  if (error instanceof Error) return { message: error.message, name: error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : String(error) };
}

/** A task while it runs: its current attempt, the reason it was cancelled, and what ends the attempt at once. */
interface Running {
  attempt: Attempt | undefined;
  cancelled: unknown;
  stop: ((reason: unknown) => void) | undefined;
}

/** How many finished tasks {@link InProcessBackgroundExecutor.tasks} keeps unless told otherwise. */
const KEEP_FINISHED = 1_000;

/**
 * Runs tasks in this process: each attempt gets its own AbortSignal and timer; a failed or timed
 * out attempt is retried up to `maxRetries` times; then `onComplete` or `onFailed` runs (their
 * errors are logged). A task can be cancelled ({@link InProcessBackgroundExecutor.cancel}).
 * Tasks are kept in {@link tasks}, so a caller can list or await them: every running task, and
 * the last `keepFinished` finished ones (default 1000; `Infinity` keeps all), so that an executor
 * that lives as long as its process does not grow with every call.
 */
export class InProcessBackgroundExecutor implements BackgroundExecutor {
  /**
   * The tasks of this executor by id: every running one, and the last `keepFinished` to finish
   * (a task leaves once its `onComplete` or `onFailed` has run and `keepFinished` later ones have
   * finished). An id that left, like one never dispatched here, is not in the map and `cancel`
   * answers `false`; the handle the call got (`record.background`) keeps its task.
   */
  readonly tasks = new Map<string, BackgroundTaskHandle>();
  /** The attempt each running task is on, and the tasks cancelled: what {@link cancel} reaches. */
  readonly #running = new Map<string, Running>();
  /** The ids of finished tasks still in {@link tasks}, oldest first. */
  readonly #finished = new Set<string>();
  readonly #keepFinished: number;

  /** `keepFinished`: how many finished tasks {@link tasks} keeps (a count: 0 or more, or `Infinity`). */
  constructor(options: { keepFinished?: number | undefined } = {}) {
    const keep = options.keepFinished ?? KEEP_FINISHED;
    if (typeof keep !== 'number' || !(keep === Number.POSITIVE_INFINITY || (Number.isInteger(keep) && keep >= 0))) {
      throw new TypeError(`InProcessBackgroundExecutor: keepFinished must be a count of tasks (an integer of 0 or more, or Infinity), not ${String(keep)}.`);
    }
    this.#keepFinished = keep;
  }

  /**
   * Cancels a task of this executor: the running attempt's `abortSignal` fires with `reason`,
   * no attempt follows, and the task ends `cancelled` (then `onFailed` runs). `false` for a task
   * that ended or that this executor did not dispatch.
   */
  cancel(taskId: string, reason: unknown = new CancelledError(`Background task cancelled: ${taskId}`)): boolean {
    const running = this.#running.get(taskId);
    if (!running || running.cancelled !== undefined) return false;
    running.cancelled = reason;
    running.attempt?.abort(reason);
    running.stop?.(reason);
    return true;
  }

  dispatch(request: BackgroundDispatchRequest): BackgroundTaskHandle {
    const task = pendingBackgroundTask(request, newTaskId(), new Date());
    const done = Promise.resolve().then(() => this.runTask(task, request));
    const handle: BackgroundTaskHandle = { taskId: task.id, task, done };
    this.tasks.set(task.id, handle);
    return handle;
  }

  private async runTask(task: BackgroundTask, request: BackgroundDispatchRequest): Promise<BackgroundTask> {
    const running: Running = { attempt: undefined, cancelled: undefined, stop: undefined };
    this.#running.set(task.id, running);
    try {
      return await this.runAttempts(task, request, running);
    } finally {
      this.#running.delete(task.id);
      this.#forgetOldest(task.id);
    }
  }

  /** Notes the task `id` finished; the oldest finished tasks beyond `keepFinished` leave {@link tasks}. */
  #forgetOldest(id: string): void {
    this.#finished.add(id);
    for (const oldest of this.#finished) {
      if (this.#finished.size <= this.#keepFinished) return;
      this.#finished.delete(oldest);
      this.tasks.delete(oldest);
    }
  }

  private async runAttempts(task: BackgroundTask, request: BackgroundDispatchRequest, running: Running): Promise<BackgroundTask> {
    task.status = 'running';
    task.startedAt = new Date();
    let lastError: unknown;
    let timedOut = false;
    for (let attempt = 0; attempt <= request.maxRetries && running.cancelled === undefined; attempt += 1) {
      task.retryCount = attempt;
      const outcome = await this.runAttempt(task, request, attempt, running);
      if (running.cancelled !== undefined) break;
      if (outcome.ok) {
        task.status = 'completed';
        task.result = outcome.value;
        task.completedAt = new Date();
        await this.callback(request.onComplete, task, request);
        return task;
      }
      lastError = outcome.error;
      timedOut = outcome.timedOut;
    }
    task.status = running.cancelled !== undefined ? 'cancelled' : timedOut ? 'timed_out' : 'failed';
    task.error = errorInfo(running.cancelled !== undefined ? running.cancelled : lastError);
    task.completedAt = new Date();
    await this.callback(request.onFailed, task, request);
    return task;
  }

  private async runAttempt(
    task: BackgroundTask,
    request: BackgroundDispatchRequest,
    attempt: number,
    running: Running,
  ): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown; timedOut: boolean }> {
    const current = new Attempt(task.id, attempt, request.disposition);
    running.attempt = current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    // Ends the attempt at once on its time limit, or on a cancel (see `cancel`): the tool is told by its signal.
    const timeout = new Promise<never>((_, reject) => {
      running.stop = reject;
      timer = setTimeout(() => {
        timedOut = true;
        const error = new TimeoutError(`Background task timed out after ${request.timeoutMs}ms: ${task.id}`);
        current.abort(error);
        reject(error);
      }, request.timeoutMs);
    });
    try {
      const work = request.run(current);
      work.catch(() => undefined);
      const value = await Promise.race([work, timeout]);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error, timedOut };
    } finally {
      running.stop = undefined;
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  private async callback(
    fn: ((task: BackgroundTask) => void | Promise<void>) | undefined,
    task: BackgroundTask,
    request: BackgroundDispatchRequest,
  ): Promise<void> {
    if (!fn) return;
    try {
      await fn(task);
    } catch (error) {
      request.logger?.error(`Error calling background task ${task.status === 'completed' ? 'onComplete' : 'onFailed'}`, error);
    }
  }
}
