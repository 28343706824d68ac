// The reference's tool wrapper around `tool.execute`: input validation, a macrotask, the
// agent-shaped context, the resume-data check, execute, and the suspend-data check.
import { markBuilderValidatedInput } from '../../execute/builder-validated';
import { handOverContext } from '../../execute/context-handover';
import { validateToolInputAwaiting } from '../../validation/validate-input';
import { isMastraTool } from '../../tool/marker';
import { validateToolOutput, validateToolSuspendDataAwaiting } from '../../validation/validate-output';
import { abortedAroundMacrotask } from '../abort';
import type { CallState } from '../call-state';
import type { RuntimeTool } from '../types';
import type { CheckedArgs } from '../input/validate-args';
import { captureSuspend, createExecuteContext, type ExecuteContextOptions, type SuspendCapture } from './execute-context';

/** How one execution goes; `injected` means the builder's own validation applies. */
export interface ExecuteOptions extends ExecuteContextOptions {
  injected: boolean;
  /** Arguments checked before the approval gate: execute gets them, nothing validates them again. */
  checked?: CheckedArgs | undefined;
  /** A foreground execution stops at the call's abort signal; a background one has its own. */
  foreground: boolean;
}

/**
 * How `execute` ended. A validation failure is a result (the ValidationError), as in the
 * reference; `suspend` is absent when execute did not run.
 */
export type ExecuteOutcome = { ok: true; result: unknown; suspend: SuspendCapture | undefined } | { ok: false; error: unknown } | { ok: 'aborted' };

/** Runs the call's tool with `inputArgs` as the reference's wrapper does. */
export async function runExecution(state: CallState, inputArgs: any, opts: ExecuteOptions): Promise<ExecuteOutcome> {
  const tool = state.tool!;
  const key = state.toolKey;
  let args = inputArgs;
  const isResuming = opts.resumeData != null;
  if (opts.checked === undefined && (!isResuming || opts.injected)) {
    let checked = validateToolInputAwaiting(tool.inputSchema, args, key);
    if (checked instanceof Promise) checked = await checked;
    const { data, error } = checked;
    const ignorable = !!error?.message?.includes('suspendedToolRunId: Required') && !args?.resumeData;
    if (error && !ignorable) {
      state.logger.warn('Tool input validation failed', { agent: state.options.agentName, tool: key, validationError: error.message });
      return { ok: true, result: error, suspend: undefined };
    }
    if (data !== undefined) args = data;
  }
  let aborted = abortedAroundMacrotask(state, opts.foreground);
  if (aborted instanceof Promise) aborted = await aborted;
  if (aborted) return { ok: 'aborted' };

  const capture = captureSuspend(state, tool);
  const context = createExecuteContext(state, opts, capture.suspend);

  if (isResuming) {
    let checked = validateToolInputAwaiting(tool.resumeSchema, opts.resumeData, key);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      state.logger.warn(checked.error.message);
      return { ok: true, result: checked.error, suspend: undefined };
    }
  }

  let result: unknown;
  try {
    if (opts.checked !== undefined) markBuilderValidatedInput(context, opts.checked.requestContext);
    else if (opts.injected) markBuilderValidatedInput(context);
    handOverContext(context, tool.execute);
    // A createTool tool checks its output in its own execute; another is checked as part of
    // execute when the wire asks (validatePlainToolOutput), so a span records the checked output.
    const checkOutput = state.options.validatePlainToolOutput === true && tool.outputSchema !== undefined && !isMastraTool(tool);
    const tracer = state.options.tracer;
    if (tracer?.toolCallSpan && !state.options.observe) {
      const info = { toolCallId: state.call.toolCallId, toolName: key, description: tool.description, args };
      result = await tracer.toolCallSpan(info, checkOutput ? () => executeChecked(tool, args, context) : () => tool.execute!(args, context));
    } else {
      result = checkOutput ? await executeChecked(tool, args, context) : await tool.execute!(args, context);
    }
  } catch (error) {
    return { ok: false, error };
  }
  if (capture.payload) {
    let checked = validateToolSuspendDataAwaiting(tool.suspendSchema, capture.payload, key);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      state.logger.warn(checked.error.message);
      return { ok: true, result: checked.error, suspend: capture };
    }
  }
  return { ok: true, result, suspend: capture };
}

/** `execute`, then the output checked against the tool's `outputSchema`: a failure is the result. */
async function executeChecked(tool: RuntimeTool, args: unknown, context: object): Promise<unknown> {
  const output = await tool.execute!(args, context as never);
  const checked = validateToolOutput(tool.outputSchema, output, tool.id);
  return checked.error ?? checked.data;
}
