// The call's arguments and request context, checked before the approval gate: nobody is asked to
// approve a call that cannot run, and what they approve is what execute gets.
import { getRequestContextInputSource } from '../../context/input-source';
import type { ValidationError } from '../../validation/types';
import { validateInputAsync } from '../../validation/validate-input';
import { checkRequestContext } from '../../validation/validate-request-context';
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

/** The schema the call's input is checked against: the one the host's peer listed, else the tool's. */
function inputSchemaOf(state: CallState): unknown {
  return state.host.listedSchemas?.input ?? state.tool!.inputSchema;
}

/**
 * Validates `args` against the tool's input schema (with the usual repairs; skipped when
 * `validateInput` is false, for arguments validated before) and the request context against its
 * `requestContextSchema` (unless the host's peer leaves that to the tool).
 */
export async function checkCallArgs(state: CallState, args: any, validateInput: boolean): Promise<ArgsCheck> {
  let valid = args;
  if (validateInput) {
    const { data, error } = await validateInputAsync(inputSchemaOf(state), args, state.toolKey);
    // The reference lets this one through: the auto-resume schema's field, absent outside a resume.
    const ignorable = !!error?.message?.includes('suspendedToolRunId: Required') && !args?.resumeData;
    if (error && !ignorable) {
      state.logger.warn('Tool input validation failed', { agent: state.options.run?.agentName, tool: state.toolKey, validationError: error.message });
      return { ok: false, error };
    }
    if (data !== undefined) valid = data;
  }
  const tool = state.tool!;
  const schema = state.host.leavesRequestContextToTool ? undefined : tool.requestContextSchema;
  if (!schema) return { ok: true, args: valid, requestContext: undefined };
  try {
    const rc = await checkRequestContext(schema, getRequestContextInputSource(state.requestContext), tool.id);
    return rc.error ? { ok: false, error: rc.error } : { ok: true, args: valid, requestContext: rc };
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
  const checked = await validateInputAsync(inputSchemaOf(state), args, state.toolKey);
  if (checked.error) return undefined;
  return withOverride(checked.data !== undefined ? checked.data : args, override);
}

/** Validated arguments with the model's `_background` override put back, as a ticket carries them. */
export function withOverride(args: unknown, override: BackgroundCallOverride | undefined): unknown {
  if (!override || typeof args !== 'object' || args === null || Array.isArray(args)) return args;
  return { ...args, _background: override };
}
