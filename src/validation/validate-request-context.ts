import { getRequestContextInputValues } from '../context/input-source';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { redactSensitive } from './format';
import { ASYNC_SCHEMA_MESSAGE } from './safe-validate';
import type { ValidationError } from './types';
import { makeValidationError } from './validation-error';

/** The result of request-context validation; a failure still carries the values. */
export type RequestContextOutcome = { data: Record<string, unknown>; error?: ValidationError | undefined };

const converted = new WeakMap<object, StandardSchemaWithJSON>();

/**
 * The schema as a Standard Schema, converted once per schema object. (Mastra 1.71 converts
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
 * Issues decide failure (deviation: Mastra 1.71 lets valibot failures through).
 * The message redacts sensitive keys.
 */
export function validateRequestContext(schema: unknown, requestContext: unknown, toolId?: string): RequestContextOutcome {
  const values = getRequestContextInputValues(requestContext);
  if (!schema) return { data: values };
  const result = requestContextStandardSchema(schema)['~standard'].validate(values);
  if (result instanceof Promise) throw new Error(ASYNC_SCHEMA_MESSAGE);
  const issues = (result as { issues?: ReadonlyArray<{ message: string }> }).issues;
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
