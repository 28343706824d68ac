/**
 * `toolwright/providers`: a tool as a raw OpenAI, Anthropic or Gemini function tool, and the
 * loop around it (the provider's tool calls run through `toolwright/runtime`, the records
 * written back as the provider's tool results). No provider SDK is needed at runtime.
 * Every public name is listed here.
 * @module
 */
export {
  toOpenAITool,
  toOpenAIChatToolMessage,
  toOpenAIFunctionCallOutput,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
} from './adapters/providers/openai';
export type {
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIChatToolMessage,
  OpenAIFunctionCallItem,
  OpenAIFunctionCallOutputItem,
  OpenAIFunctionCallOutputPart,
  OpenAIResponsesTool,
  OpenAIToolCallsOptions,
  ToOpenAIToolOptions,
} from './adapters/providers/openai';
export { toOpenAIStrictSchema, OPENAI_STRICT_LIMITS, OPENAI_STRICT_STRING_FORMATS } from './adapters/providers/openai-strict-schema';
export type { OpenAIStrictLimits, StrictSchemaResult } from './adapters/providers/openai-strict-schema';
export { toAnthropicTool, toAnthropicToolResult, runAnthropicToolCalls } from './adapters/providers/anthropic';
export type {
  AnthropicTool,
  AnthropicToolCalls,
  AnthropicToolResultBlock,
  AnthropicToolResultContent,
  AnthropicToolUseBlock,
  ToAnthropicToolOptions,
} from './adapters/providers/anthropic';
export { toGeminiTool, toGeminiFunctionResponse, runGeminiToolCalls } from './adapters/providers/gemini';
export type {
  GeminiFunctionCallPart,
  GeminiFunctionResponseMedia,
  GeminiFunctionDeclaration,
  GeminiJsonSchemaFunctionDeclaration,
  GeminiFunctionResponsePart,
  GeminiToolCalls,
  ToGeminiToolOptions,
} from './adapters/providers/gemini';
export { toGeminiSchema } from './adapters/providers/gemini-schema';
export type { GeminiSchema, GeminiSchemaResult, GeminiType } from './adapters/providers/gemini-schema';
export type { DroppedKeyword } from './adapters/providers/schema-walk';
export type { ProviderToolCalls, ProviderToolCallsOptions } from './adapters/providers/loop';
export type { ProviderToolSource } from './adapters/providers/tool-source';
export { ProviderSchemaError, ProviderToolNameError } from './adapters/providers/errors';
export type { ProviderName } from './adapters/providers/errors';
export { fromStrictArgs } from './adapters/providers/strict-args';
