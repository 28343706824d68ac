/**
 * The conversation a `generateText`/`streamText` run added, whichever AI SDK major made it, and
 * a resumed call's result put in place of its suspended placeholder.
 * @module
 */
import type { ToolCallRecord } from '../../runtime';
import { toProviderToolResultOutput } from './provider-output';
import { IS_AI_SDK_7 } from './ai-major';

/** The part of a run's result this module reads: its response messages and its steps'. */
export interface AISDKRunMessages<TMessage> {
  readonly response: { readonly messages: readonly TMessage[] };
  readonly steps: readonly { readonly response: { readonly messages: readonly TMessage[] } }[];
}

/**
 * Every message a run added (assistant turns and tool results, in order). AI SDK 5 and 6 keep
 * them all in `result.response.messages`; AI SDK 7 keeps only the last step's there, and each
 * step's own in `steps[i].response.messages`.
 */
export function responseMessagesOf<TMessage>(result: AISDKRunMessages<TMessage>): TMessage[] {
  return IS_AI_SDK_7 ? result.steps.flatMap((step) => step.response.messages) : [...result.response.messages];
}

/** The record's model output; a call that failed without one (its `toModelOutput` threw) is told its error. */
function modelOutputOf(record: Pick<ToolCallRecord, 'toolCallId' | 'modelOutput'> & Partial<Pick<ToolCallRecord, 'status' | 'error'>>): unknown {
  if (record.modelOutput !== undefined || record.status !== 'failed') return record.modelOutput;
  // Never the result: a throwing toModelOutput may have been there to keep part of it from the model.
  const error = record.error;
  return { type: 'error-text', value: error instanceof Error ? `${String(error.name)}: ${String(error.message)}` : 'The tool call failed.' };
}

/**
 * `messages` with the tool result of `record.toolCallId` replaced by the record's model output
 * (in the installed major's part shapes): put a resumed call's real result where its
 * suspended placeholder was. A call that failed without a model output (its `toModelOutput`
 * threw) is written as an `error-text` with the error's name and message. Messages without that
 * result are returned as they are.
 */
export function withToolResult<TMessage>(
  messages: readonly TMessage[],
  record: Pick<ToolCallRecord, 'toolCallId' | 'modelOutput'> & Partial<Pick<ToolCallRecord, 'status' | 'error'>>,
): TMessage[] {
  const value = modelOutputOf(record);
  const output = IS_AI_SDK_7 ? toProviderToolResultOutput(value, 'v4') : value;
  return messages.map((message) => {
    const m = message as { role?: unknown; content?: unknown };
    if (m.role !== 'tool' || !Array.isArray(m.content)) return message;
    const content = m.content as Record<string, unknown>[];
    if (!content.some((part) => part['type'] === 'tool-result' && part['toolCallId'] === record.toolCallId)) return message;
    return {
      ...m,
      content: content.map((part) => (part['type'] === 'tool-result' && part['toolCallId'] === record.toolCallId ? { ...part, output } : part)),
    } as TMessage;
  });
}
