/**
 * Public types of `toolwright/ai-sdk`.
 * @module
 */
import type { Tool as AISDKTool, ModelMessage, Schema } from 'ai';
import type { RequestContext } from '../../request-context';
import type { ModelOutputLimit, PendingToolCall, RuntimeChunk, RuntimeLogger, RuntimeTool, Tracer } from '../../runtime';
import type { ToolOutputOf } from '../../testing';
import type { Tool, RequireToolApproval, ToolObserve, ValidationError } from '../../tools';

/** Anything the adapter converts: a `Tool` from `createTool`, a Mastra tool, or an object with the same members. */
export interface AISDKToolSource extends RuntimeTool {
  strict?: boolean | undefined;
  providerOptions?: Record<string, Record<string, unknown>> | undefined;
  inputExamples?: Array<{ input: Record<string, unknown> }> | undefined;
}

/** Options of `toAISDKTool` and `toAISDKTools`. Everything is optional. */
export interface ToAISDKToolOptions {
  /**
   * The request context `execute` sees as `ctx.requestContext`. A per-call `experimental_context`
   * (a RequestContext, or a plain object read as its entries) is merged in; on a shared key this
   * option wins, as the reference's builder merges its own context over the call's.
   */
  requestContext?: RequestContext<any> | undefined;
  /** `ctx.agent.agentId` (default `''`). */
  agentId?: string | undefined;
  /** Used in log data as the reference's `agent` field. */
  agentName?: string | undefined;
  /** `ctx.agent.threadId`. */
  threadId?: string | undefined;
  /** `ctx.agent.resourceId`. */
  resourceId?: string | undefined;
  /** `ctx.runId` and the run id of suspension tickets; generated per call when missing. */
  runId?: string | undefined;
  /** `ctx.mastra`. */
  mastra?: unknown;
  /** `ctx.workspace`, also passed to approval functions. */
  workspace?: unknown;
  /**
   * An agent-wide approval policy, as the reference agent's `requireToolApproval`: a boolean,
   * or a function of `{toolName, args, requestContext, workspace}`. A tool's own approval
   * function still decides alone for that tool.
   */
  requireToolApproval?: RequireToolApproval | undefined;
  /** Where hook failures and validation warnings are logged; default `console`. */
  logger?: RuntimeLogger | undefined;
  /** A complete `ctx.observe`; wins over `tracer`. */
  observe?: ToolObserve | undefined;
  /** Plugs real tracing into `ctx.observe`; the default is the no-op observe. */
  tracer?: Tracer | undefined;
  /** Receives the chunks of each call, including what the tool writes through `ctx.writer`. */
  onChunk?: ((chunk: RuntimeChunk) => unknown) | undefined;
  /**
   * Bounds what the model reads of a call, in characters (the runtime's `modelOutputLimit`): the
   * tool result the AI SDK sends the model is shortened, with markers that say what was left out;
   * `execute`'s result, which the application reads, stays whole. No limit unless one is given.
   */
  modelOutputLimit?: ModelOutputLimit | undefined;
}

/**
 * What `execute` returns when the tool called `suspend()`: the application finds the ticket in
 * the tool result and resumes the call with `runToolCall(..., { resume: { pending, resumeData } })`
 * from `toolwright/runtime`. The model is sent `{status, message, suspendPayload}` only.
 */
export interface AISDKSuspendedToolResult {
  status: 'suspended';
  /** `Tool "<name>" is suspended and waits to be resumed.` */
  message: string;
  /** The payload passed to `suspend()`. */
  suspendPayload: unknown;
  /** The JSON ticket to resume the call with. */
  pending: PendingToolCall;
}

/** The request context type a tool's `requestContextSchema` declares (`unknown` without one). */
export type AISDKRequestContextOf<T> = T extends Tool<any, any, any, any, any, any, infer R> ? R : unknown;

/**
 * An AI SDK tool with a typed context. Under AI SDK 7 (whose tools have `contextSchema`) the
 * tool's `toolsContext` entry is typed `TContext`; AI SDK 5 and 6 tools have no context and are
 * left as they are.
 */
export type AISDKToolWithContext<TTool, TInput, TOutput, TContext> = unknown extends TContext
  ? TTool
  : TTool extends { contextSchema?: unknown }
    ? Omit<TTool, 'contextSchema' | 'execute'> & {
        contextSchema?: Schema<TContext>;
        // An async generator, as the AI SDK's streaming tools are: what the tool writes through
        // ctx.writer first (preliminary results), the call's outcome last.
        execute?: (
          input: TInput,
          options: { toolCallId: string; messages: ModelMessage[]; abortSignal?: AbortSignal; context: TContext },
        ) => AsyncIterable<TOutput>;
      }
    : TTool;

/**
 * The AI SDK tool made from a toolwright tool `T`: what execute may return, and (AI SDK 7) the
 * context its `requestContextSchema` declares. Its input is `unknown`: a call the schema refuses
 * still reaches `execute` (which answers with the ValidationError the model reads), so the AI SDK
 * reports it as a valid, static call; a typed input would let `toolName === 'x'` narrow to a type
 * the arguments do not have.
 */
export type AISDKToolOf<T> = AISDKToolWithContext<
  AISDKTool<unknown, ToolOutputOf<T> | ValidationError | AISDKSuspendedToolResult>,
  unknown,
  ToolOutputOf<T> | ValidationError | AISDKSuspendedToolResult,
  AISDKRequestContextOf<T>
>;

/** The AI SDK tool set made from a record of toolwright tools. */
export type AISDKToolsOf<T extends Record<string, unknown>> = { [K in keyof T]: AISDKToolOf<T[K]> };
