/**
 * The options and shapes of `toolwright/openai-agents`.
 * @module
 */
import type { ToolOptionsWithGuardrails } from '@openai/agents';
import type { RunToolCallOptions, TicketOptions, ToolCallStatus } from '../../runtime';
import type { ProviderToolSource } from '../../providers';

/** The options of the SDK's own `tool()` (a tool without an `outputSchema`). */
type SDKToolOptions = ToolOptionsWithGuardrails<any, any>;

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
   * every process that resumes a `RunState`, and a `replayStore` they share. Without a
   * `replayStore`, one in memory for the whole process is used (the runtime's, or with `keys`
   * the wire's): a ticket resumes at most once in this process, whichever tool set resumes it.
   */
  tickets?: TicketOptions | undefined;
  /**
   * Further options of the runtime's engine for every call: `logger`, `tracer`, `observe`,
   * `requireToolApproval`, `transform`, `mastra`, `workspace`, `modelOutputLimit` (bounds the
   * output the model reads; `customData` and the app's records keep the whole result), …. Its `timeoutMs` is the
   * `timeoutMs` option below (give one of the two).
   */
  runtime?: Omit<RunToolCallOptions, 'approval' | 'tickets' | 'abortSignal' | 'requestContext' | 'resume'> | undefined;
  /** The SDK's `isEnabled`: whether the tool is offered to the model in this run (passed through). */
  isEnabled?: SDKToolOptions['isEnabled'] | undefined;
  /** The SDK's tool input guardrails, run by the SDK before the call (passed through). */
  inputGuardrails?: SDKToolOptions['inputGuardrails'] | undefined;
  /** The SDK's tool output guardrails, run on what the model would read (passed through). */
  outputGuardrails?: SDKToolOptions['outputGuardrails'] | undefined;
  /**
   * The SDK's `errorFunction`: the text the model reads for a failed call, from what `execute`
   * threw (or the engine's error: a refused ticket, a throwing `toModelOutput`). `null` makes
   * the run reject with the error. Default: `Tool "<name>" failed: <name>: <message>`.
   */
  errorFunction?: SDKToolOptions['errorFunction'] | undefined;
  /** The call's time limit: the engine's `timeoutMs` (hooks, approval and `toModelOutput` included), checked by the SDK's rules. */
  timeoutMs?: number | undefined;
  /**
   * The SDK's `timeoutBehavior`: `'error_as_result'` (default: the model reads the engine's
   * timeout message, or `timeoutErrorFunction`'s text) or `'raise_exception'` (the run rejects
   * with the SDK's `ToolTimeoutError`).
   */
  timeoutBehavior?: SDKToolOptions['timeoutBehavior'] | undefined;
  /** The SDK's `timeoutErrorFunction`: the text the model reads for a timed-out call. */
  timeoutErrorFunction?: SDKToolOptions['timeoutErrorFunction'] | undefined;
  /** The SDK's `deferLoading` (Responses API tool search; passed through). */
  deferLoading?: boolean | undefined;
  /** The SDK's `providerData`, sent with the tool definition (passed through). */
  providerData?: SDKToolOptions['providerData'] | undefined;
  /** The SDK's `allowedCallers` (Responses API; passed through). */
  allowedCallers?: SDKToolOptions['allowedCallers'] | undefined;
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
