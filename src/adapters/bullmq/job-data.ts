// The data of one BullMQ job: everything a worker needs to run the call, as plain JSON. The task
// id, the tool's name and the creation time are the job's own id, name and timestamp, so the data
// does not repeat them, and it leaves out fields at their defaults: a job holds only what differs.
import type { BackgroundTask } from '../../runtime';
import { pendingBackgroundTask } from '../../wire';
import { isRecord } from './plain-data';

/** The job data's format mark (its `toolwright` field); a worker refuses jobs without it. */
export const JOB_FORMAT = 2;

/** What a dispatcher enqueues for one background call (fields at their default are left out). */
export interface TaskJobData {
  toolwright: typeof JOB_FORMAT;
  toolCallId: string;
  args: Record<string, unknown>;
  runId: string;
  timeoutMs: number;
  /** Left out when `''`. */
  agentId?: string | undefined;
  threadId?: string | undefined;
  resourceId?: string | undefined;
  /** Left out when there are no values. */
  requestContext?: Record<string, unknown> | undefined;
  /** Left out when `'deferred'`. */
  disposition?: 'awaited' | undefined;
  /** Left out when 0. */
  maxRetries?: number | undefined;
  /** The call's idempotency key, as the dispatcher's engine gave it. */
  idempotencyKey?: string | undefined;
  /** Set by the executor's `cancel`: why the task was cancelled. A worker that meets such a job ends it `cancelled` without running it. */
  cancelled?: string | undefined;
}

/** The call a job describes, every field filled in: its data with the job's id, name and timestamp. */
export interface TaskJob {
  taskId: string;
  toolName: string;
  toolCallId: string;
  args: Record<string, unknown>;
  runId: string;
  agentId: string;
  threadId?: string | undefined;
  resourceId?: string | undefined;
  requestContext: Record<string, unknown>;
  disposition: 'deferred' | 'awaited';
  timeoutMs: number;
  maxRetries: number;
  /** Epoch milliseconds: the job's timestamp, which the dispatcher also gives the task as its creation time. */
  createdAt: number;
  /** The call's key; for a job sent without one (by an older dispatcher), one derived from the job's id, the same on every delivery. */
  idempotencyKey: string;
  /** Why the task was cancelled, when it was (see {@link TaskJobData.cancelled}). */
  cancelled?: string | undefined;
}

/** The parts of a BullMQ job a task is read from. */
export interface JobLike {
  id?: string | undefined;
  name: string;
  timestamp: number;
  data: unknown;
}

const OPTIONAL_STRINGS = ['agentId', 'threadId', 'resourceId'] as const;
const EMPTY: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

function describe(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** The job's call, checked field by field, or why it cannot be run. */
export function decodeJob(job: JobLike): { ok: true; job: TaskJob } | { ok: false; message: string } {
  const refuse = (why: string) => ({ ok: false as const, message: `toolwright/bullmq: the job's data is not a toolwright background task (${why}).` });
  const data = job.data;
  if (!isRecord(data)) return refuse(`expected an object, got ${data === null ? 'null' : typeof data}`);
  if (data['toolwright'] !== JOB_FORMAT) return refuse(`its format mark "toolwright" is ${describe(data['toolwright'])}, expected ${JOB_FORMAT}`);
  if (typeof data['toolCallId'] !== 'string') return refuse('toolCallId is not a string');
  if (typeof data['runId'] !== 'string') return refuse('runId is not a string');
  if (!isRecord(data['args'])) return refuse('args is not an object');
  for (const field of OPTIONAL_STRINGS) {
    if (data[field] !== undefined && typeof data[field] !== 'string') return refuse(`${field} is not a string`);
  }
  const context = data['requestContext'];
  if (context !== undefined && !isRecord(context)) return refuse('requestContext is not an object');
  const disposition = data['disposition'];
  if (disposition !== undefined && disposition !== 'awaited') return refuse(`disposition is ${describe(disposition)}, expected "awaited" or none`);
  const timeoutMs = data['timeoutMs'];
  if (typeof timeoutMs !== 'number' || !(timeoutMs >= 0)) return refuse('timeoutMs is not a non-negative number');
  const maxRetries = data['maxRetries'] ?? 0;
  if (typeof maxRetries !== 'number' || !(maxRetries >= 0)) return refuse('maxRetries is not a non-negative number');
  const idempotencyKey = data['idempotencyKey'];
  if (idempotencyKey !== undefined && (typeof idempotencyKey !== 'string' || idempotencyKey === '')) return refuse('idempotencyKey is not a non-empty string');
  const cancelled = data['cancelled'];
  if (cancelled !== undefined && typeof cancelled !== 'string') return refuse('cancelled is not a string');
  return {
    ok: true,
    job: {
      taskId: job.id ?? '',
      toolName: job.name,
      toolCallId: data['toolCallId'],
      args: data['args'],
      runId: data['runId'],
      agentId: (data['agentId'] as string | undefined) ?? '',
      threadId: data['threadId'] as string | undefined,
      resourceId: data['resourceId'] as string | undefined,
      requestContext: (context as Record<string, unknown> | undefined) ?? EMPTY,
      disposition: disposition ?? 'deferred',
      timeoutMs,
      maxRetries,
      createdAt: job.timestamp,
      idempotencyKey: idempotencyKey ?? `task:${job.id ?? ''}`,
      ...(cancelled !== undefined ? { cancelled } : {}),
    },
  };
}

/**
 * The task of a job whose data `decodeJob` refused, before it runs: what the job itself tells
 * (its id, name, time and attempts), the call's fields empty.
 */
export function taskOfUnreadableJob(job: JobLike & { attemptsMade: number }, taskId: string): BackgroundTask {
  return {
    id: taskId,
    status: 'pending',
    toolName: job.name,
    toolCallId: '',
    args: {},
    agentId: '',
    runId: '',
    createdAt: new Date(job.timestamp),
    retryCount: job.attemptsMade,
    maxRetries: 0,
    timeoutMs: 0,
  };
}

/** The task as the job describes it, before it runs. */
export function taskOfJob(job: TaskJob): BackgroundTask {
  return pendingBackgroundTask(job, job.taskId, new Date(job.createdAt));
}
