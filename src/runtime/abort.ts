// Where a call notices its `abortSignal`. An abort never interrupts a running `execute`: the call
// checks at the points the reference checks, and ends `aborted` there.
import type { CallState } from './call-state';

/** Whether the call's `abortSignal` has fired. */
export function isAborted(state: CallState): boolean {
  return state.abortSignal?.aborted === true;
}

function macrotask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => {
    if (typeof immediate === 'function') immediate(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/**
 * Yields a macrotask before `execute`, as the reference's tool wrapper does (unless the host's
 * peer calls `execute` at once). True when a foreground call is aborted before or after it; a
 * background attempt has its own signal.
 */
export async function abortedAroundMacrotask(state: CallState, foreground: boolean): Promise<boolean> {
  if (foreground && isAborted(state)) return true;
  if (state.host.callsExecuteAtOnce) return false;
  await macrotask();
  return foreground && isAborted(state);
}
