// Display/transcript transform outcomes on the chunks of a call: running the transforms of a
// phase, and attaching the outcomes as `metadata.mastra.toolPayloadTransform`.
import type { ToolPayloadTransformPhase } from '../tool/transform-types';
import type { CallState } from './call-state';
import { applyPayloadTransforms, mergeTransformState, type PayloadTransformContextFields, toTransformMetadata } from './payload-transform';
import type { ToolPayloadTransformState } from './types';

/** `chunk` with `transform` merged into its metadata; the chunk itself when there is none. */
export function withTransform<C extends { type: string }>(chunk: C, transform: ToolPayloadTransformState | undefined): C {
  if (!transform) return chunk;
  const existing = (chunk as { metadata?: Record<string, any> }).metadata;
  const mastra = existing?.['mastra'] ?? {};
  return {
    ...chunk,
    metadata: {
      ...(existing ?? {}),
      mastra: { ...mastra, toolPayloadTransform: mergeTransformState(mastra.toolPayloadTransform, transform) },
    },
  };
}

/** Runs the tool's and the policy's transforms of one phase, as chunk metadata. */
export async function runPayloadTransform(state: CallState, fields: PayloadTransformContextFields): Promise<ToolPayloadTransformState | undefined> {
  if (!hasPayloadTransforms(state)) return undefined;
  const results = await applyPayloadTransforms({
    ...fields,
    tool: state.tool as { transform?: unknown } | undefined,
    policy: state.options.transform as never,
    logger: state.logger,
  });
  return toTransformMetadata(fields.phase, results) as ToolPayloadTransformState | undefined;
}

/** Whether the call's tool or its options configure a display/transcript transform, and the host's peer keeps no transcript of its own. */
export function hasPayloadTransforms(state: CallState): boolean {
  if (state.host.keepsTranscript) return false;
  return state.tool?.transform != null || !!state.options.transform;
}

/** `chunk` with the outcomes of the input-available phase for `args`; the chunk itself when nothing is configured. */
export async function withInputTransform<C extends { type: string }>(state: CallState, chunk: C, args: unknown): Promise<C> {
  return withTransform(chunk, await runPayloadTransform(state, inputTransformFields(state, args)));
}

/** The fields of the input-available phase for `args`. */
function inputTransformFields(state: CallState, args: unknown): PayloadTransformContextFields {
  return { phase: 'input-available', toolName: state.toolName, toolCallId: state.call.toolCallId, input: args, providerMetadata: state.call.providerMetadata };
}

/**
 * `chunk` with the outcomes of input-available and then of its own `phase`. Transformers get the
 * fields as the reference passes them: the chunks of the phases before mapping name `suspendPayload` (even
 * when undefined), the mapping step's do not, so its presence in `extra` decides.
 */
export async function transformChunk<C extends { type: string }>(
  state: CallState,
  chunk: C,
  phase: ToolPayloadTransformPhase,
  extra: { output?: unknown; error?: unknown; suspendPayload?: unknown },
): Promise<C> {
  if (!hasPayloadTransforms(state)) return chunk;
  const input = await runPayloadTransform(state, inputTransformFields(state, state.inputArgs));
  const fields: PayloadTransformContextFields = {
    phase,
    toolName: state.toolName,
    toolCallId: state.call.toolCallId,
    input: state.inputArgs,
    output: extra.output,
    error: extra.error,
  };
  if ('suspendPayload' in extra) fields.suspendPayload = extra.suspendPayload;
  fields.providerMetadata = state.call.providerMetadata;
  const own = await runPayloadTransform(state, fields);
  return withTransform(withTransform(chunk, input), own);
}
