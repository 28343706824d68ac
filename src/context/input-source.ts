import type { RequestContext } from './request-context';

/**
 * Global symbol by which a schema-transformed view points at the context it was built from,
 * so a view forwarded to another tool (or another copy of this library) is unwrapped.
 */
export const REQUEST_CONTEXT_INPUT_SOURCE: unique symbol = Symbol.for('mastra.core.request-context.input-source') as never;

/** Follows the input-source chain to the original context; stops at the first repeat. */
export function getRequestContextInputSource(context: unknown): RequestContext | undefined {
  let current = context as Record<PropertyKey, unknown> | null | undefined;
  let seen: Set<unknown> | undefined;
  while (current) {
    const next = current[REQUEST_CONTEXT_INPUT_SOURCE] as Record<PropertyKey, unknown> | undefined;
    if (!next) return current as unknown as RequestContext;
    (seen ??= new Set()).add(current);
    if (seen.has(next)) return next as unknown as RequestContext;
    current = next;
  }
  return current as unknown as RequestContext | undefined;
}

/** The plain values a request-context schema validates: the source's `all`, or `{}`. */
export function getRequestContextInputValues(context: unknown): Record<string, unknown> {
  return getRequestContextInputSource(context)?.all ?? {};
}
