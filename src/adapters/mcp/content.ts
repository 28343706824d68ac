/**
 * A tool's `toModelOutput` value as MCP content items, in order: text as `text`, images as
 * `image`, audio as `audio`, URLs as `resource_link`, other inline files as an embedded
 * `resource` (a blob), a `custom` part's `providerOptions.mcp` item as it is, and anything else
 * as its JSON text. The runtime hands the value over normalised (inline files are `media` parts).
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isObjectRecord } from '../../internal/is-object';
import { jsonText } from '../../internal/json-text';

type ContentItem = CallToolResult['content'][number];

const DATA_URI = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;
const REMOTE_URL = /^https?:\/\//i;

function textItem(text: string): ContentItem {
  return { type: 'text', text };
}

/** The name a link is shown by: the part's filename, else the URL's last path segment, else the URL. */
function linkName(url: string, filename: unknown): string {
  if (typeof filename === 'string' && filename !== '') return filename;
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : url;
  } catch {
    return url;
  }
}

function resourceLink(url: string, part: Record<string, unknown>): ContentItem {
  const item: Record<string, unknown> = { type: 'resource_link', uri: url, name: linkName(url, part['filename']) };
  const mediaType = part['mediaType'];
  if (typeof mediaType === 'string' && mediaType !== '') item['mimeType'] = mediaType;
  return item as ContentItem;
}

/** The base64 of a `data:` URI's percent-encoded (not base64) payload. */
function percentDecodedBase64(payload: string): string {
  let text: string;
  try {
    text = decodeURIComponent(payload);
  } catch {
    text = payload;
  }
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An inline file: base64 data and its media type (a `data:` URI gives its own when the part has none). */
function inlineFile(part: Record<string, unknown>, index: number): ContentItem {
  let data = part['data'] as string;
  let mediaType = typeof part['mediaType'] === 'string' ? part['mediaType'] : '';
  const uri = DATA_URI.exec(data);
  if (uri) {
    if (!mediaType) mediaType = uri[1] || 'application/octet-stream';
    data = uri[3] ? (uri[4] as string) : percentDecodedBase64(uri[4] as string);
  }
  if (!mediaType) mediaType = 'application/octet-stream';
  if (mediaType.startsWith('image/')) return { type: 'image', data, mimeType: mediaType };
  if (mediaType.startsWith('audio/')) return { type: 'audio', data, mimeType: mediaType } as ContentItem;
  const filename = typeof part['filename'] === 'string' && part['filename'] !== '' ? part['filename'] : `output-${index}`;
  return { type: 'resource', resource: { uri: `attachment:${encodeURIComponent(filename)}`, mimeType: mediaType, blob: data } };
}

function contentItem(part: unknown, index: number): ContentItem {
  if (!isObjectRecord(part)) return textItem(jsonText(part));
  const kind = part['type'];
  if (kind === 'text' && typeof part['text'] === 'string') return textItem(part['text']);
  if (kind === 'media' && typeof part['data'] === 'string') {
    const data = part['data'];
    if (REMOTE_URL.test(data)) return resourceLink(data, part);
    return inlineFile(part, index);
  }
  if ((kind === 'image-url' || kind === 'file-url') && typeof part['url'] === 'string') return resourceLink(part['url'], part);
  if (kind === 'custom') {
    const options = part['providerOptions'];
    const item = isObjectRecord(options) ? options['mcp'] : undefined;
    if (isObjectRecord(item) && typeof item['type'] === 'string') return item as ContentItem;
  }
  return textItem(jsonText(part));
}

/** The content of a model output, and whether it reports an error (`error-text` / `error-json`). */
export function modelOutputContent(output: unknown): { content: ContentItem[]; isError: boolean } {
  if (!isObjectRecord(output)) return { content: [textItem(jsonText(output))], isError: false };
  const value = output['value'];
  switch (output['type']) {
    case 'text':
    case 'json':
      return { content: [textItem(jsonText(value))], isError: false };
    case 'error-text':
    case 'error-json':
      return { content: [textItem(jsonText(value))], isError: true };
    case 'content':
      if (Array.isArray(value)) return { content: value.map(contentItem), isError: false };
      return { content: [textItem(jsonText(value))], isError: false };
    default:
      return { content: [textItem(jsonText(output))], isError: false };
  }
}
