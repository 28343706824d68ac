/**
 * One tool call, phase by phase, as Mastra's agent runs it. Each phase is a function of this
 * file, in the order a call goes through them: it takes what the phase before produced and
 * returns what the next one needs, or the outcome that ends the call (a {@link StepOutcome}).
 *
 *  1. input       the arguments read (`input/read-input.ts`: `onInputStart`, `onInputDelta`, the
 *                 text parsed, the host's `argsToInput`), the `tool-call` chunk with its input transform
 *                 (`transform-chunk.ts`), the approval verdict the reference computes ahead
 *                 (`approval/approval-step.ts`). A resume checks its ticket instead (`resume.ts`).
 *  2. announced   the tool found, `onInputAvailable` (`call-tool-hook.ts`), the approval policies'
 *                 verdict and the answer the call carries (`approval/approval-step.ts`)
 *  3. validated   the arguments and the request context checked (`input/validate-args.ts`)
 *  4. approved    the approval asked for (`approval/approval-step.ts`); an answer announces the
 *     or declined call again, as approveToolCall does, and it goes on or ends declined
 *  5. executed    a macrotask, the agent-shaped context, then createTool's steps
 *     or dispatched (`execution/execution-step.ts`); or a background task (`execution/dispatch-background.ts`)
 *  6. output      `onOutput`; a suspension becomes a pending call (`execution/suspension.ts`)
 *  7. mapped      (`output/map-outcome.ts`): `toModelOutput`, `modelOutputLimit`
 *                 (`output/bound-model-output.ts`), the display and transcript transforms, the
 *                 final chunk and the record
 *
 * The driver around it (`stream-tool-call.ts`) checks the options, makes the call's state, and
 * keeps the time limit and the abort signal.
 * @module
 */
import { isAborted } from './abort';
import { approvalGate, approvalVerdict, decidesAhead, readVerdict, requestApproval, resumeDataForExecute } from './approval/approval-step';
import { type BackgroundCallOverride, isBackgroundEligible, resolveBackgroundConfig } from './background-config';
import { type CallState, finishCall, recordEditedApproval, withInput } from './call-state';
import { callOutputHook, runToolHook, toolHook } from './call-tool-hook';
import { agentChunk, emitChunk, withToolTitle } from './emit-chunk';
import { toError, ToolExecutionError, ToolNotFoundError } from './errors';
import { dispatchBackground } from './execution/dispatch-background';
import type { SuspendCapture } from './execution/execute-context';
import { runExecution } from './execution/execution-step';
import { suspendedOutcome } from './execution/suspension';
import { toolNotFoundMessage } from './find-tool';
import { invalidArgsMessage, isMissingToolArgs } from './input/parse-args';
import { ABORTED, argsFromText, inputForTool, readDeltas, splitResumeData } from './input/read-input';
import { type CheckedArgs, checkCallArgs, takeRuntimeFields, withOverride } from './input/validate-args';
import { mapOutcome } from './output/map-outcome';
import { defaultModelOutput } from './output/model-output';
import { enterResume, releaseRefusedClaim } from './resume';
import { ensureSerializable } from './serialize';
import type { ApprovedCall, CallEntry, StepOutcome } from './step-outcome';
import { hasPayloadTransforms, withInputTransform } from './transform-chunk';
import type { ToolCallRecord } from './types';
import type { ValidationError } from '../validation/types';

/** Runs one call from its state to its record, phase by phase (the list at the top of this file). */
export async function runCall(state: CallState): Promise<ToolCallRecord> {
  try {
    if (isAborted(state)) return finishCall(state, 'aborted');
    const resume = state.options.resume;
    const entered = resume ? await enterResume(state, resume) : await input(state);
    if ('record' in entered) return entered.record;
    const outcome = await runPhases(entered.state, entered.entry);
    if (resume) releaseRefusedClaim(entered.state, entered.entry.pending!, outcome);
    return await mapOutcome(entered.state, outcome);
  } catch (error) {
    // Only a bug or a throwing iterable of deltas gets here: the call fails, with an error chunk.
    const err = toError(error);
    await emitChunk(state, agentChunk(state, 'error', { error: err }));
    return finishCall(state, 'failed', { error: err, modelOutput: defaultModelOutput(undefined, err) });
  }
}

/** Phases 2 to 6, from the call's entry (fresh, or resumed from a ticket) to its outcome. */
async function runPhases(state: CallState, entry: CallEntry): Promise<StepOutcome> {
  const announced = await announce(state, entry);
  if (ended(announced)) return announced;
  const validated = await validate(state, announced);
  if (ended(validated)) return validated;
  const approved = validated.asksApproval && !validated.refused ? await approve(state, validated) : validated;
  if (ended(approved)) return approved;
  const executed = await execute(state, approved);
  if (ended(executed)) return executed;
  return await output(state, executed);
}

/** Whether a phase ended the call: an outcome, rather than what the next phase needs. */
function ended(value: object): value is StepOutcome {
  return 'kind' in value;
}

/** Phase 1, input: the arguments, the `tool-call` chunk, and the verdict the reference computes ahead. */
async function input(state: CallState): Promise<{ record: ToolCallRecord } | { state: CallState; entry: CallEntry }> {
  const { call } = state;
  // Deltas are streamed (with their hooks and chunks), else the text parsed, else `args` taken as
  // given (a thenable awaited, as the agent awaits its arguments).
  const read = call.argsTextDeltas !== undefined ? await readDeltas(state) : call.argsText !== undefined ? argsFromText(call.argsText) : await call.args;
  if (read === ABORTED) return { record: finishCall(state, 'aborted') };
  const args = inputForTool(state, read);
  const ready = withInput(state, args);
  const toolCall = agentChunk(
    ready,
    'tool-call',
    withToolTitle(
      ready,
      call.providerMetadata
        ? { toolCallId: call.toolCallId, toolName: ready.toolName, args, providerMetadata: call.providerMetadata }
        : { toolCallId: call.toolCallId, toolName: ready.toolName, args },
    ),
  );
  await emitChunk(ready, hasPayloadTransforms(ready) ? await withInputTransform(ready, toolCall, args) : toolCall);
  const verdict = decidesAhead(ready) ? (readVerdict(ready) ?? (await approvalVerdict(ready, splitResumeData(ready.inputArgs).args))) : undefined;
  return { state: ready, entry: { pending: undefined, resumeData: undefined, verdict } };
}

/** What an announced call goes on with: its arguments, and what its entry and the approval gate decided. */
interface Announced {
  /** The arguments without `resumeData` and the runtime's own fields. */
  readonly args: any;
  /** The model's `_background` override taken off the arguments. */
  readonly override: BackgroundCallOverride | undefined;
  /** The resume data execute gets. */
  readonly resumeData: unknown;
  /** The payload the call suspended with, when it resumes a suspension with data. */
  readonly suspendPayload: { readonly value: unknown } | undefined;
  /** The call is gated and carries no answer yet: someone is asked. */
  readonly asksApproval: boolean;
  /** What the result carries for a call approved. */
  readonly approval: ApprovedCall | undefined;
  /** `args` are the arguments an approver edited: they are validated, whatever the entry. */
  readonly edited: boolean;
  /** The arguments are validated (not when resuming an approval: they were, when it was asked for). */
  readonly validatesInput: boolean;
  /** The call may run in the background. */
  readonly background: boolean;
}

/**
 * Phase 2, announced: the tool found, `onInputAvailable` fired, then the approval gate for the
 * entry: the policies' verdict, and what an answer the entry carries makes of the call. A tool
 * without `execute` is the client's to run.
 */
async function announce(state: CallState, entry: CallEntry): Promise<Announced | StepOutcome> {
  const { tool, toolName } = state;
  const toolCallId = state.call.toolCallId;
  if (!tool) {
    const availableTools = Object.keys(state.tools);
    return { kind: 'error', error: new ToolNotFoundError(toolNotFoundMessage(toolName, availableTools), { toolName, availableTools }) };
  }
  const inputHook = toolHook(state, tool, 'onInputAvailable');
  if (inputHook) {
    await runToolHook(state, 'onInputAvailable', tool, inputHook, {
      toolCallId,
      input: state.inputArgs,
      messages: state.messages,
      abortSignal: state.abortSignal,
    });
  }
  if (!tool.execute) return { kind: 'client' };

  const split = splitResumeData(state.inputArgs);
  const gate = approvalGate(entry, entry.verdict ?? readVerdict(state) ?? (await approvalVerdict(state, split.args)), toolCallId);
  if (gate.declined) return gate.declined;
  // An approver's edits replace the model's arguments (a copy: the runtime's fields are taken off in place).
  const edited = entry.edited;
  const args = (edited ? copyArgs(edited.args) : split.args) as any;
  if (edited) recordEditedApproval(state, gate.approval!);
  const resumeData = resumeDataForExecute(toolName, gate.gated, split.resumeData ?? entry.resumeData);
  const pending = entry.pending;
  const override = takeRuntimeFields(args);
  if (isMissingToolArgs(args)) return { kind: 'error', error: new Error(invalidArgsMessage(toolName)) };
  return {
    args,
    override,
    resumeData,
    suspendPayload: resumeData != null && pending?.kind === 'suspension' ? { value: pending.suspendPayload } : undefined,
    asksApproval: gate.gated && !gate.answered,
    approval: gate.approval,
    edited: edited !== undefined,
    validatesInput: pending?.kind !== 'approval' || edited !== undefined,
    background: !state.host.awaitsResult && isBackgroundEligible(toolName, tool.background, state.options.background),
  };
}

/** A call whose arguments and request context were checked: what they became, or why they were refused. */
interface Validated extends Announced {
  /** The checked arguments and request context; absent for a resume with data, which the reference does not validate. */
  readonly checked: CheckedArgs | undefined;
  /** The ValidationError the call ends with: it is not asked about, and does not run. */
  readonly refused: ValidationError | undefined;
}

/**
 * Phase 3, validated. Deviation: the arguments and the request context are checked before anyone
 * is asked to approve (the reference asks first). A resume with data is not validated, as in the
 * reference, unless it may run in the background or runs arguments an approver edited.
 */
async function validate(state: CallState, announced: Announced): Promise<Validated | StepOutcome> {
  if (announced.resumeData != null && !announced.background && !announced.edited) return { ...announced, checked: undefined, refused: undefined };
  const check = await checkCallArgs(state, announced.args, announced.validatesInput);
  if (check.ok === 'threw') return { kind: 'error', error: executionError(state, check.error) };
  if (check.ok === false) return { ...announced, checked: undefined, refused: check.error };
  return { ...announced, checked: check, refused: undefined };
}

/**
 * Phase 4, approved or declined: a gated call whose arguments passed is asked about (with its
 * checked arguments); any other goes on as it is. An answer announces the call again, as
 * approveToolCall and declineToolCall do (`onInputAvailable` fires again, the policies are asked
 * again), and the call goes on with the arguments checked before, or ends declined. Arguments the
 * answer edited are checked again (phase 3) before they run.
 */
async function approve(state: CallState, validated: Validated): Promise<Validated | StepOutcome> {
  const { checked } = validated;
  const answer = await requestApproval(state, checked ? withOverride(checked.args, validated.override) : state.inputArgs);
  if (answer.kind !== 'answered') return answer;
  const answered = await announce(state, { pending: answer.pending, resumeData: answer.data, verdict: undefined, edited: answer.edited });
  if (ended(answered)) return answered;
  if (answered.edited) return await validate(state, answered);
  return { ...answered, checked, refused: undefined };
}

/** What ran: the result (a ValidationError for a refused call), the tool's suspension, and its approval. */
interface Executed {
  readonly result: unknown;
  readonly suspend: SuspendCapture | undefined;
  readonly approval: ApprovedCall | undefined;
}

/**
 * Phase 5, executed or dispatched: a call that may run in the background and whose options say so
 * is dispatched (its placeholder, or awaited result, ends the call); any other runs here.
 */
async function execute(state: CallState, approved: Validated): Promise<Executed | StepOutcome> {
  const { approval, checked } = approved;
  if (approved.refused) return { result: approved.refused, suspend: undefined, approval };
  const tool = state.tool!;
  const args = checked ? checked.args : approved.args;
  const resumption = {
    resumeData: approved.resumeData,
    suspendPayload: approved.suspendPayload?.value,
    hasSuspendPayload: approved.suspendPayload !== undefined,
  };
  if (approved.background && typeof approved.args === 'object') {
    const bg = resolveBackgroundConfig({
      override: approved.override,
      toolName: state.toolName,
      toolConfig: tool.background,
      options: state.options.background,
    });
    if (bg.runInBackground) return await dispatchBackground(state, args, bg, { ...resumption, approval, checked });
  }
  const exec = await runExecution(state, args, {
    ...resumption,
    checked,
    abortSignal: state.abortSignal,
    isBackgroundTask: false,
    background: undefined,
    foreground: true,
  });
  if (exec.ok === 'aborted') return { kind: 'aborted' };
  if (exec.ok === false) return isAborted(state) ? { kind: 'aborted' } : { kind: 'error', error: executionError(state, exec.error) };
  return { result: exec.result, suspend: exec.suspend, approval };
}

/** Phase 6, output: the result made serialisable, `onOutput`, then the call suspended, aborted or done. */
async function output(state: CallState, executed: Executed): Promise<StepOutcome> {
  const tool = state.tool!;
  const result = ensureSerializable(executed.result);
  if (toolHook(state, tool, 'onOutput')) await callOutputHook(state, tool, result, state.abortSignal);
  if (executed.suspend?.called) return suspendedOutcome(state, executed.suspend, result, editedArgsOf(executed.approval));
  if (isAborted(state)) return { kind: 'aborted', result };
  return { kind: 'result', result, approval: executed.approval };
}

/** A shallow copy of object arguments an approver edited, so taking the runtime's fields off leaves the caller's object alone. */
function copyArgs(args: unknown): unknown {
  if (Array.isArray(args)) return [...args];
  return args !== null && typeof args === 'object' ? { ...args } : args;
}

/** The edited arguments a suspension ticket carries on, from the call's approval. */
function editedArgsOf(approval: ApprovedCall | undefined): { args: unknown } | undefined {
  return approval && 'editedArgs' in approval ? { args: approval.editedArgs } : undefined;
}

function executionError(state: CallState, error: unknown): ToolExecutionError {
  return new ToolExecutionError(error, { toolName: state.toolName, toolCallId: state.call.toolCallId, model: state.options.run?.modelId });
}
