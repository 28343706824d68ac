import type { StandardSchemaV1 } from '@standard-schema/spec';

/** The issue a wrapper reports when the wrapped validator throws, in the reference's wording. */
export function schemaErrorFailure(error: unknown): StandardSchemaV1.FailureResult {
  const detail = error instanceof Error ? error.message : 'Unknown validation error';
  return { issues: [{ message: `Schema validation error: ${detail}` }] };
}
