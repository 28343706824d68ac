// One attempt on the worker: the engine's background attempt, under the task's time limit.
import type { IdempotencyOptions, RuntimeLogger, RuntimeTools } from '../../runtime';
import { createBackgroundAttempt, runBackgroundAttempt } from '../../wire';
import type { RunningAttempt } from './cancellation';
import type { TaskJob } from './job-data';

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** How an attempt ended. */
export type AttemptOutcome = { ok: true; value: unknown } | { ok: false; error: unknown; ended: 'failed' | 'timed_out' | 'cancelled' };

/**
 * Runs attempt `attempt` of the job's call; the attempt's signal aborts when `timeoutMs` passes
 * or when the task is cancelled (the attempt sits in `running` under the task id while it runs),
 * and either ends the attempt at once, whatever `execute` does with the signal.
 */
export function runTimedAttempt(
  tools: RuntimeTools,
  data: TaskJob,
  attempt: number,
  logger: RuntimeLogger | undefined,
  running: Map<string, RunningAttempt>,
  idempotency: IdempotencyOptions | undefined,
): Promise<AttemptOutcome> {
  const current = createBackgroundAttempt(data.taskId, attempt, data.disposition);
  // One promise settled by whichever comes first, the attempt, its time limit or a cancel.
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const end = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (running.get(data.taskId) === entry) running.delete(data.taskId);
      resolve(outcome);
    };
    const entry: RunningAttempt = {
      abort: (reason) => current.abort(reason),
      cancel(reason) {
        current.abort(reason);
        end({ ok: false, error: reason, ended: 'cancelled' });
      },
    };
    running.set(data.taskId, entry);
    const timer = setTimeout(() => {
      const error = new TimeoutError(`Background task timed out after ${data.timeoutMs}ms: ${data.taskId}`);
      current.abort(error);
      end({ ok: false, error, ended: 'timed_out' });
    }, data.timeoutMs);
    let work: Promise<unknown>;
    try {
      work = runBackgroundAttempt(tools, data, current, { logger, idempotency });
    } catch (error) {
      end({ ok: false, error, ended: 'failed' });
      return;
    }
    // Once the outcome is settled, a late result or error changes nothing.
    work.then(
      (value) => end({ ok: true, value }),
      (error) => end({ ok: false, error, ended: 'failed' }),
    );
  });
}
