// The mapping phase: how the call's outcome becomes the final chunk (`tool-result`,
// `tool-error`, `tool-output-denied`), the model output (within `modelOutputLimit`), and the
// record's status.
import { ownValue } from '../../internal/own-value';
import { type CallState, finishCall } from '../call-state';
import { agentChunk, emitChunk } from '../emit-chunk';
import { ToolModelOutputError } from '../errors';
import { boundModelOutput, modelOutputLimitFor } from './bound-model-output';
import { defaultModelOutput, type ResolvedModelOutput, resolveModelOutput } from './model-output';
import type { StepOutcome } from '../step-outcome';
import { sealTicket } from '../seal-ticket';
import { hasPayloadTransforms, transformChunk } from '../transform-chunk';
import type { EditedApproval, ToolCallRecord } from '../types';

type ResultOutcome = Extract<StepOutcome, { kind: 'result' }>;

/** Ends the call from its outcome: emits its last chunk and settles the record. */
export async function mapOutcome(state: CallState, outcome: StepOutcome): Promise<ToolCallRecord> {
  const { call, toolName, inputArgs: args } = state;
  const toolCallId = call.toolCallId;
  switch (outcome.kind) {
    case 'client':
      return finishCall(state, 'pending');
    case 'aborted':
      return finishCall(state, 'aborted', { result: outcome.result });
    case 'result':
      return await mapResult(state, outcome);
    case 'approval-required':
      return finishCall(state, 'approval-required', { pending: await sealTicket(state, outcome.pending) });
    case 'suspended':
      return finishCall(state, 'suspended', { pending: await sealTicket(state, outcome.pending), suspendPayload: outcome.suspendPayload });
    case 'declined': {
      const chunk = agentChunk(state, 'tool-output-denied', { toolCallId, toolName, args, approval: outcome.approval });
      await emitChunk(state, await transformChunk(state, chunk, 'approval', {}));
      return finishCall(state, 'declined', { approval: outcome.approval, ...bounded(state, defaultModelOutput(outcome.approval.reason)) });
    }
    case 'error': {
      const error = outcome.error;
      const chunk = agentChunk(state, 'tool-error', {
        error,
        args,
        toolCallId,
        toolName,
        ...(call.providerMetadata ? { providerMetadata: call.providerMetadata } : {}),
        ...editedApproval(state),
      });
      await emitChunk(state, await transformChunk(state, chunk, 'error', { error }));
      return finishCall(state, 'failed', { error, ...bounded(state, defaultModelOutput(undefined, error)) });
    }
  }
}

/**
 * The record's `modelOutput` within the call's `modelOutputLimit`, and `modelOutputTruncated`
 * when it had to be shortened (`bound-model-output.ts` has the rules).
 */
function bounded(state: CallState, modelOutput: unknown): Pick<ToolCallRecord, 'modelOutput' | 'modelOutputTruncated'> {
  const limit = modelOutputLimitFor(state.options.modelOutputLimit, state.toolName);
  if (limit === undefined) return { modelOutput };
  const { modelOutput: value, truncated } = boundModelOutput(modelOutput, limit);
  return truncated ? { modelOutput: value, modelOutputTruncated: truncated } : { modelOutput };
}

/** What a `tool-result` or `tool-error` chunk adds when an approver edited the arguments: both versions, beside `args`. */
function editedApproval(state: CallState): { approval: EditedApproval } | undefined {
  const approval = state.record.approval;
  if (!approval || !('editedArgs' in approval)) return undefined;
  return { approval: { id: approval.id, approved: true, editedArgs: approval.editedArgs } };
}

/** What a result's record carries whatever follows: the approval it had, the background task it started. */
function ranFields(outcome: ResultOutcome): Partial<ToolCallRecord> {
  const fields: Partial<ToolCallRecord> = {};
  if (outcome.approval) fields.approval = outcome.approval;
  if (outcome.background) fields.background = outcome.background;
  return fields;
}

/** The tool-result chunk, with `toModelOutput` applied; a throwing `toModelOutput` fails the call. */
async function mapResult(state: CallState, outcome: ResultOutcome): Promise<ToolCallRecord> {
  const { call, toolName, inputArgs: args } = state;
  const { result } = outcome;
  const ran = ranFields(outcome);
  if (result === undefined) return finishCall(state, 'pending', ran);
  let resolved: ResolvedModelOutput;
  try {
    // toModelOutput is looked up by the called name only, as the reference does; a peer that
    // calls it itself gets the default output here.
    resolved = await resolveModelOutput(state.host.mapsModelOutput ? undefined : ownValue(state.tools, toolName), result);
  } catch (cause) {
    const error = new ToolModelOutputError(toolName, cause, { toolCallId: call.toolCallId });
    // The stream's error chunk carries what toModelOutput threw, unwrapped, as the agent's does;
    // the record keeps the wrapper that names the tool.
    await emitChunk(state, agentChunk(state, 'error', { error: cause }));
    return finishCall(state, 'failed', { ...ran, result, error });
  }
  const model = bounded(state, resolved.modelOutput);
  // The model reads the mapped output kept in the metadata too: it is the bounded one.
  const raw = resolved.raw != null && model.modelOutputTruncated ? model.modelOutput : resolved.raw;
  const baseMetadata = outcome.providerMetadata ?? call.providerMetadata;
  let providerMetadata: Record<string, unknown> | undefined;
  if (baseMetadata != null || raw != null) {
    const merged: Record<string, unknown> = {
      ...(baseMetadata ?? {}),
      ...(raw != null ? { mastra: { ...((baseMetadata?.['mastra'] as Record<string, unknown> | undefined) ?? {}), modelOutput: raw } } : {}),
    };
    if (Object.keys(merged).length > 0) providerMetadata = merged;
  }
  const payload: Record<string, unknown> = providerMetadata
    ? { args, toolCallId: call.toolCallId, toolName, result, providerMetadata, ...editedApproval(state) }
    : { args, toolCallId: call.toolCallId, toolName, result, ...editedApproval(state) };
  if (model.modelOutputTruncated) payload['modelOutputTruncated'] = model.modelOutputTruncated;
  const chunk = agentChunk(state, 'tool-result', payload);
  await emitChunk(state, hasPayloadTransforms(state) ? await transformChunk(state, chunk, 'output-available', { output: result }) : chunk);
  return finishCall(state, 'completed', { ...ran, result, ...model, providerMetadata });
}
