import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A JSON-RPC POST body is small; more than this is refused rather than buffered. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Thrown by {@link toWebRequest} for a body over the limit. */
export class BodyTooLargeError extends Error {}

/**
 * A Node request as a Web `Request` for `createMcpHttpHandler`. Its signal aborts when the
 * client goes away before the response is written, which cancels the call.
 */
export async function toWebRequest(req: IncomingMessage, res: ServerResponse, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method ?? 'GET', headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
      chunks.push(chunk);
    }
    init.body = Buffer.concat(chunks);
  }
  return new Request(new URL(req.url ?? '/', origin), init);
}

/** Writes a Web `Response` to Node's response, streaming its body (SSE stays a stream). */
export async function writeWebResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders();
  // pipeline cancels the Web stream when the client disconnects mid-stream.
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(() => {});
}
