/**
 * How a call settles when its `abortSignal` fires or its time limit passes, whatever the tool's
 * code is doing: the call's promise does not wait for a pending `execute`, hook, approval
 * handler or `toModelOutput`. That code keeps running (a promise cannot be cancelled); the
 * signal it was given has fired, and nothing it does afterwards reaches the record or the stream.
 * @module
 */
import { type CallState, markSettled, settleAborted } from './call-state';
import { ToolCallTimeoutError } from './reliability-errors';
import type { RunToolCallOptions, ToolCallInput, ToolCallRecord } from './types';

/** The options with `abortSignal` replaced by one that also fires after `timeoutMs`. */
export interface Deadline {
  readonly options: RunToolCallOptions;
  /** Stops the timer and the caller's abort listener once the call settles; absent without a time limit. */
  readonly clear: (() => void) | undefined;
}

/** Throws a TypeError for a `timeoutMs` that is not a non-negative number (undefined is fine). */
export function assertTimeout(limit: unknown): asserts limit is number | undefined {
  if (limit === undefined) return;
  if (typeof limit !== 'number' || Number.isNaN(limit) || limit < 0) {
    throw new TypeError(`timeoutMs must be a non-negative number of milliseconds, got ${String(limit)}.`);
  }
}

/**
 * When `timeoutMs` is set, a signal that fires at the caller's abort or after the limit (its
 * reason a {@link ToolCallTimeoutError}); the options as they are otherwise.
 */
export function withDeadline(options: RunToolCallOptions, call: ToolCallInput): Deadline {
  const limit = options.timeoutMs;
  if (limit === undefined) return { options, clear: undefined };
  assertTimeout(limit);
  const controller = new AbortController();
  const outer = options.abortSignal;
  const onOuterAbort = (): void => controller.abort(outer?.reason);
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (outer?.aborted) controller.abort(outer.reason);
  else {
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    if (Number.isFinite(limit)) {
      timer = setTimeout(() => controller.abort(new ToolCallTimeoutError(call.toolName ?? '', call.toolCallId, limit)), limit);
    }
  }
  return {
    options: { ...options, abortSignal: controller.signal },
    clear: () => {
      if (timer !== undefined) clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/**
 * The call `start` runs, or, as soon as the call's signal fires (already fired included), the
 * record with status `aborted`. The record handed back then is a snapshot: the call is marked
 * settled, so later chunks and outcomes of the still-running code are dropped.
 */
export function settleOnAbort(state: CallState, start: () => Promise<ToolCallRecord>): Promise<ToolCallRecord> {
  const signal = state.abortSignal;
  if (!signal) return start();
  // One promise, settled by whichever comes first: the abort or the call.
  return new Promise<ToolCallRecord>((resolve, reject) => {
    const onAbort = (): void => {
      // A signal fires once; the listener goes at once (a call whose code hangs never removes it).
      signal.removeEventListener('abort', onAbort);
      const reason: unknown = signal.reason;
      const snapshot = settleAborted(state, ToolCallTimeoutError.isInstance(reason) ? reason : undefined);
      if (snapshot) resolve(snapshot);
    };
    const unwatch = (): void => signal.removeEventListener('abort', onAbort);
    if (signal.aborted) queueMicrotask(onAbort);
    // onAbort removes itself.
    else signal.addEventListener('abort', onAbort);
    start().then(
      (record) => {
        unwatch();
        markSettled(state);
        resolve(record);
      },
      (error: unknown) => {
        unwatch();
        reject(error);
      },
    );
  });
}
