// What the tool-call step is entered with and ends with (the reference's step input and output),
// before the mapping step turns it into chunks and the record.
import type { BackgroundTaskHandle } from './background-types';
import type { RequestContextOutcome } from '../validation/validate-request-context';
import type { PendingToolCall } from './pending';

/** How the tool-call step ended. */
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

/** What the tool-call step is entered with: fresh, resumed from a ticket, or re-entered after approval. */
export interface StepState {
  pending: PendingToolCall | undefined;
  workflowResumeData: unknown;
  /** The approval verdict computed ahead of `onInputAvailable`, when the reference does so. */
  cachedVerdict: boolean | undefined;
  /** The arguments and request context as checked before the approval was asked for. */
  checked?: CheckedArgs | undefined;
}

/** Arguments that passed the checks: what the approval request, the ticket and execute get. */
export interface CheckedArgs {
  ok: true;
  args: unknown;
  /** The request context's validated values, when the tool has a `requestContextSchema`. */
  requestContext: RequestContextOutcome | undefined;
}
