// Where a call notices its `abortSignal`. An abort never interrupts a running `execute`: the call
// checks at the points the reference checks, and ends `aborted` there.
import type { CallState } from './call-state';

/**
 * Whether the call's `abortSignal` has fired: the flag its listener sets (see `settleOnAbort`),
 * or, for a state no listener watches, the signal itself.
 */
export function isAborted(state: CallState): boolean {
  return state.aborted || (!state.watched && state.abortSignal?.aborted === true);
}

function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (typeof immediate === 'function') immediate(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/**
 * An option key for callers that run `execute` the way the AI SDK does, without the macrotask:
 * the agent yields one so that its stream hands out the `tool-call` chunk before the tool starts,
 * and such a caller streams no chunks.
 * @internal
 */
export const EXECUTE_WITHOUT_YIELD: unique symbol = Symbol('toolwright.runtime.executeWithoutYield');

/**
 * An option key for callers that drop the answer to a call whose `abortSignal` fired (the MCP
 * SDK sends no response to a cancelled request): the call then need not settle the moment the
 * signal fires, so no listener is put on it (a first listener on a fresh Node signal costs more
 * than the rest of a small call). The tool still gets the signal, and the call still ends
 * `aborted` at the engine's checks. A time limit keeps its own signal, which settles at once.
 * @internal
 */
export const ABORTED_ANSWER_DROPPED: unique symbol = Symbol('toolwright.runtime.abortedAnswerDropped');

/**
 * Yields a macrotask before `execute`, as the reference's tool wrapper does (unless the options
 * carry {@link EXECUTE_WITHOUT_YIELD}). True when a foreground call is aborted before or after
 * it; a background attempt has its own signal.
 */
export function abortedAroundMacrotask(state: CallState, foreground: boolean): boolean | Promise<boolean> {
  if (foreground && isAborted(state)) return true;
  if ((state.options as { [EXECUTE_WITHOUT_YIELD]?: boolean })[EXECUTE_WITHOUT_YIELD] === true) return false;
  return macrotask().then(() => foreground && isAborted(state));
}
