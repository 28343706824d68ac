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
      approval?: { id: string; approved: true } | undefined;
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
}

/** Arguments that passed the checks: what the approval request, the ticket and execute get. */
export interface CheckedArgs {
  ok: true;
  args: unknown;
  /** The request context's validated values, when the tool has a `requestContextSchema`. */
  requestContext: RequestContextOutcome | undefined;
}
