import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Issue } from './types.internal';

/** Thrown when a schema's `validate` returns a Promise: tools validate synchronously. */
export const ASYNC_SCHEMA_MESSAGE = 'Your schema is async, which is not supported. Please use a sync schema.';

/**
 * A failed validation attempt and its issues (possibly none). Only {@link safeValidate} makes
 * one, so no validated value can be an instance: callers tell the two outcomes apart with
 * `instanceof`, and a success allocates nothing.
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
 * Whether `error` is the engine's stack-overflow error: V8's and JavaScriptCore's RangeError,
 * or SpiderMonkey's InternalError ("too much recursion").
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
  try {
    safeParse.call(schema, value);
    return false;
  } catch (error) {
    return isStackOverflow(error);
  }
}

/**
 * Runs `~standard.validate` once and returns the validated value, or a {@link Rejected}.
 * Issues win over a value (valibot returns both); a result with neither counts as a failure
 * with no issues. A TypeError about reading `undefined` is reported as the likely cause,
 * a union with an undefined option.
 */
export function safeValidate(schema: StandardSchemaV1, value: unknown): unknown {
  let result: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>>;
  try {
    result = schema['~standard'].validate(value);
  } catch (error) {
    // Deviation: a validator that overflows the stack on nested data is a validation failure.
    if (isStackOverflow(error)) return tooDeepRejection();
    if (error instanceof TypeError && error.message.includes('Cannot read properties of undefined')) {
      throw new Error(
        'Schema validation failed due to an invalid schema definition. This often happens when a union schema (z.union or z.or) has undefined options. Please check that all schema options are properly defined. Original error: ' +
          error.message,
      );
    }
    throw error;
  }
  if (result instanceof Promise) {
    if (overflowedSync(schema, value)) {
      result.then(undefined, () => {});
      return tooDeepRejection();
    }
    throw new Error(ASYNC_SCHEMA_MESSAGE);
  }
  // `in` before any read: a result that is not an object (null, a string) then throws the
  // reference's TypeError ("Cannot use 'in' operator to search for 'issues' in …").
  const issues = 'issues' in (result as object) ? (result as { issues?: unknown }).issues : undefined;
  if (Array.isArray(issues) && issues.length > 0) return new Rejected(issues);
  if ('value' in result) return result.value;
  // Deviation 5: neither a value nor an issues array (none, null, a string, an array-like) is a
  // failure with no issue lines; the reference throws reading `issues.map`.
  return new Rejected(Array.isArray(issues) ? issues : []);
}

/**
 * The schema itself, or, when its `~standard` is a getter that builds a new object on every
 * read (arktype builds one, with new closures, each time), an object that inherits from the
 * schema and holds one read of it. A tool reads such a schema's `~standard` once per schema
 * object this way instead of on every validation. Every other property still comes from the
 * schema.
 */
export function withStableStandard<S extends StandardSchemaV1>(schema: S): S {
  const known = stable.get(schema);
  if (known) return known as S;
  let result = schema;
  try {
    const first = schema['~standard'];
    if (first !== schema['~standard']) result = Object.create(schema, { '~standard': { value: first, enumerable: false } }) as S;
  } catch {
    // A schema whose `~standard` throws is read on every validation, and throws there.
  }
  stable.set(schema, result);
  return result;
}

/** One {@link withStableStandard} result per schema object, so input and output share it. */
const stable = new WeakMap<object, StandardSchemaV1>();
