/**
 * The questions a paused call asks a 2026-07-28 client (approval, or the resume data of a
 * suspended call, as elicitation forms), and the resume an answer makes of the call's signed
 * ticket: for an `input_required` result of `tools/call` (MRTR) and for a task waiting for input.
 */
import { type CallToolResult, type InputRequiredResult, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import type { RunToolCallOptions, ToolCallRecord } from '../../../runtime';
import type { ServedTool } from '../call-tool';
import { errorResult } from '../call-options';
import { APPROVAL_FORM, approvalMessage, elicitationFormOf, resumeMessage } from '../elicitation-forms';

/** The key of the approval question. */
export const APPROVAL_KEY = 'approval';
/** The key of the resume-data question. */
export const RESUME_KEY = 'resume';

/** The `toolCallId` a `requestState` names, when it is a ticket at all (the runtime checks the rest). */
export function ticketCallId(state: string): string | undefined {
  try {
    const parsed = JSON.parse(state) as { toolCallId?: unknown };
    return typeof parsed?.toolCallId === 'string' ? parsed.toolCallId : undefined;
  } catch {
    return undefined;
  }
}

/** The kind of ticket `state` is (`'approval'` or `'suspension'`), when it is one. */
export function ticketKind(state: string): unknown {
  try {
    return (JSON.parse(state) as { kind?: unknown })?.kind;
  } catch {
    return undefined;
  }
}

/** The question for a record that waits, or `undefined` when the client cannot be asked it. */
export function questionFor(served: ServedTool, record: ToolCallRecord, askable: boolean): InputRequiredResult | undefined {
  if (!askable || !record.pending) return undefined;
  const requestState = JSON.stringify(record.pending);
  if (record.status === 'approval-required') {
    const message = approvalMessage(served.name, served.tool.title, record.args);
    return inputRequired({
      inputRequests: { [APPROVAL_KEY]: inputRequired.elicit({ mode: 'form', message, requestedSchema: APPROVAL_FORM as never }) },
      requestState,
    });
  }
  if (record.status === 'suspended') {
    const form = elicitationFormOf(record.pending.resumeSchema);
    if (!form) return undefined;
    const message = resumeMessage(served.name, served.tool.title, record.suspendPayload);
    return inputRequired({ inputRequests: { [RESUME_KEY]: inputRequired.elicit({ mode: 'form', message, requestedSchema: form as never }) }, requestState });
  }
  return undefined;
}

/** How a paused call resumes. */
export type Resume = NonNullable<RunToolCallOptions['resume']>;

/** The resume a retried request asks for, or a result when it does not resume (a declined resume form). */
export function resumeOf(served: ServedTool, state: string, responses: Record<string, unknown> | undefined): { resume: Resume } | { result: CallToolResult } {
  if (ticketKind(state) === 'suspension') {
    const answer = inputResponse(responses, RESUME_KEY);
    if (answer.kind === 'elicit' && answer.action === 'accept') return { resume: { pending: state, resumeData: answer.content ?? {} } };
    const what = answer.kind === 'elicit' ? (answer.action === 'decline' ? 'declined' : 'cancelled') : 'did not answer';
    return {
      result: errorResult(
        `Tool ${served.name} is suspended and waits for input; the user ${what === 'did not answer' ? 'did not answer' : what} the request, so it did not resume.`,
      ),
    };
  }
  // Anything but an accepted form with the box ticked declines: the call fails closed.
  const answer = inputResponse(responses, APPROVAL_KEY);
  const content = answer.kind === 'elicit' ? (answer.content as { approved?: unknown; reason?: unknown } | undefined) : undefined;
  const approved = answer.kind === 'elicit' && answer.action === 'accept' && content?.approved === true;
  const reason = typeof content?.reason === 'string' && content.reason.trim() !== '' ? content.reason : undefined;
  return { resume: { pending: state, approved, ...(reason !== undefined ? { reason } : {}) } };
}
