import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Pending, refuseAsync, Rejected, safeValidate, settle } from './safe-validate';
import type { ValidationOutcome } from './types.internal';
import type { ValidationError } from './types';
import { makeValidationError } from './validation-error';

/** Whether a schema can be validated: truthy, with a `~standard` key. */
export function usable(schema: unknown): schema is StandardSchemaV1 {
  return !!schema && '~standard' in (schema as object);
}

/** The error for output that failed its schema. */
export function outputError(rejected: Rejected, toolId: string | undefined, output: unknown): ValidationError {
  return makeValidationError('Tool output validation failed', toolId, '. The tool returned invalid output:', rejected.issues, 'Returned output', output);
}

/** The error for a suspend payload that failed its schema. */
export function suspendError(rejected: Rejected, toolId: string | undefined, data: unknown): ValidationError {
  return makeValidationError(
    'Tool suspension data validation failed',
    toolId,
    '. Please fix the following errors and try again:',
    rejected.issues,
    'Provided arguments',
    data,
  );
}

type Outcome<T> = ValidationOutcome<T, ValidationError>;
type MakeError = (rejected: Rejected, toolId: string | undefined, value: unknown) => ValidationError;

function verdict<T>(attempt: unknown, makeError: MakeError, toolId: string | undefined, value: unknown): Outcome<T> {
  return attempt instanceof Rejected ? { error: makeError(attempt, toolId, value) } : { data: attempt as T };
}

/** One validation without repairs; an async validator is awaited only when `mayWait`. */
function validateOnce<T>(
  schema: StandardSchemaV1,
  value: unknown,
  toolId: string | undefined,
  makeError: MakeError,
  caller: string,
  mayWait: boolean,
): Outcome<T> | Promise<Outcome<T>> {
  const attempt = safeValidate(schema, value);
  if (!(attempt instanceof Pending)) return verdict<T>(attempt, makeError, toolId, value);
  if (!mayWait) refuseAsync(schema, attempt, caller);
  return settle(schema, attempt).then((settled) => verdict<T>(settled, makeError, toolId, value));
}

/**
 * Validates what a tool returned, once, without repairs. Skipped when there is no Standard
 * Schema or when `suspendCalled` is truthy. On success the parsed value is returned.
 */
export function validateToolOutput<T = unknown>(
  schema: unknown,
  output: unknown,
  toolId?: string,
  suspendCalled?: boolean,
): ValidationOutcome<T, ValidationError> {
  if (!usable(schema) || suspendCalled) return { data: output as T };
  return validateOnce<T>(schema, output, toolId, outputError, 'validateToolOutput', false) as Outcome<T>;
}

/** {@link validateToolOutput} for a caller that can wait: an async validator is awaited. */
export function validateToolOutputAwaiting<T = unknown>(
  schema: unknown,
  output: unknown,
  toolId?: string,
  suspendCalled?: boolean,
): Outcome<T> | Promise<Outcome<T>> {
  if (!usable(schema) || suspendCalled) return { data: output as T };
  return validateOnce<T>(schema, output, toolId, outputError, 'validateToolOutput', true);
}

/** Validates the payload a tool passed to `suspend()`, once, without repairs. */
export function validateToolSuspendData<T = unknown>(schema: unknown, data: unknown, toolId?: string): ValidationOutcome<T, ValidationError> {
  if (!usable(schema)) return { data: data as T };
  return validateOnce<T>(schema, data, toolId, suspendError, 'validateToolSuspendData', false) as Outcome<T>;
}

/** {@link validateToolSuspendData} for a caller that can wait: an async validator is awaited. */
export function validateToolSuspendDataAwaiting<T = unknown>(schema: unknown, data: unknown, toolId?: string): Outcome<T> | Promise<Outcome<T>> {
  if (!usable(schema)) return { data: data as T };
  return validateOnce<T>(schema, data, toolId, suspendError, 'validateToolSuspendData', true);
}
