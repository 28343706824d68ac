/**
 * `runToolCall`: one tool call, end to end, resolved to its record. It consumes
 * {@link streamToolCall}; the engine is the same.
 * @module
 */
import { streamToolCall } from './stream-tool-call';
import type { RunToolCallOptions, RuntimeTools, ToolCallInput, ToolCallRecord } from './types';

/**
 * Runs one tool call the way Mastra's agent does (hooks, approval, validation, execute with the
 * agent-shaped context, suspension, serialisation, `onOutput`, model output) and resolves to the
 * record. Never rejects for tool-side failures: they are in `status` and `error`.
 */
export async function runToolCall<TArgs = unknown, TResult = unknown>(
  tools: RuntimeTools,
  call: ToolCallInput<TArgs>,
  options: RunToolCallOptions = {},
): Promise<ToolCallRecord<TArgs, TResult>> {
  const stream = streamToolCall<TArgs, TResult>(tools, call, options);
  for await (const _chunk of stream) {
    // The record collects the chunks; options.onChunk already saw each one.
  }
  return await stream.result;
}
