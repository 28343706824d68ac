// One attempt on the worker: the engine's background attempt, under the task's time limit.
import type { IdempotencyOptions, RuntimeLogger, RuntimeTools } from '../../runtime';
import { type CancellableBackgroundAttempt, createBackgroundAttempt, runBackgroundAttempt } from '../../wire';
import type { TaskJob } from './job-data';

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** How an attempt ended. */
export type AttemptOutcome = { ok: true; value: unknown } | { ok: false; error: unknown; timedOut: boolean };

/**
 * Runs attempt `attempt` of the job's call; the attempt's signal aborts when `timeoutMs` passes
 * or when the worker cancels the job (the attempt sits in `running` under the task id while it
 * runs). The signal itself is made only if something reads it.
 */
export function runTimedAttempt(
  tools: RuntimeTools,
  data: TaskJob,
  attempt: number,
  logger: RuntimeLogger | undefined,
  running: Map<string, CancellableBackgroundAttempt>,
  idempotency: IdempotencyOptions | undefined,
): Promise<AttemptOutcome> {
  const current = createBackgroundAttempt(data.taskId, attempt, data.disposition);
  running.set(data.taskId, current);
  // One promise settled by whichever comes first, the attempt or its time limit.
  return new Promise<AttemptOutcome>((resolve) => {
    const end = (outcome: AttemptOutcome) => {
      clearTimeout(timer);
      if (running.get(data.taskId) === current) running.delete(data.taskId);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      const error = new TimeoutError(`Background task timed out after ${data.timeoutMs}ms: ${data.taskId}`);
      current.abort(error);
      end({ ok: false, error, timedOut: true });
    }, data.timeoutMs);
    let work: Promise<unknown>;
    try {
      work = runBackgroundAttempt(tools, data, current, { logger, idempotency });
    } catch (error) {
      end({ ok: false, error, timedOut: false });
      return;
    }
    // After the time limit the outcome is settled: a late result or error changes nothing.
    work.then(
      (value) => end({ ok: true, value }),
      (error) => end({ ok: false, error, timedOut: false }),
    );
  });
}
