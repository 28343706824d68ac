// The type of a converted tool, as langchain's own `tool(fn, { schema })` types one.
import type { RuntimeToolOutputOf } from '../../wire';
import type { ToolArgsOf } from '../../tools';
import type { DynamicStructuredTool } from '@langchain/core/tools';

/**
 * The LangChain tool made from toolwright tool `T` under the name `TName`: `invoke` takes the
 * input schema's input type (or a tool call) and `name` is the literal name, as for a tool made
 * by langchain's `tool()`. A tool without an input schema takes any object. A direct `invoke`
 * resolves to the tool's output (or the decline's text); a tool call to a `ToolMessage`. The
 * type is langchain's `DynamicStructuredTool` itself (the converted tool is one), so that
 * `createAgent` reads its argument and output types as it reads a native tool's.
 */
export type LangChainToolOf<T, TName extends string = string> = DynamicStructuredTool<
  Record<string, unknown>,
  LangChainArgsOf<T>,
  LangChainArgsOf<T>,
  RuntimeToolOutputOf<T> | string,
  unknown,
  TName
>;

/** The arguments `invoke` takes for tool `T`: its input schema's input type, or any object without one. */
type LangChainArgsOf<T> = unknown extends ToolArgsOf<T> ? Record<string, unknown> : ToolArgsOf<T>;

/**
 * What `toLangChainTools` returns for `TTools`: for an array, the tuple of its converted tools
 * (each named by its id); for a record, an array of the union of its converted tools, each
 * named by its key. An agent given either reads each tool call's name and arguments from it.
 */
export type LangChainToolsOf<TTools> = TTools extends readonly unknown[]
  ? { -readonly [K in keyof TTools]: LangChainToolOf<TTools[K], TTools[K] extends { id: infer I extends string } ? I : string> }
  : Array<{ [K in keyof TTools & string]: LangChainToolOf<TTools[K], K> }[keyof TTools & string]>;
