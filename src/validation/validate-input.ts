import { perSchema } from '../internal/per-schema';
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
  TooDeepInput,
  undefinedToNull,
} from './repair';
import { Rejected, safeValidate, safeValidateAsync, tooDeepRejection, validateSoon } from './safe-validate';
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
 * The error, if any, reports the first attempt's issues and the original input. Synchronous, as
 * the reference's: an async validator is refused with an error ({@link validateInputAsync} waits).
 */
export function validateToolInput<T = unknown>(schema: unknown, input: unknown, toolId?: string): ValidationOutcome<T, ValidationError> {
  if (!schema || !('~standard' in (schema as object))) return { data: input as T };
  return outcome<T>(checkStandardInput(toStandardSchema(schema), input, toolId));
}

/** {@link validateToolInput} for a caller that can wait: an async validator is awaited. */
export async function validateInputAsync<T = unknown>(schema: unknown, input: unknown, toolId?: string): Promise<ValidationOutcome<T, ValidationError>> {
  if (!schema || !('~standard' in (schema as object))) return { data: input as T };
  return outcome<T>(await checkStandardInputSoon(preparedInput(schema), input, toolId));
}

/** The schema normalised for input validation: one that carries no JSON Schema is wrapped. */
export const preparedInput: (schema: object) => StandardSchemaWithJSON = /* @__PURE__ */ perSchema((schema: object) => toStandardSchema(schema));

function outcome<T>(checked: unknown): ValidationOutcome<T, ValidationError> {
  return checked instanceof Invalid ? { error: checked.error } : { data: checked as T };
}

/**
 * A ValidationError a check hands back instead of a value. No validated value can be an
 * instance, so callers tell the two apart with `instanceof`.
 */
export class Invalid {
  constructor(readonly error: ValidationError) {}
}

/** The synchronous check of {@link validateToolInput}: the validated input itself, or an {@link Invalid}. */
export function checkStandardInput(std: StandardSchemaWithJSON, input: unknown, toolId?: string): unknown {
  const found = scanInput(input);
  const normalized = normalizedInput(std, input, found, toolId);
  if (normalized instanceof Invalid) return normalized;
  const first = safeValidate(std, normalized, 'validateToolInput');
  if (!(first instanceof Rejected)) return first;
  const attempts = retries(std, input, normalized, found, first, toolId);
  let step = attempts.next();
  while (!step.done) step = attempts.next(safeValidate(std, step.value, 'validateToolInput'));
  return step.value;
}

/**
 * {@link checkStandardInput} for a caller that can wait: the same attempts, an async validator's
 * answers awaited. As {@link validateSoon}: the verdict itself when the first attempt is answered
 * at once and passes, otherwise a Promise of it.
 */
export function checkStandardInputSoon(std: StandardSchemaWithJSON, input: unknown, toolId?: string): unknown {
  const found = scanInput(input);
  const normalized = normalizedInput(std, input, found, toolId);
  if (normalized instanceof Invalid) return normalized;
  const first = validateSoon(std, normalized);
  if (first instanceof Promise || first instanceof Rejected) return retried(std, input, normalized, found, first, toolId);
  return first;
}

/** The rest of {@link checkStandardInputSoon}: the first attempt's answer awaited, then the repairs. */
async function retried(
  std: StandardSchemaWithJSON,
  input: unknown,
  normalized: unknown,
  found: number,
  answer: unknown,
  toolId: string | undefined,
): Promise<unknown> {
  const first = await answer;
  if (!(first instanceof Rejected)) return first;
  const attempts = retries(std, input, normalized, found, first, toolId);
  let step = attempts.next();
  while (!step.done) step = attempts.next(await safeValidateAsync(std, step.value));
  return step.value;
}

/**
 * The value the first attempt validates, in the reference's order: nullish input shaped after
 * the schema, and `undefined` turned into `null`; an {@link Invalid} for input no validator can
 * take (circular, or nested too deeply). Valid input is validated as it is: one scan (`found`,
 * from {@link scanInput}) tells whether any repair could change it.
 */
function normalizedInput(std: StandardSchemaWithJSON, input: unknown, found: number, toolId: string | undefined): unknown {
  const needsShape = input === undefined || input === null;
  if (!needsShape && (found & (HAS_UNDEFINED | TOO_DEEP)) === 0) return input;
  const normalized = undefinedToNull(needsShape ? defaultForNullish(inputShape(std).type, input) : input);
  if (normalized instanceof CircularInput) {
    const path = normalized.path.slice();
    return inputError([{ message: 'Circular reference: the value refers back to one of its ancestors', path }], toolId, input);
  }
  if (normalized instanceof TooDeepInput) return inputError(tooDeepRejection().issues, toolId, input);
  return normalized;
}

/**
 * The repairs after a failed first attempt, in the reference's order. Yields each value to
 * validate and receives the attempt's outcome (a value or a {@link Rejected}); returns the
 * first success, or the Invalid built from the first attempt.
 */
function* retries(
  std: StandardSchemaWithJSON,
  input: unknown,
  normalized: unknown,
  found: number,
  first: Rejected,
  toolId: string | undefined,
): Generator<unknown, unknown, unknown> {
  if (first.tooDeep) return inputError(first.issues, toolId, input);
  const coerced = coerceJsonStrings(std, normalized);
  if (coerced !== normalized) {
    const attempt = yield coerced;
    if (!(attempt instanceof Rejected)) return attempt;
  }

  // The reference always validates the stripped input again, even when stripping changed
  // nothing (a validator with side effects sees that call). With no null or undefined
  // anywhere (the scan's verdict, see repair.ts), the stripped copy is structurally the input
  // itself, which is what is validated.
  const needsShape = input === undefined || input === null;
  let stripped = input;
  if (needsShape || found !== 0) {
    const paths = nullishIssuePaths(first.issues, normalized);
    stripped = paths.size > 0 ? stripNullishAt(input, paths) : stripNullish(input);
  }
  const shape = stripped === undefined || stripped === null ? inputShape(std) : undefined;
  const retry = yield shape ? defaultForNullish(shape.type, stripped) : stripped;
  if (!(retry instanceof Rejected)) return retry;

  // Derived even when unused: deriving can throw, and the reference derives here.
  const { type, hasPrompt } = inputShape(std);
  if (type === 'object' && hasPrompt && normalized !== null && typeof normalized === 'object' && !Array.isArray(normalized)) {
    const obj = normalized as Record<string, unknown>;
    if (obj.prompt == null) {
      const alias = [obj.query, obj.message, obj.input].find((v) => typeof v === 'string');
      if (alias !== undefined) {
        const attempt = yield { ...obj, prompt: alias };
        if (!(attempt instanceof Rejected)) return attempt;
      }
    }
  }
  return inputError(first.issues, toolId, input);
}
