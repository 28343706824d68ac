// One attempt on the worker: the engine's background attempt, under the task's time limit.
import { runRemoteAttempt } from '../../runtime/execution/remote-attempt';
import type { RuntimeLogger, RuntimeTools } from '../../runtime/types';
import type { TaskJobData } from './job-data';

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** How an attempt ended. */
export type AttemptOutcome = { ok: true; value: unknown } | { ok: false; error: unknown; timedOut: boolean };

/**
 * Runs attempt `attempt` of the job's call; the attempt's signal aborts when `timeoutMs` passes
 * or when BullMQ cancels the job.
 */
export async function runTimedAttempt(
  tools: RuntimeTools,
  data: TaskJobData,
  attempt: number,
  logger: RuntimeLogger | undefined,
  cancel: AbortSignal | undefined,
): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const onCancel = () => controller.abort(cancel?.reason);
  cancel?.addEventListener('abort', onCancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      const error = new TimeoutError(`Background task timed out after ${data.timeoutMs}ms: ${data.taskId}`);
      controller.abort(error);
      reject(error);
    }, data.timeoutMs);
  });
  try {
    const work = runRemoteAttempt(tools, data, { taskId: data.taskId, attempt, abortSignal: controller.signal, disposition: data.disposition }, { logger });
    work.catch(() => undefined);
    return { ok: true, value: await Promise.race([work, timeout]) };
  } catch (error) {
    return { ok: false, error, timedOut };
  } finally {
    clearTimeout(timer);
    cancel?.removeEventListener('abort', onCancel);
  }
}
