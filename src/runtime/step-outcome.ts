// What a call's phases are entered with and end with (the reference's step input and output),
// before the mapping phase turns it into chunks and the record.
import type { BackgroundTaskHandle } from './background-types';
import type { RequestContextOutcome } from '../validation/validate-request-context';
import type { PendingToolCall } from './pending';

/** How the call's phases ended. */
export type StepOutcome =
  | {
      kind: 'result';
      result: unknown;
      approval?: ApprovedCall | undefined;
      providerMetadata?: Record<string, unknown> | undefined;
      background?: BackgroundTaskHandle | undefined;
    }
  | { kind: 'error'; error: Error }
  | { kind: 'declined'; approval: { id: string; approved: false; reason: string } }
  | { kind: 'approval-required'; pending: PendingToolCall }
  | { kind: 'suspended'; pending: PendingToolCall; suspendPayload: unknown; result: unknown }
  | { kind: 'aborted'; result?: unknown }
  | { kind: 'client' };

/** What a call enters its phases with: fresh, resumed from a ticket, or answered after approval. */
export interface CallEntry {
  /** The ticket the call resumes, or the approval it was asked for. */
  readonly pending: PendingToolCall | undefined;
  /** The resume data or the approval answer the call carries. */
  readonly resumeData: unknown;
  /** The approval verdict computed ahead of `onInputAvailable`, when the reference does so. */
  readonly verdict: boolean | undefined;
  /** The arguments an approver gave instead of the model's: from the answer, or from a suspension ticket issued after one. */
  readonly edited?: EditedArgs | undefined;
}

/** Arguments an approver gave instead of the model's, as given (before validation). */
export interface EditedArgs {
  readonly args: unknown;
}

/** What the result of an approved call carries; `editedArgs` when the approver edited the arguments. */
export interface ApprovedCall {
  id: string;
  approved: true;
  editedArgs?: unknown;
}

/** Arguments that passed the checks: what the approval request, the ticket and execute get. */
export interface CheckedArgs {
  ok: true;
  args: unknown;
  /** The request context's validated values, when the tool has a `requestContextSchema`. */
  requestContext: RequestContextOutcome | undefined;
}
