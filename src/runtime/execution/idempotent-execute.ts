// The user's execute behind the idempotency store: the call's key is claimed first; a key that
// completed gives its stored result and execute does not run; a key held elsewhere refuses the
// run; otherwise execute runs and its outcome completes the key (a result) or releases it (a
// throw or a suspension: the call is not over, and its next run has the same key).
import type { ToolSteps, UserExecute } from '../../execute/tool-steps';
import { type CallState, idempotencyKeyOf, markIdempotentReplay } from '../call-state';
import type { IdempotencyStore } from '../idempotency/idempotency-store';
import { IdempotencyKeyInFlightError, IdempotencyStoreError } from '../reliability-errors';
import { ensureSerializable } from '../serialize';
import type { SuspendCapture } from './execute-context';

/** Reports a store that failed after execute ran: the outcome stands, the key waits for its lease. */
async function settleKey(state: CallState, what: string, settle: () => void | Promise<void>): Promise<void> {
  try {
    await settle();
  } catch (error) {
    state.logger.warn(
      `The idempotency store failed to ${what} the key of tool call "${state.call.toolCallId}" (${state.toolName}); it stays claimed until its lease runs out.`,
      error,
    );
  }
}

/**
 * `steps` with its execute run under `store`: at most once per key. `foreground` marks the
 * call's own record when a stored result is given (a background attempt's record went out already).
 */
export function idempotentSteps(state: CallState, steps: ToolSteps, store: IdempotencyStore, capture: SuspendCapture, foreground: boolean): ToolSteps {
  const key = idempotencyKeyOf(state);
  const { toolName } = state;
  const toolCallId = state.call.toolCallId;
  const execute: UserExecute = async (input, context) => {
    let claim: Awaited<ReturnType<IdempotencyStore['claim']>>;
    try {
      claim = await store.claim(key, { toolName, toolCallId });
    } catch (cause) {
      throw new IdempotencyStoreError(toolName, toolCallId, { cause });
    }
    if (claim.status === 'completed') {
      if (foreground) markIdempotentReplay(state);
      return claim.result;
    }
    if (claim.status !== 'claimed') throw new IdempotencyKeyInFlightError(toolName, toolCallId, key);
    const { token } = claim;
    let output: unknown;
    try {
      output = await steps.execute(input, context);
    } catch (error) {
      await settleKey(state, 'release', () => store.release(key, token));
      throw error;
    }
    if (capture.called) await settleKey(state, 'release', () => store.release(key, token));
    else await settleKey(state, 'complete', () => store.complete(key, token, ensureSerializable(output)));
    return output;
  };
  return { ...steps, execute };
}
