// The state one tool call carries through its steps: the call, its options, the tool it resolves
// to, and the record the steps fill in.
import { RequestContext } from '../context/request-context';
import { toRequestContextOption } from '../context/request-context-option';
import { isMastraTool } from '../tool/marker';
import type { ToolObserve } from '../tool/types';
import { newTaskId } from '../internal/task-id';
import { createObserve, noopObserve } from './observe';
import { findRuntimeTool } from './find-tool';
import { consoleLogger } from './console-logger';
import { type IdempotencyHolder, keyOf, ticketIdempotencyKey } from './idempotency/idempotency-key';
import { mergeTransformState } from './payload-transform';
import { NO_HOST, type WireHost } from './host';
import type {
  RunToolCallOptions,
  RuntimeChunk,
  RuntimeLogger,
  RuntimeTool,
  RuntimeTools,
  ToolCallApproval,
  ToolCallInput,
  ToolCallRecord,
  ToolPayloadTransformState,
} from './types';

/**
 * One call, as the phases read it: the call, its options, the tool it resolves to and the
 * arguments read from it. Fixed once made: a phase returns what it found instead of writing it
 * here, and the pipeline makes the next value from it ({@link withInput}, {@link resumedCall}).
 * Three parts move, all written by the functions of this file alone: `record` (the arguments, the
 * chunks as they are emitted, the outcome), `life`, whether the call has settled and whether its
 * tool code started, and `idempotency`, the call's key once minted.
 */
export interface CallState {
  readonly record: ToolCallRecord;
  readonly tools: Record<string, RuntimeTool>;
  readonly call: ToolCallInput;
  readonly options: RunToolCallOptions;
  /** What the wire's peer already does around the call (the empty host for `runToolCall`). */
  readonly host: WireHost;
  /** Where each emitted chunk goes besides the record: the stream's channel. */
  readonly sink: (chunk: RuntimeChunk) => void;
  readonly logger: RuntimeLogger;
  readonly requestContext: RequestContext<any>;
  readonly messages: unknown[];
  readonly abortSignal: AbortSignal | undefined;
  readonly runId: string;
  readonly toolName: string;
  readonly tool: RuntimeTool | undefined;
  /** The record key the tool sits under: the id validation messages name. */
  readonly toolKey: string;
  /** The arguments as the call gave them, `resumeData` included: what chunks and tickets carry. */
  readonly inputArgs: unknown;
  readonly life: CallLife;
  /** The call's idempotency key, minted on first need ({@link idempotencyKeyOf}). */
  readonly idempotency: IdempotencyHolder;
}

/** Whether the call has settled, and whether its tool code started: written through this file (`settled` by the driver's abort listener, `deadline.ts`). */
export interface CallLife {
  /** The call's promise has settled (aborted, timed out, or done): later chunks and outcomes are dropped. */
  settled: boolean;
  /** The call's tool code (`execute`) has started: a refused resume gives its ticket back only when it has not. */
  executed: boolean;
}

function isSingleTool(tools: RuntimeTools): tools is RuntimeTool {
  if (isMastraTool(tools)) return true;
  const t = tools as Record<string, unknown>;
  return typeof t['id'] === 'string' || typeof t['execute'] === 'function';
}

/** The state of a new call; a single tool is keyed by the called name (or its id). */
export function createCallState(
  tools: RuntimeTools,
  call: ToolCallInput,
  options: RunToolCallOptions,
  sink: (chunk: RuntimeChunk) => void,
  host: WireHost = NO_HOST,
): CallState {
  const single = isSingleTool(tools);
  const toolName = call.toolName ?? (single ? (tools.id ?? '') : '');
  const runId = options.run?.runId ?? newTaskId();
  const named = single ? { [toolName]: tools } : tools;
  const found = findRuntimeTool(named, toolName);
  return {
    record: {
      status: 'pending',
      runId,
      toolCallId: call.toolCallId,
      toolName,
      args: undefined,
      result: undefined,
      modelOutput: undefined,
      error: undefined,
      suspendPayload: undefined,
      pending: undefined,
      chunks: [],
    },
    tools: named,
    call,
    options,
    host,
    sink,
    logger: options.logger ?? consoleLogger,
    requestContext: toRequestContextOption(options.requestContext, 'runToolCall') ?? new RequestContext(),
    messages: call.messages ?? [],
    abortSignal: options.abortSignal,
    runId,
    toolName,
    tool: found?.tool,
    toolKey: found?.key ?? toolName,
    inputArgs: undefined,
    life: { settled: false, executed: false },
    idempotency: { key: undefined },
  };
}

/** The call with its arguments read (step 1); the record shows them. */
export function withInput(state: CallState, input: unknown): CallState {
  state.record.args = input;
  return { ...state, inputArgs: input };
}

/**
 * The call as its ticket resumes it: the ticket's tool (it may name another than the call), its
 * run id (unless the options give one) and its arguments; the record shows them.
 */
export function resumedCall(
  state: CallState,
  ticket: { toolName: string; runId: string; toolCallId: string; args: unknown; createdAt: string; idempotencyKey?: string | undefined },
): CallState {
  const found = findRuntimeTool(state.tools, ticket.toolName);
  const runId = state.options.run?.runId ?? ticket.runId;
  const { record } = state;
  record.toolName = ticket.toolName;
  record.runId = runId;
  record.args = ticket.args;
  return {
    ...state,
    runId,
    toolName: ticket.toolName,
    tool: found?.tool,
    toolKey: found?.key ?? ticket.toolName,
    inputArgs: ticket.args,
    // The same logical call: the key its ticket carries (see idempotency-key.ts).
    idempotency: { key: ticketIdempotencyKey(ticket) },
  };
}

/** The call's idempotency key, minted now if nothing needed it before. */
export function idempotencyKeyOf(state: CallState): string {
  return keyOf(state.idempotency);
}

/** The call continues one that another process started (a queue's job): its key is that call's. */
export function continueCallKey(state: CallState, key: string): void {
  state.idempotency.key = key;
}

/** The call's tool code (`execute`) has started. */
export function markExecuted(state: CallState): void {
  state.life.executed = true;
}

/** Whether the call's tool code (`execute`) started. */
export function hasExecuted(state: CallState): boolean {
  return state.life.executed;
}

/** The call's execute was not run again: the idempotency store held its result. */
export function markIdempotentReplay(state: CallState): void {
  if (state.life.settled) return;
  state.record.idempotentReplay = true;
}

/** An approval whose answer edited the arguments: on the record whatever the call's outcome, so an audit shows both versions. */
export function recordEditedApproval(state: CallState, approval: ToolCallApproval): void {
  state.record.approval = approval;
}

/** `ctx.observe`: the caller's, or one backed by the tracer (the no-op one by default). */
export function observeOf(state: CallState): ToolObserve {
  const { observe, tracer } = state.options;
  return observe ?? (tracer ? createObserve(tracer, { runId: state.runId, toolCallId: state.call.toolCallId, toolName: state.toolName }) : noopObserve);
}

/** Appends `chunk` to the record, its transform outcomes merged in; false once the call has settled. */
export function recordChunk(state: CallState, chunk: RuntimeChunk): boolean {
  if (state.life.settled) return false;
  const { record } = state;
  record.chunks.push(chunk);
  const meta = (chunk as { metadata?: { mastra?: { toolPayloadTransform?: ToolPayloadTransformState } } }).metadata?.mastra?.toolPayloadTransform;
  if (meta) record.transforms = mergeTransformState(record.transforms, meta);
  return true;
}

/** The call's promise has settled: later chunks and outcomes are dropped. */
export function markSettled(state: CallState): void {
  state.life.settled = true;
}

/**
 * Settles an aborted call: a snapshot of the record with status `aborted` (and `error`, when
 * given), or undefined when the call had settled already.
 */
export function settleAborted(state: CallState, error: Error | undefined): ToolCallRecord | undefined {
  if (state.life.settled) return undefined;
  state.life.settled = true;
  const snapshot: ToolCallRecord = { ...state.record, chunks: state.record.chunks.slice(), status: 'aborted' };
  if (error !== undefined) snapshot.error = error;
  return snapshot;
}

/** Ends the call: sets `status` and the given fields on the record, and returns it. */
export function finishCall(state: CallState, status: ToolCallRecord['status'], fields?: Partial<ToolCallRecord>): ToolCallRecord {
  if (state.life.settled) return state.record;
  if (fields !== undefined) Object.assign(state.record, fields);
  state.record.status = status;
  return state.record;
}
