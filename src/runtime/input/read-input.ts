// Reading a call's arguments: streamed deltas (with the input hooks and chunks), one JSON text,
// or a parsed value; and splitting `resumeData` off them.
import { isAborted } from '../abort';
import { callToolHook } from '../call-tool-hook';
import type { CallState } from '../call-state';
import { agentChunk, emitChunk, withToolTitle } from '../emit-chunk';
import { parseToolArgs } from './parse-args';
import { runPayloadTransform, withTransform } from '../transform-chunk';
import type { ArgsTextDeltas, RuntimeTool, ToolCallInput } from '../types';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Record<symbol, unknown>)[Symbol.asyncIterator] === 'function';
}

async function* iterateDeltas(deltas: ArgsTextDeltas): AsyncGenerator<string> {
  if (isAsyncIterable(deltas)) {
    for await (const d of deltas) yield d;
  } else {
    for (const d of deltas) yield d;
  }
}

/** Returned by {@link readDeltas} when the call was aborted while its arguments streamed. */
export const ABORTED: unique symbol = Symbol('aborted');

/** The arguments in `text`; `undefined` where the reference ends up with none. */
export function argsFromText(text: string): unknown {
  const parsed = parseToolArgs(text);
  return parsed.ok ? parsed.value : undefined;
}

/** What the call's arguments become for its tool: the host's `argsToInput` applied, when it has one. */
export function inputForTool(state: CallState, input: unknown): unknown {
  const map = state.host.argsToInput;
  return map && state.tool ? map(state.tool, input) : input;
}

/**
 * The arguments streamed as deltas: `onInputStart`, then per non-empty delta its input-delta
 * transform, `onInputDelta` and a `tool-call-delta` chunk; the text parsed at the end.
 * {@link ABORTED} when the signal fires while deltas stream.
 */
export async function readDeltas(state: CallState): Promise<unknown> {
  const { call } = state;
  const hookTool = state.tool;
  const toolCallId = call.toolCallId;
  await callToolHook(state, 'onInputStart', hookTool, { toolCallId, messages: state.messages, abortSignal: state.abortSignal });
  await emitChunk(state, agentChunk(state, 'tool-call-input-streaming-start', withToolTitle(state, { toolCallId, toolName: state.toolName })));
  let text = '';
  for await (const raw of iterateDeltas(call.argsTextDeltas!)) {
    const delta = typeof raw === 'string' ? raw : String(raw);
    text += delta;
    if (delta) {
      // As in the reference, the delta's display/transcript payload is computed before the hook runs.
      const meta = await runPayloadTransform(state, {
        phase: 'input-delta',
        toolName: state.toolName,
        toolCallId,
        inputTextDelta: delta,
        providerMetadata: call.providerMetadata,
      });
      await callToolHook(state, 'onInputDelta', hookTool, { inputTextDelta: delta, toolCallId, messages: state.messages, abortSignal: state.abortSignal });
      const chunk = agentChunk(state, 'tool-call-delta', { argsTextDelta: delta, toolCallId, toolName: state.toolName });
      await emitChunk(state, withTransform(chunk, meta));
    }
    if (isAborted(state)) return ABORTED;
  }
  await emitChunk(state, agentChunk(state, 'tool-call-input-streaming-end', { toolCallId }));
  return argsFromText(text);
}

/**
 * The arguments a resuming call gives, to match against its ticket: read whole, without hooks or
 * chunks. `args` comes first here, then `argsText`, then deltas.
 */
export async function readArgsToMatch(
  call: ToolCallInput,
  tool?: RuntimeTool,
  map?: (tool: RuntimeTool, args: unknown) => unknown,
): Promise<{ hasArgs: boolean; args: unknown }> {
  const read = await readRawArgsToMatch(call);
  return map && tool && read.hasArgs ? { hasArgs: true, args: map(tool, read.args) } : read;
}

async function readRawArgsToMatch(call: ToolCallInput): Promise<{ hasArgs: boolean; args: unknown }> {
  if (call.args !== undefined) return { hasArgs: true, args: call.args };
  if (call.argsText !== undefined) return { hasArgs: true, args: argsFromText(call.argsText) };
  if (call.argsTextDeltas !== undefined) {
    let text = '';
    for await (const d of iterateDeltas(call.argsTextDeltas)) text += d;
    return { hasArgs: true, args: argsFromText(text) };
  }
  return { hasArgs: false, args: undefined };
}

/** Splits `resumeData` off object arguments, as the reference does before approval and execute. */
export function splitResumeData(input: unknown): { args: unknown; resumeData: unknown } {
  if (typeof input === 'object' && input !== null) {
    const { resumeData, ...rest } = input as Record<string, unknown>;
    return { args: rest, resumeData };
  }
  return { args: input, resumeData: undefined };
}
