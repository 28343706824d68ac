import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Rejected, safeValidate } from './safe-validate';
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
  const attempt = safeValidate(schema, output);
  if (!(attempt instanceof Rejected)) return { data: attempt as T };
  return { error: outputError(attempt, toolId, output) };
}

/** Validates the payload a tool passed to `suspend()`, once, without repairs. */
export function validateToolSuspendData<T = unknown>(schema: unknown, data: unknown, toolId?: string): ValidationOutcome<T, ValidationError> {
  if (!usable(schema)) return { data: data as T };
  const attempt = safeValidate(schema, data);
  if (!(attempt instanceof Rejected)) return { data: attempt as T };
  return {
    error: makeValidationError(
      'Tool suspension data validation failed',
      toolId,
      '. Please fix the following errors and try again:',
      attempt.issues,
      'Provided arguments',
      data,
    ),
  };
}
