// Where a call notices its `abortSignal`. An abort never interrupts a running `execute`: the call
// checks at the points the reference checks, and ends `aborted` there.
import type { CallState } from './call-state';

/** Whether the call's `abortSignal` has fired. */
export function isAborted(state: CallState): boolean {
  return state.abortSignal?.aborted === true;
}

/** Resolves after a macrotask, the one the reference's tool wrapper yields before `execute`. */
export function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (typeof immediate === 'function') immediate(() => resolve());
    else setTimeout(resolve, 0);
  });
}
