// Factories of `toolwright/langchain`.
import type { RuntimeTool, WireToolSource } from '../../runtime';
import { ToolwrightLangChainTool } from './to-langchain-tool';
import type { LangChainToolOf } from './tool-types';
import type { LangChainToolOptions } from './types';

/**
 * A toolwright tool as a `@langchain/core` tool, for `createAgent` (langchain v1), LangGraph's
 * `ToolNode` or any chat model's `bindTools`.
 * @example
 * ```ts
 * const agent = createAgent({ model, tools: [toLangChainTool(weatherTool)], checkpointer: new MemorySaver() });
 * ```
 */
export function toLangChainTool<T extends WireToolSource, TName extends string = T['id']>(
  tool: T,
  options?: LangChainToolOptions & { name?: TName | undefined },
): LangChainToolOf<T, TName> {
  return new ToolwrightLangChainTool(tool, options) as LangChainToolOf<T, TName>;
}

/**
 * Several tools at once: a record's keys are the names the model calls them by; an array's tools
 * go by their ids. `options` (without `name`) applies to each.
 */
export function toLangChainTools(
  tools: Readonly<Record<string, WireToolSource>> | readonly WireToolSource[],
  options?: Omit<LangChainToolOptions, 'name'>,
): ToolwrightLangChainTool[] {
  if (Array.isArray(tools)) return tools.map((tool: RuntimeTool) => new ToolwrightLangChainTool(tool, { ...options }));
  return Object.entries(tools as Record<string, RuntimeTool>).map(([name, tool]) => new ToolwrightLangChainTool(tool, { ...options, name }));
}
