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

/** Where a failed resume-data or suspend-payload check is reported: the engine's logger. */
export interface StepsLogger {
  warn(message: string): void;
}

/**
 * createTool's steps after input validation, run by the engine (`toolwright/runtime`): `input`
 * was validated before the approval gate, and `context` is the engine's own (the agent's shape,
 * no other code's), completed in place. `checkedContext` is the request context validated with
 * the input, or undefined when the steps validate it; `name` is the one the call's validation
 * messages use (the tool's key in the engine's tools).
 */
export async function runToolSteps(
  steps: ToolSteps,
  input: unknown,
  context: Ctx,
  checkedContext: RequestContextOutcome | undefined,
  name: string,
  logger: StepsLogger,
): Promise<unknown> {
  const { host } = steps;
  let requestContext =
    checkedContext !== undefined
      ? requestContextView(host.requestContextSchema, getRequestContextInputSource(context.requestContext), checkedContext)
      : requestContextFor(host, context);
  if (requestContext instanceof Waiting) requestContext = (await requestContext.result) as RequestContext | Invalid;
  if (requestContext instanceof Invalid) return requestContext.error;
  const suspension: Suspension = { payload: null };
  const organized = organizeContext(context, requestContext, suspension);
  const resumeData = organized.agent?.resumeData;
  if (resumeData != null) {
    let checked = validateToolInputAwaiting(host.resumeSchema, resumeData, name);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      logger.warn(checked.error.message);
      return checked.error;
    }
  }
  const output = await steps.userExecute(input, organized);
  const suspended = suspension.payload;
  if (suspended) {
    let checked = validateToolSuspendDataAwaiting(host.suspendSchema, suspended, name);
    if (checked instanceof Promise) checked = await checked;
    if (checked.error) {
      logger.warn(checked.error.message);
      return checked.error;
    }
    if (output === undefined) return output;
  }
  return steps.checkOutput(output);
}
