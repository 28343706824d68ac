// The mapping step: how the tool-call step's outcome becomes the final chunk (`tool-result`,
// `tool-error`, `tool-output-denied`), the model output, and the record's status.
import { ownValue } from '../../internal/own-value';
import { type CallState, finishCall } from '../call-state';
import { agentChunk, emitChunk } from '../emit-chunk';
import { ToolModelOutputError } from '../errors';
import { defaultModelOutput, resolveModelOutput } from './model-output';
import type { StepOutcome } from '../step-outcome';
import { sealTicket } from '../seal-ticket';
import { transformChunk } from '../transform-chunk';
import type { RuntimeChunk, ToolCallRecord } from '../types';

type Resolved = { modelOutput: unknown; raw: unknown };
type ResultOutcome = Extract<StepOutcome, { kind: 'result' }>;

/**
 * The tool-result chunk, with `toModelOutput` applied; a throwing `toModelOutput` fails the call.
 * Synchronous unless `toModelOutput`, a transform or `onChunk` is: most calls have none, and an
 * async step per call shows in every call's time.
 */
function mapResult(state: CallState, outcome: ResultOutcome): ToolCallRecord | Promise<ToolCallRecord> {
  const { record, toolName } = state;
  const { result } = outcome;
  if (outcome.approval) record.approval = outcome.approval;
  if (outcome.background) record.background = outcome.background;
  if (result === undefined) return finishCall(state, 'pending');
  // toModelOutput is looked up by the called name only, as the reference does.
  const byKey = ownValue(state.tools, toolName);
  let output: Resolved | Promise<Resolved>;
  try {
    output = resolveModelOutput(byKey, result);
  } catch (cause) {
    return failModelOutput(state, result, cause);
  }
  if (output instanceof Promise) {
    return output.then(
      (resolved) => completeResult(state, outcome, resolved),
      (cause: unknown) => failModelOutput(state, result, cause),
    );
  }
  return completeResult(state, outcome, output);
}

async function failModelOutput(state: CallState, result: unknown, cause: unknown): Promise<ToolCallRecord> {
  const error = new ToolModelOutputError(state.toolName, cause, { toolCallId: state.call.toolCallId });
  // The stream's error chunk carries what toModelOutput threw, unwrapped, as the agent's does;
  // the record keeps the wrapper that names the tool.
  await emitChunk(state, agentChunk(state, 'error', { error: cause }));
  return finishCall(state, 'failed', { result, error });
}

function completeResult(state: CallState, outcome: ResultOutcome, resolved: Resolved): ToolCallRecord | Promise<ToolCallRecord> {
  const { call, toolName, inputArgs: args } = state;
  const { result } = outcome;
  const baseMetadata = outcome.providerMetadata ?? call.providerMetadata;
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
  const finish = (): ToolCallRecord => finishCall(state, 'completed', { result, modelOutput: resolved.modelOutput, providerMetadata });
  const transformed = transformChunk(state, chunk, 'output-available', { output: result });
  if (transformed instanceof Promise) return transformed.then((c) => emitThen(state, c, finish));
  return emitThen(state, transformed, finish);
}

function emitThen(state: CallState, chunk: RuntimeChunk, finish: () => ToolCallRecord): ToolCallRecord | Promise<ToolCallRecord> {
  const emitted = emitChunk(state, chunk);
  return emitted ? emitted.then(finish) : finish();
}

/**
 * Ends the call from the tool-call step's outcome: emits its last chunk and settles the record.
 * Synchronous for a result nothing maps asynchronously (see `mapResult`).
 */
export function mapOutcome(state: CallState, outcome: StepOutcome): ToolCallRecord | Promise<ToolCallRecord> {
  switch (outcome.kind) {
    case 'client':
      return finishCall(state, 'pending');
    case 'aborted':
      return finishCall(state, 'aborted', { result: outcome.result });
    case 'result':
      return mapResult(state, outcome);
    default:
      return mapEnding(state, outcome);
  }
}

async function mapEnding(state: CallState, outcome: Exclude<StepOutcome, { kind: 'client' | 'aborted' | 'result' }>): Promise<ToolCallRecord> {
  const { call, toolName, inputArgs: args } = state;
  const toolCallId = call.toolCallId;
  switch (outcome.kind) {
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
  }
}
