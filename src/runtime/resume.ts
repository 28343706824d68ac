// Resuming a call from its ticket: the ticket is checked against the call, then the call goes
// through its phases with the resume data.
import { type CallState, finishCall, hasExecuted, resumedCall } from './call-state';
import { agentChunk, emitChunk } from './emit-chunk';
import { defaultModelOutput } from './output/model-output';
import { mismatchError, type PendingToolCall, parsePendingToolCall, ToolCallMismatchError } from './pending';
import { readArgsToMatch } from './input/read-input';
import { validatedResumeArgs } from './input/validate-args';
import { isValidationError } from '../validation/validation-error';
import { claimAnswer, releaseClaim } from './claim-ticket';
import { verifyPendingToolCall } from './tickets';
import type { CallEntry, EditedArgs, StepOutcome } from './step-outcome';
import type { ResumeOptions, ToolCallRecord } from './types';

async function refuse(state: CallState, error: Error): Promise<ToolCallRecord> {
  await emitChunk(state, agentChunk(state, 'tool-error', { error, args: state.record.args, toolCallId: state.call.toolCallId, toolName: state.toolName }));
  return finishCall(state, 'failed', { error, modelOutput: defaultModelOutput(undefined, error) });
}

/** Whether resume data answers an approval: an object whose `approved` is a boolean. */
function isApprovalAnswer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { approved?: unknown }).approved === 'boolean';
}

/**
 * Enters a resume: the entry the call's phases start from, with its answer or data, or the record of a refusal (a
 * `tool-error`, status `failed`, the tool not run) when the ticket is malformed, fails signature
 * verification, is too old, names another call, or was used before (with a replay store).
 */
export async function enterResume(state: CallState, resume: ResumeOptions): Promise<{ record: ToolCallRecord } | { state: CallState; entry: CallEntry }> {
  let pending: PendingToolCall;
  try {
    pending = parsePendingToolCall(resume.pending);
  } catch (error) {
    return { record: await refuse(state, error as Error) };
  }
  const tickets = state.options.tickets;
  try {
    pending = await verifyPendingToolCall(pending, tickets);
  } catch (error) {
    return { record: await refuse(state, error as Error) };
  }
  const { call } = state;
  const given = await readArgsToMatch(call, state.tool, state.host.argsToInput);
  let mismatch = mismatchError(pending, { toolCallId: call.toolCallId, toolName: call.toolName, args: given.args, hasArgs: given.hasArgs });
  // An approval ticket holds the arguments as validated: the call may give them as first sent.
  if (mismatch?.field === 'args' && pending.kind === 'approval') {
    const validated = await validatedResumeArgs(state, given.args);
    if (!mismatchError(pending, { toolCallId: call.toolCallId, toolName: call.toolName, args: validated, hasArgs: true })) mismatch = undefined;
  }
  if (mismatch) return { record: await refuse(state, mismatch) };

  const resumed = resumedCall(state, pending);

  let resumeData = resume.resumeData;
  if (pending.kind === 'suspension' && resume.args !== undefined) {
    return {
      record: await refuse(
        resumed,
        new ToolCallMismatchError(
          `Refused: tool call "${pending.toolCallId}" is suspended, it does not wait for approval: edited arguments (args) answer an approval; resume it with resumeData.`,
          { field: 'decision', toolCallId: pending.toolCallId, expected: 'resumeData', received: 'args' },
        ),
      ),
    };
  }
  if (pending.kind === 'suspension' && resumeData === undefined && resume.approved !== undefined) {
    return {
      record: await refuse(
        resumed,
        new ToolCallMismatchError(
          `Refused: tool call "${pending.toolCallId}" is suspended, it does not wait for approval: resume it with resumeData (checked against the tool's resumeSchema).`,
          { field: 'decision', toolCallId: pending.toolCallId, expected: 'resumeData', received: 'approved' },
        ),
      ),
    };
  }
  if (resumeData === undefined && resume.approved !== undefined) {
    resumeData = { approved: resume.approved, ...(resume.reason !== undefined ? { reason: resume.reason } : {}) };
  }
  if (pending.kind === 'approval' && !isApprovalAnswer(resumeData)) {
    return {
      record: await refuse(
        resumed,
        new ToolCallMismatchError(
          `Refused: tool call "${pending.toolCallId}" waits for approval: resume it with approved: true or false (and an optional reason), or resumeData: { approved: boolean, reason?: string }.`,
          { field: 'decision', toolCallId: pending.toolCallId, expected: 'approved', received: 'resumeData' },
        ),
      ),
    };
  }
  // Claimed once the answer is known to fit the ticket, so a refused answer can be corrected.
  try {
    await claimAnswer(pending, tickets);
  } catch (error) {
    return { record: await refuse(resumed, error as Error) };
  }
  return { state: resumed, entry: { pending, resumeData, verdict: undefined, edited: editedArgsOf(pending, resume) } };
}

/**
 * The arguments an approver edited that the resumed call runs: the answer's, for an approval
 * ticket; for a suspension ticket, those its signed ticket carries from the approval before.
 */
function editedArgsOf(pending: PendingToolCall, resume: ResumeOptions): EditedArgs | undefined {
  if (pending.kind === 'approval') return resume.args !== undefined ? { args: resume.args } : undefined;
  return pending.editedArgs !== undefined ? { args: pending.editedArgs } : undefined;
}

/**
 * After a resume's phases: a resume whose data the tool refused before its code ran gives its
 * claim on a per-process ticket back. Once `execute` started (its output failed `outputSchema`,
 * say), the ticket stays used: a replay must not run the tool again.
 */
export function releaseRefusedClaim(state: CallState, pending: PendingToolCall, outcome: StepOutcome): void {
  if (outcome.kind !== 'result' || !isValidationError(outcome.result) || hasExecuted(state)) return;
  releaseClaim(pending, state.options.tickets);
}
