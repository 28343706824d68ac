/**
 * The `requestContext` option of `callTool`, `runToolCall` and `testTool`: a context instance,
 * or a plain object of its values.
 * @module
 */
import { isPlainObject } from '../internal/is-plain-object';
import { RequestContext } from './request-context';

/** A short name for a value's kind in error messages: `null`, `string`, `Map`, … */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return (value as object).constructor?.name ?? 'object';
}

/** Whether a value has the members of a request context (toolwright's or Mastra's). */
export function isRequestContextLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['get'] === 'function' && typeof v['set'] === 'function' && typeof v['has'] === 'function' && typeof v['entries'] === 'function';
}

/**
 * A `requestContext` option as a context: an instance as is, a plain object of values as a new
 * `RequestContext`. Anything else is refused with a TypeError naming `where`.
 */
export function toRequestContextOption(value: unknown, where: string): RequestContext<any> | undefined {
  if (value === undefined) return undefined;
  if (isRequestContextLike(value)) return value as RequestContext<any>;
  if (isPlainObject(value)) return new RequestContext(Object.entries(value));
  throw new TypeError(`${where}: requestContext must be a RequestContext or a plain object of its values, not ${describeValue(value)}`);
}
