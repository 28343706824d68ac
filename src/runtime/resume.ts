// Resuming a call from its ticket: the ticket is checked against the call, then the tool-call
// step is re-entered with the resume data.
import { type CallState, finishCall, selectTool } from './call-state';
import { agentChunk, emitChunk } from './emit-chunk';
import { mapOutcome } from './output/map-outcome';
import { defaultModelOutput } from './output/model-output';
import { mismatchError, type PendingToolCall, parsePendingToolCall } from './pending';
import { readArgsToMatch } from './input/read-input';
import { runToolCallStep } from './tool-call-step';
import type { ResumeOptions, ToolCallRecord } from './types';

async function refuse(state: CallState, error: Error): Promise<ToolCallRecord> {
  await emitChunk(state, agentChunk(state, 'tool-error', { error, args: state.record.args, toolCallId: state.call.toolCallId, toolName: state.toolName }));
  return finishCall(state, 'failed', { error, modelOutput: defaultModelOutput(undefined, error) });
}

/** Resumes with `resume`: refused (a `tool-error`) when the ticket is invalid or names another call. */
export async function resumeCall(state: CallState, resume: ResumeOptions): Promise<ToolCallRecord> {
  let pending: PendingToolCall;
  try {
    pending = parsePendingToolCall(resume.pending);
  } catch (error) {
    return refuse(state, error as Error);
  }
  const { call } = state;
  const given = await readArgsToMatch(call);
  const mismatch = mismatchError(pending, { toolCallId: call.toolCallId, toolName: call.toolName, args: given.args, hasArgs: given.hasArgs });
  if (mismatch) return refuse(state, mismatch);

  selectTool(state, pending.toolName);
  if (state.options.runId === undefined) state.runId = pending.runId;
  state.record.runId = state.runId;
  state.inputArgs = pending.args;
  state.record.args = pending.args;

  let resumeData = resume.resumeData;
  if (resumeData === undefined && resume.approved !== undefined) {
    resumeData = { approved: resume.approved, ...(resume.reason !== undefined ? { reason: resume.reason } : {}) };
  }
  return await mapOutcome(state, await runToolCallStep(state, { pending, workflowResumeData: resumeData, cachedVerdict: undefined }));
}
