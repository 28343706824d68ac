/**
 * The type of a converted tool, as the OpenAI Agents SDK's own `tool()` types one.
 * @module
 */
import type { FunctionTool, StandardSchemaWithJSON, UnknownContext } from '@openai/agents';
import type { RuntimeToolArgsOf } from '../../wire';
import type { Tool } from '../../tools';
import type { OpenAIAgentsToolOutput } from './output';

/**
 * The run context a converted tool takes: what its `requestContextSchema` checks (the schema's
 * output type), or the SDK's `UnknownContext` for a tool without one, as for a native `tool()`
 * whose `execute` does not type its context. An `Agent` of another context refuses the tool.
 * (The engine also reads a `RequestContext` of those entries; the SDK's `run()` does not check
 * its `context` option against the agent's type, so one passes there as it is.)
 */
export type OpenAIAgentsContextOf<T> =
  T extends Tool<any, any, any, any, any, any, infer TRequestContext> ? (unknown extends TRequestContext ? UnknownContext : TRequestContext) : UnknownContext;

/**
 * What a converted tool's `invoke` resolves to: the model output the engine wrote (text, or the
 * SDK's image and file outputs); `undefined` when `execute` returned nothing.
 */
export type OpenAIAgentsToolResult = string | OpenAIAgentsToolOutput[] | undefined;

/**
 * The SDK `FunctionTool` made from toolwright tool `T`: its context is the run context the tool
 * needs ({@link OpenAIAgentsContextOf}), so that an `Agent` of other context refuses it; its
 * parameters are typed by the arguments the model sends (the input schema's input type, which
 * `needsApproval` receives); its result is {@link OpenAIAgentsToolResult}.
 */
export type OpenAIAgentsToolOf<T> = FunctionTool<OpenAIAgentsContextOf<T>, StandardSchemaWithJSON<ArgsOf<T>>, OpenAIAgentsToolResult>;

/**
 * What `toOpenAIAgentsTools` returns for a record of tools: an array of one `FunctionTool` type
 * whose context is what every tool takes at once (the intersection of their contexts: an agent
 * gives one run context to all its tools) and whose parameters are any tool's arguments. One
 * type rather than a union of one per tool: an `Agent` infers its context from one type, and
 * TypeScript 7, which checks a tool's context both ways, takes tools of different contexts in
 * one agent.
 */
export type OpenAIAgentsToolsOf<TTools> = Array<
  FunctionTool<ContextOfAll<TTools>, StandardSchemaWithJSON<ArgsOf<TTools[keyof TTools]>>, OpenAIAgentsToolResult>
>;

/** The run context tool `T` needs, `never` when it needs none. */
type NeededContext<T> =
  T extends Tool<any, any, any, any, any, any, infer TRequestContext> ? (unknown extends TRequestContext ? never : TRequestContext) : never;

/**
 * The intersection of the run contexts of a record's tools (`unknown` when none needs one),
 * made from the union of the contexts the tools need: most tools need none, so the union has
 * a few members rather than one per tool.
 */
type ContextOfAll<TTools> = [NeededContext<TTools[keyof TTools]>] extends [never]
  ? UnknownContext
  : (NeededContext<TTools[keyof TTools]> extends infer TContext ? (TContext extends unknown ? (context: TContext) => void : never) : never) extends (
        context: infer TAll,
      ) => void
    ? TAll
    : never;

/**
 * The arguments tool `T` takes ({@link RuntimeToolArgsOf}), read straight from a zod input
 * schema's `_input` first: the same type as the general path gives.
 */
type ArgsOf<T> =
  T extends Tool<any, any, any, any, any, any, any, infer TInputSchema>
    ? TInputSchema extends { _input: any }
      ? TInputSchema['_input']
      : RuntimeToolArgsOf<T>
    : RuntimeToolArgsOf<T>;
