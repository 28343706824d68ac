/**
 * A call's record as the SDK's tool output: the engine's model output (text, or the SDK's image
 * and file outputs), a suspended call's placeholder, and what the app reads in `customData`.
 * @module
 */
import { toOpenAIFunctionCallOutput } from '../../providers';
import { serializePendingToolCall, type ToolCallRecord } from '../../runtime';
import { failureOf, failureText } from './failure';
import type { OpenAIAgentsCallData, OpenAIAgentsSuspendedCall } from './types';

/** The SDK's tool output types (`ToolOutputText`, `ToolOutputImage`, `ToolOutputFileContent`). */
export type OpenAIAgentsToolOutput =
  | { type: 'text'; text: string }
  | { type: 'image'; image: string; detail?: 'auto' }
  | { type: 'file'; file: { data: string; mediaType: string; filename: string } | { url: string; filename?: string } };

/** The text a suspended call's output carries for the model. */
export function suspendedMessage(toolName: string): string {
  return `Tool "${toolName}" is suspended and waits to be resumed.`;
}

/** A file part: inline data (from a `data:` URI) with its media type and name, or a URL. */
function fileOf(data: string, filename: string | undefined): Extract<OpenAIAgentsToolOutput, { type: 'file' }>['file'] {
  const inline = /^data:([^;,]+);base64,(.*)$/s.exec(data);
  if (inline) return { data: inline[2]!, mediaType: inline[1]!, filename: filename ?? 'file' };
  return filename !== undefined ? { url: data, filename } : { url: data };
}

/**
 * What the model reads for a finished call: the engine's model output, as the SDK's output
 * types; for a failed call, that it failed, with the error's name and message. A value nested deeper than `JSON.stringify` can go cannot be written: the model is
 * told so, and that the call ended as it did (the tool ran; asking again would run it again).
 */
export function sdkOutputOf(record: ToolCallRecord): string | OpenAIAgentsToolOutput[] {
  try {
    return writtenOutput(record);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const what = record.status === 'suspended' ? 'is suspended, but its suspend payload' : 'ran and completed, but its result';
    return `Tool "${record.toolName}" ${what} is nested too deeply to be written as JSON, so it is not shown here.`;
  }
}

function writtenOutput(record: ToolCallRecord): string | OpenAIAgentsToolOutput[] {
  if (record.status === 'failed') return failureText(record.toolName, failureOf(record));
  if (record.status === 'suspended') {
    return JSON.stringify({ status: 'suspended', message: suspendedMessage(record.toolName), suspendPayload: record.suspendPayload ?? null });
  }
  const { output } = toOpenAIFunctionCallOutput(record);
  if (typeof output === 'string') return output;
  return output.map((part): OpenAIAgentsToolOutput => {
    if (part.type === 'input_text') return { type: 'text', text: part.text };
    if (part.type === 'input_image') return { type: 'image', image: part.image_url, detail: part.detail };
    return { type: 'file', file: fileOf(part.file_data, part.filename) };
  });
}

/** The app's view of a call, kept in the output item's `customData.toolwright`. */
export function callDataOf(record: ToolCallRecord): OpenAIAgentsCallData {
  const data: OpenAIAgentsCallData = { status: record.status };
  if (record.status === 'suspended') {
    data.suspendPayload = record.suspendPayload ?? null;
    if (record.pending) data.pending = serializePendingToolCall(record.pending);
  }
  // Only the name and the message cross: no other field of the error, its cause or its stack.
  if (record.error instanceof Error) data.error = { name: record.error.name, message: record.error.message };
  return data;
}

/** The protocol form of an output, as the SDK writes it in `function_call_result` items. */
function protocolOutput(output: string | OpenAIAgentsToolOutput[]): unknown {
  if (typeof output === 'string') return { type: 'text', text: output };
  return output.map((part) => {
    if (part.type === 'text') return { type: 'input_text', text: part.text };
    if (part.type === 'image') return { type: 'input_image', image: part.image, detail: part.detail };
    const file = part.file;
    if ('url' in file) return { type: 'input_file', file: { url: file.url }, ...(file.filename !== undefined ? { filename: file.filename } : {}) };
    return { type: 'input_file', file: `data:${file.mediaType};base64,${file.data}`, filename: file.filename };
  });
}

type Item = { type?: unknown; callId?: unknown; output?: unknown; rawItem?: unknown; customData?: unknown };

/**
 * The suspended calls among a run's items (`result.newItems`, or the result itself): each one's
 * id, tool name, suspend payload and ticket, read from the output items' `customData`.
 */
export function suspendedCallsOf(items: readonly unknown[] | { readonly newItems: readonly unknown[] }): OpenAIAgentsSuspendedCall[] {
  const list = Array.isArray(items) ? items : (items as { newItems: readonly unknown[] }).newItems;
  const found: OpenAIAgentsSuspendedCall[] = [];
  for (const item of list as Item[]) {
    const data = (item?.customData as { toolwright?: OpenAIAgentsCallData } | undefined)?.toolwright;
    const raw = item?.rawItem as { callId?: unknown; name?: unknown } | undefined;
    if (data?.status !== 'suspended' || typeof data.pending !== 'string' || typeof raw?.callId !== 'string') continue;
    found.push({ toolCallId: raw.callId, toolName: String(raw.name), suspendPayload: data.suspendPayload, pending: data.pending });
  }
  return found;
}

/**
 * `history` (a run's `result.history`) with the output of `record.toolCallId` replaced by the
 * record's model output: put a resumed call's real result where its suspended placeholder was,
 * then `run(agent, history)` again. Items of other calls are returned as they are.
 */
export function withToolResult<TItem>(history: readonly TItem[], record: ToolCallRecord): TItem[] {
  const output = protocolOutput(sdkOutputOf(record));
  return history.map((item) => {
    const i = item as Item;
    return i.type === 'function_call_result' && i.callId === record.toolCallId ? ({ ...i, output } as TItem) : item;
  });
}
