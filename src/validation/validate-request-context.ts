import type { StandardSchemaV1 } from '@standard-schema/spec';
import { getRequestContextInputValues } from '../context/input-source';
import { perSchema } from '../internal/per-schema';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { redactSensitive } from './format';
import { ignore, isStackOverflow, overflowedSync, refuseAsync, TOO_DEEP_RESULT, validateResultSoon } from './safe-validate';
import type { ValidationError } from './types';
import { makeValidationError } from './validation-error';

/** The result of request-context validation; a failure still carries the values. */
export type RequestContextOutcome = { data: Record<string, unknown>; error?: ValidationError | undefined };

const converted = /* @__PURE__ */ perSchema((schema: object) => toStandardSchema(schema));

/** The schema as a Standard Schema, as Mastra 1.71 converts it. */
export function requestContextStandardSchema(schema: unknown): StandardSchemaWithJSON {
  return converted(schema as object);
}

/**
 * Validates the values of a request context (the original source when given a view).
 * Issues decide failure (deviation: Mastra 1.71 lets valibot failures through).
 * The message redacts sensitive keys. Synchronous, as the reference's: an async validator is
 * refused with an error ({@link checkRequestContext} waits).
 */
export function validateRequestContext(schema: unknown, requestContext: unknown, toolId?: string): RequestContextOutcome {
  const values = getRequestContextInputValues(requestContext);
  if (!schema) return { data: values };
  const std = requestContextStandardSchema(schema);
  // The reference calls validate directly: an exception propagates as it is.
  let result: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>;
  try {
    result = std['~standard'].validate(values);
  } catch (error) {
    // Deviation: a validator that overflows the stack on nested values is a validation failure.
    if (!isStackOverflow(error)) throw error;
    return verdict(TOO_DEEP_RESULT, values, toolId);
  }
  if (result instanceof Promise) {
    if (overflowedSync(std, values)) {
      result.then(ignore, ignore);
      return verdict(TOO_DEEP_RESULT, values, toolId);
    }
    refuseAsync(std, result, 'validateRequestContext');
  }
  return verdict(result, values, toolId);
}

/**
 * {@link validateRequestContext} for a caller that can wait: the outcome at once when the
 * validator answers at once, a Promise of it when it answers with one (awaited, not refused).
 */
export function checkRequestContext(
  schema: unknown,
  requestContext: unknown,
  toolId: string | undefined,
): RequestContextOutcome | Promise<RequestContextOutcome> {
  const values = getRequestContextInputValues(requestContext);
  if (!schema) return { data: values };
  const result = validateResultSoon(requestContextStandardSchema(schema), values);
  return result instanceof Promise ? result.then((answer) => verdict(answer, values, toolId)) : verdict(result, values, toolId);
}

function verdict(result: StandardSchemaV1.Result<unknown>, values: Record<string, unknown>, toolId: string | undefined): RequestContextOutcome {
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
