// The execute step: a macrotask, the agent-shaped context, then createTool's steps (the request
// context, the resume-data check, execute, the suspend-data and output checks), for a plain tool
// too (its output checked only against a schema the host's peer listed and checks).
import { createToolStepsOf } from '../../execute/create-execute';
import { plainToolSteps, runToolSteps } from '../../execute/tool-steps';
import { isMastraTool } from '../../tool/marker';
import { isAborted, macrotask } from '../abort';
import { type CallState, markExecuted } from '../call-state';
import type { CheckedArgs } from '../input/validate-args';
import { captureSuspend, createExecuteContext, type ExecuteContextOptions, type SuspendCapture } from './execute-context';
import { idempotentSteps } from './idempotent-execute';

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
  // A foreground call stops at its signal, before the macrotask the reference yields and after it
  // (not yielded when the host's peer calls execute at once); a background attempt has its own signal.
  if (opts.foreground && isAborted(state)) return { ok: 'aborted' };
  if (!state.host.callsExecuteAtOnce) {
    await macrotask();
    if (opts.foreground && isAborted(state)) return { ok: 'aborted' };
  }

  const capture = captureSuspend(state, tool);
  const context = createExecuteContext(state, opts, capture.suspend);
  const listedOutput = isMastraTool(tool) ? undefined : state.host.listedSchemas?.output;
  const own = createToolStepsOf(tool) ?? plainToolSteps(tool, listedOutput);
  const store = state.options.idempotency?.store;
  const guarded = store ? idempotentSteps(state, own, store, capture, opts.foreground) : own;
  const steps = {
    ...guarded,
    execute: (input: unknown, ctx: unknown) => {
      markExecuted(state);
      return guarded.execute(input as never, ctx as never);
    },
  };
  const run = (): Promise<unknown> =>
    runToolSteps(steps, args, context, { name: state.toolKey, requestContext: opts.checked?.requestContext, own: capture, logger: state.logger });
  let result: unknown;
  try {
    const tracer = state.options.tracer;
    if (tracer?.toolCallSpan && !state.options.observe) {
      const info = { toolCallId: state.call.toolCallId, toolName: state.toolKey, description: tool.description, args };
      result = await tracer.toolCallSpan(info, run);
    } else {
      result = await run();
    }
  } catch (error) {
    return { ok: false, error };
  }
  return { ok: true, result, suspend: capture };
}
