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
import { Pending, refuseAsync, Rejected, safeValidate, settle, tooDeepRejection } from './safe-validate';
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
  return outcome<T>(checkStandardInput(std, input, toolId));
}

/**
 * {@link validateToolInput} for a caller that can wait: an async validator is awaited (a
 * synchronous schema still gives a synchronous outcome).
 */
export function validateToolInputAwaiting<T = unknown>(
  schema: unknown,
  input: unknown,
  toolId?: string,
): ValidationOutcome<T, ValidationError> | Promise<ValidationOutcome<T, ValidationError>> {
  if (!schema || !('~standard' in (schema as object))) return { data: input as T };
  const checked = checkStandardInput(toStandardSchema(schema), input, toolId, true);
  if (checked instanceof Waiting) return checked.result.then(outcome<T>);
  return outcome<T>(checked);
}

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

/**
 * A validation that has to wait for an async validator: `result` settles to the validated
 * value or an {@link Invalid}, or rejects with the validator's (or the value's) own error.
 * Only a caller that passed `mayWait` gets one.
 */
export class Waiting {
  constructor(readonly result: Promise<unknown>) {}
}

/**
 * {@link validateStandardInput} returning the validated input itself, or an {@link Invalid}:
 * valid input costs no allocation beyond the schema's own. When a `validate` returns a Promise,
 * a caller that may wait (`mayWait`, inside an async execute) gets a {@link Waiting} that goes
 * on with the same attempts; any other caller gets the error of {@link refuseAsync}.
 */
export function checkStandardInput(std: StandardSchemaWithJSON, input: unknown, toolId?: string, mayWait = false): unknown {
  const needsShape = input === undefined || input === null;
  // One allocation-free pass tells whether any repair can change the input; valid input is
  // then validated as it is, never copied (bench rows: execute, valid input, 50 fields and
  // 1,000 items).
  const found = needsShape ? 0 : scanInput(input);
  let normalized = input;
  if (needsShape || (found & (HAS_UNDEFINED | TOO_DEEP)) !== 0) {
    normalized = undefinedToNull(needsShape ? defaultForNullish(inputShape(std).type, input) : input);
    if (normalized instanceof CircularInput) {
      const path = normalized.path.slice();
      return inputError([{ message: 'Circular reference: the value refers back to one of its ancestors', path }], toolId, input);
    }
    if (normalized instanceof TooDeepInput) return inputError(tooDeepRejection().issues, toolId, input);
  }
  const first = safeValidate(std, normalized);
  if (!(first instanceof Rejected)) {
    if (!(first instanceof Pending)) return first;
    if (!mayWait) refuseAsync(std, first, SYNC_CALLER);
    return new Waiting(
      settle(std, first).then((settled) =>
        settled instanceof Rejected
          ? settled.tooDeep
            ? inputError(settled.issues, toolId, input)
            : finishAsync(std, retries(std, input, normalized, found, settled, toolId))
          : settled,
      ),
    );
  }
  if (first.tooDeep) return inputError(first.issues, toolId, input);
  const attempts = retries(std, input, normalized, found, first, toolId);
  let step = attempts.next();
  while (!step.done) {
    const attempt = safeValidate(std, step.value);
    if (attempt instanceof Pending) {
      if (!mayWait) refuseAsync(std, attempt, SYNC_CALLER);
      return new Waiting(settle(std, attempt).then((settled) => finishAsync(std, attempts, settled)));
    }
    step = attempts.next(attempt);
  }
  return step.value;
}

const SYNC_CALLER = 'validateToolInput';

/** Drives {@link retries} to the end, awaiting every validation; `sent` answers the pending step. */
async function finishAsync(std: StandardSchemaWithJSON, attempts: Generator<unknown, unknown, unknown>, sent?: unknown): Promise<unknown> {
  let step = attempts.next(sent);
  while (!step.done) {
    let attempt = safeValidate(std, step.value);
    if (attempt instanceof Pending) attempt = await settle(std, attempt);
    step = attempts.next(attempt);
  }
  return step.value;
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
  const coerced = coerceJsonStrings(std, normalized);
  if (coerced !== normalized) {
    const attempt = yield coerced;
    if (!(attempt instanceof Rejected)) return attempt;
  }

  // The reference always validates the stripped input again, even when stripping changed
  // nothing (a validator with side effects sees that call). With no null or undefined
  // anywhere, the stripped copy is structurally the input itself, which is validated instead.
  const needsShape = input === undefined || input === null;
  let stripped = input;
  if (needsShape || found !== 0) {
    const paths = nullishIssuePaths(first.issues, normalized);
    stripped = paths.size > 0 ? stripNullishAt(input, paths) : stripNullish(input);
  }
  const shape = stripped === undefined || stripped === null ? inputShape(std) : undefined;
  const retry = yield shape ? defaultForNullish(shape.type, stripped) : stripped;
  if (!(retry instanceof Rejected)) return retry;

  // Derived (and cached) even when unused: deriving can throw, and the reference derives here.
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
