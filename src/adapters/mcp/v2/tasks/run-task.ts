/**
 * One `tools/call` as an MCP task: the task is written to the store, `tools/call` answers with it
 * at once, and the engine runs the call (validation, hooks, approval, the background executor,
 * `toModelOutput`, transforms) while the client polls. A call that waits for an answer (approval,
 * or the resume data of a suspended call) moves the task to `input_required` with the question;
 * `tasks/update` resumes it (see `task-handlers.ts`). The task ends `completed` with the tool
 * result the call would have answered, `isError` ones included; `cancelled` when the client
 * cancelled it; `failed` only when the server itself failed.
 */
import type { CallToolResult, InputRequests } from '@modelcontextprotocol/server';
import {
  isToolExecutionError,
  ToolModelOutputError,
  type RunToolCallOptions,
  type RuntimeChunk,
  type RuntimeLogger,
  type ToolCallRecord,
} from '../../../../runtime';
import { runWireToolCall, type WireHost } from '../../../../wire';
import { errorResult } from '../../call-options';
import { thrownErrorText } from '../../error-text';
import { type Asking, recordResult } from '../../record-result';
import type { ServedTool } from '../../served-tool';
import type { LocalTask, TaskServing } from './serving';
import { createTaskResult, isTerminal, readTask, type StoredTask, writeTask } from './task-record';

type Resume = NonNullable<RunToolCallOptions['resume']>;

/** What running (or resuming) one task's call needs, made by the request that starts or resumes it. */
export interface TaskCall {
  serving: TaskServing;
  entry: ServedTool;
  toolCallId: string;
  args: Record<string, unknown>;
  /** The engine's options for one run, on `signal`, resuming `resume` when given, and the wire's host. */
  options(signal: AbortSignal, resume: Resume | undefined): { options: RunToolCallOptions; host: WireHost };
  /** The question for a record that waits, when the client can be asked it (see `questionFor`). */
  question(record: ToolCallRecord): { inputRequests: InputRequests; requestState: string; kind: string } | undefined;
  /** Whether the client could have been asked, and if not why (the text of a call left waiting). */
  asking: Asking;
  /** The result as the 2026-07-28 era carries it (the SDK's projection). */
  project(result: CallToolResult): Record<string, unknown>;
  logger: RuntimeLogger;
}

/** The tool result of a finished record: the answer of a `tools/call` that did not become a task. */
function resultOf(call: TaskCall, record: ToolCallRecord): CallToolResult {
  // A background task that failed carries what the tool threw as a name and message only.
  const fromTask = record.chunks.some((chunk) => chunk.type === 'background-task-started');
  if (fromTask && record.status === 'failed' && record.error && !isToolExecutionError(record.error) && !ToolModelOutputError.isInstance(record.error)) {
    call.logger.error(`Error executing tool ${call.entry.name}:`, record.error);
    return errorResult(thrownErrorText(record.error));
  }
  return recordResult(call.entry, record, call.asking, call.logger) as CallToolResult;
}

/** Writes the task's next state from a finished record, unless it ended meanwhile (cancelled): the store refuses that write. */
async function settle(call: TaskCall, taskId: string, record: ToolCallRecord): Promise<void> {
  const task = await readTask(call.serving.store, taskId);
  if (!task || isTerminal(task.status)) return;
  const question = call.question(record);
  if (question) {
    task.round += 1;
    // A new key per question: a key is never used twice over a task's lifetime.
    const [asked] = Object.values(question.inputRequests);
    task.status = 'input_required';
    task.inputRequests = { [`${question.kind}-${task.round}`]: asked } as never;
    task.pending = question.requestState;
    task.statusMessage = question.kind === 'approval' ? 'Waiting for approval.' : 'Waiting for input.';
  } else {
    task.status = 'completed';
    task.result = call.project(resultOf(call, record));
    task.statusMessage = undefined;
    task.inputRequests = undefined;
    task.pending = undefined;
  }
  await writeTask(call.serving.store, task);
}

/**
 * The chunk sink that notes the background task a call dispatched (what a cancel reaches): here,
 * for a `tasks/cancel` this process receives, and in the task's record, for one another process
 * receives. A task cancelled while its dispatch was on the way cancels the background task once
 * it is known.
 */
function noteBackgroundTask(call: TaskCall, taskId: string, local: LocalTask, onChunk: RunToolCallOptions['onChunk']): (chunk: RuntimeChunk) => Promise<void> {
  return async (chunk) => {
    if (chunk.type === 'background-task-started') {
      const backgroundTaskId = (chunk as { payload: { taskId: string } }).payload.taskId;
      local.backgroundTaskId = backgroundTaskId;
      const task = await readTask(call.serving.store, taskId);
      if (task) task.backgroundTaskId = backgroundTaskId;
      // Refused: the task ended meanwhile (a cancel through another process, which could not
      // know the background task yet), so nobody waits for what it would do.
      if (!task || !(await writeTask(call.serving.store, task)).written) local.controller.abort();
      if (local.controller.signal.aborted) await call.serving.executor.cancel?.(backgroundTaskId);
    }
    await onChunk?.(chunk);
  };
}

/**
 * Runs the task's call to its next state: finished, or waiting for input. Never rejects: a
 * failure of the server's own (the store) ends the task `failed` when it still can, and is logged.
 */
export async function driveTask(call: TaskCall, taskId: string, resume: Resume | undefined): Promise<void> {
  const executor = call.serving.executor;
  const local: LocalTask = { controller: new AbortController(), backgroundTaskId: undefined };
  call.serving.local.set(taskId, local);
  try {
    const { options, host } = call.options(local.controller.signal, resume);
    options.background = { ...options.background, executor };
    options.onChunk = noteBackgroundTask(call, taskId, local, options.onChunk);
    const record = await runWireToolCall(call.entry.runtimeTools, { toolCallId: call.toolCallId, toolName: call.entry.key, args: call.args }, options, host);
    await settle(call, taskId, record);
  } catch (error) {
    call.logger.error(`Error running task ${taskId} of tool ${call.entry.name}:`, error);
    await failTask(call, taskId).catch((failure) => call.logger.error(`Error recording the failure of task ${taskId}:`, failure));
  } finally {
    call.serving.local.delete(taskId);
  }
}

async function failTask(call: TaskCall, taskId: string): Promise<void> {
  const task = await readTask(call.serving.store, taskId);
  if (!task || isTerminal(task.status)) return;
  task.status = 'failed';
  task.error = { code: -32603, message: 'Internal error' };
  task.statusMessage = 'The server failed to run the task.';
  await writeTask(call.serving.store, task);
}

/**
 * Makes the task for `call`, bound to `caller` when the request named one, and starts it: resolves with what `tools/call` answers once the task
 * is in the store, so that a `tasks/get` for it finds it, whichever process serves that.
 */
export async function startTask(call: TaskCall, caller: string | undefined) {
  const now = new Date().toISOString();
  const task: StoredTask = {
    taskId: crypto.randomUUID(),
    status: 'working',
    createdAt: now,
    lastUpdatedAt: now,
    ttlMs: call.serving.ttlMs,
    pollIntervalMs: call.serving.pollIntervalMs,
    tool: call.entry.name,
    round: 0,
    caller,
  };
  await writeTask(call.serving.store, task);
  void driveTask(call, task.taskId, undefined);
  return createTaskResult(task);
}
