// Background dispatch of tool calls: the call returns at once with a task id, the tool runs as a
// task with a timeout and retries, and the task's callbacks run when it ends. The in-process
// executor is the default; implement {@link BackgroundExecutor} to hand tasks to a real queue.
import type { BackgroundTask } from '../../tool/background-types';
import { newTaskId } from '../../internal/task-id';
import type { BackgroundDispatchRequest, BackgroundExecutor, BackgroundTaskHandle } from '../background-types';
import { Attempt } from './attempt';
import { pendingBackgroundTask } from './pending-task';

export type { BackgroundAttempt, BackgroundDispatchRequest, BackgroundExecutor, BackgroundTaskHandle } from '../background-types';

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

function errorInfo(error: unknown): { message: string; stack?: string | undefined } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : String(error) };
}

/**
 * Runs tasks in this process: each attempt gets its own AbortSignal and timer; a failed or timed
 * out attempt is retried up to `maxRetries` times; then `onComplete` or `onFailed` runs (their
 * errors are logged). Tasks are kept in {@link tasks}, so a caller can list or await them.
 */
export class InProcessBackgroundExecutor implements BackgroundExecutor {
  /** Every task dispatched through this executor, by id. */
  readonly tasks = new Map<string, BackgroundTaskHandle>();

  dispatch(request: BackgroundDispatchRequest): BackgroundTaskHandle {
    const task = pendingBackgroundTask(request, newTaskId(), new Date());
    const done = Promise.resolve().then(() => this.runTask(task, request));
    const handle: BackgroundTaskHandle = { taskId: task.id, task, done };
    this.tasks.set(task.id, handle);
    return handle;
  }

  private async runTask(task: BackgroundTask, request: BackgroundDispatchRequest): Promise<BackgroundTask> {
    task.status = 'running';
    task.startedAt = new Date();
    let lastError: unknown;
    let timedOut = false;
    for (let attempt = 0; attempt <= request.maxRetries; attempt += 1) {
      task.retryCount = attempt;
      const outcome = await this.runAttempt(task, request, attempt);
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
    task.status = timedOut ? 'timed_out' : 'failed';
    task.error = errorInfo(lastError);
    task.completedAt = new Date();
    await this.callback(request.onFailed, task, request);
    return task;
  }

  private async runAttempt(
    task: BackgroundTask,
    request: BackgroundDispatchRequest,
    attempt: number,
  ): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown; timedOut: boolean }> {
    const current = new Attempt(task.id, attempt, request.disposition);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const timeout = new Promise<never>((_, reject) => {
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
