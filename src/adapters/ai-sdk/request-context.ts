/**
 * The request context of one AI SDK tool call: the adapter's option merged with the call's
 * context (`experimental_context` on AI SDK 5 and 6, the tool's `toolsContext` entry on 7).
 * @module
 */
import { RequestContext } from '../../request-context';
import { isPlainObject } from '../../internal/is-plain-object';
import { IS_AI_SDK_7 } from './ai-major';

function isRequestContextLike(value: unknown): value is RequestContext<any> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['get'] === 'function' && typeof v['set'] === 'function' && typeof v['entries'] === 'function';
}

function kindOf(value: unknown): string {
  if (typeof value !== 'object') return `a ${typeof value}`;
  const name = (value as object).constructor?.name;
  return name ? `a ${name} instance` : 'an object without a constructor';
}

/**
 * The error for a context toolwright cannot read as named values (a database handle, a client, a
 * string): `ctx.requestContext` is a store of named values, so the value is refused rather than
 * dropped, with the way to name it. `where` names the value, `example` shows it named.
 */
export function unreadableContextError(where: string, example: string, value: unknown): TypeError {
  return new TypeError(
    `${where} is ${kindOf(value)}, and a toolwright tool reads its context as ctx.requestContext, a store of named values. ` +
      `Name the instance in a plain object or a RequestContext, e.g. ${example}, and read it in the tool with ctx.requestContext.get('db').`,
  );
}

/**
 * The call's context as a request context: an instance as is, a plain object's entries, none
 * for `undefined` or `null`. Anything else (a class instance, a primitive) throws
 * {@link unreadableContextError}: the tool would otherwise see an empty context.
 */
function fromCallContext(context: unknown, toolName: string): RequestContext<any> | undefined {
  if (context === undefined || context === null) return undefined;
  if (isRequestContextLike(context)) return context;
  if (isPlainObject(context)) return new RequestContext(Object.entries(context));
  throw IS_AI_SDK_7
    ? unreadableContextError(`Tool "${toolName}": the call's toolsContext.${toolName}`, `toolsContext: { ${toolName}: { db } }`, context)
    : unreadableContextError(`Tool "${toolName}": the call's experimental_context`, 'experimental_context: { db }', context);
}

/**
 * `ctx.requestContext` for a call of the tool named `toolName`, merged as the reference's builder
 * merges its own context with the call's: either alone is used as is (so the tool's writes reach
 * it); when both hold entries, a new context has the call's entries, then the option's over them.
 */
export function resolveRequestContext(option: RequestContext<any> | undefined, callContext: unknown, toolName: string): RequestContext<any> {
  const call = fromCallContext(callContext, toolName);
  if (!option) return call ?? new RequestContext();
  if (!call || call === option || call.size() === 0) return option;
  const merged = new RequestContext();
  for (const [key, value] of call.entries()) merged.set(key as never, value as never);
  for (const [key, value] of option.entries()) merged.set(key as never, value as never);
  return merged;
}
