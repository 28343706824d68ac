import { checkOptionNames } from './check-definition';
import { Tool } from './tool';
import type { CreateToolOptions, InferSchema, SchemaLike, ToolExecutionContext } from './types';

/**
 * Defines a tool: an id, a description, optional schemas and an `execute` that receives
 * validated input. Equivalent to `new Tool(opts)`, with better inference, and it also refuses a
 * misspelt option name (`requireAprovall`) with a TypeError.
 *
 * @example
 * ```ts
 * import { createTool } from 'toolwright/tools';
 * import { z } from 'zod';
 *
 * export const weather = createTool({
 *   id: 'weather',
 *   description: 'Current weather for a city',
 *   inputSchema: z.object({ location: z.string() }),
 *   outputSchema: z.object({ temperatureCelsius: z.number() }),
 *   execute: async ({ location }) => ({ temperatureCelsius: location.length }),
 * });
 * ```
 */
export function createTool<
  // `const`: an id keeps its literal type inside another generic call too, as in
  // `toLangChainTool(createTool({ id: 'weather', … }))`, where the tool's name is read from it.
  const TId extends string = string,
  TInputSchema extends SchemaLike = undefined,
  TOutputSchema extends SchemaLike = undefined,
  TSuspendSchema extends SchemaLike = undefined,
  TResumeSchema extends SchemaLike = undefined,
  TRequestContext extends Record<string, any> | unknown = unknown,
  // Checked against any context rather than one of the suspend and resume types: that check is
  // made for every tool, and the default (what a call gets unless it names a context) fits it.
  TContext extends ToolExecutionContext<any, any, any> = ToolExecutionContext<InferSchema<TSuspendSchema>, InferSchema<TResumeSchema>, TRequestContext>,
>(
  // The interface itself rather than its alias `CreateToolOpts`.
  opts: CreateToolOptions<TId, TInputSchema, TOutputSchema, TSuspendSchema, TResumeSchema, TRequestContext, TContext>,
): Tool<
  InferSchema<TInputSchema>,
  InferSchema<TOutputSchema>,
  InferSchema<TSuspendSchema>,
  InferSchema<TResumeSchema>,
  TContext,
  TId,
  TRequestContext,
  // The schema itself, read by `ToolArgsOf` only where needed; `unknown` (the default) without one.
  undefined extends TInputSchema ? unknown : TInputSchema
> {
  const tool = new Tool(opts as never);
  // After construction, so a definition the constructor refuses is reported for that first.
  if (typeof opts === 'object' && opts !== null) checkOptionNames(opts, tool);
  return tool as never;
}
