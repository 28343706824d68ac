/**
 * What a tool's four hooks receive. Structurally the payloads of `@mastra/core` 1.71.0, which
 * types them inline; each field says what Mastra's agent and `toolwright/runtime` really pass,
 * which is not always what Mastra's docs promise (see the `input` and `output` fields).
 * @module
 */
import type { AbortSignalType } from './host-types';

/**
 * One message of the conversation passed to tool hooks. It mirrors the AI SDK's
 * `ModelMessage` closely enough to be assignable to and from it.
 */
export interface ToolCallMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: any;
  providerOptions?: any;
}

/**
 * What every tool hook receives about the call (the AI SDK's tool call options), and what
 * `onInputStart` receives alone. Exact optional members, so a hook written against the AI SDK's
 * type fits, and the reverse.
 */
export interface ToolCallOptions {
  /** The id of the call, as the model gave it (`call.toolCallId` in `runToolCall`). */
  toolCallId: string;
  /**
   * The conversation, as AI SDK model messages. Mastra's agent passes the run's input
   * messages; `runToolCall` passes `call.messages` (`[]` without); the AI SDK adapter passes the
   * messages the AI SDK sent to the model for the step that produced the call.
   */
  messages: ToolCallMessage[];
  /**
   * The call's abort signal: the `abortSignal` option of `runToolCall` (with `timeoutMs`, one
   * that also fires when the time is up); `undefined` when the caller gave none. Once it fires,
   * `toolwright/runtime` ends the call `aborted` without waiting for a hook still running.
   */
  abortSignal?: AbortSignalType;
  /**
   * Part of the AI SDK's type only: neither Mastra's agent nor any toolwright wire sets it on a
   * hook's payload. The call's context reaches `execute` as `ctx.requestContext`.
   */
  experimental_context?: unknown;
}

/** What `onInputDelta` receives, once per streamed chunk of the call's argument text. */
export interface ToolInputDeltaOptions extends ToolCallOptions {
  /**
   * The chunk of JSON text, as the model streamed it (one of `call.argsTextDeltas` in
   * `runToolCall`); the chunks joined are the argument text. Not parsed, not validated.
   */
  inputTextDelta: string;
}

/** What `onInputAvailable` receives, once the call's arguments are complete. */
export interface ToolInputAvailableOptions<TInput = unknown> extends ToolCallOptions {
  /**
   * The arguments as the model sent them: the JSON text parsed (text that is not valid JSON
   * repaired first, as for special tokens, single quotes and trailing commas), or `call.args`
   * as given. Not validated: no transform or default of the `inputSchema` is applied, invalid
   * input arrives as it is (the call then ends with its ValidationError), and a value given as
   * `args` may even be circular. The type says the validated input, as in `@mastra/core`;
   * check the value before relying on it. When an approval is answered the hook runs again:
   * Mastra's agent passes the model's arguments again, `toolwright/runtime` the arguments of
   * the approval ticket (validated: see deviation 16 in the compatibility notes).
   */
  input: TInput;
}

/** What `onOutput` receives, once the call has a result (not when `execute` throws). */
export interface ToolOutputOptions<TOutput = unknown> extends Omit<ToolCallOptions, 'messages'> {
  /**
   * The result, after output validation: with an `outputSchema`, its transforms and defaults
   * applied. Also what the call ends with when that is not an output: the ValidationError when
   * the input or the output fails its schema, and `undefined` after `suspend()`. Results that
   * cannot be serialised are rebuilt (a repeated reference becomes `'[Circular]'`, a BigInt a
   * string). Typed by the `outputSchema` (`unknown` without one), as in `@mastra/core`: test
   * with `isValidationError` before relying on it.
   */
  output: TOutput;
  /** The name the model called the tool by (its key in the tools record), which may differ from its `id`. */
  toolName: string;
}
