// `runToolCall` and `streamToolCall` for a wire: the same call, under the host its peer makes.
import { describeValue } from '../context/request-context-option';
import type { WireHost } from './host';
import { checkCallOptions, startToolCall, streamCall } from './stream-tool-call';
import type { RunToolCallOptions, RuntimeChunk, RuntimeTools, ToolCallInput, ToolCallRecord, ToolCallStream } from './types';

function ignoreChunk(): void {}

/** Refuses a host whose `contextFields` is not an object of keys, naming `caller`. */
function checkHost(host: WireHost, caller: string): void {
  const fields = host.contextFields;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || Array.isArray(fields)))
    throw new TypeError(`${caller}: host.contextFields must be an object of keys for execute's context, not ${describeValue(fields)}`);
}

/**
 * Runs one tool call as `runToolCall` does, under `host`: what the wire's peer already does
 * around the call (see {@link WireHost}). Options of the wrong kind reject with a TypeError.
 */
export async function runWireToolCall(tools: RuntimeTools, call: ToolCallInput, options: RunToolCallOptions, host: WireHost): Promise<ToolCallRecord> {
  checkCallOptions(options);
  checkHost(host, 'runWireToolCall');
  return await startToolCall(tools, call, options, host, ignoreChunk);
}

/**
 * Streams one tool call as `streamToolCall` does, under `host` (see {@link WireHost}). With
 * `only`, the stream carries the chunks of those types alone, for a wire that turns a few of
 * them into its peer's messages (the record keeps every chunk). Options of the wrong kind throw
 * a TypeError.
 */
export function streamWireToolCall(
  tools: RuntimeTools,
  call: ToolCallInput,
  options: RunToolCallOptions,
  host: WireHost,
  only?: ReadonlyArray<RuntimeChunk['type']>,
): ToolCallStream {
  checkCallOptions(options);
  checkHost(host, 'streamWireToolCall');
  return streamCall(tools, call, options, host, only && new Set(only));
}
