// createTool's steps as the engine runs them: from the request context on, with what the engine
// validated and the context it built.
import { getRequestContextInputSource } from '../context/input-source';
import type { RequestContext } from '../context/request-context';
import { Invalid, validateToolInputAwaiting, Waiting } from '../validation/validate-input';
import { validateToolSuspendDataAwaiting } from '../validation/validate-output';
import type { RequestContextOutcome } from '../validation/validate-request-context';
import type { ToolSteps } from './create-execute';
import { organizeContext, type Suspension } from './organize-context';
import { requestContextFor, requestContextView } from './request-context-view';

type Ctx = Record<string, any>;

/**
 * What the engine (`toolwright/runtime`) hands createTool's steps for a call it runs itself: it
 * validated the input (and the request context, when the tool has a schema for it) before the
 * approval gate, and it built the context, which the steps complete in place.
 */
export interface EngineCall {
  /** The request context validated with the input; undefined when the steps validate it. */
  readonly requestContext: RequestContextOutcome | undefined;
  /** The name the call's validation messages use (the tool's key in the engine's tools). */
  readonly name: string;
  /** Where a failed resume-data or suspend-payload check is reported. */
  readonly warn: (message: string) => void;
}

/**
 * createTool's steps after input validation, run by the engine: `input` is validated, and
 * `context` is the engine's own (the agent's shape, no other code's), completed in place.
 */
export async function runToolSteps(steps: ToolSteps, input: unknown, context: Ctx, call: EngineCall): Promise<unknown> {
  const { host } = steps;
  let requestContext =
    call.requestContext !== undefined
      ? requestContextView(host.requestContextSchema, getRequestContextInputSource(context.requestContext), call.requestContext)
      : requestContextFor(host, context);
  if (requestContext instanceof Waiting) requestContext = (await requestContext.result) as RequestContext | Invalid;
  if (requestContext instanceof Invalid) return requestContext.error;
  const suspension: Suspension = { payload: null };
  const organized = organizeContext(context, requestContext, suspension);
  const resumeData = organized.agent?.resumeData;
  if (resumeData != null) {
    let checked = validateToolInputAwaiting(host.resumeSchema, resumeData, call.name);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      call.warn(checked.error.message);
      return checked.error;
    }
  }
  const output = await steps.userExecute(input, organized);
  const suspended = suspension.payload;
  if (suspended) {
    let checked = validateToolSuspendDataAwaiting(host.suspendSchema, suspended, call.name);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      call.warn(checked.error.message);
      return checked.error;
    }
    if (output === undefined) return output;
  }
  return steps.checkOutput(output);
}
