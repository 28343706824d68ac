// Building and emitting the chunks of a call: each goes to the record, the stream and `onChunk`.
import type { CallState } from './call-state';
import { mergeTransformState } from './transform-chunk';
import type { RuntimeChunk, ToolPayloadTransformState } from './types';

/** A chunk as the agent emits it: `{type, runId, from:'AGENT', payload}`. */
export function agentChunk<T extends string, P>(state: CallState, type: T, payload: P): { type: T; runId: string; from: 'AGENT'; payload: P } {
  return { type, runId: state.runId, from: 'AGENT', payload };
}

/** `payload` with the tool's `title`, when it has one. */
export function withToolTitle<P extends Record<string, any>>(state: CallState, payload: P): P {
  const title = state.tool?.title;
  return title ? { ...payload, title } : payload;
}

/**
 * Records `chunk` (merging its transform outcomes into the record), hands it to the stream, then
 * awaits `onChunk`, whose failure is logged and never fails the call.
 */
export function emitChunk(state: CallState, chunk: RuntimeChunk): Promise<void> | undefined {
  if (state.life.settled) return undefined;
  const { record } = state;
  const chunks = record.chunks;
  // A record keeps its chunks as long as the caller keeps it (a background call's, until its task
  // ends). `push` gives a short array room for 16, a literal or `concat` an array of its exact
  // length (a literal without the throwaway array `concat` takes); past a few chunks (a tool that
  // streams its output) appending in place is cheaper than copying.
  const n = chunks.length;
  if (n === 0) record.chunks = [chunk];
  else if (n === 1) record.chunks = [chunks[0]!, chunk];
  else if (n === 2) record.chunks = [chunks[0]!, chunks[1]!, chunk];
  else if (n < 8) record.chunks = chunks.concat([chunk]);
  else chunks.push(chunk);
  const meta = (chunk as { metadata?: { mastra?: { toolPayloadTransform?: ToolPayloadTransformState } } }).metadata?.mastra?.toolPayloadTransform;
  if (meta) record.transforms = mergeTransformState(record.transforms, meta);
  state.sink(chunk);
  return state.options.onChunk ? deliver(state, chunk) : undefined;
}

async function deliver(state: CallState, chunk: RuntimeChunk): Promise<void> {
  try {
    await state.options.onChunk?.(chunk);
  } catch (error) {
    state.logger.error('Error calling onChunk', error);
  }
}
