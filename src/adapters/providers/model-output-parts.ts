/**
 * A call's model output (the runtime's `record.modelOutput`: `text`, `json`, `error-text`,
 * `error-json`, `execution-denied` or `content`) read as parts every provider can write.
 * @module
 */
import type { ToolCallRecord } from '../../runtime';

/** One piece of a tool result. */
export type OutputPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'media'; readonly data: string; readonly mediaType: string; readonly url: boolean; readonly filename?: string | undefined };

/** A tool result as parts, with whether it reports an error, and its JSON value when it is one. */
export interface ReadOutput {
  readonly parts: OutputPart[];
  readonly isError: boolean;
  /** For `json`/`error-json` outputs: the value itself. */
  readonly json?: { readonly value: unknown } | undefined;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? null) ?? 'null';
}

function readPart(part: unknown): OutputPart {
  if (typeof part === 'object' && part !== null) {
    const p = part as Record<string, unknown>;
    if (p['type'] === 'text' && typeof p['text'] === 'string') return { kind: 'text', text: p['text'] };
    if (p['type'] === 'media' && typeof p['data'] === 'string') {
      const data = p['data'];
      const dataUri = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(data);
      const given = typeof p['mediaType'] === 'string' ? p['mediaType'] : undefined;
      if (dataUri)
        return {
          kind: 'media',
          data: dataUri[3] as string,
          mediaType: given ?? dataUri[1] ?? 'application/octet-stream',
          url: false,
          filename: p['filename'] as string | undefined,
        };
      const url = /^https?:\/\//i.test(data);
      return { kind: 'media', data, mediaType: given ?? 'application/octet-stream', url, filename: p['filename'] as string | undefined };
    }
  }
  return { kind: 'text', text: text(part) };
}

/** Reads a record's model output. */
export function readModelOutput(record: ToolCallRecord): ReadOutput {
  const output = record.modelOutput as Record<string, unknown> | undefined;
  const type = output?.['type'];
  const value = output?.['value'];
  switch (type) {
    case 'text':
      return { parts: [{ kind: 'text', text: text(value) }], isError: false };
    case 'json':
      return { parts: [{ kind: 'text', text: text(value) }], isError: false, json: { value } };
    case 'error-text':
      return { parts: [{ kind: 'text', text: text(value) }], isError: true };
    case 'error-json':
      return { parts: [{ kind: 'text', text: text(value) }], isError: true, json: { value } };
    case 'execution-denied':
      return {
        parts: [{ kind: 'text', text: typeof output?.['reason'] === 'string' ? (output['reason'] as string) : 'Tool execution denied.' }],
        isError: false,
      };
    case 'content':
      return { parts: Array.isArray(value) ? value.map(readPart) : [{ kind: 'text', text: text(value) }], isError: false };
    default:
      if (output !== undefined) return { parts: [{ kind: 'text', text: text(output) }], isError: record.status === 'failed' };
      // A failed call without a model output is told its error: its result may be what a throwing
      // toModelOutput was there to keep from the model.
      if (record.status === 'failed') return { parts: [{ kind: 'text', text: failureText(record) }], isError: true };
      return { parts: [{ kind: 'text', text: text(record.result) }], isError: false };
  }
}

/** A failure as the model reads it: the error's name and message, nothing else of it. */
function failureText(record: ToolCallRecord): string {
  const error = record.error;
  if (!(error instanceof Error)) return `Tool "${record.toolName}" failed.`;
  return `${String(error.name)}: ${String(error.message)}`;
}

/** All text of the parts; a media part is described by its type and size. */
export function partsAsText(parts: readonly OutputPart[]): string {
  return parts
    .map((p) =>
      p.kind === 'text'
        ? p.text
        : p.url
          ? `[${p.mediaType}: ${p.data}]`
          : `[${p.mediaType}: ${Math.floor((p.data.length * 3) / 4)} bytes, not representable here]`,
    )
    .join('\n');
}

/** `data:` URI of an inline media part. */
export function dataUri(part: Extract<OutputPart, { kind: 'media' }>): string {
  return part.url ? part.data : `data:${part.mediaType};base64,${part.data}`;
}
