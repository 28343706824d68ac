// The call's arguments and request context, checked before the approval gate: nobody is asked to
// approve a call that cannot run, and what they approve is what execute gets.
import { getRequestContextInputSource } from '../../context/input-source';
import type { ValidationOutcome } from '../../validation/types.internal';
import type { ValidationError } from '../../validation/types';
import { validateToolInputAwaiting } from '../../validation/validate-input';
import { checkRequestContext, type RequestContextOutcome } from '../../validation/validate-request-context';
import type { CallState } from '../call-state';
import type { CheckedArgs } from '../step-outcome';
import type { BackgroundCallOverride } from '../background-config';
import { splitResumeData } from './read-input';

export type { CheckedArgs } from '../step-outcome';

/** How the checks ended: passed, failed (the call's result), or the validator threw. */
export type ArgsCheck = CheckedArgs | { ok: false; error: ValidationError } | { ok: 'threw'; error: unknown };

/**
 * Takes the runtime's own fields off object arguments, in place: the suspended-call ids and the
 * model's `_background` override (returned).
 */
export function takeRuntimeFields(args: any): BackgroundCallOverride | undefined {
  if (!args || typeof args !== 'object') return undefined;
  delete args.suspendedToolCallId;
  delete args.suspendedToolRunId;
  if (!('_background' in args)) return undefined;
  const override = args._background as BackgroundCallOverride | undefined;
  if (override) delete args._background;
  return override;
}

/**
 * Validates `args` against the tool's input schema (with the usual repairs; skipped when
 * `validateInput` is false, for arguments validated before) and the request context against its
 * `requestContextSchema`. Synchronous unless a validator is async.
 */
export function checkCallArgs(state: CallState, args: any, validateInput: boolean): ArgsCheck | Promise<ArgsCheck> {
  if (!validateInput) return checkContext(state, args);
  const checked = validateToolInputAwaiting(state.tool!.inputSchema, args, state.toolKey);
  return checked instanceof Promise ? checked.then((c) => afterInput(state, args, c)) : afterInput(state, args, checked);
}

function afterInput(state: CallState, args: any, checked: ValidationOutcome<unknown, ValidationError>): ArgsCheck | Promise<ArgsCheck> {
  const { data, error } = checked;
  // The reference lets this one through: the auto-resume schema's field, absent outside a resume.
  const ignorable = !!error?.message?.includes('suspendedToolRunId: Required') && !args?.resumeData;
  if (error && !ignorable) {
    state.logger.warn('Tool input validation failed', { agent: state.options.agentName, tool: state.toolKey, validationError: error.message });
    return { ok: false, error };
  }
  return checkContext(state, data !== undefined ? data : args);
}

function checkContext(state: CallState, args: unknown): ArgsCheck | Promise<ArgsCheck> {
  const tool = state.tool!;
  const schema = tool.requestContextSchema;
  if (!schema) return { ok: true, args, requestContext: undefined };
  const verdict = (rc: RequestContextOutcome): ArgsCheck => (rc.error ? { ok: false, error: rc.error } : { ok: true, args, requestContext: rc });
  try {
    const rc = checkRequestContext(schema, getRequestContextInputSource(state.requestContext), tool.id, true);
    return rc instanceof Promise ? rc.then(verdict, (error: unknown) => ({ ok: 'threw', error })) : verdict(rc);
  } catch (error) {
    return { ok: 'threw', error };
  }
}

/**
 * The arguments a resuming call gives, as validation makes them: compared with an approval
 * ticket, which holds validated arguments. Undefined when they do not validate.
 */
export async function validatedResumeArgs(state: CallState, given: unknown): Promise<unknown> {
  if (!state.tool) return undefined;
  const args = splitResumeData(given).args as any;
  const override = takeRuntimeFields(args);
  const checked = await validateToolInputAwaiting(state.tool.inputSchema, args, state.toolKey);
  if (checked.error) return undefined;
  return withOverride(checked.data !== undefined ? checked.data : args, override);
}

/** Validated arguments with the model's `_background` override put back, as a ticket carries them. */
export function withOverride(args: unknown, override: BackgroundCallOverride | undefined): unknown {
  if (!override || typeof args !== 'object' || args === null || Array.isArray(args)) return args;
  return { ...args, _background: override };
}
