import type { RequestContext } from '../context/request-context';
import type { Infer, PublicSchema, PublicSchemaOption } from '../schema/public-schema';
import type { ValidationError } from '../validation/types';
import type { BackgroundTaskAdoptionContext, ToolBackgroundConfig } from './background-types';
import type { ToolCallOptions, ToolInputAvailableOptions, ToolInputDeltaOptions, ToolOutputOptions } from './hook-types';
import type { AbortSignalType, ActorSignalHandle, BrowserHandle, MastraUnion, ObservabilityContext, WorkspaceHandle, WritableStreamType } from './host-types';
import type { McpMetadata, MCPToolExecutionContext, MCPToolProperties } from './mcp-types';
import type { ToolPayloadTransform } from './transform-types';
import type { ToolStream } from './tool-stream';

export type { BackgroundTask, BackgroundTaskAdoptionContext, BackgroundTaskOperation, BackgroundTaskStatus, ToolBackgroundConfig } from './background-types';
export type { ToolCallMessage, ToolCallOptions, ToolInputAvailableOptions, ToolInputDeltaOptions, ToolOutputOptions } from './hook-types';
export type { MastraPrimitives, MastraUnion, ObservabilityContext } from './host-types';
export type {
  MCPAuthInfo,
  MCPCreateMessageParams,
  MCPCreateMessageResult,
  MCPElicitRequestParams,
  MCPElicitResult,
  MCPLoggingLevel,
  MCPServerContext,
  McpMetadata,
  MCPToolExecutionContext,
  MCPToolProperties,
  MCPToolType,
  ToolAnnotations,
} from './mcp-types';
export type {
  ToolPayloadTransform,
  ToolPayloadTransformContext,
  ToolPayloadTransformFunction,
  ToolPayloadTransformPhase,
  ToolPayloadTransformPolicy,
  ToolPayloadTransformResult,
  ToolPayloadTransformTarget,
  ToolPayloadTransformTargetConfig,
} from './transform-types';

/**
 * Options of `suspend()`: a resume label plus anything the runtime should keep with the
 * suspension. Exact optional members, so the object can be handed to Mastra's own `suspend`.
 */
export type SuspendOptions = { resumeLabel?: string | string[] } & Record<string, any>;

/** Suspends the running tool with a payload; the call ends and resumes later with `resumeData`. */
export type SuspendFunction<TSuspend> = (suspendPayload: TSuspend, suspendOptions?: SuspendOptions) => Promise<void>;

/**
 * Child spans and structured logs from inside `execute`. Always present: without an active
 * trace `span` just runs `fn` and `log` does nothing.
 */
export interface ToolObserve {
  span<T>(name: string, fn: () => Promise<T> | T, attributes?: Record<string, unknown>): Promise<T>;
  log(level: 'debug' | 'info' | 'warn' | 'error' | 'fatal', message: string, data?: Record<string, unknown>): void;
}

/** What `context.agent` holds when an agent calls the tool. */
export interface AgentToolExecutionContext<TSuspend, TResume> {
  agentId: string;
  toolCallId: string;
  /** The conversation sent to the model for this step. */
  messages: any[];
  suspend: SuspendFunction<TSuspend>;
  threadId?: string | undefined;
  resourceId?: string | undefined;
  resumeData?: TResume | undefined;
  /** The delegated run id recovered from the stored suspension. */
  suspendedToolRunId?: string | undefined;
  suspendPayload?: TSuspend | undefined;
  writableStream?: WritableStreamType | undefined;
  /** Saves the parent stream's pending messages before the tool reads the stored thread. */
  flushMessages?: (() => Promise<void>) | undefined;
  /** True when the call runs as a background task (the model already has a placeholder result). */
  isBackgroundTask?: boolean | undefined;
}

/** What `context.workflow` holds when a workflow step runs the tool. */
export interface WorkflowToolExecutionContext<TSuspend, TResume> {
  runId: string;
  workflowId: string;
  state: any;
  setState: (state: any) => void;
  suspend: SuspendFunction<TSuspend>;
  resumeData?: TResume | undefined;
  /** The delegated run id recovered from the stored suspension. */
  suspendedToolRunId?: string | undefined;
  suspendPayload?: TSuspend | undefined;
}

/**
 * The second argument of a tool's `execute`. Which optional members are present depends
 * on the caller (agent, workflow, MCP server or a direct call); `observe` always is.
 */
export interface ToolExecutionContext<TSuspend = unknown, TResume = unknown, TRequestContext extends Record<string, any> | unknown = unknown>
  extends Partial<ObservabilityContext> {
  mastra?: MastraUnion;
  requestContext?: RequestContext<TRequestContext> | undefined;
  abortSignal?: AbortSignalType | undefined;
  /** A trusted actor forwarded for nested authorization checks. */
  actor?: ActorSignalHandle;
  /** The workspace (filesystem, sandbox) bound to the run, if any. */
  workspace?: WorkspaceHandle;
  /** The run's browser, if it has one (the host launches it when a tool asks for it). */
  browser?: BrowserHandle;
  /** Streams custom chunks to the caller while the tool runs. */
  writer?: ToolStream | undefined;
  agent?: AgentToolExecutionContext<TSuspend, TResume> | undefined;
  workflow?: WorkflowToolExecutionContext<TSuspend, TResume> | undefined;
  mcp?: MCPToolExecutionContext | undefined;
  /** Present only while the tool runs as a native background task. */
  background?: BackgroundTaskAdoptionContext | undefined;
  /** Suspends with a payload checked against `suspendSchema`. */
  suspend?: SuspendFunction<TSuspend> | undefined;
  /** The answer to the last suspension, checked against `resumeSchema`; set only when resuming. */
  resumeData?: TResume | undefined;
  /** The payload of the last suspension; set only when resuming. */
  suspendPayload?: TSuspend | undefined;
  /** Spans and logs; never missing. */
  observe: ToolObserve;
  /**
   * One value per logical tool call, the same on every run of that call (a retry, a queue's
   * redelivery, a resume after approval or suspension, in any process): give it to an API that
   * takes an idempotency key. Set by toolwright's engine (`toolwright/runtime` and every wire);
   * absent when `execute` is called directly or by Mastra's agent. Not enumerable.
   */
  idempotencyKey?: string | undefined;
}

/**
 * The context `execute` receives inside `createTool`: the execution context with
 * `requestContext` always present (an empty one when the caller gave none).
 */
export type ToolExecuteContext<TContext, TRequestContext extends Record<string, any> | unknown = unknown> = Omit<TContext, 'requestContext'> & {
  requestContext: RequestContext<TRequestContext>;
};

/** The `execute` callback accepted by `createTool` and `new Tool()`. Return nothing after `suspend`. */
export type ToolExecuteFunction<TSchemaIn, TSchemaOut, TContext, TRequestContext extends Record<string, any> | unknown = unknown> = (
  inputData: TSchemaIn,
  context: ToolExecuteContext<TContext, TRequestContext>,
) => Promise<TSchemaOut | ValidationError | void>;

/** The options an AI SDK tool's `execute` receives. */
export type ToolInvocationOptions = ToolCallOptions;

/** What a tool-level `requireApproval` function (and `needsApprovalFn`) may look at besides the input. */
export type NeedsApprovalContext = {
  /** The request context as a plain object. */
  requestContext?: Record<string, unknown> | undefined;
  workspace?: WorkspaceHandle;
};

/** Decides per call whether a tool call needs approval (`true`) or may run (`false`). */
export type NeedsApprovalFn = (input: any, ctx?: NeedsApprovalContext) => boolean | Promise<boolean>;

/** What an agent-wide `requireToolApproval` function receives. */
export type ToolApprovalContext = {
  toolName: string;
  args: Record<string, unknown>;
  requestContext?: Record<string, unknown> | undefined;
  workspace?: WorkspaceHandle;
};

/** The function form of the agent-wide `requireToolApproval` option. */
export type RequireToolApprovalFn = (ctx: ToolApprovalContext) => boolean | Promise<boolean>;

/** The agent-wide approval setting: always, never, or decided per call. */
export type RequireToolApproval = boolean | RequireToolApprovalFn;

/**
 * The members of a tool besides its four schemas and `execute`: what `ToolAction` and
 * `createTool`'s options share. Optional members follow Mastra 1.71 exactly, so a tool stays
 * assignable to Mastra's own `ToolAction` under `exactOptionalPropertyTypes`.
 */
export interface ToolActionMembers<TSchemaIn, TSchemaOut, TId extends string = string, TRequestContext extends Record<string, any> | unknown = unknown> {
  id: TId;
  /** A display name for UIs and MCP clients; the model never sees it. */
  title?: string;
  description: string;
  /** Checked against the request context before `execute`; a failure is returned as a `ValidationError`. */
  requestContextSchema?: PublicSchema<TRequestContext>;
  /** Settings used only when the tool is served over MCP. */
  mcp?: MCPToolProperties;
  /**
   * Turns the raw output into what the model sees; callers still get the raw output. Return
   * `{ type: 'text' | 'json' | 'content', value }` (annotate the function with `ToolModelOutput`
   * from `toolwright/runtime` to have the shape checked).
   */
  toModelOutput?: (output: TSchemaOut) => unknown;
  /** Rewrites payloads for display and transcripts; `execute` still sees raw values. */
  transform?: ToolPayloadTransform<TSchemaIn, TSchemaOut>;
  mastra?: MastraUnion;
  /** Ask for approval before every call (`true`) or when the function says so. */
  requireApproval?: boolean | ((input: TSchemaIn, ctx?: NeedsApprovalContext) => boolean | Promise<boolean>);
  /** Ask providers that support it to generate arguments that match the schema exactly. */
  strict?: boolean;
  /** Per-provider options sent with the tool, keyed by provider name. */
  providerOptions?: Record<string, Record<string, unknown>>;
  /** Set by the MCP client on tools that come from an MCP server. */
  mcpMetadata?: McpMetadata;
  /** Sample inputs forwarded to providers that accept input examples. */
  inputExamples?: Array<{ input: Record<string, unknown> }>;
  /**
   * Called when the model starts streaming the call's arguments (`argsTextDeltas` in
   * `runToolCall`), before any chunk. A throw is logged and the call goes on, as for every hook.
   */
  onInputStart?: (options: ToolCallOptions) => void | PromiseLike<void>;
  /** Called for each streamed chunk of the argument text, before it is parsed. */
  onInputDelta?: (options: ToolInputDeltaOptions) => void | PromiseLike<void>;
  /**
   * Called once the arguments are complete, with the parsed arguments *before* validation
   * (Mastra's docs say after; `@mastra/core` 1.71.0 calls it before): see
   * {@link ToolInputAvailableOptions.input}. Runs before the approval gate and `execute`.
   */
  onInputAvailable?: (options: ToolInputAvailableOptions<TSchemaIn>) => void | PromiseLike<void>;
  /**
   * Called once the call has a result: the validated output, or the ValidationError or
   * `undefined` the call ends with (see {@link ToolOutputOptions.output}); invalid input too,
   * though the tool's `execute` did not run. Not called when `execute` throws or when approval
   * is declined.
   */
  onOutput?: (options: ToolOutputOptions<TSchemaOut>) => void | PromiseLike<void>;
  /** Lets the tool run in the background while the conversation goes on. */
  background?: ToolBackgroundConfig;
}

/**
 * Everything a tool is made of. `Tool` implements it and `createTool` accepts it (with
 * schemas in place of their types). Optional members follow Mastra 1.71 exactly, so a
 * tool stays assignable to Mastra's own `ToolAction` under `exactOptionalPropertyTypes`.
 */
export interface ToolAction<
  TSchemaIn,
  TSchemaOut,
  TSuspend = unknown,
  TResume = unknown,
  TContext extends ToolExecutionContext<TSuspend, TResume, any> = ToolExecutionContext<TSuspend, TResume>,
  TId extends string = string,
  TRequestContext extends Record<string, any> | unknown = unknown,
> extends ToolActionMembers<TSchemaIn, TSchemaOut, TId, TRequestContext> {
  inputSchema?: PublicSchema<TSchemaIn>;
  outputSchema?: PublicSchema<TSchemaOut>;
  suspendSchema?: PublicSchema<TSuspend>;
  resumeSchema?: PublicSchema<TResume>;
  execute?: (inputData: TSchemaIn, context: TContext) => Promise<TSchemaOut | ValidationError | void>;
}

/** What a tool schema option may be: any supported schema ({@link PublicSchemaOption}), or nothing. */
export type ToolSchemaOption = PublicSchemaOption | undefined;

/** Shorthand for `ToolSchemaOption` in `createTool`'s signature. */
export type SchemaLike = ToolSchemaOption;

/** Shorthand for `Infer` in `createTool`'s signature. */
export type InferSchema<S> = Infer<S>;

/**
 * The options of `createTool`. Schemas are taken as given (so their types can be inferred)
 * and `execute` gets the inferred input type and a context with `requestContext` set. An
 * interface rather than `ToolAction` with its schemas left out: TypeScript then reads only the
 * members a call gives.
 */
export interface CreateToolOptions<
  TId extends string,
  TInputSchema extends ToolSchemaOption,
  TOutputSchema extends ToolSchemaOption,
  TSuspendSchema extends ToolSchemaOption,
  TResumeSchema extends ToolSchemaOption,
  TRequestContext,
  TContext extends ToolExecutionContext<Infer<TSuspendSchema>, Infer<TResumeSchema>, TRequestContext>,
> extends ToolActionMembers<Infer<TInputSchema>, Infer<TOutputSchema>, TId, TRequestContext> {
  inputSchema?: TInputSchema;
  outputSchema?: TOutputSchema;
  suspendSchema?: TSuspendSchema;
  resumeSchema?: TResumeSchema;
  /** `ToolExecuteFunction`'s type, written out rather than through the alias. */
  execute?: (inputData: Infer<TInputSchema>, context: ToolExecuteContext<TContext, TRequestContext>) => Promise<Infer<TOutputSchema> | ValidationError | void>;
}

/** Shorthand for `CreateToolOptions` in `createTool`'s signature. */
export type CreateToolOpts<
  TId extends string,
  TInputSchema extends ToolSchemaOption,
  TOutputSchema extends ToolSchemaOption,
  TSuspendSchema extends ToolSchemaOption,
  TResumeSchema extends ToolSchemaOption,
  TRequestContext,
  TContext extends ToolExecutionContext<Infer<TSuspendSchema>, Infer<TResumeSchema>, TRequestContext>,
> = CreateToolOptions<TId, TInputSchema, TOutputSchema, TSuspendSchema, TResumeSchema, TRequestContext, TContext>;

/** Per-call hooks a host can run around a tool (before may short-circuit with an output). */
export interface ToolHookContext<TInput = unknown, TContext = unknown, TMetadata extends Record<string, unknown> = Record<string, unknown>> {
  /** The name the model used for the tool. */
  toolName: string;
  input: TInput;
  context: TContext;
  metadata?: TMetadata | undefined;
}

/** Returned by a `beforeToolCall` hook to skip the tool and use `output` instead. */
export interface ToolBeforeHookResult<TOutput = unknown> {
  proceed: false;
  output: TOutput;
}

/** What an `afterToolCall` hook receives: the call plus its output or error. */
export interface ToolAfterHookContext<
  TInput = unknown,
  TOutput = unknown,
  TContext = unknown,
  TMetadata extends Record<string, unknown> = Record<string, unknown>,
> extends ToolHookContext<TInput, TContext, TMetadata> {
  /** Missing when the tool failed before producing output. */
  output?: TOutput | undefined;
  error?: unknown;
}

/** Hooks run around every tool call. */
export interface ToolHooks<TInput = unknown, TOutput = unknown, TContext = unknown, TMetadata extends Record<string, unknown> = Record<string, unknown>> {
  beforeToolCall?: (
    context: ToolHookContext<TInput, TContext, TMetadata>,
  ) => void | ToolBeforeHookResult<TOutput> | Promise<void | ToolBeforeHookResult<TOutput>>;
  afterToolCall?: (context: ToolAfterHookContext<TInput, TOutput, TContext, TMetadata>) => void | Promise<void>;
}
