/**
 * Anthropic tools, and the loop around them: `tool_use` blocks in, `tool_result` blocks out.
 * @module
 */
import type { RuntimeTools, ToolCallRecord } from '../../runtime';
import { type JSONSchema, toModelTool } from '../../wire';
import { toJSONSchema2020 } from './json-schema-2020';
import { type ProviderToolCalls, type ProviderToolCallsOptions, assertAnswered, runProviderCalls } from './loop';
import { partsAsText, readModelOutput } from './model-output-parts';
import { type ProviderToolSource, providerToolName } from './tool-source';

/** An Anthropic tool definition. */
export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: JSONSchema & { type: 'object' };
  input_examples?: Array<Record<string, unknown>>;
}

/** Options of {@link toAnthropicTool}. */
export interface ToAnthropicToolOptions {
  /** The tool name; default the tool's `id`. Must match `^[a-zA-Z0-9_-]{1,128}$`. */
  name?: string | undefined;
}

/**
 * The Anthropic tool of a tool: `{name, description, input_schema, input_examples?}`, the input
 * schema in JSON Schema 2020-12 (what Anthropic reads), the tool's `inputExamples` as
 * `input_examples`.
 *
 * @example
 * ```ts
 * const tools = [toAnthropicTool(weather)]; // messages.create({ tools, … })
 * ```
 */
export function toAnthropicTool(tool: ProviderToolSource, options: ToAnthropicToolOptions = {}): AnthropicTool {
  const name = providerToolName('anthropic', tool, options.name);
  const schema = toJSONSchema2020(toModelTool(name, tool).inputSchema) as JSONSchema & { type: 'object' };
  const out: AnthropicTool = { name, ...(tool.description !== undefined ? { description: tool.description } : {}), input_schema: schema };
  if (Array.isArray(tool.inputExamples) && tool.inputExamples.length > 0) out.input_examples = tool.inputExamples.map((e) => e.input);
  return out;
}

/** A `tool_use` content block of an assistant message. */
export interface AnthropicToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}

/** One block inside a `tool_result`. */
export type AnthropicToolResultContent =
  | { type: 'text'; text: string }
  | {
      type: 'image';
      source: { type: 'base64'; media_type: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'; data: string } | { type: 'url'; url: string };
    };

/** A `tool_result` content block of a user message. */
export interface AnthropicToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content: string | AnthropicToolResultContent[];
  is_error?: boolean;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** The `tool_result` block answering a finished call (`is_error` for a failed one). Throws for a pending call. */
export function toAnthropicToolResult(record: ToolCallRecord): AnthropicToolResultBlock {
  assertAnswered(record, 'a tool_result');
  const { parts, isError } = readModelOutput(record);
  let content: AnthropicToolResultBlock['content'];
  if (parts.every((p) => p.kind === 'text')) content = partsAsText(parts);
  else {
    content = parts.map((p): AnthropicToolResultContent => {
      if (p.kind === 'media' && (IMAGE_TYPES as readonly string[]).includes(p.mediaType)) {
        return p.url
          ? { type: 'image', source: { type: 'url', url: p.data } }
          : { type: 'image', source: { type: 'base64', media_type: p.mediaType as ImageType, data: p.data } };
      }
      return { type: 'text', text: partsAsText([p]) };
    });
  }
  return { type: 'tool_result', tool_use_id: record.toolCallId, content, ...(isError ? { is_error: true } : {}) };
}

/** What {@link runAnthropicToolCalls} returns: the blocks, and the user message holding them. */
export interface AnthropicToolCalls extends ProviderToolCalls<AnthropicToolResultBlock> {
  /** `{role:'user', content: results}`, or `undefined` when no call was answered. */
  readonly message: { role: 'user'; content: AnthropicToolResultBlock[] } | undefined;
}

/**
 * Runs the `tool_use` blocks of an assistant message's `content` (other blocks are skipped)
 * with `runToolCall` and returns the `tool_result` blocks, and the user message that carries them.
 *
 * @example
 * ```ts
 * const { message } = await runAnthropicToolCalls({ weather }, response.content);
 * if (message) messages.push({ role: 'assistant', content: response.content }, message);
 * ```
 */
export async function runAnthropicToolCalls(
  tools: RuntimeTools,
  content: readonly (AnthropicToolUseBlock | { type: string })[],
  options: ProviderToolCallsOptions = {},
): Promise<AnthropicToolCalls> {
  const calls = content.filter((b): b is AnthropicToolUseBlock => b.type === 'tool_use').map((b) => ({ toolCallId: b.id, toolName: b.name, args: b.input }));
  const run = await runProviderCalls(tools, calls, options, toAnthropicToolResult);
  return { ...run, message: run.results.length > 0 ? { role: 'user', content: run.results } : undefined };
}
