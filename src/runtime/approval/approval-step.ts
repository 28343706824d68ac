// The approval step of a call: the verdict of the policies, the `tool-call-approval` chunk, and
// the answer of the caller's handler or of a decision bound ahead of time.
import { approvalResumeSchemaJSON, DECLINED_MESSAGE, getNeedsApprovalFn, REQUIRE_TOOL_APPROVAL_KEY, requiresApproval, staticRequireApproval } from './approval';
import { describeValue } from '../../context/request-context-option';
import { claimAnswer } from '../claim-ticket';
import { type CallState, idempotencyKeyOf } from '../call-state';
import { agentChunk, emitChunk } from '../emit-chunk';
import { toError } from '../errors';
import { argsDigest, createPendingToolCall, mismatchError, type PendingToolCall, ToolCallMismatchError } from '../pending';
import { sealTicket } from '../seal-ticket';
import type { CallEntry, EditedArgs, StepOutcome } from '../step-outcome';
import type { TicketOptions } from '../tickets';
import { transformChunk } from '../transform-chunk';
import type { ApprovalDecision, ApprovalHandler, ResumeOptions } from '../types';

function globalPolicy(state: CallState): unknown {
  return state.options.requireToolApproval ?? state.requestContext.get(REQUIRE_TOOL_APPROVAL_KEY as never);
}

/**
 * Whether the call with `args` must be approved first, under the tool's and the global policy;
 * never when the host's peer asked for approval before it called.
 */
export async function approvalVerdict(state: CallState, args: unknown): Promise<boolean> {
  if (state.host.asksApproval) return false;
  return await requiresApproval({
    tool: state.tool,
    args,
    toolName: state.toolName,
    requestContext: state.requestContext as never,
    workspace: state.options.workspace,
    globalPolicy: globalPolicy(state),
    logger: state.logger,
  });
}

/**
 * The verdict that needs no question: `false` when the host's peer asks for approval itself, the
 * tool's flag or the global value when no policy is a function; `undefined` when one must be asked
 * ({@link approvalVerdict}).
 */
export function readVerdict(state: CallState): boolean | undefined {
  if (state.host.asksApproval) return false;
  const global = globalPolicy(state);
  if (typeof global === 'function' || getNeedsApprovalFn(state.tool)) return undefined;
  return !!global || staticRequireApproval(state.tool);
}

/** Whether the reference decides approval before onInputAvailable: not when the tool set runs sequentially. */
export function decidesAhead(state: CallState): boolean {
  if (globalPolicy(state) === true) return false;
  const sequential = Object.values(state.tools).some((t) => !!t && (!!t.suspendSchema || (!getNeedsApprovalFn(t) && staticRequireApproval(t))));
  return !sequential && !!state.tool && !state.tool.suspendSchema;
}

/** Where the approval gate stands for one entry of the call (fresh, resumed, or answered). */
export interface ApprovalGate {
  /** The call waits on approval: its policies ask for it, or it resumes an approval ticket. */
  gated: boolean;
  /** The answer the entry carries (`{ approved, reason? }` resume data), if any. */
  answered: Record<string, unknown> | undefined;
  /** The outcome of a gated call whose answer is no. */
  declined: Extract<StepOutcome, { kind: 'declined' }> | undefined;
  /** What the result carries for a gated call whose answer is yes, or a call that runs arguments an approver edited. */
  approval: { id: string; approved: true; editedArgs?: unknown } | undefined;
}

/**
 * The approval gate for the call's entry and the policies' verdict: whether the call is gated,
 * the answer it carries, and what that answer makes of it. Asking is {@link requestApproval}'s.
 */
export function approvalGate(entry: CallEntry, verdict: boolean, toolCallId: string): ApprovalGate {
  const data = entry.resumeData as Record<string, unknown> | undefined;
  const answered = data != null && typeof data === 'object' && typeof data['approved'] === 'boolean' ? data : undefined;
  const gated = entry.pending?.kind === 'approval' || (verdict && entry.pending === undefined);
  if (gated && answered && !answered['approved']) {
    return {
      gated,
      answered,
      declined: { kind: 'declined', approval: { id: toolCallId, approved: false, reason: resolveDeclineReason(answered) } },
      approval: undefined,
    };
  }
  // Edits come only with a yes: a suspension ticket issued after an edited approval carries them on.
  const edited = entry.edited;
  if (edited) return { gated, answered, declined: undefined, approval: { id: toolCallId, approved: true, editedArgs: edited.args } };
  return { gated, answered, declined: undefined, approval: gated && answered?.['approved'] === true ? { id: toolCallId, approved: true } : undefined };
}

/**
 * The resume data `execute` gets: none when the data only answered the approval gate (a lone
 * `approved` key), except for an agent tool (`agent-…`), which gets it as given.
 */
export function resumeDataForExecute(toolName: string, gated: boolean, resumeData: unknown): unknown {
  const onlyApproved =
    !toolName.startsWith('agent-') &&
    gated &&
    !!resumeData &&
    typeof resumeData === 'object' &&
    Object.keys(resumeData).length === 1 &&
    'approved' in resumeData;
  return onlyApproved ? undefined : resumeData;
}

/** Throws a TypeError naming `where` for an `approval` option that is not a handler, a decision or a boolean. */
export function checkApprovalOption(approval: unknown, where: string): void {
  if (approval === undefined || typeof approval === 'boolean' || typeof approval === 'function') return;
  if (typeof approval === 'object' && approval !== null) return;
  throw new TypeError(
    `${where}: approval must be a handler function, a decision { toolCallId, args, approved, reason? }, or true / false, not ${describeValue(approval)}`,
  );
}

/**
 * Throws a TypeError naming `where` for edited arguments (`resume.args`) that cannot apply: given
 * without `approved: true` (a declined call runs nothing), beside `resumeData`, or under
 * `tickets.keys` without a `replayStore`, where the same ticket could be answered again with other
 * arguments.
 */
export function checkEditedArgsOption(resume: ResumeOptions | undefined, tickets: TicketOptions | undefined, where: string): void {
  if (typeof resume !== 'object' || resume === null || resume.args === undefined) return;
  if (resume.resumeData !== undefined) {
    throw new TypeError(`${where}: resume.args (the approver's edited arguments) go with approved: true, not with resumeData.`);
  }
  if (resume.approved !== true) {
    const why = resume.approved === false ? 'a declined call runs nothing, so it takes no arguments' : `not ${describeValue(resume.approved)}`;
    throw new TypeError(`${where}: resume.args (the approver's edited arguments) go with approved: true; ${why}.`);
  }
  if (tickets?.keys !== undefined && !tickets.replayStore) {
    throw new TypeError(
      `${where}: resume.args needs tickets.replayStore when tickets are signed with tickets.keys: without one the same ticket could be answered again with other arguments.`,
    );
  }
}

/** The reason a declined call reports: the decision's, its `declineContext`'s, or the default. */
export function resolveDeclineReason(data: unknown): string {
  if (!data || typeof data !== 'object') return DECLINED_MESSAGE;
  const { reason, declineContext } = data as { reason?: unknown; declineContext?: { reason?: unknown } };
  if (typeof reason === 'string' && reason.trim().length > 0) return reason;
  const nested = declineContext?.reason;
  if (typeof nested === 'string' && nested.trim().length > 0) return nested;
  return DECLINED_MESSAGE;
}

/** An answer read: yes or no, the reason, and the arguments an approver edited (with a yes only). */
interface Decision {
  approved: boolean;
  reason?: string;
  edited?: EditedArgs;
}

function toDecision(response: unknown): Decision {
  if (response === true) return { approved: true };
  if (response && typeof response === 'object') {
    const r = response as { approved?: unknown; reason?: unknown };
    const reason = typeof r.reason === 'string' ? r.reason : undefined;
    return { approved: r.approved === true, ...(reason !== undefined ? { reason } : {}) };
  }
  return { approved: false };
}

/** A handler's answer, with the arguments it edited; a TypeError for edits given with anything but `approved: true`. */
function handlerDecision(response: unknown, toolName: string, toolCallId: string): Decision | TypeError {
  const decision = toDecision(response);
  const args = response && typeof response === 'object' ? (response as { args?: unknown }).args : undefined;
  if (args === undefined) return decision;
  if (!decision.approved) {
    return new TypeError(
      `The approval handler answered tool call "${toolCallId}" of "${toolName}" with args but not approved: true: edited arguments go with an approval (a declined call runs nothing). The tool did not run.`,
    );
  }
  return { ...decision, edited: { args } };
}

/** An answer the call goes on with, as after approveToolCall/declineToolCall. */
export interface ApprovalAnswer {
  kind: 'answered';
  pending: PendingToolCall;
  data: { approved: boolean; reason?: string };
  /** The arguments the handler's yes edited. */
  edited: EditedArgs | undefined;
}

/**
 * Emits the approval request for `args` (the checked arguments), then asks the handler or checks
 * the bound decision. Without either, the call ends `approval-required` with its ticket.
 */
export async function requestApproval(state: CallState, args: unknown): Promise<StepOutcome | ApprovalAnswer> {
  const toolCallId = state.call.toolCallId;
  const { toolName } = state;
  const resumeSchema = approvalResumeSchemaJSON();
  const idempotencyKey = idempotencyKeyOf(state);
  const pending = createPendingToolCall({ kind: 'approval', runId: state.runId, toolCallId, toolName, args, resumeSchema, idempotencyKey });
  const chunk = agentChunk(state, 'tool-call-approval', { toolCallId, toolName, args, resumeSchema });
  await emitChunk(state, await transformChunk(state, chunk, 'approval', { suspendPayload: undefined }));

  const answer = state.options.approval;
  if (answer === undefined) return { kind: 'approval-required', pending };
  let decision: Decision;
  if (typeof answer === 'boolean') {
    decision = { approved: answer };
  } else if (typeof answer === 'function') {
    const ticket = await sealTicket(state, pending);
    let response: unknown;
    try {
      response = await (answer as ApprovalHandler)({ toolCallId, toolName, args, resumeSchema, pending: ticket });
    } catch (error) {
      state.logger.error('Error calling approval handler', error);
      return { kind: 'error', error: toError(error) };
    }
    // The handler's answer uses the ticket it was handed: a copy it kept resumes nothing later,
    // and a resume of that ticket that came first wins over this answer.
    try {
      await claimAnswer(ticket, state.options.tickets);
    } catch (error) {
      return { kind: 'error', error: toError(error) };
    }
    const read = handlerDecision(response, toolName, toolCallId);
    if (read instanceof TypeError) return { kind: 'error', error: read };
    decision = read;
  } else {
    const bound = answer as ApprovalDecision;
    const mismatch =
      typeof bound !== 'object' || bound === null || typeof bound.toolCallId !== 'string' || !('args' in bound)
        ? new ToolCallMismatchError('Refused: an approval decision must name the toolCallId and the args it approves.', {
            field: 'decision',
            toolCallId,
            expected: { toolCallId, args: pending.args },
            received: bound,
          })
        : mismatchError({ toolCallId: bound.toolCallId, argsDigest: argsDigest(pending.args) }, { toolCallId, hasArgs: true, args: bound.args });
    // A decision bound ahead of time names the arguments as the call gives them, before validation.
    const asGiven =
      mismatch?.field === 'args' && !mismatchError({ toolCallId, argsDigest: argsDigest(state.inputArgs) }, { toolCallId, hasArgs: true, args: bound.args });
    if (mismatch && !asGiven) return { kind: 'error', error: mismatch };
    decision = toDecision(bound);
  }
  return {
    kind: 'answered',
    pending,
    data: { approved: decision.approved, ...(decision.reason !== undefined ? { reason: decision.reason } : {}) },
    edited: decision.edited,
  };
}
