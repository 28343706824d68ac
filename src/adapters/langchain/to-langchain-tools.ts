// Factories of `toolwright/langchain`.
import type { RuntimeTool } from '../../runtime';
import type { WireToolSource } from '../../wire';
import { ToolwrightLangChainTool } from './to-langchain-tool';
import type { LangChainToolOf, LangChainToolsOf } from './tool-types';
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
  // NoInfer: inside `createAgent({ tools: [...] })` the expected `name: string` would otherwise
  // widen the name to `string`, and the agent's tool calls would lose it.
): LangChainToolOf<T, NoInfer<TName>> {
  // Its name is the literal one it was given; its argument and output types are the tool's.
  return new ToolwrightLangChainTool(tool, options) as unknown as LangChainToolOf<T, NoInfer<TName>>;
}

/**
 * Several tools at once: a record's keys are the names the model calls them by; an array's tools
 * go by their ids. `options` (without `name`) applies to each. Each converted tool keeps its
 * types ({@link LangChainToolOf}): an array becomes a tuple of them, a record an array of the
 * union, each under its key.
 */
export function toLangChainTools<const TTools extends Readonly<Record<string, WireToolSource>> | readonly WireToolSource[]>(
  tools: TTools,
  options?: Omit<LangChainToolOptions, 'name'>,
): LangChainToolsOf<TTools> {
  if (Array.isArray(tools)) return tools.map((tool: RuntimeTool) => new ToolwrightLangChainTool(tool, { ...options })) as unknown as LangChainToolsOf<TTools>;
  return Object.entries(tools as Record<string, RuntimeTool>).map(
    ([name, tool]) => new ToolwrightLangChainTool(tool, { ...options, name }),
  ) as unknown as LangChainToolsOf<TTools>;
}
