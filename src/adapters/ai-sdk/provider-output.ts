/**
 * What an AI SDK provider of a given specification version receives as a tool-result output:
 * the runtime stores the V2-authored shape, which AI SDK 6 (`v3`) and 7 (`v4`) spell otherwise.
 * @module
 */

import { isObjectRecord as isRecord } from '../../internal/is-object';

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const REMOTE_URL = /^https?:\/\//i;

function toV3Part(part: Record<string, unknown>, kind: string, mediaType: string): unknown {
  if (kind !== 'media') return part;
  const isImage = mediaType.startsWith('image/');
  const data = part['data'] as string;
  if (REMOTE_URL.test(data) && parseUrl(data)) {
    const rest: Record<string, unknown> = { ...part };
    delete rest['data'];
    return { ...rest, type: isImage ? 'image-url' : 'file-url', url: data };
  }
  return { ...part, type: isImage ? 'image-data' : 'file-data', mediaType };
}

function toV4Part(part: Record<string, unknown>, kind: string, mediaType: string): unknown {
  if (kind === 'image-url' || kind === 'file-url') {
    const url = parseUrl(part['url'] as string);
    if (!url) return { type: 'text', text: String(part['url']) };
    const rest: Record<string, unknown> = { ...part };
    delete rest['url'];
    return {
      ...rest,
      type: 'file',
      data: { type: 'url', url },
      mediaType: mediaType || (kind === 'image-url' ? 'image/jpeg' : 'application/octet-stream'),
    };
  }
  const data = part['data'] as string;
  const remote = REMOTE_URL.test(data) ? parseUrl(data) : undefined;
  if (remote) {
    const rest: Record<string, unknown> = { ...part };
    delete rest['data'];
    return { ...rest, type: 'file', data: { type: 'url', url: remote }, mediaType: mediaType || 'application/octet-stream' };
  }
  return { ...part, type: 'file', data: { type: 'data', data }, mediaType };
}

/**
 * Converts a V2-authored tool-result output to the shape a provider of the given specification
 * version receives: `'v2'` unchanged; `'v3'` (AI SDK 6) turns `media` into `image-data`/`file-data`
 * (or `image-url`/`file-url` for a legacy remote URL); `'v4'` (AI SDK 7) turns media and URL parts
 * into `file` parts with tagged data. Non-content outputs pass through; unchanged parts keep identity.
 */
export function toProviderToolResultOutput(output: unknown, specificationVersion: 'v2' | 'v3' | 'v4'): unknown {
  if (specificationVersion === 'v2') return output;
  if (!isRecord(output) || output['type'] !== 'content' || !Array.isArray(output['value'])) return output;
  let changed = false;
  const value = (output['value'] as unknown[]).map((item) => {
    if (!isRecord(item)) return item;
    const kind = item['type'];
    const isMedia = kind === 'media' && typeof item['data'] === 'string';
    const isUrl = (kind === 'image-url' || kind === 'file-url') && typeof item['url'] === 'string';
    if (!isMedia && !isUrl) return item;
    const mediaType = typeof item['mediaType'] === 'string' ? item['mediaType'] : '';
    const next = specificationVersion === 'v3' ? toV3Part(item, kind as string, mediaType) : toV4Part(item, kind as string, mediaType);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? { ...output, value } : output;
}
