// The tool-call step, as the reference's agent runs it: `onInputAvailable`, the argument checks,
// the approval gate, background dispatch or execute, `onOutput`, and suspension.
import { isAborted } from './abort';
import { approvalVerdict, requestApproval, resolveDeclineReason } from './approval/approval-step';
import { isBackgroundEligible, resolveBackgroundConfig } from './background-config';
import { runToolHook, toolHook } from './call-tool-hook';
import type { CallState } from './call-state';
import { dispatchBackground } from './execution/dispatch-background';
import { ToolExecutionError, ToolNotFoundError } from './errors';
import { type ExecuteOutcome, runExecution } from './execution/execution-step';
import { invalidArgsMessage, isMissingToolArgs } from './input/parse-args';
import { toolNotFoundMessage } from './find-tool';
import { createPendingToolCall } from './pending';
import { splitResumeData } from './input/read-input';
import { checkCallArgs, takeRuntimeFields, withOverride } from './input/validate-args';
import { ensureSerializable } from './serialize';
import type { StepOutcome, StepState } from './step-outcome';

/** Runs the tool-call step from `step` (fresh, resumed, or re-entered once approval is answered). */
export async function runToolCallStep(state: CallState, step: StepState): Promise<StepOutcome> {
  const { tool, toolName } = state;
  const toolCallId = state.call.toolCallId;
  if (!tool) {
    const availableTools = Object.keys(state.tools);
    return { kind: 'error', error: new ToolNotFoundError(toolNotFoundMessage(toolName, availableTools), { toolName, availableTools }) };
  }
  // The payloads are built only for a hook the tool defines.
  const inputHook = toolHook(tool, 'onInputAvailable');
  if (inputHook) {
    await runToolHook(state, 'onInputAvailable', tool, inputHook, {
      toolCallId,
      input: state.inputArgs,
      messages: state.messages,
      abortSignal: state.abortSignal,
    });
  }
  if (!tool.execute) return { kind: 'client' };

  const stripped = splitResumeData(state.inputArgs);
  const args = stripped.args as any;
  const resumeData = stripped.resumeData ?? step.workflowResumeData;
  let verdict = step.cachedVerdict ?? approvalVerdict(state, args);
  if (verdict instanceof Promise) verdict = await verdict;
  const suspendedForApproval = step.pending?.kind === 'approval';
  const wr = step.workflowResumeData as Record<string, unknown> | undefined;
  const approvalDecision = wr != null && typeof wr === 'object' && typeof wr['approved'] === 'boolean' ? wr : undefined;
  const approvalGated = suspendedForApproval || (verdict && step.pending === undefined);

  if (approvalGated && approvalDecision && !approvalDecision['approved']) {
    return { kind: 'declined', approval: { id: toolCallId, approved: false, reason: resolveDeclineReason(approvalDecision) } };
  }
  const approval = approvalGated && approvalDecision?.['approved'] === true ? { id: toolCallId, approved: true as const } : undefined;
  const isAgentTool = toolName.startsWith('agent-');
  const onlyApproved =
    !isAgentTool && approvalGated && !!resumeData && typeof resumeData === 'object' && Object.keys(resumeData).length === 1 && 'approved' in resumeData;
  const resumeDataToPass = onlyApproved ? undefined : resumeData;
  const hasSuspendPayload = resumeDataToPass != null && step.pending?.kind === 'suspension';
  const suspendPayload = hasSuspendPayload ? step.pending!.suspendPayload : undefined;

  const override = takeRuntimeFields(args);
  if (isMissingToolArgs(args)) return { kind: 'error', error: new Error(invalidArgsMessage(toolName)) };
  const injected = isBackgroundEligible(toolName, tool.background, state.options.background);

  // Deviation: the arguments and the request context are checked before anyone is asked to
  // approve (the reference asks first). Arguments resumed from an approval were checked when
  // the approval was asked for; a resume with data is not validated, as in the reference.
  let checked = step.checked;
  let invalid: ExecuteOutcome | undefined;
  if (!checked && (resumeDataToPass == null || injected)) {
    let check = checkCallArgs(state, args, !suspendedForApproval);
    if (check instanceof Promise) check = await check;
    if (check.ok === 'threw') return { kind: 'error', error: new ToolExecutionError(check.error, { toolName, toolCallId, model: state.options.modelId }) };
    if (check.ok) checked = check;
    else invalid = { ok: true, result: check.error, suspend: undefined };
  }

  if (approvalGated && !approvalDecision && !invalid) {
    const answer = await requestApproval(state, checked ? withOverride(checked.args, override) : state.inputArgs);
    if (answer.kind !== 'answered') return answer;
    // Re-entry, as after approveToolCall/declineToolCall: onInputAvailable fires again.
    return await runToolCallStep(state, { pending: answer.pending, workflowResumeData: answer.data, cachedVerdict: undefined, checked });
  }

  const execArgs = checked ? checked.args : args;
  // Only a call eligible for the background (`injected`) can be dispatched there.
  if (injected && !invalid && typeof args === 'object') {
    const bg = resolveBackgroundConfig({ override, toolName, toolConfig: tool.background, options: state.options.background });
    // Handed back, not awaited: this step's frame is not kept alive while the executor enqueues.
    if (bg.runInBackground)
      return dispatchBackground(state, execArgs as Record<string, any>, bg, {
        resumeData: resumeDataToPass,
        suspendPayload,
        hasSuspendPayload,
        injected,
        approval,
        checked,
      });
  }

  const exec =
    invalid ??
    (await runExecution(state, execArgs, {
      resumeData: resumeDataToPass,
      suspendPayload,
      hasSuspendPayload,
      injected,
      checked,
      abortSignal: state.abortSignal,
      isBackgroundTask: false,
      background: undefined,
      foreground: true,
    }));
  if (exec.ok === 'aborted') return { kind: 'aborted' };
  if (exec.ok === false) {
    if (isAborted(state)) return { kind: 'aborted' };
    return { kind: 'error', error: new ToolExecutionError(exec.error, { toolName, toolCallId, model: state.options.modelId }) };
  }
  const result = ensureSerializable(exec.result);
  const outputHook = toolHook(tool, 'onOutput');
  if (outputHook) await runToolHook(state, 'onOutput', tool, outputHook, { toolCallId, toolName, output: result, abortSignal: state.abortSignal });
  const suspend = exec.suspend;
  if (suspend?.called) {
    const pending = createPendingToolCall({
      kind: 'suspension',
      runId: state.runId,
      toolCallId,
      toolName,
      args: state.inputArgs,
      suspendPayload: suspend.payload,
      resumeSchema: suspend.options?.['resumeSchema'],
      resumeLabel: suspend.options?.['resumeLabel'],
    });
    return { kind: 'suspended', pending, suspendPayload: suspend.payload, result };
  }
  if (isAborted(state)) return { kind: 'aborted', result };
  return { kind: 'result', result, approval };
}
