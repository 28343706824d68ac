import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Issue } from './types.internal';

/** Thrown when a schema's `validate` returns a Promise: tools validate synchronously. */
export const ASYNC_SCHEMA_MESSAGE = 'Your schema is async, which is not supported. Please use a sync schema.';

/** A validation attempt: `{ value }` on success, `{ issues }` (possibly empty) on failure. */
export type Attempt = { value: unknown; issues?: undefined } | { issues: readonly Issue[]; value?: undefined };

/**
 * Runs `~standard.validate` once. Issues win over a value (valibot returns both); a result
 * with neither counts as a failure with no issues. A TypeError about reading `undefined`
 * is reported as the likely cause, a union with an undefined option.
 */
export function safeValidate(schema: StandardSchemaV1, value: unknown): Attempt {
  let result: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>;
  try {
    result = schema['~standard'].validate(value);
  } catch (error) {
    if (error instanceof TypeError && error.message.includes('Cannot read properties of undefined')) {
      throw new Error(
        'Schema validation failed due to an invalid schema definition. This often happens when a union schema (z.union or z.or) has undefined options. Please check that all schema options are properly defined. Original error: ' +
          error.message,
      );
    }
    throw error;
  }
  if (result instanceof Promise) throw new Error(ASYNC_SCHEMA_MESSAGE);
  const issues = (result as { issues?: unknown }).issues;
  if (Array.isArray(issues) && issues.length > 0) return { issues };
  if ('value' in result) return { value: result.value };
  return { issues: (issues as readonly Issue[] | undefined) ?? [] };
}
