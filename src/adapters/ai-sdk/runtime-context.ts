/**
 * `shareRuntimeContext`: AI SDK 7's `runtimeContext` given to toolwright tools as part of their
 * request context. AI SDK 7 does not pass `runtimeContext` to `execute` (only the tool's own
 * `toolsContext` entry); a `prepareStep` can copy it into each tool's entry.
 * @module
 */
import { isPlainObject } from '../../internal/is-plain-object';
import { unreadableContextError } from './request-context';

/** What the returned `prepareStep` reads of AI SDK 7's step options. */
export interface SharedContextStep {
  runtimeContext?: unknown;
  toolsContext?: unknown;
}

/** A context's named values; a value with none to read (a class instance, a primitive) is refused, not dropped. */
function entriesOf(value: unknown, where: string, example: string): [string, unknown][] {
  if (value === undefined || value === null) return [];
  if (isPlainObject(value)) return Object.entries(value);
  const v = value as { entries?: unknown };
  if (typeof v.entries === 'function') return [...(v.entries as () => Iterable<[string, unknown]>)()];
  throw unreadableContextError(where, example, value);
}

/**
 * A `prepareStep` for AI SDK 7 that gives each tool of `tools` the generation's `runtimeContext`
 * beneath its own `toolsContext` entry (the entry wins on a shared key), so `ctx.requestContext`
 * holds both. Tools whose entry the caller's `toolsContext` lacks get the runtime context alone.
 * A tool's `requestContextSchema` still checks the merged values. A context with no named values
 * to read (a class instance, a primitive) throws a TypeError that says how to name it.
 *
 * @example
 * ```ts
 * await generateText({ model, tools: toAISDKTools(tools), runtimeContext: { tenant: 'acme' }, prepareStep: shareRuntimeContext(tools) });
 * ```
 */
export function shareRuntimeContext(tools: Record<string, unknown>): (step: SharedContextStep) => { toolsContext: Record<string, unknown> } {
  const names = Object.keys(tools);
  return ({ runtimeContext, toolsContext }) => {
    const shared = entriesOf(runtimeContext, 'shareRuntimeContext: runtimeContext', 'runtimeContext: { db }');
    const next: Record<string, unknown> = isPlainObject(toolsContext) ? { ...toolsContext } : {};
    for (const name of names) {
      const own = Object.prototype.hasOwnProperty.call(next, name)
        ? entriesOf(next[name], `shareRuntimeContext: toolsContext.${name}`, `toolsContext: { ${name}: { db } }`)
        : [];
      next[name] = Object.fromEntries([...shared, ...own]);
    }
    return { toolsContext: next };
  };
}
