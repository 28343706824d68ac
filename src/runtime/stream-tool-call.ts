import { assertTimeout, settleOnAbort, withDeadline } from './deadline';
import { checkApprovalOption, checkEditedArgsOption } from './approval/approval-step';
import { createCallState } from './call-state';
import { Channel } from './channel';
import { describeValue, toRequestContextOption } from '../context/request-context-option';
import { checkTicketKeys } from './tickets';
import { runCall } from './pipeline';
import { checkModelOutputLimit } from './output/bound-model-output';
import { NO_HOST, type WireHost } from './host';
import type { RuntimeCallArgs, RuntimeCallResult, RuntimeCallResumeData, RuntimeToolName } from './infer-types';
import type { RunToolCallOptions, RuntimeChunk, RuntimeTools, ToolCallInput, ToolCallRecord, ToolCallStream } from './types';

/**
 * Refuses options of the wrong kind (options that are not an object, a `requestContext` that is
 * neither a context nor a plain object, an `approval` that is not a handler, a decision or a
 * boolean, a `modelOutputLimit` that is not a limit) with a TypeError naming `caller`, rather than letting the call fail on them midway.
 * `runToolCall` and `streamToolCall` check their options with it; a wire with a front of its own
 * (a test harness, say) checks its caller's options the same way, under its own name.
 */
export function checkRunToolCallOptions(options: RunToolCallOptions, caller = 'runToolCall'): void {
  if (typeof options !== 'object' || options === null) throw new TypeError(`${caller}: options must be an object, not ${describeValue(options)}`);
  toRequestContextOption(options.requestContext, caller);
  checkApprovalOption(options.approval, caller);
  checkEditedArgsOption(options.resume, options.tickets, caller);
  const idempotency = options.idempotency;
  if (idempotency !== undefined) {
    const store = (idempotency as unknown as { store?: Record<string, unknown> } | null)?.store;
    if (typeof store !== 'object' || store === null || ['claim', 'complete', 'release'].some((m) => typeof store[m] !== 'function'))
      throw new TypeError(`${caller}: idempotency must be { store }, a store with claim, complete and release methods, not ${describeValue(idempotency)}`);
  }
  checkModelOutputLimit(options.modelOutputLimit, caller);
}

/**
 * Runs one tool call the way Mastra's agent does and streams its chunks: input streaming
 * (`tool-call-input-streaming-start`, `tool-call-delta`, `tool-call-input-streaming-end`),
 * `tool-call`, then `tool-call-approval`, `tool-call-suspended`, `tool-output` (the tool's
 * `writer`), `tool-result`, `tool-error`, `tool-output-denied`, `background-task-started` or
 * `error`, each with its display/transcript transform outcomes in `metadata`.
 * The call starts on the first `next()` or on reading `result`; leaving the loop early does not
 * stop the call. Options of the wrong kind (a `requestContext` that is neither a context nor a
 * plain object, an `approval` that is not a handler, a decision or a boolean) throw a TypeError.
 * Once `abortSignal` fires (or `timeoutMs` passes) the stream ends and `result` settles with
 * status `aborted` at once, whatever the tool's code is still awaiting.
 */
export function streamToolCall<TTools extends RuntimeTools, TName extends string = string>(
  tools: TTools,
  call: ToolCallInput<RuntimeCallArgs<TTools, TName>> & { toolName?: RuntimeToolName<TTools, TName> | undefined },
  options: RunToolCallOptions<RuntimeCallResumeData<TTools, TName>> = {},
): ToolCallStream<RuntimeCallArgs<TTools, TName>, RuntimeCallResult<TTools, TName>> {
  checkCallOptions(options);
  return streamCall(tools, call as ToolCallInput, options, NO_HOST) as ToolCallStream<RuntimeCallArgs<TTools, TName>, RuntimeCallResult<TTools, TName>>;
}

/**
 * Refuses options of the wrong kind and a bad time limit, with a TypeError, before anything runs.
 * @internal
 */
export function checkCallOptions(options: RunToolCallOptions): void {
  checkRunToolCallOptions(options);
  assertTimeout(options.timeoutMs);
  checkTicketKeys(options.tickets);
}

/**
 * Runs one call (options already checked) under `host` and resolves to its record; `sink` gets each chunk
 * as it is emitted, after the record has it.
 * @internal
 */
export function startToolCall(
  tools: RuntimeTools,
  call: ToolCallInput,
  options: RunToolCallOptions,
  host: WireHost,
  sink: (chunk: RuntimeChunk) => void,
): Promise<ToolCallRecord> {
  if (options.timeoutMs === undefined) {
    const state = createCallState(tools, call, options, sink, host);
    if (state.abortSignal === undefined || host.dropsCancelledCalls) return runCall(state);
    return settleOnAbort(state, () => runCall(state));
  }
  const deadline = withDeadline(options, call);
  const state = createCallState(tools, call, deadline.options, sink, host);
  const run = settleOnAbort(state, () => runCall(state));
  return deadline.clear ? run.finally(deadline.clear) : run;
}

/**
 * The stream of one call (options already checked) under `host`; with `only`, the stream carries
 * the chunks of those types alone (the record keeps every chunk).
 * @internal
 */
export function streamCall(
  tools: RuntimeTools,
  call: ToolCallInput,
  options: RunToolCallOptions,
  host: WireHost,
  only?: ReadonlySet<RuntimeChunk['type']>,
): ToolCallStream {
  const channel = new Channel<RuntimeChunk>();
  let started: Promise<ToolCallRecord> | undefined;
  const sink = (chunk: RuntimeChunk): void => {
    if (!only || only.has(chunk.type)) channel.push(chunk);
  };
  const start = (): Promise<ToolCallRecord> => {
    started ??= startToolCall(tools, call, options, host, sink).finally(() => channel.close());
    return started;
  };
  return {
    get result() {
      return start();
    },
    [Symbol.asyncIterator](): AsyncIterator<RuntimeChunk> {
      return {
        next: () => {
          void start();
          return channel.next();
        },
        return: async () => {
          channel.detach();
          return { value: undefined, done: true };
        },
      };
    },
  };
}
