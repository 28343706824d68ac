// The data of one BullMQ job: everything a worker needs to run the call, as plain JSON.
import { pendingTask } from '../../runtime/execution/pending-task';
import type { BackgroundTask } from '../../tool/background-types';
import { isRecord } from './plain-data';

/** The job data's format version; a worker refuses jobs of another. */
export const JOB_FORMAT = 'toolwright.background-task.v1';

/** What a dispatcher enqueues for one background call. */
export interface TaskJobData {
  format: typeof JOB_FORMAT;
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
  createdAt: string;
}

const STRING_FIELDS = ['taskId', 'toolName', 'toolCallId', 'runId', 'agentId', 'disposition', 'createdAt'] as const;

/** The job's data checked field by field, or why it cannot be run. */
export function decodeJobData(data: unknown): { ok: true; data: TaskJobData } | { ok: false; message: string } {
  const refuse = (why: string) => ({ ok: false as const, message: `toolwright/bullmq: the job's data is not a toolwright background task (${why}).` });
  if (!isRecord(data)) return refuse(`expected an object, got ${data === null ? 'null' : typeof data}`);
  if (data['format'] !== JOB_FORMAT) return refuse(`format is ${JSON.stringify(data['format'])}, expected "${JOB_FORMAT}"`);
  for (const field of STRING_FIELDS) if (typeof data[field] !== 'string') return refuse(`${field} is not a string`);
  if (!isRecord(data['args'])) return refuse('args is not an object');
  if (!isRecord(data['requestContext'])) return refuse('requestContext is not an object');
  for (const field of ['timeoutMs', 'maxRetries'] as const) {
    if (typeof data[field] !== 'number' || !(data[field] >= 0)) return refuse(`${field} is not a non-negative number`);
  }
  return { ok: true, data: data as unknown as TaskJobData };
}

/** The task as the job describes it, before it runs. */
export function taskOfJob(data: TaskJobData): BackgroundTask {
  return pendingTask(data, data.taskId, new Date(data.createdAt));
}
