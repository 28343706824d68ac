// Building and emitting the chunks of a call: each goes to the record, the stream and `onChunk`.
import { type CallState, recordChunk } from './call-state';
import type { RuntimeChunk } from './types';

/** A chunk as the agent emits it: `{type, runId, from:'AGENT', payload}`. */
export function agentChunk<T extends string, P>(state: CallState, type: T, payload: P): { type: T; runId: string; from: 'AGENT'; payload: P } {
  return { type, runId: state.runId, from: 'AGENT', payload };
}

/** `payload` with the tool's `title`, when it has one and the host's peer keeps no transcript of its own. */
export function withToolTitle<P extends Record<string, any>>(state: CallState, payload: P): P {
  const title = state.host.keepsTranscript ? undefined : state.tool?.title;
  return title ? { ...payload, title } : payload;
}

/**
 * Records `chunk` (nothing once the call has settled), hands it to the stream, then awaits
 * `onChunk`, whose failure is logged and never fails the call.
 */
export async function emitChunk(state: CallState, chunk: RuntimeChunk): Promise<void> {
  if (!recordChunk(state, chunk)) return;
  state.sink(chunk);
  const onChunk = state.options.onChunk;
  if (!onChunk) return;
  try {
    await onChunk(chunk);
  } catch (error) {
    state.logger.error('Error calling onChunk', error);
  }
}
