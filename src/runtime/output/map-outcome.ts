// The mapping step: how the tool-call step's outcome becomes the final chunk (`tool-result`,
// `tool-error`, `tool-output-denied`), the model output, and the record's status.
import { ownValue } from '../../internal/own-value';
import { type CallState, finishCall } from '../call-state';
import { agentChunk, emitChunk } from '../emit-chunk';
import { ToolModelOutputError } from '../errors';
import { defaultModelOutput, resolveModelOutput } from './model-output';
import type { StepOutcome } from '../step-outcome';
import { sealTicket } from '../seal-ticket';
import { transformChunk } from './transform-chunk';
import type { ToolCallRecord } from '../types';

/** The tool-result chunk, with `toModelOutput` applied; a throwing `toModelOutput` fails the call. */
async function mapResult(state: CallState, outcome: Extract<StepOutcome, { kind: 'result' }>): Promise<ToolCallRecord> {
  const { call, record, toolName, inputArgs: args } = state;
  const { result } = outcome;
  if (outcome.approval) record.approval = outcome.approval;
  if (outcome.background) record.background = outcome.background;
  if (result === undefined) return finishCall(state, 'pending');
  const baseMetadata = outcome.providerMetadata ?? call.providerMetadata;
  // toModelOutput is looked up by the called name only, as the reference does.
  const byKey = ownValue(state.tools, toolName);
  let resolved: { modelOutput: unknown; raw: unknown };
  try {
    const output = resolveModelOutput(byKey, result);
    resolved = output instanceof Promise ? await output : output;
  } catch (cause) {
    const error = new ToolModelOutputError(toolName, cause, { toolCallId: call.toolCallId });
    // The stream's error chunk carries what toModelOutput threw, unwrapped, as the agent's does;
    // the record keeps the wrapper that names the tool.
    await emitChunk(state, agentChunk(state, 'error', { error: cause }));
    return finishCall(state, 'failed', { result, error });
  }
  // Without metadata to carry, no merged copy is made (the common call).
  let providerMetadata: Record<string, unknown> | undefined;
  if (baseMetadata != null || resolved.raw != null) {
    const merged: Record<string, unknown> = {
      ...(baseMetadata ?? {}),
      ...(resolved.raw != null ? { mastra: { ...((baseMetadata?.['mastra'] as Record<string, unknown> | undefined) ?? {}), modelOutput: resolved.raw } } : {}),
    };
    if (Object.keys(merged).length > 0) providerMetadata = merged;
  }
  const payload = providerMetadata
    ? { args, toolCallId: call.toolCallId, toolName, result, providerMetadata }
    : { args, toolCallId: call.toolCallId, toolName, result };
  const chunk = agentChunk(state, 'tool-result', payload);
  const transformed = transformChunk(state, chunk, 'output-available', { output: result });
  const emitted = emitChunk(state, transformed instanceof Promise ? await transformed : transformed);
  if (emitted) await emitted;
  return finishCall(state, 'completed', { result, modelOutput: resolved.modelOutput, providerMetadata });
}

/** Ends the call from the tool-call step's outcome: emits its last chunk and settles the record. */
export async function mapOutcome(state: CallState, outcome: StepOutcome): Promise<ToolCallRecord> {
  const { call, toolName, inputArgs: args } = state;
  const toolCallId = call.toolCallId;
  switch (outcome.kind) {
    case 'client':
      return finishCall(state, 'pending');
    case 'aborted':
      return finishCall(state, 'aborted', { result: outcome.result });
    case 'approval-required':
      return finishCall(state, 'approval-required', { pending: await sealTicket(state, outcome.pending) });
    case 'suspended':
      return finishCall(state, 'suspended', { pending: await sealTicket(state, outcome.pending), suspendPayload: outcome.suspendPayload });
    case 'declined': {
      const chunk = agentChunk(state, 'tool-output-denied', { toolCallId, toolName, args, approval: outcome.approval });
      await emitChunk(state, await transformChunk(state, chunk, 'approval', {}));
      return finishCall(state, 'declined', { approval: outcome.approval, modelOutput: defaultModelOutput(outcome.approval.reason) });
    }
    case 'error': {
      const error = outcome.error;
      const chunk = agentChunk(state, 'tool-error', {
        error,
        args,
        toolCallId,
        toolName,
        ...(call.providerMetadata ? { providerMetadata: call.providerMetadata } : {}),
      });
      await emitChunk(state, await transformChunk(state, chunk, 'error', { error }));
      return finishCall(state, 'failed', { error, modelOutput: defaultModelOutput(undefined, error) });
    }
    case 'result':
      return await mapResult(state, outcome);
  }
}
