/**
 * Gemini function declarations, and the loop around them: `functionCall` parts in,
 * `functionResponse` parts out.
 * @module
 */
import type { RuntimeTools, ToolCallRecord } from '../../runtime';
import { type JSONSchema, toModelTool } from '../../wire';
import { type GeminiSchema, toGeminiSchema } from './gemini-schema';
import { toJSONSchema2020 } from './json-schema-2020';
import { type ProviderToolCalls, type ProviderToolCallsOptions, assertAnswered, runProviderCalls } from './loop';
import { partsAsText, readModelOutput } from './model-output-parts';
import type { DroppedKeyword } from './schema-walk';
import { type ProviderToolSource, providerToolName } from './tool-source';

/** A Gemini function declaration with `parameters` in the `Schema` format (absent for a tool without input fields). */
export interface GeminiFunctionDeclaration {
  name: string;
  description?: string;
  parameters?: GeminiSchema;
}

/** A Gemini function declaration with `parametersJsonSchema` (the `jsonSchema` format). */
export interface GeminiJsonSchemaFunctionDeclaration {
  name: string;
  description?: string;
  parametersJsonSchema: JSONSchema;
}

/** Options of {@link toGeminiTool}. */
export interface ToGeminiToolOptions {
  /** The function name; default the tool's `id`. Letters, digits, `_ . : -`, starting with a letter or `_`, at most 128. */
  name?: string | undefined;
  /**
   * `'schema'` (default): `parameters` in Gemini's OpenAPI-subset `Schema` format, where some
   * keywords cannot be carried (reported to `onDropped`) and recursive schemas throw.
   * `'jsonSchema'`: `parametersJsonSchema`, the JSON Schema (2020-12 vocabulary) as is.
   */
  format?: 'schema' | 'jsonSchema' | undefined;
  /** Called once with every keyword the `Schema` format left out (only when there are any). */
  onDropped?: ((dropped: readonly DroppedKeyword[]) => void) | undefined;
}

function hasProperties(schema: JSONSchema): boolean {
  const props = schema['properties'];
  return typeof props !== 'object' || props === null
    ? schema['additionalProperties'] !== undefined && schema['additionalProperties'] !== false
    : Object.keys(props).length > 0;
}

/**
 * The Gemini function declaration of a tool (put it in `tools: [{ functionDeclarations: [...] }]`).
 * A tool without input fields gets no `parameters`, as Gemini asks for functions without any.
 * The `Schema` format's types are the strings on the wire (`'OBJECT'`, …), which the Gemini SDK
 * types as an enum of those strings: where an SDK `FunctionDeclaration` is expected, the result
 * takes that type (`TDeclaration`, inferred from the context), so it goes in the SDK's `Tool` as is.
 *
 * @example
 * ```ts
 * const tools = [{ functionDeclarations: [toGeminiTool(weather)] }];
 * ```
 */
export function toGeminiTool<TDeclaration extends object = GeminiFunctionDeclaration>(
  tool: ProviderToolSource,
  options?: ToGeminiToolOptions & { format?: 'schema' | undefined },
): TDeclaration;
export function toGeminiTool(tool: ProviderToolSource, options: ToGeminiToolOptions & { format: 'jsonSchema' }): GeminiJsonSchemaFunctionDeclaration;
export function toGeminiTool(tool: ProviderToolSource, options?: ToGeminiToolOptions): GeminiFunctionDeclaration | GeminiJsonSchemaFunctionDeclaration;
export function toGeminiTool(tool: ProviderToolSource, options: ToGeminiToolOptions = {}): GeminiFunctionDeclaration | GeminiJsonSchemaFunctionDeclaration {
  const name = providerToolName('gemini', tool, options.name);
  const json = toModelTool(name, tool).inputSchema;
  const head = { name, ...(tool.description !== undefined ? { description: tool.description } : {}) };
  if (options.format === 'jsonSchema') return { ...head, parametersJsonSchema: toJSONSchema2020(json) };
  const out: GeminiFunctionDeclaration = head;
  const made = toGeminiSchema(json, { toolName: name });
  if (made.dropped.length > 0) options.onDropped?.(made.dropped);
  if (hasProperties(json) || made.schema.type !== 'OBJECT') out.parameters = made.schema;
  return out;
}

/** A `functionCall` part of a model turn. */
export interface GeminiFunctionCallPart {
  functionCall: { id?: string | undefined; name?: string | undefined; args?: Record<string, unknown> | undefined };
}

/** Media that goes with a function response: inline base64 data, or a file by URI. */
export type GeminiFunctionResponseMedia = { inlineData: { mimeType: string; data: string } } | { fileData: { mimeType: string; fileUri: string } };

/**
 * A `functionResponse` part: `response.output` for a result, `response.error` for a failure;
 * media parts of a `content` model output go in `parts`.
 */
export interface GeminiFunctionResponsePart {
  functionResponse: { id?: string; name: string; response: { output: unknown } | { error: unknown }; parts?: GeminiFunctionResponseMedia[] };
}

/** The `functionResponse` part answering a finished call. Throws for a pending call. */
export function toGeminiFunctionResponse(record: ToolCallRecord): GeminiFunctionResponsePart {
  assertAnswered(record, 'a functionResponse');
  const { parts, isError, json } = readModelOutput(record);
  const texts = parts.filter((p) => p.kind === 'text');
  const media = parts.flatMap((p): GeminiFunctionResponseMedia[] =>
    p.kind !== 'media' ? [] : p.url ? [{ fileData: { mimeType: p.mediaType, fileUri: p.data } }] : [{ inlineData: { mimeType: p.mediaType, data: p.data } }],
  );
  const value = json ? json.value : partsAsText(texts);
  const id = record.toolCallId.startsWith(SYNTHETIC_ID) ? undefined : record.toolCallId;
  return {
    functionResponse: {
      ...(id !== undefined ? { id } : {}),
      name: record.toolName,
      response: isError ? { error: value } : { output: value },
      ...(media.length > 0 ? { parts: media } : {}),
    },
  };
}

// Gemini may send calls without ids: the runtime still needs one per call.
const SYNTHETIC_ID = 'toolwright-gemini-call-';

/** What {@link runGeminiToolCalls} returns: the parts, and the content holding them. */
export interface GeminiToolCalls extends ProviderToolCalls<GeminiFunctionResponsePart> {
  /** `{role:'user', parts: results}`, or `undefined` when no call was answered. */
  readonly content: { role: 'user'; parts: GeminiFunctionResponsePart[] } | undefined;
}

/**
 * Runs the `functionCall` parts of a model turn (`candidates[0].content.parts`; other parts are
 * skipped) with `runToolCall` and returns the `functionResponse` parts, and the content to send.
 * Calls without an `id` get a stand-in id for the runtime; their responses carry none.
 *
 * @example
 * ```ts
 * const { content } = await runGeminiToolCalls({ weather }, response.candidates?.[0]?.content?.parts ?? []);
 * if (content) contents.push(response.candidates[0].content, content);
 * ```
 */
export async function runGeminiToolCalls(tools: RuntimeTools, parts: readonly object[], options: ProviderToolCallsOptions = {}): Promise<GeminiToolCalls> {
  const calls = parts
    .filter(
      (p): p is GeminiFunctionCallPart =>
        typeof (p as { functionCall?: unknown }).functionCall === 'object' && (p as { functionCall?: unknown }).functionCall !== null,
    )
    .map((p, i) => ({ toolCallId: p.functionCall.id ?? `${SYNTHETIC_ID}${i}`, toolName: p.functionCall.name ?? '', args: p.functionCall.args ?? {} }));
  const run = await runProviderCalls(tools, calls, options, toGeminiFunctionResponse);
  return { ...run, content: run.results.length > 0 ? { role: 'user', parts: run.results } : undefined };
}
