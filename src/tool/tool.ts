import { createValidatingExecute } from '../execute/create-execute';
import type { InferInput, PublicSchema } from '../schema/public-schema';
import type { StandardSchemaWithJSON } from '../schema/types';
import { checkFunction, checkSchema, checkTool, toToolSchema } from './check-definition';
import { MASTRA_TOOL_MARKER } from './marker-symbol';
import type {
  McpMetadata,
  MCPToolProperties,
  NeedsApprovalFn,
  ToolAction,
  ToolBackgroundConfig,
  ToolExecuteFunction,
  ToolExecutionContext,
  ToolPayloadTransform,
} from './types';

type Action<I, O, S, R, C extends ToolExecutionContext<S, R, any>, Id extends string, RC> = ToolAction<I, O, S, R, C, Id, RC>;

/** A key that exists in the types only: nothing is stored under it. */
declare const schemaInputType: unique symbol;

/**
 * A tool an agent can call. Every option is an own property (24 keys, always present, in
 * Mastra 1.71's order); schemas are normalised to Standard Schema with JSON at construction;
 * `execute` is the validating wrapper around the function you passed.
 */
export class Tool<
  TSchemaIn = unknown,
  TSchemaOut = unknown,
  TSuspendSchema = unknown,
  TResumeSchema = unknown,
  TContext extends ToolExecutionContext<TSuspendSchema, TResumeSchema, any> = ToolExecutionContext<TSuspendSchema, TResumeSchema>,
  TId extends string = string,
  TRequestContext extends Record<string, any> | unknown = unknown,
  TInputSchema = unknown,
> implements Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>
{
  id: TId;
  title?: string;
  description: string;
  inputSchema?: StandardSchemaWithJSON<TSchemaIn>;
  outputSchema?: StandardSchemaWithJSON<TSchemaOut>;
  suspendSchema?: StandardSchemaWithJSON<TSuspendSchema>;
  resumeSchema?: StandardSchemaWithJSON<TResumeSchema>;
  requestContextSchema?: PublicSchema<TRequestContext>;
  execute?: NonNullable<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>['execute']>;
  /** The parent Mastra instance, when a Mastra app injects one. */
  mastra?: any;
  requireApproval?: NonNullable<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>['requireApproval']>;
  /** Set by an agent runtime; never read from the options. */
  needsApprovalFn?: NeedsApprovalFn;
  strict?: boolean;
  providerOptions?: Record<string, Record<string, unknown>>;
  toModelOutput?: (output: TSchemaOut) => unknown;
  transform?: ToolPayloadTransform<TSchemaIn, TSchemaOut>;
  mcp?: MCPToolProperties;
  onInputStart?: NonNullable<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>['onInputStart']>;
  onInputDelta?: NonNullable<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>['onInputDelta']>;
  onInputAvailable?: NonNullable<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>['onInputAvailable']>;
  onOutput?: NonNullable<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>['onOutput']>;
  inputExamples?: Array<{ input: Record<string, unknown> }>;
  mcpMetadata?: McpMetadata;
  background?: ToolBackgroundConfig;
  /**
   * Types only, never set: the `inputSchema` given to `createTool`, as given, so that
   * {@link ToolArgsOf} can read its input type (what a caller passes, before defaults and
   * transforms), which `TSchemaIn` (what `execute` receives) cannot carry. The schema rather than
   * its input type, so that the input type is worked out only where it is read, not for every
   * tool. `unknown` when not known. A function type checked both ways, so a tool stays
   * assignable to a `Tool` annotated with its `execute` input alone.
   */
  declare readonly [schemaInputType]?: { bivariant(schema: TInputSchema): void }['bivariant'];

  constructor(
    opts: Omit<Action<TSchemaIn, TSchemaOut, TSuspendSchema, TResumeSchema, TContext, TId, TRequestContext>, 'execute'> & {
      execute?: ToolExecuteFunction<TSchemaIn, TSchemaOut, TContext, TRequestContext>;
    },
  ) {
    (this as Record<PropertyKey, unknown>)[MASTRA_TOOL_MARKER] = true;
    const o = opts as Record<string, any>;
    this.id = o.id;
    this.title = o.title;
    this.description = o.description;
    // A truthy schema option is read twice, once to test it and once to convert it, as the
    // reference reads it: a getter sees both reads, and the second value is the one converted.
    this.inputSchema = (o.inputSchema ? toToolSchema(o.inputSchema, 'inputSchema') : undefined) as never;
    this.outputSchema = (o.outputSchema ? toToolSchema(o.outputSchema, 'outputSchema') : undefined) as never;
    this.suspendSchema = (o.suspendSchema ? toToolSchema(o.suspendSchema, 'suspendSchema') : undefined) as never;
    this.resumeSchema = (o.resumeSchema ? toToolSchema(o.resumeSchema, 'resumeSchema') : undefined) as never;
    this.requestContextSchema = checkSchema(o.requestContextSchema, 'requestContextSchema');
    this.mastra = o.mastra;
    this.requireApproval = o.requireApproval || false;
    this.strict = o.strict;
    this.providerOptions = o.providerOptions;
    this.toModelOutput = o.toModelOutput;
    this.transform = o.transform;
    this.inputExamples = o.inputExamples;
    this.mcp = o.mcp;
    this.mcpMetadata = o.mcpMetadata;
    this.background = o.background;
    this.onInputStart = o.onInputStart;
    this.onInputDelta = o.onInputDelta;
    this.onInputAvailable = o.onInputAvailable;
    this.onOutput = o.onOutput;
    if (o.execute) {
      // Read again, as the reference reads it: a getter's second answer is the one wrapped, so it must be a function too.
      const originalExecute = o.execute;
      checkFunction(originalExecute, 'execute', true);
      this.execute = createValidatingExecute(this, originalExecute) as never;
    }
    checkTool(this);
  }
}

/**
 * The arguments a caller passes to tool `T`: the input type of its `inputSchema` (before
 * defaults and transforms) when the tool carries it, as `createTool`'s do, else the input
 * `execute` receives; `unknown` for anything that is not a `Tool`.
 */
export type ToolArgsOf<T> = T extends Tool<infer I, any, any, any, any, any, any, infer S> ? (unknown extends S ? I : InferInput<S>) : unknown;
