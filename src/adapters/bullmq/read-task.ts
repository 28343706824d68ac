// Reading a task back: its final record when there is one, else what BullMQ knows of its job.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BackgroundTask } from '../../runtime';
import type { TaskKeys } from './connection';
import { decodeJob, taskOfJob, taskOfUnreadableJob } from './job-data';
import { applyOutcome, isJobOutcome } from './job-outcome';
import { readRecord } from './task-record';

/**
 * The final task from the queue's report that its job ended: completed with the job's outcome
 * (applied to `task` in place), else failed with BullMQ's reason (a job BullMQ failed itself,
 * e.g. after it stalled too often, has no record of ours).
 */
export function taskFromEvent(task: BackgroundTask, event: { returnvalue?: unknown; failedReason?: string | undefined }): BackgroundTask {
  if (event.failedReason === undefined && event.returnvalue !== undefined) {
    // Anything else is not an outcome of ours: reported as a failure below, never as a success.
    if (isJobOutcome(event.returnvalue)) return applyOutcome(task, event.returnvalue);
  }
  return {
    ...task,
    status: 'failed',
    error: { message: event.failedReason ?? 'toolwright/bullmq: the job ended without a task record.' },
    completedAt: new Date(),
  };
}

const PENDING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children', 'wait']);

/** The task under `keys` from any process: its record, else its job's state; undefined when neither exists. */
export async function readTask(redis: Redis, queue: Queue, keys: TaskKeys): Promise<BackgroundTask | undefined> {
  const record = await readRecord(redis, keys);
  if (record) return record;
  const taskId = keys.record.slice(keys.record.lastIndexOf(':') + 1);
  const job = await queue.getJob(taskId);
  if (!job) return undefined;
  const decoded = decodeJob(job);
  const base = decoded.ok ? taskOfJob(decoded.job) : taskOfUnreadableJob(job, taskId);
  base.retryCount = job.attemptsMade;
  const state = await job.getState();
  if (state === 'active') return { ...base, status: 'running', startedAt: job.processedOn ? new Date(job.processedOn) : undefined };
  if (state === 'failed' || state === 'completed') {
    return taskFromEvent(base, state === 'failed' ? { failedReason: job.failedReason } : { returnvalue: job.returnvalue });
  }
  // A cancelled job no worker took yet never runs: the first worker to meet it records it cancelled.
  if (decoded.ok && decoded.job.cancelled !== undefined)
    return { ...base, status: 'cancelled', error: { message: decoded.job.cancelled, name: 'CancelledError' } };
  return PENDING_STATES.has(state) ? base : { ...base, status: 'pending' };
}
