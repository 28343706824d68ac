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
import type { RunToolCallOptions, RuntimeChunk, RuntimeLogger, RuntimeTool, RuntimeTools, ToolCallInput, ToolCallRecord } from './types';

/** One call in flight. The steps read it and move `runId`, `toolName`, `tool` and `inputArgs` on. */
export interface CallState {
  readonly record: ToolCallRecord;
  readonly tools: Record<string, RuntimeTool>;
  readonly call: ToolCallInput;
  readonly options: RunToolCallOptions;
  /** Where each emitted chunk goes besides the record: the stream's channel. */
  readonly sink: (chunk: RuntimeChunk) => void;
  readonly logger: RuntimeLogger;
  readonly requestContext: RequestContext<any>;
  readonly messages: unknown[];
  readonly abortSignal: AbortSignal | undefined;
  runId: string;
  toolName: string;
  tool: RuntimeTool | undefined;
  /** The record key the tool sits under: the id validation messages name. */
  toolKey: string;
  /** The arguments as the call gave them, `resumeData` included: what chunks and tickets carry. */
  inputArgs: unknown;
  /** `ctx.observe`, made on first use. */
  observe: ToolObserve | undefined;
  /** The call's promise has settled (aborted, timed out, or done): later chunks and outcomes are dropped. */
  settled: boolean;
  /** Whether a listener on `abortSignal` keeps `aborted` up to date (while the call runs). */
  watched: boolean;
  /** The signal has fired; kept by the listener while `watched`. */
  aborted: boolean;
}

function isSingleTool(tools: RuntimeTools): tools is RuntimeTool {
  if (isMastraTool(tools)) return true;
  const t = tools as Record<string, unknown>;
  return typeof t['id'] === 'string' || typeof t['execute'] === 'function';
}

/** The state of a new call; a single tool is keyed by the called name (or its id). */
export function createCallState(tools: RuntimeTools, call: ToolCallInput, options: RunToolCallOptions, sink: (chunk: RuntimeChunk) => void): CallState {
  const single = isSingleTool(tools);
  const toolName = call.toolName ?? (single ? (tools.id ?? '') : '');
  const runId = options.runId ?? newTaskId();
  const state: CallState = {
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
    tools: single ? { [toolName]: tools } : tools,
    call,
    options,
    sink,
    logger: options.logger ?? consoleLogger,
    requestContext: toRequestContextOption(options.requestContext, 'runToolCall') ?? new RequestContext(),
    messages: call.messages ?? [],
    abortSignal: options.abortSignal,
    runId,
    toolName,
    tool: undefined,
    toolKey: toolName,
    inputArgs: undefined,
    observe: undefined,
    settled: false,
    watched: false,
    aborted: false,
  };
  selectTool(state, toolName);
  return state;
}

/** Points the call at the tool named `name` (a resumed ticket may name another than the call). */
export function selectTool(state: CallState, name: string): void {
  const found = findRuntimeTool(state.tools, name);
  state.toolName = name;
  state.record.toolName = name;
  state.tool = found?.tool;
  state.toolKey = found?.key ?? name;
}

/** `ctx.observe`: the caller's, or one backed by the tracer (the no-op one by default). */
export function observeOf(state: CallState): ToolObserve {
  const { observe, tracer } = state.options;
  // Without a tracer, the no-op observe, and no call info is built for it.
  state.observe ??=
    observe ?? (tracer ? createObserve(tracer, { runId: state.runId, toolCallId: state.call.toolCallId, toolName: state.toolName }) : noopObserve);
  return state.observe;
}

/** Ends the call: sets `status` and the given fields on the record, and returns it. */
export function finishCall(state: CallState, status: ToolCallRecord['status'], fields?: Partial<ToolCallRecord>): ToolCallRecord {
  if (state.settled) return state.record;
  if (fields !== undefined) Object.assign(state.record, fields);
  state.record.status = status;
  return state.record;
}
