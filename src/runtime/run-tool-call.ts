// `runToolCall`: one tool call, end to end, resolved to its record. The engine is
// {@link streamToolCall}'s, without the stream: the record collects the chunks.
import { checkCallOptions, startToolCall } from './stream-tool-call';
import { NO_HOST } from './host';
import type { RuntimeCallArgs, RuntimeCallResult, RuntimeCallResumeData, RuntimeToolName } from './infer-types';
import type { RunToolCallOptions, RuntimeTools, ToolCallInput, ToolCallRecord } from './types';

function ignoreChunk(): void {}

/**
 * Runs one tool call the way Mastra's agent does (hooks, approval, validation, execute with the
 * agent-shaped context, suspension, serialisation, `onOutput`, model output) and resolves to the
 * record. Never rejects for tool-side failures: they are in `status` and `error`. The record's
 * `args` and `result` are typed from the tool the call names in `tools`. A literal `toolName`
 * must be a key (or a tool's id) of `tools`; a `string` from a provider is let through
 * ({@link RuntimeToolName}).
 *
 * @example
 * ```ts
 * const record = await runToolCall({ weather }, { toolCallId: 'c1', toolName: 'weather', args: { city: 'Paris' } });
 * if (record.status === 'completed') console.log(record.result);
 * ```
 */
export async function runToolCall<TTools extends RuntimeTools, TName extends string = string>(
  tools: TTools,
  call: ToolCallInput<RuntimeCallArgs<TTools, TName>> & { toolName?: RuntimeToolName<TTools, TName> | undefined },
  options: RunToolCallOptions<RuntimeCallResumeData<TTools, TName>> = {},
): Promise<ToolCallRecord<RuntimeCallArgs<TTools, TName>, RuntimeCallResult<TTools, TName>>> {
  // A bad option rejects rather than throws.
  checkCallOptions(options);
  // options.onChunk still sees each chunk as it is emitted.
  return (await startToolCall(tools, call as ToolCallInput, options, NO_HOST, ignoreChunk)) as ToolCallRecord<
    RuntimeCallArgs<TTools, TName>,
    RuntimeCallResult<TTools, TName>
  >;
}
