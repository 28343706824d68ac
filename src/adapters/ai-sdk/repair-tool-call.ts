/**
 * `repairToolCall`: the reference agent's repair of malformed tool-call JSON, as the AI SDK's
 * `experimental_repairToolCall`.
 * @module
 */
import { parseToolArgs } from '../../wire';

/** The tool call the AI SDK hands a repair function (a `LanguageModelV3ToolCall`, or V2's). */
interface RepairableToolCall {
  toolCallId: string;
  toolName: string;
  input: string;
}

function isJSON(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Repairs a tool call whose arguments are not valid JSON the way Mastra's agent does: strips the
 * `<|…|>` tokens some models leak, quotes bare keys, turns single quotes into double quotes, drops
 * trailing commas and quotes bare dates (`{city:'Paris',}` → `{"city":"Paris"}`). Anything else,
 * or arguments it cannot repair, gets `null`, and the AI SDK reports the call as it does without
 * a repair function. Pass it as `experimental_repairToolCall` to `generateText` or `streamText`.
 *
 * @example
 * ```ts
 * await generateText({ model, tools: toAISDKTools({ weather }), prompt, experimental_repairToolCall: repairToolCall });
 * ```
 */
export async function repairToolCall<T extends RepairableToolCall>(options: { toolCall: T; error?: unknown }): Promise<T | null> {
  const { toolCall } = options;
  const text = toolCall.input;
  if (typeof text !== 'string' || text.trim() === '' || isJSON(text)) return null;
  const parsed = parseToolArgs(text);
  if (!parsed.ok) return null;
  return { ...toolCall, input: JSON.stringify(parsed.value) };
}
