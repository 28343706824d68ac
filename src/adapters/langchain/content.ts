// What a finished call's record tells the model, as `ToolMessage` content: text, or standard
// content blocks (text, image, audio, file) when `toModelOutput` returned parts.
import { isObjectRecord } from '../../internal/is-object';
import type { ToolCallRecord, ToolCallStatus } from '../../runtime';
import { boundedStringify, DECLINED_MESSAGE } from '../../wire';
import { isValidationError } from '../../tools';
import { jsonText } from '../../internal/json-text';

/** A standard content block of `@langchain/core` 1 messages. */
export type ContentBlock = Record<string, unknown> & { type: string };

/** The content of a `ToolMessage`, whether it reports an error, and how the call ended. */
export interface ToolMessageContent {
  content: string | ContentBlock[];
  error: boolean;
  status?: ToolCallStatus | undefined;
}

const DATA_URI = /^data:([^;,]*)(?:;[^;,]*)*?;base64,(.*)$/s;

/** Inline data as a block: LangChain has image, audio and video blocks, and `file` for the rest. */
function mediaBlock(data: string, part: Record<string, unknown>): ContentBlock {
  const uri = DATA_URI.exec(data);
  const mimeType = uri?.[1] || (typeof part['mediaType'] === 'string' ? part['mediaType'] : 'application/octet-stream');
  const block: ContentBlock = { type: /^(image|audio|video)\//.exec(mimeType)?.[1] ?? 'file', data: uri ? (uri[2] ?? '') : data, mimeType };
  if (typeof part['filename'] === 'string') block['metadata'] = { filename: part['filename'] };
  return block;
}

/** One part of a `{ type: 'content' }` model output as a content block (its JSON text when it has none). */
function partBlock(part: unknown): ContentBlock {
  if (isObjectRecord(part)) {
    const { type, data, url, mediaType } = part;
    if (type === 'text') return { type: 'text', text: String(part['text'] ?? '') };
    if (type === 'media' && typeof data === 'string') return mediaBlock(data, part);
    if ((type === 'image-url' || type === 'file-url') && typeof url === 'string') {
      const block: ContentBlock = { type: type === 'image-url' ? 'image' : 'file', url };
      if (typeof mediaType === 'string') block['mimeType'] = mediaType;
      return block;
    }
  }
  return { type: 'text', text: jsonText(part) };
}

/**
 * A value as JSON text, within the runtime's serialisation budget; a value past it (nested deeper
 * than JSON.stringify goes, or too large) is an error the model is told about, never `String()`.
 */
function jsonContent(value: unknown, toolName: string, error: boolean): ToolMessageContent {
  const text = boundedStringify(value ?? null);
  if (text !== undefined) return { content: text, error };
  return { content: `Tool ${toolName} returned a value nested too deeply or too large to send as JSON text; it cannot be shown.`, error: true };
}

/** The model output the runtime settled on, as content. */
function outputContent(output: unknown, toolName: string): ToolMessageContent {
  if (!isObjectRecord(output)) return jsonContent(output, toolName, false);
  const value = output['value'];
  switch (output['type']) {
    case 'text':
      return { content: String(value), error: false };
    case 'json':
      return jsonContent(value, toolName, false);
    case 'error-text':
      return { content: String(value), error: true };
    case 'error-json':
      return jsonContent(value, toolName, true);
    case 'content':
      return { content: Array.isArray(value) ? value.map(partBlock) : [], error: false };
    default:
      return jsonContent(output, toolName, false);
  }
}

/**
 * The content of a finished call. Bad input, bad output, a decline and a failure are errors; a
 * failure crosses as the message the runtime gives the model (never the error's other fields,
 * its cause or its stack).
 */
export function recordContent(record: ToolCallRecord): ToolMessageContent {
  return { ...settledContent(record), status: record.status };
}

function settledContent(record: ToolCallRecord): ToolMessageContent {
  switch (record.status) {
    case 'completed':
    case 'pending': {
      const content = outputContent(record.modelOutput, record.toolName);
      return isValidationError(record.result) ? { content: content.content, error: true } : content;
    }
    case 'declined':
      return { content: record.approval?.reason ?? DECLINED_MESSAGE, error: true };
    default:
      if (isObjectRecord(record.modelOutput)) return { content: outputContent(record.modelOutput, record.toolName).content, error: true };
      return { content: record.error?.message ?? `Tool ${record.toolName} ended with status ${record.status}.`, error: true };
  }
}
