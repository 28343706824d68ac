// The type of a converted tool, as langchain's own `tool(fn, { schema })` types one.
import type { RuntimeToolOutputOf } from '../../runtime';
import type { ToolArgsOf } from '../../tools';
import type { ToolwrightLangChainTool } from './to-langchain-tool';

/**
 * The LangChain tool made from toolwright tool `T` under the name `TName`: `invoke` takes the
 * input schema's input type (or a tool call) and `name` is the literal name, as for a tool made
 * by langchain's `tool()`. A tool without an input schema takes any object. A direct `invoke`
 * resolves to the tool's output (or the decline's text); a tool call to a `ToolMessage`.
 */
export type LangChainToolOf<T, TName extends string = string> = ToolwrightLangChainTool<
  unknown extends ToolArgsOf<T> ? Record<string, unknown> : ToolArgsOf<T>,
  RuntimeToolOutputOf<T> | string
> & { name: TName };
