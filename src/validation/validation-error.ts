import { buildErrorTree, describeData, formatIssueLines } from './format';
import type { Issue } from './types.internal';
import type { ValidationError } from './types';

/** Whether `value` is a ValidationError: `error === true` and a `validationErrors` key. */
export function isValidationError(value: unknown): value is ValidationError {
  return value !== null && typeof value === 'object' && 'error' in value && (value as { error: unknown }).error === true && 'validationErrors' in value;
}

/**
 * Builds the ValidationError object Mastra 1.71 returns:
 * `<head>< for id><tail>\n<lines>\n\n<dataLabel>: <data>`.
 */
export function makeValidationError(
  head: string,
  id: string | undefined,
  tail: string,
  issues: readonly Issue[],
  dataLabel: string,
  data: unknown,
): ValidationError {
  return {
    error: true,
    message: `${head}${id ? ` for ${id}` : ''}${tail}\n${formatIssueLines(issues)}\n\n${dataLabel}: ${describeData(data)}`,
    validationErrors: buildErrorTree(issues) as ValidationError['validationErrors'],
  };
}
