/**
 * The body of a 2026-07-28 POST, read before SDK 2's `createMcpHandler` sees the request and
 * handed to it parsed (its `parsedBody` option). The 2026-07-28 route serves the message it
 * parsed, and its handlers see the request with the body read, as they do here. A request that claims 2026-07-28 in its header but not in its
 * `_meta` goes on as an equal request with the body unread, and one whose body cannot be read
 * as a request that fails the SDK's read the same way: every answer stays the SDK's own.
 */
import { DEFAULT_MAX_REQUEST_BODY_SIZE, isJsonContentType, PROTOCOL_VERSION_META_KEY, readRequestBody } from '@modelcontextprotocol/server';

/** The first protocol revision of the 2026 era; revisions are dates, which compare as strings. */
const FIRST_MODERN_REVISION = '2026-07-28';

/** Whether the SDK's handler would read this request's body to serve it on the 2026-07-28 route. */
export function isModernPost(request: Request): boolean {
  if (request.method.toUpperCase() !== 'POST') return false;
  const revision = request.headers.get('mcp-protocol-version')?.trim();
  return revision !== undefined && revision >= FIRST_MODERN_REVISION && isJsonContentType(request.headers.get('content-type'));
}

function claimsModern(body: unknown): boolean {
  const meta = (body as { params?: { _meta?: Record<string, unknown> } } | null | undefined)?.params?._meta;
  return typeof meta === 'object' && meta !== null && typeof meta[PROTOCOL_VERSION_META_KEY] === 'string';
}

/** `request` with another body (headers, method and signal kept). */
function withBody(request: Request, body: BodyInit | null, headers: Headers = request.headers): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, body, signal: request.signal };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(request.url, init);
}

/**
 * Reads the body of a request {@link isModernPost} accepts: its parsed message when it claims
 * 2026-07-28, otherwise a request the SDK's handler answers exactly as it would the original.
 */
export async function readModernBody(request: Request): Promise<{ request: Request; parsedBody?: unknown }> {
  let read: Awaited<ReturnType<typeof readRequestBody>>;
  try {
    read = await readRequestBody(request, DEFAULT_MAX_REQUEST_BODY_SIZE);
  } catch (error) {
    return { request: withBody(request, new ReadableStream({ start: (controller) => controller.error(error) })) };
  }
  if (read.tooLarge) {
    // The SDK refuses a declared length over its limit before reading: the same 413.
    const headers = new Headers(request.headers);
    headers.set('content-length', String(DEFAULT_MAX_REQUEST_BODY_SIZE + 1));
    return { request: withBody(request, null, headers) };
  }
  let body: unknown;
  try {
    body = read.text === '' ? undefined : JSON.parse(read.text);
  } catch {
    body = undefined;
  }
  if (claimsModern(body)) return { request, parsedBody: body };
  return { request: withBody(request, read.text) };
}
