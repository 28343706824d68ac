// The execute step: a macrotask, the agent-shaped context, then createTool's own steps (the
// request context, the resume-data check, execute, the suspend-data and output checks), or, for
// a tool not made by createTool, the same checks around its `execute`.
import { validateToolInputAwaiting } from '../../validation/validate-input';
import { createToolStepsOf, type ToolSteps } from '../../execute/create-execute';
import { runToolSteps } from '../../execute/engine-steps';
import { isMastraTool } from '../../tool/marker';
import { validateToolOutput, validateToolSuspendDataAwaiting } from '../../validation/validate-output';
import { abortedAroundMacrotask } from '../abort';
import type { CallState } from '../call-state';
import type { RuntimeTool } from '../types';
import type { CheckedArgs } from '../input/validate-args';
import { captureSuspend, createExecuteContext, type ExecuteContextOptions, type SuspendCapture } from './execute-context';

/** How one execution goes. */
export interface ExecuteOptions extends ExecuteContextOptions {
  /** The arguments and request context as checked before the approval gate; absent for a resume the reference does not validate. */
  checked?: CheckedArgs | undefined;
  /** A foreground execution stops at the call's abort signal; a background one has its own. */
  foreground: boolean;
}

/**
 * How `execute` ended. A validation failure is a result (the ValidationError), as in the
 * reference; `suspend` is absent when execute did not run.
 */
export type ExecuteOutcome = { ok: true; result: unknown; suspend: SuspendCapture | undefined } | { ok: false; error: unknown } | { ok: 'aborted' };

/** Runs the call's tool with `args` (validated by the input step) as the reference's agent does. */
export async function runExecution(state: CallState, args: any, opts: ExecuteOptions): Promise<ExecuteOutcome> {
  const tool = state.tool!;
  const key = state.toolKey;
  let aborted = abortedAroundMacrotask(state, opts.foreground);
  if (aborted instanceof Promise) aborted = await aborted;
  if (aborted) return { ok: 'aborted' };

  const capture = captureSuspend(state, tool);
  const context = createExecuteContext(state, opts, capture.suspend);
  const steps = createToolStepsOf(tool);
  if (steps === undefined && opts.resumeData != null) {
    let checked = validateToolInputAwaiting(tool.resumeSchema, opts.resumeData, key);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      state.logger.warn(checked.error.message);
      return { ok: true, result: checked.error, suspend: undefined };
    }
  }

  let result: unknown;
  try {
    const tracer = state.options.tracer;
    if (tracer?.toolCallSpan && !state.options.observe) {
      const info = { toolCallId: state.call.toolCallId, toolName: key, description: tool.description, args };
      result = await tracer.toolCallSpan(info, () => executeOnce(state, tool, steps, args, context, opts.checked));
    } else {
      result = await executeOnce(state, tool, steps, args, context, opts.checked);
    }
  } catch (error) {
    return { ok: false, error };
  }
  // createTool's steps checked the suspend payload already.
  if (capture.payload && steps === undefined) {
    let checked = validateToolSuspendDataAwaiting(tool.suspendSchema, capture.payload, key);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      state.logger.warn(checked.error.message);
      return { ok: true, result: checked.error, suspend: capture };
    }
  }
  return { ok: true, result, suspend: capture };
}

/**
 * One run of the tool: createTool's own steps, or a plain tool's `execute` (its output checked
 * when the wire asks, `validatePlainToolOutput`, so a span records the checked output).
 */
function executeOnce(
  state: CallState,
  tool: RuntimeTool,
  steps: ToolSteps | undefined,
  args: unknown,
  context: Record<string, unknown>,
  checked: CheckedArgs | undefined,
): unknown {
  if (steps !== undefined) return runToolSteps(steps, args, context, checked?.requestContext, state.toolKey, state.logger);
  const checkOutput = state.options.validatePlainToolOutput === true && tool.outputSchema !== undefined && !isMastraTool(tool);
  return checkOutput ? executeChecked(tool, args, context) : tool.execute!(args, context as never);
}

/** `execute`, then the output checked against the tool's `outputSchema`: a failure is the result. */
async function executeChecked(tool: RuntimeTool, args: unknown, context: object): Promise<unknown> {
  const output = await tool.execute!(args, context as never);
  const checked = validateToolOutput(tool.outputSchema, output, tool.id);
  return checked.error ?? checked.data;
}
