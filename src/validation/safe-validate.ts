import type { StandardSchemaV1 } from '@standard-schema/spec';
import { isStandardOnly } from '../schema/vendors/standard-only';
import type { Issue } from './types.internal';

/** Thrown when a schema with JSON Schema turns out to be async: the reference validates synchronously. */
export const ASYNC_SCHEMA_MESSAGE = 'Your schema is async, which is not supported. Please use a sync schema.';

/**
 * A failed validation attempt and its issues (possibly none). Only {@link safeValidate} makes
 * one, so no validated value can be an instance: callers tell the two outcomes apart with
 * `instanceof`.
 */
export class Rejected {
  constructor(
    readonly issues: readonly Issue[],
    /** The schema's validator overflowed the call stack: retrying the same data cannot help. */
    readonly tooDeep = false,
  ) {}
}

/** The issue reported when a schema's validator overflows the call stack on nested data. */
export const TOO_DEEP_MESSAGE = 'The value is nested too deeply to validate (the schema validator exceeded the call stack)';

/**
 * Whether `error` is the engine's stack-overflow error: the RangeError of Node, Deno, Bun and
 * the browsers but Firefox, or Firefox's InternalError ("too much recursion").
 */
export function isStackOverflow(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message;
  return (
    (error instanceof RangeError && message.startsWith('Maximum call stack size exceeded')) ||
    (error.name === 'InternalError' && message.includes('too much recursion'))
  );
}

/** The {@link Rejected} for a validator that overflowed the stack: one root issue. */
export function tooDeepRejection(): Rejected {
  return new Rejected([{ message: TOO_DEEP_MESSAGE }], true);
}

/**
 * zod 4 catches a throw inside its synchronous run (a stack overflow included) and runs again
 * asynchronously, handing back a promise that rejects. The synchronous `safeParse` lets the
 * throw out instead: this tells whether it was a stack overflow. Anything else is left to the
 * caller's handling of a promise.
 */
export function overflowedSync(schema: StandardSchemaV1, value: unknown): boolean {
  const safeParse = (schema as { safeParse?: unknown }).safeParse;
  if (typeof safeParse !== 'function') return false;
  // Re-running the parse would run an async refinement again (its Promise then rejects inside
  // zod, unhandled) and show a counting validator an extra call: only nested data can overflow,
  // so shallow values never take this path.
  if (!nestedAtLeast(value, OVERFLOW_PROBE_DEPTH)) return false;
  try {
    safeParse.call(schema, value);
    return false;
  } catch (error) {
    return isStackOverflow(error);
  }
}

/** Nesting below which no schema library's validator comes near the call stack's limit. */
const OVERFLOW_PROBE_DEPTH = 256;
/** How many containers the probe looks at before it gives up (a wide value is not a deep one). */
const OVERFLOW_PROBE_NODES = 100_000;

/**
 * Whether `value` has a chain of at least `depth` nested objects or arrays. It reads own data
 * properties through their descriptors, so no getter runs, and keeps its own stack; anything
 * that throws (a Proxy trap) ends the probe with `false`.
 */
function nestedAtLeast(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: Array<{ readonly node: object; readonly level: number }> = [{ node: value, level: 1 }];
  const seen = new Set<object>();
  let budget = OVERFLOW_PROBE_NODES;
  try {
    while (stack.length > 0 && budget-- > 0) {
      const { node, level } = stack.pop()!;
      if (level >= depth) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      for (const key of Object.keys(node)) {
        const child = Object.getOwnPropertyDescriptor(node, key)?.value as unknown;
        if (child !== null && typeof child === 'object') stack.push({ node: child, level: level + 1 });
      }
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Runs `~standard.validate` once, synchronously, and returns the validated value or a
 * {@link Rejected}. Issues win over a value (valibot returns both); a result with neither counts
 * as a failure with no issues. A TypeError about reading `undefined` is reported as the likely
 * cause, a union with an undefined option. A validator that answers with a Promise is refused
 * ({@link refuseAsync}, naming `caller`): the reference's exported validators are synchronous.
 */
export function safeValidate(schema: StandardSchemaV1, value: unknown, caller: string): unknown {
  let result: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>;
  try {
    result = schema['~standard'].validate(value);
  } catch (error) {
    // Deviation: a validator that overflows the stack on nested data is a validation failure.
    if (isStackOverflow(error)) return tooDeepRejection();
    throw withUnionHint(error);
  }
  if (result instanceof Promise) {
    if (overflowedSync(schema, value)) {
      result.then(ignore, ignore);
      return tooDeepRejection();
    }
    refuseAsync(schema, result, caller);
  }
  return judge(result);
}

/** The result {@link validateResultSoon} gives for a validator that overflowed the stack. */
export const TOO_DEEP_RESULT: StandardSchemaV1.FailureResult = { issues: [{ message: TOO_DEEP_MESSAGE }] };

/**
 * Runs `~standard.validate` once and gives its result object: at once when the validator answers
 * at once (a synchronous exception is thrown as it is), else a Promise of it. Zod 4 answers with a
 * Promise for an async schema, and also when its synchronous parse throws (a throwing getter
 * or Proxy trap in the value): that Promise then rejects with the thrown error, which is passed
 * on as a synchronous exception would be. A validator that overflows the stack gives
 * {@link TOO_DEEP_RESULT} (a deviation: a failure, not a crash).
 */
export function validateResultSoon(schema: StandardSchemaV1, value: unknown): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
  let answer: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>;
  try {
    answer = schema['~standard'].validate(value);
  } catch (error) {
    if (isStackOverflow(error)) return TOO_DEEP_RESULT;
    throw error;
  }
  return answer instanceof Promise ? awaitAnswer(schema, value, answer) : answer;
}

/**
 * The one place a validator's Promise is awaited. A schema without the JSON Schema extension
 * (which the reference never validates) may be async; any other schema that answers with a
 * Promise gets the reference's async-schema error.
 */
async function awaitAnswer(
  schema: StandardSchemaV1,
  value: unknown,
  answer: Promise<StandardSchemaV1.Result<unknown>>,
): Promise<StandardSchemaV1.Result<unknown>> {
  if (overflowedSync(schema, value)) {
    answer.then(ignore, ignore);
    return TOO_DEEP_RESULT;
  }
  let result: StandardSchemaV1.Result<unknown>;
  try {
    result = await answer;
  } catch (error) {
    if (isStackOverflow(error)) return TOO_DEEP_RESULT;
    throw error;
  }
  if (!isStandardOnly(schema)) throw new Error(ASYNC_SCHEMA_MESSAGE);
  return result;
}

/** {@link safeValidate} for a caller that can wait: {@link validateSoon}'s verdict, awaited. */
export async function safeValidateAsync(schema: StandardSchemaV1, value: unknown): Promise<unknown> {
  return await validateSoon(schema, value);
}

/**
 * Runs `~standard.validate` once and judges its answer as {@link safeValidate} does: the value
 * or a {@link Rejected} at once when the validator answers at once, a Promise of it when the
 * validator answers with one (awaited by {@link awaitAnswer}). Its callers, and those of
 * {@link validateResultSoon}, await only a Promise: one async function less per check (bench rows:
 * execute, valid input, 1 field; request context, with a requestContextSchema).
 */
export function validateSoon(schema: StandardSchemaV1, value: unknown): unknown {
  let answer: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>;
  try {
    answer = schema['~standard'].validate(value);
  } catch (error) {
    // Deviation: a validator that overflows the stack on nested data is a validation failure.
    if (isStackOverflow(error)) return tooDeepRejection();
    throw withUnionHint(error);
  }
  return answer instanceof Promise ? judgeLater(schema, value, answer) : judge(answer);
}

/** {@link validateSoon}'s verdict on a validator that answered with a Promise. */
async function judgeLater(schema: StandardSchemaV1, value: unknown, answer: Promise<StandardSchemaV1.Result<unknown>>): Promise<unknown> {
  let result: StandardSchemaV1.Result<unknown>;
  try {
    result = await awaitAnswer(schema, value, answer);
  } catch (error) {
    throw withUnionHint(error);
  }
  return result === TOO_DEEP_RESULT ? tooDeepRejection() : judge(result);
}

/**
 * What a validator's exception becomes: a TypeError about reading `undefined` is reported as
 * its likely cause, a union with an undefined option; anything else stays as it is.
 */
function withUnionHint(error: unknown): unknown {
  if (error instanceof TypeError && error.message.includes('Cannot read properties of undefined')) {
    return new Error(
      'Schema validation failed due to an invalid schema definition. This often happens when a union schema (z.union or z.or) has undefined options. Please check that all schema options are properly defined. Original error: ' +
        error.message,
    );
  }
  return error;
}

/** The verdict on a validator's result object: the value, or a {@link Rejected}. */
function judge(result: StandardSchemaV1.Result<unknown>): unknown {
  // `in` before any read: a result that is not an object (null, a string) then throws the
  // reference's TypeError ("Cannot use 'in' operator to search for 'issues' in …").
  const issues = 'issues' in (result as object) ? (result as { issues?: unknown }).issues : undefined;
  if (Array.isArray(issues) && issues.length > 0) return new Rejected(issues);
  if ('value' in result) return result.value;
  // Deviation 5: neither a value nor an issues array (none, null, a string, an array-like) is a
  // failure with no issue lines; the reference throws reading `issues.map`.
  return new Rejected(Array.isArray(issues) ? issues : []);
}

/** A Promise handler that does nothing: `p.then(ignore, ignore)` marks `p` handled. */
export const ignore = (): void => {};

/**
 * For a caller that cannot wait: marks the Promise handled and throws. A schema without the
 * JSON Schema extension (which the reference never validates) gets an error that names the
 * `caller` and the async validator; every other schema gets the reference's async-schema error.
 */
export function refuseAsync(schema: StandardSchemaV1, answer: Promise<unknown>, caller: string): never {
  answer.then(ignore, ignore);
  if (isStandardOnly(schema)) {
    throw new Error(
      `${caller} cannot wait for an async validator: the ${String(schema['~standard'].vendor)} schema's ~standard.validate returned a Promise. ` +
        'tool.execute() awaits async validators; call it instead.',
    );
  }
  throw new Error(ASYNC_SCHEMA_MESSAGE);
}
