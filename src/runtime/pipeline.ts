/**
 * One tool call, step by step, as Mastra's agent runs it. This file is the list; each step lives
 * in its own file and is called from here, in this order:
 *
 *  1. input              `input/read-input.ts`: the input streaming hooks (`onInputStart`,
 *                        `onInputDelta`), the argument text parsed (`input/parse-args.ts`), `mapArgs`;
 *                        a resume checks its ticket instead (`resume.ts`)
 *  2. the `tool-call` chunk, with its input transform (`transform-chunk.ts`)
 *  3. the approval verdict the reference computes ahead (`approval/approval-step.ts`)
 *  4. `onInputAvailable` (`call-tool-hook.ts`)
 *  5. the arguments and the request context validated (`input/validate-args.ts`)
 *  6. the approval gate: ask, or end approval-required or declined (`approval/approval-step.ts`)
 *  7. dispatched to the background (`execution/dispatch-background.ts`), or executed
 *     (`execution/execution-step.ts`): a macrotask, the agent-shaped context, then createTool's own
 *     steps (request context, resume data, execute, suspend payload, output) or a plain execute
 *  8. `onOutput`; a suspension becomes a pending call (`execution/suspension.ts`)
 *  9. the outcome mapped (`output/map-outcome.ts`): `toModelOutput` (`output/model-output.ts`),
 *     the display and transcript transforms, the final chunk and the record
 *
 * The driver around it (`stream-tool-call.ts`) checks the options, makes the call's state, and
 * keeps the time limit and the abort signal.
 * @module
 */
import { isAborted } from './abort';
import { approvalGate, approvalVerdict, precomputeVerdict, requestApproval, resumeDataForExecute } from './approval/approval-step';
import { isBackgroundEligible, resolveBackgroundConfig } from './background-config';
import { type CallState, finishCall, withInput } from './call-state';
import { runToolHook, toolHook } from './call-tool-hook';
import { agentChunk, emitChunk, withToolTitle } from './emit-chunk';
import { toError, ToolExecutionError, ToolNotFoundError } from './errors';
import { dispatchBackground } from './execution/dispatch-background';
import { type ExecuteOutcome, runExecution } from './execution/execution-step';
import { toolNotFoundMessage } from './find-tool';
import { invalidArgsMessage, isMissingToolArgs } from './input/parse-args';
import { ABORTED, isThenable, readInput, splitResumeData } from './input/read-input';
import { checkCallArgs, takeRuntimeFields, withOverride } from './input/validate-args';
import { mapOutcome } from './output/map-outcome';
import { defaultModelOutput } from './output/model-output';
import { suspendedOutcome } from './execution/suspension';
import { enterResume, releaseRefusedClaim } from './resume';
import { ensureSerializable } from './serialize';
import type { StepOutcome, StepState } from './step-outcome';
import { withInputTransform } from './transform-chunk';
import type { ResumeOptions, ToolCallRecord } from './types';

/** Runs one call from its state to its record, step by step (the list at the top of this file). */
export async function runCall(state: CallState): Promise<ToolCallRecord> {
  try {
    if (isAborted(state)) return finishCall(state, 'aborted');
    if (state.options.resume) return await resumeThroughSteps(state, state.options.resume);
    const read = readInput(state);
    const input = isThenable(read) ? await read : read;
    if (input === ABORTED) return finishCall(state, 'aborted');
    const ready = withInput(state, input);
    const { call } = ready;
    const toolCall = agentChunk(
      ready,
      'tool-call',
      withToolTitle(
        ready,
        call.providerMetadata
          ? { toolCallId: call.toolCallId, toolName: ready.toolName, args: input, providerMetadata: call.providerMetadata }
          : { toolCallId: call.toolCallId, toolName: ready.toolName, args: input },
      ),
    );
    const transformed = withInputTransform(ready, toolCall, input);
    const emitted = emitChunk(ready, transformed instanceof Promise ? await transformed : transformed);
    if (emitted) await emitted;
    const verdict = precomputeVerdict(ready);
    const cachedVerdict = verdict instanceof Promise ? await verdict : verdict;
    const mapped = mapOutcome(ready, await runToolCallStep(ready, { pending: undefined, workflowResumeData: undefined, cachedVerdict }));
    return mapped instanceof Promise ? await mapped : mapped;
  } catch (error) {
    // Only a bug or a throwing iterable of deltas gets here: the call fails, with an error chunk.
    const err = toError(error);
    await emitChunk(state, agentChunk(state, 'error', { error: err }));
    return finishCall(state, 'failed', { error: err, modelOutput: defaultModelOutput(undefined, err) });
  }
}

/** Step 1 for a resume: the ticket checked; then the steps from 4 on, with its answer or data. */
async function resumeThroughSteps(state: CallState, resume: ResumeOptions): Promise<ToolCallRecord> {
  const entered = await enterResume(state, resume);
  if ('record' in entered) return entered.record;
  const resumed = entered.state;
  const outcome = await runToolCallStep(resumed, entered.step);
  releaseRefusedClaim(resumed, entered.step.pending!, outcome);
  return await mapOutcome(resumed, outcome);
}

/** Steps 4 to 8, from `step` (fresh, resumed, or re-entered once approval is answered). */
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
  const gate = approvalGate(step, verdict, toolCallId);
  if (gate.declined) return gate.declined;
  const { gated: approvalGated, answered: approvalDecision, approval } = gate;
  const suspendedForApproval = step.pending?.kind === 'approval';
  const resumeDataToPass = resumeDataForExecute(toolName, approvalGated, resumeData);
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
    const check = await checkCallArgs(state, args, !suspendedForApproval);
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
  if (exec.suspend?.called) return suspendedOutcome(state, exec.suspend, result);
  if (isAborted(state)) return { kind: 'aborted', result };
  return { kind: 'result', result, approval };
}
