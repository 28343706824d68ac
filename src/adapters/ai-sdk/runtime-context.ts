/**
 * `shareRuntimeContext`: AI SDK 7's `runtimeContext` given to toolwright tools as part of their
 * request context. AI SDK 7 does not pass `runtimeContext` to `execute` (only the tool's own
 * `toolsContext` entry); a `prepareStep` can copy it into each tool's entry.
 * @module
 */
import { isPlainObject } from '../../internal/is-plain-object';

/** What the returned `prepareStep` reads of AI SDK 7's step options. */
export interface SharedContextStep {
  runtimeContext?: unknown;
  toolsContext?: unknown;
}

function entriesOf(value: unknown): [string, unknown][] {
  if (isPlainObject(value)) return Object.entries(value);
  const v = value as { entries?: unknown } | null | undefined;
  if (v && typeof v.entries === 'function') return [...(v.entries as () => Iterable<[string, unknown]>)()];
  return [];
}

/**
 * A `prepareStep` for AI SDK 7 that gives each tool of `tools` the generation's `runtimeContext`
 * beneath its own `toolsContext` entry (the entry wins on a shared key), so `ctx.requestContext`
 * holds both. Tools whose entry the caller's `toolsContext` lacks get the runtime context alone.
 * A tool's `requestContextSchema` still checks the merged values.
 *
 * @example
 * ```ts
 * await generateText({ model, tools: toAISDKTools(tools), runtimeContext: { tenant: 'acme' }, prepareStep: shareRuntimeContext(tools) });
 * ```
 */
export function shareRuntimeContext(tools: Record<string, unknown>): (step: SharedContextStep) => { toolsContext: Record<string, unknown> } {
  const names = Object.keys(tools);
  return ({ runtimeContext, toolsContext }) => {
    const shared = entriesOf(runtimeContext);
    const next: Record<string, unknown> = isPlainObject(toolsContext) ? { ...toolsContext } : {};
    for (const name of names) {
      const own = Object.prototype.hasOwnProperty.call(next, name) ? entriesOf(next[name]) : [];
      next[name] = Object.fromEntries([...shared, ...own]);
    }
    return { toolsContext: next };
  };
}
