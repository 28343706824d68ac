/**
 * The options and shapes of `toolwright/openai-agents`.
 * @module
 */
import type { RunToolCallOptions, TicketOptions, ToolCallStatus } from '../../runtime';
import type { ProviderToolSource } from '../../providers';

/**
 * What the adapter needs of a tool: a toolwright (or Mastra) tool, or any object of the same
 * shape. The engine reads every other member (hooks, approval, schemas, `toModelOutput`, …).
 */
export interface OpenAIAgentsToolSource extends ProviderToolSource {
  readonly id?: string | undefined;
  readonly description?: string | undefined;
  readonly strict?: boolean | undefined;
  // Method syntax keeps tools with narrower `execute` parameters assignable.
  execute?(input: any, context: any): unknown;
}

/** Options of `toOpenAIAgentsTool` and `toOpenAIAgentsTools`. */
export interface ToOpenAIAgentsToolOptions {
  /** The function name the model calls; default the tool's `id` (`^[a-zA-Z0-9_-]{1,64}$`). */
  name?: string | undefined;
  /**
   * Send toolwright's strict profile of the input schema with `strict: true` (the SDK's default),
   * and read `null` for an optional property as absent before validation. Default: `true`,
   * unless the tool sets `strict: false`.
   */
  strict?: boolean | undefined;
  /**
   * How approval tickets are signed and checked (the runtime's `tickets`): the same `keys` in
   * every process that resumes a `RunState`, and a `replayStore` they share. An in-memory replay
   * store is used when none is given, so a ticket resumes at most once in this process.
   */
  tickets?: TicketOptions | undefined;
  /**
   * Further options of the runtime's engine for every call: `logger`, `tracer`, `observe`,
   * `requireToolApproval`, `transform`, `timeoutMs`, `mastra`, `workspace`, ….
   */
  runtime?: Omit<RunToolCallOptions, 'approval' | 'tickets' | 'abortSignal' | 'requestContext' | 'resume' | 'mapArgs'> | undefined;
}

/** What the adapter writes in a tool output item's `customData.toolwright` (the app reads it; the model does not). */
export interface OpenAIAgentsCallData {
  /** How the engine ended the call. */
  status: ToolCallStatus;
  /** For a suspended call: what the tool passed to `suspend()`. */
  suspendPayload?: unknown;
  /** For a suspended call: the ticket to resume it with (`runToolCall`'s `resume.pending`). */
  pending?: string | undefined;
  /** For a failed call: the error's name and message, nothing else of it. */
  error?: { name: string; message: string } | undefined;
}

/** A suspended call found in a run's items (see `suspendedCallsOf`). */
export interface OpenAIAgentsSuspendedCall {
  toolCallId: string;
  toolName: string;
  suspendPayload: unknown;
  /** The ticket: `runToolCall(tools, { toolCallId }, { resume: { pending, resumeData }, tickets })`. */
  pending: string;
}
