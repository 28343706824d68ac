import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Rejected, safeValidate, safeValidateAsync } from './safe-validate';
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

/**
 * Validates what a tool returned, once, without repairs. Skipped when there is no Standard
 * Schema or when `suspendCalled` is truthy. On success the parsed value is returned.
 * Synchronous, as the reference's ({@link validateOutputAsync} waits for an async validator).
 */
export function validateToolOutput<T = unknown>(
  schema: unknown,
  output: unknown,
  toolId?: string,
  suspendCalled?: boolean,
): ValidationOutcome<T, ValidationError> {
  if (!usable(schema) || suspendCalled) return { data: output as T };
  return verdict<T>(safeValidate(schema, output, 'validateToolOutput'), outputError, toolId, output);
}

/** Validates the payload a tool passed to `suspend()`, once, without repairs. Synchronous, as the reference's. */
export function validateToolSuspendData<T = unknown>(schema: unknown, data: unknown, toolId?: string): ValidationOutcome<T, ValidationError> {
  if (!usable(schema)) return { data: data as T };
  return verdict<T>(safeValidate(schema, data, 'validateToolSuspendData'), suspendError, toolId, data);
}

/** {@link validateToolOutput} for a caller that can wait: an async validator is awaited. */
export async function validateOutputAsync<T = unknown>(schema: unknown, output: unknown, toolId?: string): Promise<Outcome<T>> {
  if (!usable(schema)) return { data: output as T };
  return verdict<T>(await safeValidateAsync(schema, output), outputError, toolId, output);
}

/** {@link validateToolSuspendData} for a caller that can wait: an async validator is awaited. */
export async function validateSuspendDataAsync<T = unknown>(schema: unknown, data: unknown, toolId?: string): Promise<Outcome<T>> {
  if (!usable(schema)) return { data: data as T };
  return verdict<T>(await safeValidateAsync(schema, data), suspendError, toolId, data);
}
