/**
 * OpenAI function tools (Chat Completions and Responses), with the strict profile, and the loop
 * around them: the model's tool calls in, `tool` messages / `function_call_output` items out.
 * @module
 */
import type { RuntimeTool, RuntimeTools, ToolCallRecord } from '../../runtime';
import { type JSONSchema, toModelTool } from '../../wire';
import { type ProviderToolCalls, type ProviderToolCallsOptions, assertAnswered, runProviderCalls } from './loop';
import { fromStrictArgs } from './strict-args';
import { dataUri, partsAsText, readModelOutput } from './model-output-parts';
import { type OpenAIStrictLimits, toOpenAIStrictSchema } from './openai-strict-schema';
import type { DroppedKeyword } from './schema-walk';
import { type ProviderToolSource, providerToolName } from './tool-source';

/** A Chat Completions function tool: `{type:'function', function:{name, description?, parameters, strict?}}`. */
export interface OpenAIChatTool {
  type: 'function';
  function: { name: string; description?: string; parameters: JSONSchema; strict?: boolean };
}

/** A Responses API function tool: `{type:'function', name, description?, parameters, strict}`. */
export interface OpenAIResponsesTool {
  type: 'function';
  name: string;
  description?: string;
  parameters: JSONSchema;
  strict: boolean;
}

/** Options of {@link toOpenAITool}. */
export interface ToOpenAIToolOptions {
  /** Which API's tool shape to write. Default `'chat'`. */
  api?: 'chat' | 'responses' | undefined;
  /**
   * Write the strict profile and send `strict: true`. Default: the tool's own `strict`. A schema
   * that cannot be made strict throws `ProviderSchemaError`.
   */
  strict?: boolean | undefined;
  /** The function name; default the tool's `id`. Must match `^[a-zA-Z0-9_-]{1,64}$`. */
  name?: string | undefined;
  /** Strict-profile size limits; default {@link OPENAI_STRICT_LIMITS}. */
  limits?: OpenAIStrictLimits | undefined;
  /** Called once with every keyword the strict profile left out (only when there are any). */
  onDropped?: ((dropped: readonly DroppedKeyword[]) => void) | undefined;
}

/**
 * The OpenAI function tool of a tool. Without `strict` the parameters are the tool's input JSON
 * Schema as Mastra sends it (draft-07); with `strict` they are the strict profile of it.
 *
 * @example
 * ```ts
 * const tools = [toOpenAITool(weather, { strict: true })]; // chat.completions.create({ tools, … })
 * ```
 */
export function toOpenAITool(tool: ProviderToolSource, options?: ToOpenAIToolOptions & { api?: 'chat' | undefined }): OpenAIChatTool;
export function toOpenAITool(tool: ProviderToolSource, options: ToOpenAIToolOptions & { api: 'responses' }): OpenAIResponsesTool;
export function toOpenAITool(tool: ProviderToolSource, options?: ToOpenAIToolOptions): OpenAIChatTool | OpenAIResponsesTool;
export function toOpenAITool(tool: ProviderToolSource, options: ToOpenAIToolOptions = {}): OpenAIChatTool | OpenAIResponsesTool {
  const name = providerToolName('openai', tool, options.name);
  const strict = options.strict ?? tool.strict === true;
  let parameters = toModelTool(name, tool).inputSchema;
  if (strict) {
    const made = toOpenAIStrictSchema(parameters, { toolName: name, limits: options.limits });
    parameters = made.schema;
    if (made.dropped.length > 0) options.onDropped?.(made.dropped);
  }
  const description = tool.description;
  if (options.api === 'responses') {
    return { type: 'function', name, ...(description !== undefined ? { description } : {}), parameters, strict };
  }
  return { type: 'function', function: { name, ...(description !== undefined ? { description } : {}), parameters, ...(strict ? { strict: true } : {}) } };
}

/** A Chat Completions tool call, as in `choices[0].message.tool_calls`. */
export interface OpenAIChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A Chat Completions tool message. */
export interface OpenAIChatToolMessage {
  role: 'tool';
  tool_call_id: string;
  content: string;
}

/** A Responses API `function_call` output item. */
export interface OpenAIFunctionCallItem {
  type: 'function_call';
  call_id: string;
  name: string;
  arguments: string;
  id?: string | undefined;
}

/** One part of a `function_call_output` with several parts. */
export type OpenAIFunctionCallOutputPart =
  | { type: 'input_text'; text: string }
  | { type: 'input_image'; image_url: string; detail: 'auto' }
  | { type: 'input_file'; file_data: string; filename?: string };

/** A Responses API `function_call_output` input item. */
export interface OpenAIFunctionCallOutputItem {
  type: 'function_call_output';
  call_id: string;
  output: string | OpenAIFunctionCallOutputPart[];
}

/** Options of the OpenAI loop helpers. */
export interface OpenAIToolCallsOptions extends ProviderToolCallsOptions {
  /**
   * The tools were sent with the strict profile, so `null` for an optional field means absent
   * (see `fromStrictArgs`). Default: each tool's own `strict`, as {@link toOpenAITool} decides.
   * Pass what you passed to `toOpenAITool`.
   */
  strict?: boolean | undefined;
}

function toolFor(tools: RuntimeTools, name: string): RuntimeTool | undefined {
  const record = tools as Record<string, RuntimeTool>;
  if (typeof (tools as RuntimeTool).execute === 'function' || typeof (tools as RuntimeTool).id === 'string') return tools as RuntimeTool;
  return Object.prototype.hasOwnProperty.call(record, name) ? record[name] : Object.values(record).find((t) => t?.id === name);
}

function strictFor(tools: RuntimeTools, name: string, strict: boolean | undefined): typeof fromStrictArgs | undefined {
  return (strict ?? (toolFor(tools, name) as { strict?: unknown } | undefined)?.strict === true) ? fromStrictArgs : undefined;
}

/** The `tool` message answering a finished call. Throws for a call that is still pending. */
export function toOpenAIChatToolMessage(record: ToolCallRecord): OpenAIChatToolMessage {
  assertAnswered(record, 'a tool message');
  return { role: 'tool', tool_call_id: record.toolCallId, content: partsAsText(readModelOutput(record).parts) };
}

/** The `function_call_output` item answering a finished call. Throws for a call that is still pending. */
export function toOpenAIFunctionCallOutput(record: ToolCallRecord): OpenAIFunctionCallOutputItem {
  assertAnswered(record, 'a function_call_output');
  const { parts } = readModelOutput(record);
  if (parts.every((p) => p.kind === 'text')) return { type: 'function_call_output', call_id: record.toolCallId, output: partsAsText(parts) };
  const output = parts.map((p): OpenAIFunctionCallOutputPart => {
    if (p.kind === 'text') return { type: 'input_text', text: p.text };
    if (p.mediaType.startsWith('image/')) return { type: 'input_image', image_url: dataUri(p), detail: 'auto' };
    return { type: 'input_file', file_data: dataUri(p), ...(p.filename !== undefined ? { filename: p.filename } : {}) };
  });
  return { type: 'function_call_output', call_id: record.toolCallId, output };
}

/**
 * Runs the function tool calls of a Chat Completions message (`message.tool_calls`; custom
 * tool calls are skipped) with `runToolCall`
 * and returns the `tool` messages to append, plus every record and the calls still pending.
 *
 * @example
 * ```ts
 * const { results, pending } = await runOpenAIChatToolCalls({ weather }, message.tool_calls ?? []);
 * messages.push(message, ...results);
 * ```
 */
export async function runOpenAIChatToolCalls(
  tools: RuntimeTools,
  toolCalls: readonly (OpenAIChatToolCall | { type: string })[],
  options: OpenAIToolCallsOptions = {},
): Promise<ProviderToolCalls<OpenAIChatToolMessage>> {
  const { strict, ...rest } = options;
  const calls = toolCalls
    .filter((c): c is OpenAIChatToolCall => c.type === 'function')
    .map((c) => ({ toolCallId: c.id, toolName: c.function.name, argsText: c.function.arguments }));
  return runProviderCalls(tools, calls, rest, toOpenAIChatToolMessage, (call) => strictFor(tools, call.toolName ?? '', strict));
}

/**
 * Runs the `function_call` items of a Responses API output (other items are skipped) with
 * `runToolCall` and returns the `function_call_output` items to send back.
 *
 * @example
 * ```ts
 * const { results } = await runOpenAIResponsesToolCalls({ weather }, response.output);
 * input.push(...response.output, ...results);
 * ```
 */
export async function runOpenAIResponsesToolCalls(
  tools: RuntimeTools,
  items: readonly (OpenAIFunctionCallItem | { type: string })[],
  options: OpenAIToolCallsOptions = {},
): Promise<ProviderToolCalls<OpenAIFunctionCallOutputItem>> {
  const { strict, ...rest } = options;
  const calls = items
    .filter((i): i is OpenAIFunctionCallItem => i.type === 'function_call')
    .map((c) => ({ toolCallId: c.call_id, toolName: c.name, argsText: c.arguments }));
  return runProviderCalls(tools, calls, rest, toOpenAIFunctionCallOutput, (call) => strictFor(tools, call.toolName ?? '', strict));
}
