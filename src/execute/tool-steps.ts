// createTool's steps after input validation, written once: the request context, the resume-data
// check, the user's `execute`, the suspend-payload check and the output check. The createTool
// wrapper runs them after validating the input; the engine runs them after its own checks, for
// createTool tools and plain tools alike.
import { getRequestContextInputSource } from '../context/input-source';
import type { RequestContext } from '../context/request-context';
import { isValidationError } from '../validation/validation-error';
import type { ValidationError } from '../validation/types';
import { validateInputAsync } from '../validation/validate-input';
import { Rejected, validateSoon } from '../validation/safe-validate';
import { outputError, usable, validateSuspendDataAsync } from '../validation/validate-output';
import type { RequestContextOutcome } from '../validation/validate-request-context';
import type { ExecuteHost } from './execute-host';
import { copyContext, organizeContext, recordingSuspend, type Suspension } from './organize-context';
import { checkedRequestContext, givenRequestContext, requestContextView } from './request-context-view';

type Ctx = Record<string, any>;

/** The user's execute, as a tool defines it. */
export type UserExecute = (input: any, context: any) => unknown;

/**
 * One tool's steps: where its schemas are read (at call time, so reassigning one still works)
 * and the user's execute. A plain tool (not made by createTool) gets its context as given: no
 * request-context view and no reshaping.
 */
export interface ToolSteps {
  readonly host: ExecuteHost;
  readonly execute: UserExecute;
  readonly plain: boolean;
}

/** Where a failed resume-data or suspend-payload check is reported: the engine's logger. */
export interface StepsLogger {
  warn(message: string): void;
}

/** How one run of the steps differs between the createTool wrapper and the engine. */
export interface StepsOptions {
  /** The id validation messages of the resume and suspend checks name (the engine: the tool's key). */
  readonly name: string | undefined;
  /** The request context as the engine checked it with the input; undefined: the steps check it. */
  readonly requestContext?: RequestContextOutcome | undefined;
  /**
   * The engine's own context, completed in place rather than copied (a copy would lose the
   * `idempotencyKey` its prototype carries); for a plain tool, what records the payload of its `suspend`.
   */
  readonly own?: Suspension | undefined;
  /** Where a failed resume-data or suspend-payload check is reported. */
  readonly logger?: StepsLogger | undefined;
}

/** The steps of a tool not made by createTool: its resume and suspend schemas, and `outputSchema` when one is to be checked. */
export function plainToolSteps(tool: ExecuteHost & { execute?: unknown }, outputSchema: unknown): ToolSteps {
  const host: ExecuteHost = {
    id: tool.id,
    resumeSchema: tool.resumeSchema,
    suspendSchema: tool.suspendSchema,
    outputSchema,
  };
  // Called as the tool's method, as the engine always has.
  return { host, execute: (input, context) => (tool.execute as UserExecute).call(tool, input, context), plain: true };
}

function refused(error: ValidationError, logger: StepsLogger | undefined): ValidationError {
  logger?.warn(error.message);
  return error;
}

/**
 * Runs the steps with `input` (already validated, or not to be: a resume) and the caller's
 * `context`. A refused request context, resume data, suspend payload or output is the result
 * (its ValidationError), as in the reference; the user's own errors propagate.
 */
export async function runToolSteps(steps: ToolSteps, input: unknown, context: Ctx | undefined, options: StepsOptions): Promise<unknown> {
  const { host } = steps;
  // 1. The request context the tool sees, and the context shaped as the reference shapes it.
  let organized: Ctx;
  let suspension: Suspension;
  if (steps.plain) {
    organized = context ?? {};
    suspension = options.own ?? { payload: null };
  } else {
    // The request context the tool sees: a view of the validated values, or the schema's ValidationError.
    const rcSchema = host.requestContextSchema;
    const checked = options.requestContext;
    let requestContext =
      checked !== undefined
        ? requestContextView(rcSchema, getRequestContextInputSource(context?.['requestContext']), checked)
        : rcSchema
          ? checkedRequestContext(rcSchema, context, host.id)
          : givenRequestContext(context);
    if (requestContext instanceof Promise) requestContext = await requestContext;
    if (isValidationError(requestContext)) return requestContext;
    suspension = options.own ?? { payload: null };
    organized = shapeContext(context, requestContext, suspension, options.own !== undefined);
  }
  // 2. Resume data, checked against the resume schema.
  const resumeData = organized['agent']?.resumeData ?? organized['workflow']?.resumeData ?? organized['resumeData'];
  if (resumeData != null) {
    const checked = await validateInputAsync(host.resumeSchema, resumeData, options.name);
    if (checked.error) return refused(checked.error, options.logger);
  }
  // 3. The user's execute, called without a `this`, as the reference calls it.
  const execute = steps.execute;
  const output = await execute(input, organized);
  // 4. A suspend payload, checked against the suspend schema; a suspended call's undefined output is not checked.
  const suspended = suspension.payload;
  if (suspended) {
    const checked = await validateSuspendDataAsync(host.suspendSchema, suspended, options.name);
    if (checked.error) return refused(checked.error, options.logger);
    if (output === undefined) return output;
  }
  // 5. The output, checked against the output schema.
  const schema = host.outputSchema;
  if (!usable(schema)) return output;
  let checked = validateSoon(schema, output);
  if (checked instanceof Promise) checked = await checked;
  return checked instanceof Rejected ? outputError(checked, host.id, output) : checked;
}

/**
 * The context execute receives. Without a caller's context, the request context alone; a
 * caller's context is copied (its own `suspend` recording into `suspension`), the engine's own
 * completed in place.
 */
function shapeContext(context: Ctx | undefined, requestContext: RequestContext, suspension: Suspension, own: boolean): Ctx {
  if (!context) return { requestContext, mastra: undefined };
  if (own) return organizeContext(context, requestContext, suspension);
  const base = copyContext(context);
  if (context['suspend']) base['suspend'] = recordingSuspend(suspension, context, 'context');
  return organizeContext(base, requestContext, suspension);
}
