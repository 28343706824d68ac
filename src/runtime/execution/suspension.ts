// The output phase's second half: a tool that called `suspend()` ends the call as a pending call, whose
// ticket carries what a resume needs.
import { type CallState, idempotencyKeyOf } from '../call-state';
import { createPendingToolCall } from '../pending';
import type { StepOutcome } from '../step-outcome';
import type { SuspendCapture } from './execute-context';

/** The outcome of an execution that suspended: its pending call (the ticket's fields, with the approver's edits, if any) and result. */
export function suspendedOutcome(
  state: CallState,
  suspend: SuspendCapture,
  result: unknown,
  editedArgs?: { readonly args: unknown },
): Extract<StepOutcome, { kind: 'suspended' }> {
  const pending = createPendingToolCall({
    kind: 'suspension',
    runId: state.runId,
    toolCallId: state.call.toolCallId,
    toolName: state.toolName,
    args: state.inputArgs,
    suspendPayload: suspend.payload,
    resumeSchema: suspend.options?.['resumeSchema'],
    resumeLabel: suspend.options?.['resumeLabel'],
    idempotencyKey: idempotencyKeyOf(state),
    // The resumed call runs the arguments its approver edited, not the model's.
    editedArgs,
  });
  return { kind: 'suspended', pending, suspendPayload: suspend.payload, result };
}
