/**
 * A task as the store keeps it: the fields `tasks/get` answers with, and what answering its
 * input needs (the signed ticket of the paused call, the tool). Written under one key per task.
 */
import type { CreateTaskResultV2, DetailedTaskV2, InputRequestsV2, TaskStatusV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import type { TaskStateStore } from '../../../../wire';

/** The extension's identifier, in capabilities. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** One task, as stored. */
export interface StoredTask {
  taskId: string;
  status: TaskStatusV2;
  statusMessage?: string | undefined;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number;
  pollIntervalMs: number;
  /** The final `tools/call` result, once `completed`. */
  result?: Record<string, unknown> | undefined;
  /** The JSON-RPC error, once `failed`. */
  error?: { code: number; message: string } | undefined;
  /** The outstanding question, while `input_required`. */
  inputRequests?: InputRequestsV2 | undefined;
  /** The signed ticket of the paused call the outstanding question resumes. */
  pending?: string | undefined;
  /** The name the client called the tool by. */
  tool: string;
  /** Questions asked so far: each one's key carries its number, so no key is used twice in a task. */
  round: number;
  /** The caller that started the task (see `caller.ts`), when the request named one: only it reaches the task. */
  caller?: string | undefined;
  /**
   * The background task the call dispatched, once it did: what `tasks/cancel` in any process
   * serving the same tools asks the executor to cancel.
   */
  backgroundTaskId?: string | undefined;
}

const KEY_PREFIX = 'toolwright:mcp-task:';

/** Whether a task has ended: nothing changes it any more. */
export function isTerminal(status: TaskStatusV2): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/** The task under `taskId`, or `undefined` when there is none (never made, or forgotten after its TTL). */
export async function readTask(store: TaskStateStore, taskId: string): Promise<StoredTask | undefined> {
  const value = await store.get(KEY_PREFIX + taskId);
  return value === undefined || value === null ? undefined : (value as StoredTask);
}

/**
 * Writes `task`, stamped now, unless the stored task has ended: a task that ended (completed,
 * failed, cancelled) is never changed again, by any process, so that a cancel and a completion
 * racing from two processes leave the one that landed first. Resolves whether it wrote, and the
 * task as it was in the store (what another process may have written since `task` was read). A
 * task that ended is kept `ttlMs` from now; one that goes on is kept until it ends.
 */
export async function writeTask(store: TaskStateStore, task: StoredTask): Promise<{ written: boolean; previous: StoredTask | undefined }> {
  task.lastUpdatedAt = new Date().toISOString();
  const key = KEY_PREFIX + task.taskId;
  const ended = isTerminal(task.status);
  const ttlMs = ended ? task.ttlMs : null;
  if (store.setUnlessFinal) {
    const { written, previous } = await store.setUnlessFinal(key, task, ttlMs, ended);
    return { written, previous: previous === undefined || previous === null ? undefined : (previous as StoredTask) };
  }
  // A store without the atomic write: the same rule, as far as a read then a write can keep it.
  const previous = await readTask(store, task.taskId);
  if (previous && isTerminal(previous.status)) return { written: false, previous };
  await store.set(key, task, ttlMs);
  return { written: true, previous };
}

function taskFields(task: StoredTask) {
  const fields: { taskId: string; statusMessage?: string; createdAt: string; lastUpdatedAt: string; ttlMs: number; pollIntervalMs: number } = {
    taskId: task.taskId,
    createdAt: task.createdAt,
    lastUpdatedAt: task.lastUpdatedAt,
    ttlMs: task.ttlMs,
    pollIntervalMs: task.pollIntervalMs,
  };
  if (task.statusMessage !== undefined) fields.statusMessage = task.statusMessage;
  return fields;
}

/** What `tools/call` answers when it made a task. */
export function createTaskResult(task: StoredTask): CreateTaskResultV2 {
  return { resultType: 'task', ...taskFields(task), status: task.status };
}

/** What `tasks/get` answers: the task with what its status carries (the question, the result, the error). */
export function detailedTask(task: StoredTask): DetailedTaskV2 & { resultType: 'complete' } {
  const fields = taskFields(task);
  switch (task.status) {
    case 'input_required':
      return { resultType: 'complete', ...fields, status: 'input_required', inputRequests: task.inputRequests ?? {} };
    case 'completed':
      return { resultType: 'complete', ...fields, status: 'completed', result: (task.result ?? {}) as never };
    case 'failed':
      return { resultType: 'complete', ...fields, status: 'failed', error: task.error ?? { code: -32603, message: 'Internal error' } };
    case 'cancelled':
      return { resultType: 'complete', ...fields, status: 'cancelled' };
    default:
      return { resultType: 'complete', ...fields, status: 'working' };
  }
}
