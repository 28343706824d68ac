import { getRequestContextInputValues } from '../context/input-source';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { redactSensitive } from './format';
import { ASYNC_SCHEMA_MESSAGE, isStackOverflow, overflowedSync, TOO_DEEP_MESSAGE } from './safe-validate';
import type { ValidationError } from './types';
import { makeValidationError } from './validation-error';

/** The result of request-context validation; a failure still carries the values. */
export type RequestContextOutcome = { data: Record<string, unknown>; error?: ValidationError | undefined };

const converted = new WeakMap<object, StandardSchemaWithJSON>();

/**
 * The schema as a Standard Schema, converted once per schema object. (The reference converts
 * on every call; conversion is pure, so the result is the same.)
 */
export function requestContextStandardSchema(schema: unknown): StandardSchemaWithJSON {
  const key = schema as object;
  let std = converted.get(key);
  if (!std) {
    std = toStandardSchema(schema);
    converted.set(key, std);
  }
  return std;
}

/**
 * Validates the values of a request context (the original source when given a view).
 * Issues decide failure (deviation: the reference lets valibot failures through).
 * The message redacts sensitive keys.
 */
export function validateRequestContext(schema: unknown, requestContext: unknown, toolId?: string): RequestContextOutcome {
  const values = getRequestContextInputValues(requestContext);
  if (!schema) return { data: values };
  const std = requestContextStandardSchema(schema);
  let result: ReturnType<typeof std['~standard']['validate']>;
  let issues: ReadonlyArray<{ message: string }> | undefined;
  try {
    result = std['~standard'].validate(values);
  } catch (error) {
    // Deviation: a validator that overflows the stack on nested values is a validation failure.
    if (!isStackOverflow(error)) throw error;
    result = { issues: (issues = [{ message: TOO_DEEP_MESSAGE }]) };
  }
  if (result instanceof Promise) {
    if (!overflowedSync(std, values)) throw new Error(ASYNC_SCHEMA_MESSAGE);
    result.then(undefined, () => {});
    result = { issues: (issues = [{ message: TOO_DEEP_MESSAGE }]) };
  }
  issues ??= (result as { issues?: ReadonlyArray<{ message: string }> }).issues;
  if ((!issues || issues.length === 0) && 'value' in result) return { data: result.value as Record<string, unknown> };
  return {
    data: values,
    error: makeValidationError(
      'Request context validation failed',
      toolId,
      '. Please fix the following errors and try again:',
      (Array.isArray(issues) ? issues : []) as never,
      'Provided request context',
      redactSensitive(values),
    ),
  };
}
