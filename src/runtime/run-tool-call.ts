// `runToolCall`: one tool call, end to end, resolved to its record. It consumes
// {@link streamToolCall}; the engine is the same.
import { streamToolCall } from './stream-tool-call';
import type { RuntimeCallArgs, RuntimeCallResult } from './infer-types';
import type { RunToolCallOptions, RuntimeTools, ToolCallInput, ToolCallRecord } from './types';

/**
 * Runs one tool call the way Mastra's agent does (hooks, approval, validation, execute with the
 * agent-shaped context, suspension, serialisation, `onOutput`, model output) and resolves to the
 * record. Never rejects for tool-side failures: they are in `status` and `error`. The record's
 * `args` and `result` are typed from the tool the call names in `tools`.
 *
 * @example
 * ```ts
 * const record = await runToolCall({ weather }, { toolCallId: 'c1', toolName: 'weather', args: { city: 'Paris' } });
 * if (record.status === 'completed') console.log(record.result);
 * ```
 */
export async function runToolCall<TTools extends RuntimeTools, TName extends string = string>(
  tools: TTools,
  call: ToolCallInput & { toolName?: TName | undefined },
  options: RunToolCallOptions = {},
): Promise<ToolCallRecord<RuntimeCallArgs<TTools, TName>, RuntimeCallResult<TTools, TName>>> {
  const stream = streamToolCall(tools, call, options);
  for await (const _chunk of stream) {
    // The record collects the chunks; options.onChunk already saw each one.
  }
  return await stream.result;
}
