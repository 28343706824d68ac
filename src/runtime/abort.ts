// Where a call notices its `abortSignal`. An abort never interrupts a running `execute`: the call
// checks at the points the reference checks, and ends `aborted` there.
import type { CallState } from './call-state';

/**
 * Whether the call's `abortSignal` has fired: the flag its listener sets (see `settleOnAbort`),
 * or, for a state no listener watches, the signal itself.
 */
export function isAborted(state: CallState): boolean {
  const { life } = state;
  return life.aborted || (!life.watched && state.abortSignal?.aborted === true);
}

function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (typeof immediate === 'function') immediate(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/**
 * Yields a macrotask before `execute`, as the reference's tool wrapper does (unless the options
 * say `yieldBeforeExecute: false`). True when a foreground call is aborted before or after
 * it; a background attempt has its own signal.
 */
export async function abortedAroundMacrotask(state: CallState, foreground: boolean): Promise<boolean> {
  if (foreground && isAborted(state)) return true;
  if (state.options.yieldBeforeExecute === false) return false;
  await macrotask();
  return foreground && isAborted(state);
}
