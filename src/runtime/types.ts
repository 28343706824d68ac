// Public types of `toolwright/runtime`: what a tool call is, how it is run, what comes out.
import type { RequestContext } from '../context/request-context';
import type { ToolBackgroundConfig } from '../tool/background-types';
import type { RequireToolApproval, ToolCallMessage, ToolObserve } from '../tool/types';
import type { ToolPayloadTransformPhase, ToolPayloadTransformPolicy, ToolPayloadTransformTarget } from '../tool/transform-types';
import type { ValidationError } from '../validation/types';
import type { BackgroundOptions } from './background-config';
import type { BackgroundTaskHandle } from './background-types';
import type { Tracer } from './observe';
import type { IdempotencyOptions } from './idempotency/idempotency-store';
import type { TicketOptions } from './tickets';
import type { PendingToolCall } from './pending';

/**
 * Anything the runtime can run: a `Tool` from `createTool`, a Mastra tool, or a plain object
 * with the same members. Only the members below are read.
 */
export interface RuntimeTool {
  id?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  inputSchema?: unknown;
  outputSchema?: unknown;
  suspendSchema?: unknown;
  resumeSchema?: unknown;
  requestContextSchema?: unknown;
  execute?: ((input: any, context: any) => unknown) | undefined;
  requireApproval?: unknown;
  needsApprovalFn?: unknown;
  toModelOutput?: ((output: any) => unknown) | undefined;
  transform?: unknown;
  onInputStart?: ((options: any) => unknown) | undefined;
  onInputDelta?: ((options: any) => unknown) | undefined;
  onInputAvailable?: ((options: any) => unknown) | undefined;
  onOutput?: ((options: any) => unknown) | undefined;
  background?: ToolBackgroundConfig | undefined;
}

/** The tools a call may name: a record keyed by the name the model calls, or a single tool. */
export type RuntimeTools = Record<string, RuntimeTool> | RuntimeTool;

/** JSON text chunks of a call's arguments, as a model streams them. */
export type ArgsTextDeltas = Iterable<string> | AsyncIterable<string>;

/**
 * One tool call, as a model produces it. Give the arguments one way: `args` (already parsed),
 * `argsText` (one JSON text) or `argsTextDeltas` (streamed; fires `onInputStart`/`onInputDelta`).
 */
export interface ToolCallInput<TArgs = unknown> {
  toolCallId: string;
  /** The name the model called; defaults to the single tool's id. */
  toolName?: string | undefined;
  args?: TArgs | undefined;
  argsText?: string | undefined;
  argsTextDeltas?: ArgsTextDeltas | undefined;
  /** The conversation sent to the model for the step that produced the call. */
  messages?: ToolCallMessage[] | undefined;
  /** Provider metadata of the model's tool-call part. */
  providerMetadata?: Record<string, unknown> | undefined;
}

/** Where the runtime logs, called as Mastra 1.71 calls its logger. */
export interface RuntimeLogger {
  warn: (message: string, ...args: unknown[]) => unknown;
  error: (message: string, ...args: unknown[]) => unknown;
  debug?: ((message: string, ...args: unknown[]) => unknown) | undefined;
  info?: ((message: string, ...args: unknown[]) => unknown) | undefined;
}

/** An approval answer: approve, or decline with an optional reason for the model. */
export interface ApprovalResponse {
  approved: boolean;
  reason?: string | undefined;
}

/**
 * A decision made ahead of time. It is bound to one call: it applies only when `toolCallId`
 * and `args` equal the call's; otherwise it is refused and the tool does not run.
 */
export interface ApprovalDecision extends ApprovalResponse {
  toolCallId: string;
  args: unknown;
}

/** What an approval handler is asked. */
export interface ApprovalRequest {
  toolCallId: string;
  toolName: string;
  args: unknown;
  /** JSON Schema (text) of the expected answer: `{approved: boolean, reason?: string}`. */
  resumeSchema: string;
  /**
   * The same request as a JSON-serialisable ticket. The handler's answer uses it: resumed later,
   * it is refused with a TicketReplayError (under `tickets.keys`, given a `replayStore`).
   */
  pending: PendingToolCall;
}

/**
 * What an approval handler answers: {@link ApprovalResponse}, and with `approved: true` the
 * arguments as the approver edited them. Edited arguments are validated like the model's (the
 * `inputSchema`, then the request context) before `execute` gets them; arguments the tool refuses
 * end the call with the ValidationError and nothing runs. `args` with any answer but
 * `approved: true` ends the call `failed` with a TypeError (a declined call runs nothing).
 */
export interface ApprovalHandlerResponse extends ApprovalResponse {
  /** The arguments `execute` gets instead of the model's; the record keeps both (`approval.editedArgs`). */
  args?: unknown;
}

/** Decides a pending approval. Anything but `true` / `{approved: true}` declines (fails closed). */
export type ApprovalHandler = (request: ApprovalRequest) => boolean | ApprovalHandlerResponse | Promise<boolean | ApprovalHandlerResponse>;

/**
 * Continues a paused call. `pending` is the ticket of an earlier run (object or JSON text).
 * For a suspension give `resumeData` (checked against the tool's `resumeSchema`); for an
 * approval, give `approved` (and `reason`) or `resumeData: {approved, reason?}`. Any other
 * answer is refused: the call ends `failed` with a `ToolCallMismatchError`. `TResumeData` is
 * `any` unless given, so options built ahead of time fit any call; `runToolCall` types an inline
 * `resumeData` from the tool the call names.
 */
export interface ResumeOptions<TResumeData = any> {
  pending: PendingToolCall | string;
  /** `runToolCall` types it from the tool the call names: its resume type, or `{approved, reason?}`. */
  resumeData?: TResumeData | undefined;
  approved?: boolean | undefined;
  reason?: string | undefined;
  /**
   * With `approved: true` on an approval ticket: the arguments as the approver edited them, run
   * instead of the model's once they pass the same checks (`inputSchema`, request context). Given
   * with anything but `approved: true`, `runToolCall` throws a TypeError; on a suspension ticket
   * the call is refused. Under `tickets.keys`, edits need `tickets.replayStore` (the ticket is then
   * used once, so no second answer can swap the arguments).
   */
  args?: unknown;
}

/**
 * How approval requests are answered in-flow: a handler, a decision bound to one call, or
 * `true` / `false` to approve / decline every request. Without it a gated call ends
 * `approval-required`.
 */
export type ApprovalOption = ApprovalHandler | ApprovalDecision | boolean;

/** The agent run a call belongs to, as Mastra's agent names it. */
export interface RunInfo {
  /** The run id carried by chunks and `ctx.runId`; generated when missing (a resumed call takes its ticket's). */
  runId?: string | undefined;
  /** `ctx.agent.agentId`. */
  agentId?: string | undefined;
  /** Used in log data as Mastra 1.71's `agent` field. */
  agentName?: string | undefined;
  /** The id of the model that made the call: a ToolExecutionError's `details.model`, as the agent's error has it (default `''`). */
  modelId?: string | undefined;
  /** `ctx.agent.threadId`: the memory thread of the run. */
  threadId?: string | undefined;
  /** `ctx.agent.resourceId`: the memory resource of the run. */
  resourceId?: string | undefined;
}

/**
 * How many characters of a call's model output the model may read: one limit for every tool, or
 * `{ default?, tools: { [toolName]: limit } }`, a limit per tool name (the name the model calls)
 * and one for the others (none when `default` is absent). Each limit is a whole number, at least 100.
 */
export type ModelOutputLimit = number | { readonly default?: number | undefined; readonly tools: Readonly<Record<string, number>> };

/**
 * That a call's model output was longer than its limit and was shortened, and by how much, in
 * characters as the limit counts them (see the `modelOutputLimit` guide): the output's length
 * before, and after (its markers included).
 */
export interface ModelOutputTruncation {
  /** The limit that applied to the call. */
  readonly limit: number;
  /** How long the whole model output was. */
  readonly originalLength: number;
  /** How long the model output the model reads is (at most `limit`). */
  readonly length: number;
  /** `originalLength - length`: how many characters shorter the model output became. */
  readonly omitted: number;
}

/**
 * Options of `runToolCall` and `streamToolCall`. `TResumeData` types `resume.resumeData` (`any`
 * unless given, so options built ahead of time fit any call).
 */
export interface RunToolCallOptions<TResumeData = any> {
  /**
   * The request context the tool sees: a `RequestContext` (toolwright's or Mastra's; the tool
   * reads and writes it), or a plain object of its values (copied into a fresh context).
   */
  requestContext?: RequestContext<any> | Record<string, unknown> | undefined;
  /**
   * Ends the call: once it fires, the call settles with status `aborted` at once, even while
   * `execute`, a hook, the approval handler or `toModelOutput` is still pending (their code is
   * handed the signal and keeps running; nothing it does afterwards reaches the record).
   */
  abortSignal?: AbortSignal | undefined;
  /**
   * A time limit for the whole call, in milliseconds: past it the call ends `aborted`, its
   * `error` a `ToolCallTimeoutError`, and the signal handed to the tool fires.
   */
  timeoutMs?: number | undefined;
  /**
   * Where hook, transform, approval-policy and `onChunk` failures and validation warnings are
   * reported. Without one they go to `console.warn` / `console.error`, one line per entry.
   */
  logger?: RuntimeLogger | undefined;
  /** The agent run the call belongs to: its ids, which the tool's context, chunks, logs and errors carry. */
  run?: RunInfo | undefined;
  /** Passed to execute as `ctx.mastra`. */
  mastra?: unknown;
  /** Passed to execute as `ctx.workspace` and to approval functions. */
  workspace?: unknown;
  /** The agent-wide approval setting (`requireToolApproval`). */
  requireToolApproval?: RequireToolApproval | undefined;
  /** Answers approval requests in-flow (see {@link ApprovalOption}); without it a gated call ends `approval-required`. */
  approval?: ApprovalOption | undefined;
  /** Continues a call that ended `approval-required` or `suspended`. */
  resume?: ResumeOptions<TResumeData> | undefined;
  /**
   * How tickets are signed and checked: signing keys (newest first), a replay store, a maximum
   * age. Without keys, tickets are signed with a key of the running process, so a ticket from
   * another process is refused.
   */
  tickets?: TicketOptions | undefined;
  /** The agent-wide display/transcript transform policy. */
  transform?: ToolPayloadTransformPolicy | undefined;
  /** A complete `observe` for execute; wins over `tracer`. */
  observe?: ToolObserve | undefined;
  /** Plugs real tracing into `ctx.observe`; the default is the no-op observe. */
  tracer?: Tracer | undefined;
  /** Output sink: receives every chunk, including those written by the tool's `writer`. */
  onChunk?: ((chunk: RuntimeChunk) => unknown) | undefined;
  /** Background dispatch settings (executor, agent-level timeout/retries/callbacks). */
  background?: BackgroundOptions | undefined;
  /**
   * Runs `execute` at most once per idempotency key (`context.idempotencyKey`): a call whose key
   * already completed gets the stored result without running `execute` again, and its record
   * says `idempotentReplay: true`. A key still running elsewhere ends the call `failed` with an
   * `IdempotencyKeyInFlightError`. Without it, nothing is stored; the key is still given.
   */
  idempotency?: IdempotencyOptions | undefined;
  /**
   * Bounds what the model reads of a call, in characters: a limit for every tool, or one per tool
   * name with a default ({@link ModelOutputLimit}). A longer model output (after `toModelOutput`)
   * is shortened with markers that say what was left out: text cut, JSON kept valid (arrays and
   * strings shortened), content parts cut or left out. `result` keeps the whole output;
   * `modelOutputTruncated` says the model output was cut. No limit unless one is given.
   */
  modelOutputLimit?: ModelOutputLimit | undefined;
}

/** How a call ended. */
export type ToolCallStatus = 'completed' | 'failed' | 'approval-required' | 'declined' | 'suspended' | 'aborted' | 'pending';

/** Per-target, per-phase transform outcomes, as in `metadata.mastra.toolPayloadTransform`. */
export type ToolPayloadTransformState = Partial<
  Record<ToolPayloadTransformTarget, Partial<Record<ToolPayloadTransformPhase, { transformed?: unknown; suppress?: true; failed?: true }>>>
>;

/** The outcome of one call. */
export interface ToolCallRecord<TArgs = unknown, TResult = unknown> {
  status: ToolCallStatus;
  /** The run id (the ticket's when resuming, unless `options.run.runId` is given). */
  runId: string;
  toolCallId: string;
  toolName: string;
  /**
   * The parsed arguments, as the model sent them (`undefined` when they could not be parsed):
   * raw, before the schema's defaults and transforms, so `runToolCall` types them as the call's
   * `args` (the named tool's schema input). Arguments given as text, or rewritten by a wire's
   * host (`argsToInput`), are not checked by the compiler: a call the schema refuses holds them as sent, with the
   * ValidationError as its `result`.
   */
  args: TArgs | undefined;
  /**
   * The raw result the application sees (made JSON-safe). A ValidationError (bad input, request
   * context or resume data) is a result too: the call ends `completed` with it here.
   */
  result: TResult | ValidationError | undefined;
  /** Exactly what the model would be sent as the tool-result output. */
  modelOutput: unknown;
  /** Set when `modelOutputLimit` shortened `modelOutput`: the limit, and the lengths before and after. */
  modelOutputTruncated?: ModelOutputTruncation | undefined;
  error: Error | undefined;
  /** The last payload passed to `suspend()`. */
  suspendPayload: unknown;
  /** For `approval-required` and `suspended`: a JSON-serialisable ticket to resume with. */
  pending: PendingToolCall | undefined;
  /**
   * The approval outcome, when the call was gated. `editedArgs`: the arguments as the approver
   * edited them (as given, before the schema's defaults and transforms), present whatever the
   * call's outcome once an answer carried edits; `args` keeps what the model sent.
   */
  approval?: ToolCallApproval | undefined;
  /** Provider metadata of the tool-result (carries `mastra.modelOutput` when `toModelOutput` mapped it). */
  providerMetadata?: Record<string, unknown> | undefined;
  /** Display/transcript transform outcomes, merged over every chunk of the call. */
  transforms?: ToolPayloadTransformState | undefined;
  /** Set when the call was dispatched to the background. */
  background?: BackgroundTaskHandle | undefined;
  /**
   * `true` when `execute` did not run because the idempotency store (`options.idempotency`)
   * already held the result of this call's key: `result` is the stored one. Absent otherwise.
   */
  idempotentReplay?: true | undefined;
  /** Every chunk the call emitted, in order. */
  chunks: RuntimeChunk[];
}

/** How a gated call was answered (a record's `approval`). */
export interface ToolCallApproval {
  id: string;
  approved: boolean;
  reason?: string;
  /** The arguments the approver gave instead of the model's (only when the answer edited them). */
  editedArgs?: unknown;
}

/** The approval of a call the approver edited, as its `tool-result` and `tool-error` chunks carry it. */
export interface EditedApproval {
  id: string;
  approved: true;
  editedArgs: unknown;
}

/** Metadata the runtime attaches to chunks. */
export interface RuntimeChunkMetadata {
  mastra?: { toolPayloadTransform?: ToolPayloadTransformState } | undefined;
}

interface ChunkBase<TType extends string, TPayload> {
  type: TType;
  runId: string;
  from: 'AGENT';
  payload: TPayload;
  metadata?: RuntimeChunkMetadata;
}

/** The chunks a call emits, named and shaped like Mastra's agent stream chunks. */
export type ToolInputStartChunk = ChunkBase<'tool-call-input-streaming-start', { toolCallId: string; toolName: string; title?: string }>;
export type ToolInputDeltaChunk = ChunkBase<'tool-call-delta', { argsTextDelta: string; toolCallId: string; toolName: string }>;
export type ToolInputEndChunk = ChunkBase<'tool-call-input-streaming-end', { toolCallId: string }>;
export type ToolCallChunk = ChunkBase<
  'tool-call',
  { toolCallId: string; toolName: string; args: unknown; providerMetadata?: Record<string, unknown>; title?: string }
>;
export type ToolApprovalChunk = ChunkBase<'tool-call-approval', { toolCallId: string; toolName: string; args: unknown; resumeSchema: string }>;
export type ToolSuspendedChunk = ChunkBase<
  'tool-call-suspended',
  { toolCallId: string; toolName: string; suspendPayload: unknown; args: unknown; resumeSchema: string | undefined }
>;
export type ToolResultChunk = ChunkBase<
  'tool-result',
  {
    args: unknown;
    toolCallId: string;
    toolName: string;
    result: unknown;
    providerMetadata?: Record<string, unknown>;
    /** Set when `modelOutputLimit` shortened the call's model output (as the record's). */
    modelOutputTruncated?: ModelOutputTruncation;
    /** Set when an approver edited the arguments: both versions, beside `args`. */
    approval?: EditedApproval;
  }
>;
export type ToolErrorChunk = ChunkBase<
  'tool-error',
  { error: Error; args: unknown; toolCallId: string; toolName: string; providerMetadata?: Record<string, unknown>; approval?: EditedApproval }
>;
export type ToolOutputDeniedChunk = ChunkBase<
  'tool-output-denied',
  { toolCallId: string; toolName: string; args: unknown; approval: { id: string; approved: false; reason: string } }
>;
export type BackgroundTaskStartedChunk = ChunkBase<'background-task-started', { taskId: string; toolName: string; toolCallId: string }>;
export type RunErrorChunk = ChunkBase<'error', { error: Error }>;
/** A chunk written by the tool's `writer.write(data)`. */
export interface ToolOutputChunk {
  type: 'tool-output';
  runId: string;
  from: 'USER';
  payload: { output: unknown; toolCallId: string; toolName: string };
}
/** A chunk passed unchanged through `writer.custom(chunk)`. */
export interface ToolCustomChunk {
  type: string;
  [key: string]: unknown;
}

/** Every chunk the runtime emits itself. */
export type RuntimeToolChunk =
  | ToolInputStartChunk
  | ToolInputDeltaChunk
  | ToolInputEndChunk
  | ToolCallChunk
  | ToolApprovalChunk
  | ToolSuspendedChunk
  | ToolResultChunk
  | ToolErrorChunk
  | ToolOutputDeniedChunk
  | BackgroundTaskStartedChunk
  | RunErrorChunk
  | ToolOutputChunk;

/** Any chunk of a run: the runtime's own, or a tool's custom chunk. */
export type RuntimeChunk = RuntimeToolChunk | ToolCustomChunk;

/** `streamToolCall`'s return: the chunks as an async iterable, plus the final record. */
export interface ToolCallStream<TArgs = unknown, TResult = unknown> extends AsyncIterable<RuntimeChunk> {
  /** Resolves with the record once the call is over (starts the call if nothing iterated yet). */
  readonly result: Promise<ToolCallRecord<TArgs, TResult>>;
}
