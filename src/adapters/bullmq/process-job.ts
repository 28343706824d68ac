// The worker's processor: one execution of a task, fenced so that only the execution that owns
// the job writes its record, and the record's callback runs once.
import { type Job, UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { type IdempotencyOptions, isToolExecutionError, type RuntimeLogger, type RuntimeTool, type RuntimeTools, type BackgroundTask } from '../../runtime';
import { findRuntimeTool } from '../../wire';
import { CancelledError, type WorkerCancellations } from './cancellation';
import { type TaskKeys, taskKeys } from './connection';
import { decodeJob, type TaskJob, taskOfJob, taskOfUnreadableJob } from './job-data';
import { type JobOutcome, outcomeOf } from './job-outcome';
import { runTimedAttempt } from './run-attempt';
import { beginExecution, callbackDone, claimCallback, readRecord, writeRecord } from './task-record';

/** What every job of one worker shares. */
export interface JobContext {
  tools: Record<string, RuntimeTool>;
  redis: Redis;
  prefix: string;
  queueName: string;
  ttl: number;
  logger: RuntimeLogger;
  onTaskComplete?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  onTaskFailed?: ((task: BackgroundTask) => void | Promise<void>) | undefined;
  /** The attempts running now, by job id, and the cancels that came before theirs (what a cancel reaches). */
  cancellations: WorkerCancellations;
  /** The store execute runs under, when the worker was given one. */
  idempotency?: IdempotencyOptions | undefined;
}

type TaskCallback = (task: BackgroundTask) => void | Promise<void>;

function errorInfo(error: unknown): { message: string; name?: string; stack?: string | undefined } {
  // The name of what the tool threw (a ToolExecutionError's cause), for a wire that tells its client.
  if (isToolExecutionError(error)) return { message: error.message, name: error.cause?.name ?? 'Error', stack: error.stack };
  if (error instanceof Error) return { message: error.message, name: error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : String(error) };
}

/** The `onComplete` (or `onFailed`) of tool `toolName`'s tasks on this worker: the tool's, else the worker's. */
function callbackOf(ctx: JobContext, toolName: string, completed: boolean, tool = findRuntimeTool(ctx.tools, toolName)?.tool): TaskCallback | undefined {
  return completed ? (tool?.background?.onComplete ?? ctx.onTaskComplete) : (tool?.background?.onFailed ?? ctx.onTaskFailed);
}

/**
 * Runs the task's `onComplete` or `onFailed` unless it already ran to its end; one that a dead
 * worker left unfinished runs again here.
 */
async function runCallback(ctx: JobContext, keys: TaskKeys, token: string | undefined, task: BackgroundTask): Promise<void> {
  const completed = task.status === 'completed';
  const fn = callbackOf(ctx, task.toolName, completed);
  if (!fn || !(await claimCallback(ctx.redis, keys, token, ctx.ttl))) return;
  try {
    await fn(task);
  } catch (error) {
    ctx.logger.error(`Error calling background task ${completed ? 'onComplete' : 'onFailed'}`, error);
  }
  await callbackDone(ctx.redis, keys, ctx.ttl);
}

/** What BullMQ gets for an ended task: the job's outcome, or the failure the record holds. */
function settled(task: BackgroundTask): JobOutcome {
  if (task.status === 'completed') return outcomeOf(task);
  throw new UnrecoverableError(task.error?.message ?? `Background task ${task.status}: ${task.id}`);
}

/** Writes the record (if this execution still owns the task), then runs its callback once. */
async function finish(ctx: JobContext, keys: TaskKeys, token: string | undefined, fence: number, task: BackgroundTask): Promise<BackgroundTask> {
  const outcome = await writeRecord(ctx.redis, keys, token, fence, task, ctx.ttl);
  if (outcome === 'fenced-out') {
    throw new Error(`toolwright/bullmq: task ${task.id} was taken over by another execution; this execution's outcome is dropped.`);
  }
  const final = outcome === 'written' ? task : ((await readRecord(ctx.redis, keys)) ?? task);
  await runCallback(ctx, keys, token, final);
  return final;
}

/** The task's keys, named only where a record, fence or claim is touched (a first execution that completes without a callback touches none). */
function keysOf(ctx: JobContext, taskId: string): TaskKeys {
  return taskKeys(ctx.prefix, ctx.queueName, taskId);
}

/** The task as it runs: the job's data, started at `startedAt` (epoch ms). */
function runningTask(data: TaskJob, startedAt: number, retryCount: number): BackgroundTask {
  return { ...taskOfJob(data), status: 'running', startedAt: new Date(startedAt), retryCount };
}

/** Whether BullMQ hands the job out for the first time: no execution before it left a record, a fence or a claim. */
function firstExecution(job: Job): boolean {
  return job.attemptsStarted === 1 && job.attemptsMade === 0;
}

/** Processes one job: see {@link JobContext}. Resolves to the job's outcome; throws to fail or retry. */
export async function processTaskJob(ctx: JobContext, job: Job, token: string | undefined): Promise<JobOutcome> {
  const taskId = job.id ?? '';
  let fence = 0;
  if (!firstExecution(job)) {
    // A worker that died after writing the record left nothing to run again: only the callback may be owed.
    const keys = keysOf(ctx, taskId);
    const begun = await beginExecution(ctx.redis, keys, ctx.ttl);
    if ('record' in begun) {
      await runCallback(ctx, keys, token, begun.record);
      return settled(begun.record);
    }
    fence = begun.fence;
  }
  const decoded = decodeJob(job);
  if (!decoded.ok) {
    const poisoned: BackgroundTask = { ...taskOfUnreadableJob(job, taskId), status: 'failed', completedAt: new Date(), error: { message: decoded.message } };
    await finish(ctx, keysOf(ctx, taskId), token, fence, poisoned);
    throw new UnrecoverableError(decoded.message);
  }
  const data = decoded.job;
  const startedAt = Date.now();
  const retryCount = job.attemptsMade;
  const tool = findRuntimeTool(ctx.tools, data.toolName)?.tool;
  if (!tool) {
    const message = `toolwright/bullmq: this worker has no tool "${data.toolName}" (it has: ${Object.keys(ctx.tools).join(', ') || 'none'}); task ${taskId} failed without running.`;
    await finish(ctx, keysOf(ctx, taskId), token, fence, {
      ...runningTask(data, startedAt, retryCount),
      status: 'failed',
      error: { message },
      completedAt: new Date(),
    });
    throw new UnrecoverableError(message);
  }
  // A cancelled task never runs; checked with no await before the attempt is registered, so a
  // cancel either is seen here or finds the attempt running.
  const cancelled = data.cancelled !== undefined ? new CancelledError(data.cancelled) : ctx.cancellations.takeEarly(taskId);
  if (cancelled !== undefined) {
    const never: BackgroundTask = { ...taskOfJob(data), retryCount, status: 'cancelled', error: errorInfo(cancelled), completedAt: new Date() };
    return settled(await finish(ctx, keysOf(ctx, taskId), token, fence, never));
  }
  const outcome = await runTimedAttempt(ctx.tools as RuntimeTools, data, retryCount, ctx.logger, ctx.cancellations.running, ctx.idempotency);
  // A cancelled task is not tried again.
  if (!outcome.ok && outcome.ended !== 'cancelled' && retryCount + 1 < (job.opts.attempts ?? 1)) {
    throw outcome.error instanceof Error ? outcome.error : new Error(errorInfo(outcome.error).message);
  }
  // A completed task without a callback keeps no record of its own: its record is the job's data
  // and this outcome, which BullMQ stores as it completes the job, and only while `token` still
  // holds the job's lock (BullMQ's own fencing check), so an execution that lost it cannot complete it.
  if (outcome.ok && !callbackOf(ctx, data.toolName, true, tool)) {
    return { status: 'completed', result: outcome.value, startedAt, completedAt: Date.now(), retryCount };
  }
  const task = runningTask(data, startedAt, retryCount);
  const ended: BackgroundTask = outcome.ok
    ? { ...task, status: 'completed', result: outcome.value, completedAt: new Date() }
    : { ...task, status: outcome.ended, error: errorInfo(outcome.error), completedAt: new Date() };
  return settled(await finish(ctx, keysOf(ctx, taskId), token, fence, ended));
}
