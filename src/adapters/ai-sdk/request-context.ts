/**
 * The request context of one AI SDK tool call: the adapter's option merged with the call's
 * `experimental_context`.
 * @module
 */
import { RequestContext } from '../../request-context';
import { isPlainObject } from '../../internal/is-plain-object';

function isRequestContextLike(value: unknown): value is RequestContext<any> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['get'] === 'function' && typeof v['set'] === 'function' && typeof v['entries'] === 'function';
}

/** The call's `experimental_context` as a request context: an instance as is, a plain object's entries, else none. */
function fromExperimentalContext(context: unknown): RequestContext<any> | undefined {
  if (isRequestContextLike(context)) return context;
  if (isPlainObject(context)) return new RequestContext(Object.entries(context));
  return undefined;
}

/**
 * `ctx.requestContext` for a call, merged as the reference's builder merges its own context
 * with the call's: either alone is used as is (so the tool's writes reach it); when both hold
 * entries, a new context has the call's entries, then the option's over them.
 */
export function resolveRequestContext(option: RequestContext<any> | undefined, experimentalContext: unknown): RequestContext<any> {
  const call = fromExperimentalContext(experimentalContext);
  if (!option) return call ?? new RequestContext();
  if (!call || call === option || call.size() === 0) return option;
  const merged = new RequestContext();
  for (const [key, value] of call.entries()) merged.set(key as never, value as never);
  for (const [key, value] of option.entries()) merged.set(key as never, value as never);
  return merged;
}
