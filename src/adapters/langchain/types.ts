// Public types of `toolwright/langchain`: the adapter's options, the interrupt a paused call
// raises, and the answer that resumes it.
import type { RunnableConfig } from '@langchain/core/runnables';
import type { RequestContext } from '../../request-context';
import type { PendingKind, RunToolCallOptions, TicketOptions } from '../../runtime';

/** Options of `toLangChainTool` and `toLangChainTools`. */
export interface LangChainToolOptions {
  /** The name the model calls the tool by; defaults to the tool's `id` (or its record key in `toLangChainTools`). */
  name?: string | undefined;
  /**
   * For chat models bound with `strict: true` (OpenAI's structured outputs): the model sees
   * toolwright's strict profile of the schema (`toOpenAIStrictSchema`), and the nulls a strict
   * model sends for absent optional fields map back before hooks and validation (`fromStrictArgs`).
   */
  strict?: boolean | undefined;
  /**
   * How the tickets carried by interrupts are signed and checked: give the same `keys` to every
   * process that resumes, and a shared `replayStore` so an answer resumes a call at most once.
   */
  tickets?: TicketOptions | undefined;
  /**
   * The request context of a call, from the run's config. Default: `config.context` (LangGraph's
   * run context, `createAgent`'s `contextSchema`) when it is an object, else the application's
   * keys of `config.configurable` (LangGraph's own keys left out). The tool's
   * `requestContextSchema` validates it.
   */
  requestContext?: ((config: RunnableConfig) => RequestContext<any> | Record<string, unknown> | undefined) | undefined;
  /**
   * Any other option of `runToolCall`: `logger`, `tracer`, `requireToolApproval`, `transform`,
   * `timeoutMs`, `modelOutputLimit` (bounds the ToolMessage's content; its `artifact.modelOutputTruncated` says by how much), …
   */
  runtime?: Omit<RunToolCallOptions, 'resume' | 'approval' | 'tickets' | 'requestContext' | 'abortSignal'> | undefined;
}

/**
 * The value of the LangGraph interrupt a paused call raises (`result.__interrupt__[i].value`):
 * who asks, with what, and the signed ticket the answer must carry back.
 */
export interface LangChainToolInterrupt {
  /** Why the call paused: it waits for approval, or the tool suspended. */
  toolwright: PendingKind;
  toolName: string;
  toolCallId: string;
  /** The validated arguments (for a suspension: the arguments the call was made with). */
  args: unknown;
  /** For a suspension: the payload the tool passed to `suspend()`. */
  suspendPayload?: unknown;
  /** JSON Schema (text) of the expected `resumeData` (or of `{ approved, reason? }` for an approval). */
  resumeSchema?: string | undefined;
  /** The runtime's signed ticket (JSON text): hand it back in the answer. */
  ticket: string;
}

/**
 * The `resume` value of `new Command({ resume })` that answers a {@link LangChainToolInterrupt}:
 * the interrupt's `ticket`, with `approved` (and a `reason` for a decline) for an approval, or
 * `resumeData` for a suspension (checked against the tool's `resumeSchema`). Build it with
 * `approveToolCall`, `declineToolCall` or `resumeToolCall`.
 */
export interface LangChainToolAnswer {
  ticket: string;
  approved?: boolean | undefined;
  reason?: string | undefined;
  resumeData?: unknown;
  /**
   * With `approved: true`: the arguments as the approver edited them, run instead of the
   * interrupt's `args` once the tool's checks pass. Only with `approved: true`; under
   * `tickets.keys` the tickets need a `replayStore`.
   */
  args?: unknown;
}

/** A call a run paused at: the LangGraph interrupt's `id` (the key of its answer) and its value. */
export interface LangChainPausedCall {
  /** The interrupt's id: answer with `new Command({ resume: { [id]: answer } })`. */
  id: string;
  value: LangChainToolInterrupt;
}
