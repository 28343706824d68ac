import { toStandardSchema } from '../schema/to-standard-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { coerceJsonStrings } from './coerce-json-strings';
import { inputShape } from './input-shape';
import {
  CircularInput,
  defaultForNullish,
  HAS_UNDEFINED,
  nullishIssuePaths,
  scanInput,
  stripNullish,
  stripNullishAt,
  TOO_DEEP,
  undefinedToNull,
} from './repair';
import { Rejected, safeValidate } from './safe-validate';
import type { ValidationOutcome } from './types.internal';
import type { ValidationError } from './types';
import { makeValidationError } from './validation-error';

const HEAD = 'Tool input validation failed';
const TAIL = '. Please fix the following errors and try again:';

function inputError(issues: Parameters<typeof makeValidationError>[3], toolId: string | undefined, input: unknown): Invalid {
  return new Invalid(makeValidationError(HEAD, toolId, TAIL, issues, 'Provided arguments', input));
}

/**
 * Validates what a model sent as tool input, repairing the usual model mistakes in
 * Mastra 1.71's order: nullish input, `undefined` → `null`, JSON-encoded arrays/objects (zod),
 * nulls for optional fields, and `query`/`message`/`input` for a missing `prompt`.
 * The error, if any, reports the first attempt's issues and the original input.
 */
export function validateToolInput<T = unknown>(schema: unknown, input: unknown, toolId?: string): ValidationOutcome<T, ValidationError> {
  if (!schema || !('~standard' in (schema as object))) return { data: input as T };
  return validateStandardInput(toStandardSchema(schema), input, toolId);
}

/**
 * {@link validateToolInput} for a schema already normalised by `toStandardSchema` (a tool
 * normalises its schema once, not on every call).
 */
export function validateStandardInput<T = unknown>(std: StandardSchemaWithJSON, input: unknown, toolId?: string): ValidationOutcome<T, ValidationError> {
  const checked = checkStandardInput(std, input, toolId);
  return checked instanceof Invalid ? { error: checked.error } : { data: checked as T };
}

/**
 * A ValidationError a check hands back instead of a value. No validated value can be an
 * instance, so callers tell the two apart with `instanceof`.
 */
export class Invalid {
  constructor(readonly error: ValidationError) {}
}

/**
 * {@link validateStandardInput} returning the validated input itself, or an {@link Invalid}:
 * valid input costs no allocation beyond the schema's own.
 */
export function checkStandardInput(std: StandardSchemaWithJSON, input: unknown, toolId?: string): unknown {
  const needsShape = input === undefined || input === null;
  // One allocation-free pass tells whether any repair can change the input; valid input is
  // then validated as it is, never copied.
  const found = needsShape ? 0 : scanInput(input);
  let normalized = input;
  if (needsShape || (found & (HAS_UNDEFINED | TOO_DEEP)) !== 0) {
    normalized = undefinedToNull(needsShape ? defaultForNullish(inputShape(std).type, input) : input);
    if (normalized instanceof CircularInput) {
      const path = normalized.path.slice();
      return inputError([{ message: 'Circular reference: the value refers back to one of its ancestors', path }], toolId, input);
    }
  }
  const first = safeValidate(std, normalized);
  if (!(first instanceof Rejected)) return first;

  const coerced = coerceJsonStrings(std, normalized);
  if (coerced !== normalized) {
    const attempt = safeValidate(std, coerced);
    if (!(attempt instanceof Rejected)) return attempt;
  }

  // With no null or undefined anywhere, stripping nullish values rebuilds the input unchanged:
  // the retry would validate the same data again (the reference validates two such copies).
  if (needsShape || found !== 0) {
    const paths = nullishIssuePaths(first.issues, normalized);
    const stripped = paths.size > 0 ? stripNullishAt(input, paths) : stripNullish(input);
    const shape = stripped === undefined || stripped === null ? inputShape(std) : undefined;
    const retry = safeValidate(std, shape ? defaultForNullish(shape.type, stripped) : stripped);
    if (!(retry instanceof Rejected)) return retry;
  }

  // Derived (and cached) even when unused: deriving can throw, and the reference derives here.
  const { type, hasPrompt } = inputShape(std);
  if (type === 'object' && hasPrompt && normalized !== null && typeof normalized === 'object' && !Array.isArray(normalized)) {
    const obj = normalized as Record<string, unknown>;
    if (obj.prompt == null) {
      const alias = [obj.query, obj.message, obj.input].find((v) => typeof v === 'string');
      if (alias !== undefined) {
        const attempt = safeValidate(std, { ...obj, prompt: alias });
        if (!(attempt instanceof Rejected)) return attempt;
      }
    }
  }
  return inputError(first.issues, toolId, input);
}
