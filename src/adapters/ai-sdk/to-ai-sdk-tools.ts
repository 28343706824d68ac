/**
 * `toAISDKTools`: a record of toolwright tools as an AI SDK tool set.
 * @module
 */
import { buildAISDKTool } from './to-ai-sdk-tool';
import type { AISDKToolsOf, AISDKToolSource, ToAISDKToolOptions } from './types';
import type { WireToolSource } from '../../wire';

/**
 * Converts a record of tools into an AI SDK `ToolSet`. Each tool is named by its record key, as
 * Mastra's agent names them: the model calls the key, and validation messages name it.
 *
 * @example
 * ```ts
 * import { generateText } from 'ai';
 * import { toAISDKTools } from 'toolwright/ai-sdk';
 *
 * const { text } = await generateText({ model, tools: toAISDKTools({ weather, sendEmail }), prompt });
 * ```
 */
export function toAISDKTools<T extends Record<string, AISDKToolSource & WireToolSource>>(tools: T, options: ToAISDKToolOptions = {}): AISDKToolsOf<T> {
  if (typeof tools !== 'object' || tools === null || Array.isArray(tools)) {
    throw new TypeError('toAISDKTools: expected a record of tools keyed by the name the model calls');
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(tools)) out[key] = buildAISDKTool(tools[key]!, key, options);
  return out as AISDKToolsOf<T>;
}
