// What a completed job hands back to BullMQ: only the parts of its task record that the job's
// data does not hold already, so the value BullMQ stores, publishes and parses stays small.
import type { BackgroundTask } from '../../runtime';
import { isRecord } from './plain-data';

/** A completed job's return value; the job's data plus this is the task's record. */
export interface JobOutcome {
  status: 'completed';
  result?: unknown;
  /** Epoch milliseconds. */
  startedAt?: number | undefined;
  /** Epoch milliseconds. */
  completedAt?: number | undefined;
  retryCount: number;
}

/** The return value for a completed `task`. */
export function outcomeOf(task: BackgroundTask): JobOutcome {
  return {
    status: 'completed',
    result: task.result,
    startedAt: task.startedAt?.getTime(),
    completedAt: task.completedAt?.getTime(),
    retryCount: task.retryCount,
  };
}

/** Whether a job's return value is one of ours. */
export function isJobOutcome(value: unknown): value is JobOutcome {
  return isRecord(value) && value['status'] === 'completed' && typeof value['retryCount'] === 'number';
}

/** Completes `task` (as the job's data describes it) as `outcome` says, in place. */
export function applyOutcome(task: BackgroundTask, outcome: JobOutcome): BackgroundTask {
  task.status = 'completed';
  task.result = outcome.result;
  task.retryCount = outcome.retryCount;
  if (outcome.startedAt !== undefined) task.startedAt = new Date(outcome.startedAt);
  if (outcome.completedAt !== undefined) task.completedAt = new Date(outcome.completedAt);
  return task;
}
