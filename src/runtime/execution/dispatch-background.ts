// Running a call as a background task: the dispatch, the attempt (execute, an adopted operation,
// `onOutput`), and the placeholder or awaited result the step ends with.
import type { BackgroundTaskAdoptionContext, BackgroundTaskOperation } from '../../tool/background-types';
import { validateOutputAsync } from '../../validation/validate-output';
import { backgroundStartedMessage, type ResolvedBackgroundConfig } from '../background-config';
import { type BackgroundAttempt, type BackgroundTaskHandle, InProcessBackgroundExecutor } from './background-executor';
import { callOutputHook } from '../call-tool-hook';
import { type CallState, idempotencyKeyOf } from '../call-state';
import type { CheckedArgs } from '../input/validate-args';
import { agentChunk, emitChunk } from '../emit-chunk';
import { ToolExecutionError } from '../errors';
import { runExecution } from './execution-step';
import { ensureSerializable } from '../serialize';
import type { StepOutcome } from '../step-outcome';

/** The step's resumption and approval, carried into the background attempt and its result. */
export interface BackgroundStepOptions {
  resumeData: unknown;
  suspendPayload: unknown;
  hasSuspendPayload: boolean;
  approval: { id: string; approved: true } | undefined;
  checked?: CheckedArgs | undefined;
}

/** Waits for an adopted operation, cancelling it when the attempt is aborted. */
async function awaitAdopted(state: CallState, operation: BackgroundTaskOperation<unknown>, attempt: BackgroundAttempt): Promise<unknown> {
  const onAbort = () => {
    Promise.resolve()
      .then(() => operation.cancel?.(attempt.abortSignal.reason))
      .catch((error) => state.logger.warn('Failed to cancel adopted background operation', error));
  };
  attempt.abortSignal.addEventListener('abort', onAbort, { once: true });
  try {
    return await operation.completion;
  } finally {
    attempt.abortSignal.removeEventListener('abort', onAbort);
  }
}

/** One attempt of the task: execute in the background, then the adopted operation's outcome. */
export async function runAttempt(state: CallState, args: Record<string, any>, opts: BackgroundStepOptions, attempt: BackgroundAttempt): Promise<unknown> {
  const tool = state.tool!;
  let adopted: BackgroundTaskOperation<unknown> | undefined;
  const background: BackgroundTaskAdoptionContext = {
    taskId: attempt.taskId,
    disposition: attempt.disposition,
    adopt(operation) {
      if (adopted) throw new Error('A background task can adopt only one operation.');
      adopted = operation as BackgroundTaskOperation<unknown>;
    },
  };
  const exec = await runExecution(state, args, {
    resumeData: opts.resumeData,
    suspendPayload: opts.suspendPayload,
    hasSuspendPayload: opts.hasSuspendPayload,
    checked: opts.checked,
    abortSignal: attempt.abortSignal,
    isBackgroundTask: true,
    background,
    foreground: false,
  });
  if (exec.ok === false)
    throw new ToolExecutionError(exec.error, { toolName: state.toolName, toolCallId: state.call.toolCallId, model: state.options.run?.modelId });
  if (exec.ok === 'aborted') throw new Error('aborted');
  let raw = exec.result;
  if (adopted) {
    raw = await awaitAdopted(state, adopted, attempt);
    const checked = await validateOutputAsync(tool.outputSchema, raw, state.toolName);
    raw = checked.error ?? checked.data;
  }
  const result = ensureSerializable(raw);
  await callOutputHook(state, tool, result, attempt.abortSignal);
  return result;
}

/** The result's provider metadata: the call's, with the task under `mastra.backgroundTask`. */
function taskMetadata(given: Record<string, unknown> | undefined, taskId: string, status: string): Record<string, unknown> {
  const backgroundTask = { taskId, status };
  if (given == null) return { mastra: { backgroundTask } };
  return { ...given, mastra: { ...((given['mastra'] as Record<string, unknown> | undefined) ?? {}), backgroundTask } };
}

/** Dispatches the call as a background task and returns the reference's placeholder result (or, awaited, the task's). */
export async function dispatchBackground(
  state: CallState,
  args: Record<string, any>,
  bg: ResolvedBackgroundConfig,
  opts: BackgroundStepOptions,
): Promise<StepOutcome> {
  const handle = await dispatchTask(state, args, bg, opts);
  return await announceTask(state, handle, bg, opts);
}

async function dispatchTask(
  state: CallState,
  args: Record<string, any>,
  bg: ResolvedBackgroundConfig,
  opts: BackgroundStepOptions,
): Promise<BackgroundTaskHandle> {
  const tool = state.tool!;
  const { call, options, toolName } = state;
  const toolCallId = call.toolCallId;
  const executor = options.background?.executor ?? new InProcessBackgroundExecutor();
  const disposition = bg.disposition === 'awaited' ? 'awaited' : 'deferred';
  return await executor.dispatch({
    toolName,
    toolCallId,
    args,
    runId: state.runId,
    agentId: options.run?.agentId ?? '',
    threadId: options.run?.threadId,
    resourceId: options.run?.resourceId,
    requestContext: state.requestContext,
    requestContextSchema: (tool as { requestContextSchema?: unknown }).requestContextSchema,
    disposition,
    timeoutMs: bg.timeoutMs,
    maxRetries: bg.maxRetries,
    idempotencyKey: idempotencyKeyOf(state),
    logger: state.logger,
    onComplete: tool.background?.onComplete ?? options.background?.onTaskComplete,
    onFailed: tool.background?.onFailed ?? options.background?.onTaskFailed,
    run: (attempt) => runAttempt(state, args, opts, attempt),
  });
}

/** The `background-task-started` chunk, then the placeholder (or, awaited, the task's result). */
async function announceTask(state: CallState, handle: BackgroundTaskHandle, bg: ResolvedBackgroundConfig, opts: BackgroundStepOptions): Promise<StepOutcome> {
  const { call, toolName } = state;
  const toolCallId = call.toolCallId;
  await emitChunk(state, agentChunk(state, 'background-task-started', { taskId: handle.taskId, toolName, toolCallId }));
  if (bg.disposition === 'awaited') {
    const task = await handle.done;
    if (task.status !== 'completed') {
      const error = new Error(task.error?.message ?? `Background task ${task.status.replace('_', ' ')}: ${task.id}`);
      // The name of what the tool threw, so that a wire can tell its client what failed.
      if (task.error?.name !== undefined) error.name = task.error.name;
      return { kind: 'error', error };
    }
    return {
      kind: 'result',
      result: ensureSerializable(task.result),
      providerMetadata: taskMetadata(call.providerMetadata, handle.taskId, 'completed'),
      background: handle,
      approval: opts.approval,
    };
  }
  return {
    kind: 'result',
    result: backgroundStartedMessage(handle.taskId, toolName),
    providerMetadata: taskMetadata(call.providerMetadata, handle.taskId, 'running'),
    background: handle,
    approval: opts.approval,
  };
}
