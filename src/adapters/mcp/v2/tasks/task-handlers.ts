/**
 * `tasks/get`, `tasks/update` and `tasks/cancel` on an SDK 2 server, as the Tasks extension
 * defines them: answered only to a request that declares the extension (-32021 otherwise), an
 * unknown or forgotten task is -32602, and `tasks/update` / `tasks/cancel` acknowledge at once
 * with an empty result while the task moves on.
 */
import {
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
  type Server,
  type ServerContext,
  type StandardSchemaV1,
} from '@modelcontextprotocol/server';
import { isObjectRecord } from '../../../../internal/is-object';
import type { CallToolServing } from '../call-tool';
import { declaresTasks, taskCallFor } from '../call-tool';
import { APPROVAL_KEY, RESUME_KEY, resumeOf } from '../input-questions';
import { callerOf } from './caller';
import { driveTask } from './run-task';
import { detailedTask, isTerminal, readTask, type StoredTask, TASKS_EXTENSION, writeTask } from './task-record';

const ACK = { resultType: 'complete' as const };

/** A Standard Schema of one request's params, checked by hand: the SDK validates params with it before the handler runs. */
function paramsSchema<T>(check: (params: Record<string, unknown>) => string | undefined): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'toolwright',
      validate: (value: unknown) => {
        if (!isObjectRecord(value)) return { issues: [{ message: 'params must be an object' }] };
        const problem = check(value);
        return problem === undefined ? { value: value as T } : { issues: [{ message: problem }] };
      },
    },
  };
}

const taskIdOf = (params: Record<string, unknown>) => (typeof params['taskId'] === 'string' ? undefined : 'params.taskId must be a string');
const TASK_ID_PARAMS = paramsSchema<{ taskId: string }>(taskIdOf);

/** -32021 for a request that did not declare the extension, as the extension requires for every `tasks/*` method. */
function requireTasks(ctx: ServerContext): void {
  if (!declaresTasks(ctx)) {
    throw new MissingRequiredClientCapabilityError(
      { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } } as never,
      `Missing required client capability: the request does not declare the ${TASKS_EXTENSION} extension in its client capabilities.`,
    );
  }
}

/**
 * The task under `taskId`, for the caller of `ctx`. The same answer for a task never made, one
 * forgotten after its TTL, and another caller's: a task id reaches nothing but the caller's own.
 */
async function findTask(serving: CallToolServing, ctx: ServerContext, taskId: string): Promise<StoredTask> {
  const task = await readTask(serving.tasks.store, taskId);
  if (!task || (task.caller !== undefined && task.caller !== (await callerOf(ctx, serving.tasks.callerOf))))
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Failed to retrieve task: Task not found (${taskId}); a finished task is kept for its ttlMs.`);
  return task;
}

/**
 * Answers the outstanding question of a task waiting for input: the answer under the question's
 * key resumes the paused call (an approval yes or no; the resume data, which the engine checks
 * against the tool's `resumeSchema`). Responses under other keys are ignored, as the extension
 * asks; a task resumed already (here) ignores a second answer, and its ticket resumes at most once.
 */
async function updateTask(serving: CallToolServing, server: Server, ctx: ServerContext, params: { taskId: string; inputResponses: Record<string, unknown> }) {
  const task = await findTask(serving, ctx, params.taskId);
  const key = Object.keys(task.inputRequests ?? {})[0];
  const pending = task.pending;
  if (task.status !== 'input_required' || key === undefined || pending === undefined || !Object.hasOwn(params.inputResponses, key)) return ACK;
  if (serving.tasks.local.has(task.taskId)) return ACK;
  const entry = serving.served.get(task.tool);
  if (!entry) return ACK;
  const asked = key.startsWith(`${APPROVAL_KEY}-`) ? APPROVAL_KEY : RESUME_KEY;
  const next = resumeOf(entry, pending, { [asked]: params.inputResponses[key] });
  const ticket = JSON.parse(pending) as { toolCallId: string; args: unknown };
  const requestContext = serving.options.requestContext ? await serving.options.requestContext(ctx) : undefined;
  const args = isObjectRecord(ticket.args) ? ticket.args : {};
  const call = taskCallFor(serving, server, ctx, entry, { toolCallId: ticket.toolCallId, args, requestContext });
  task.inputRequests = undefined;
  task.pending = undefined;
  task.statusMessage = undefined;
  if ('result' in next) {
    task.status = 'completed';
    task.result = call.project(next.result);
    await writeTask(serving.tasks.store, task);
    return ACK;
  }
  task.status = 'working';
  // Refused: the task was cancelled meanwhile, through another process.
  if ((await writeTask(serving.tasks.store, task)).written) void driveTask(call, task.taskId, next.resume);
  return ACK;
}

/**
 * Cancels a task: it ends `cancelled` at once, and its background task is cancelled through the
 * executor (the tool's `abortSignal` fires, in this process or on the BullMQ worker that runs
 * it). When this process runs the task, the engine's call is aborted too; when another process
 * does, the background task named in the task's record is cancelled from here, which the
 * `toolwright/bullmq` executor does from any process. A task that ended stays as it ended.
 */
async function cancelTask(serving: CallToolServing, ctx: ServerContext, taskId: string) {
  const task = await findTask(serving, ctx, taskId);
  if (isTerminal(task.status)) return ACK;
  task.status = 'cancelled';
  task.statusMessage = 'Cancelled by the client.';
  task.inputRequests = undefined;
  task.pending = undefined;
  const { written, previous } = await writeTask(serving.tasks.store, task);
  // Refused: the task ended meanwhile (it completed, through another process), and stays as it ended.
  if (!written) return ACK;
  const local = serving.tasks.local.get(taskId);
  local?.controller.abort();
  // The record replaced names the background task even when the process running the task noted
  // it after this one read the task; one that notes it after this write is refused, and cancels it.
  const backgroundTaskId = local?.backgroundTaskId ?? previous?.backgroundTaskId ?? task.backgroundTaskId;
  if (backgroundTaskId !== undefined) await serving.tasks.executor.cancel?.(backgroundTaskId);
  return ACK;
}

/** Installs the three `tasks/*` handlers on `server`. */
export function installTaskHandlers(server: Server, serving: CallToolServing): void {
  server.setRequestHandler('tasks/get', { params: TASK_ID_PARAMS }, async (params, ctx) => {
    requireTasks(ctx);
    return detailedTask(await findTask(serving, ctx, params.taskId)) as never;
  });
  server.setRequestHandler('tasks/update', { params: TASK_ID_PARAMS }, async (params, ctx) => {
    requireTasks(ctx);
    // The SDK lifts `params.inputResponses` (an MRTR field) onto the request's context.
    const inputResponses = ctx.mcpReq.inputResponses;
    if (!isObjectRecord(inputResponses))
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid params for tasks/update: params.inputResponses must be an object');
    return await updateTask(serving, server, ctx, { taskId: params.taskId, inputResponses });
  });
  server.setRequestHandler('tasks/cancel', { params: TASK_ID_PARAMS }, async (params, ctx) => {
    requireTasks(ctx);
    return await cancelTask(serving, ctx, params.taskId);
  });
}
