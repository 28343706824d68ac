/**
 * The decision of the direct path: which stateless POSTs it serves itself and which go to the
 * SDK's own handler. The body is read once and classified with the SDK's exported building
 * blocks (`isJsonContentType`, `readRequestBody`, `classifyInboundRequest`); only a request that
 * the SDK would certainly hand to a server's `tools/call` or `tools/list` handler is served
 * directly. Every other request, including every one the SDK answers with an error of its
 * validation ladder, is handed to the SDK unchanged (with its body rebuilt when it was read).
 */
import {
  classifyInboundRequest,
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  type InboundModernRoute,
  isJsonContentType,
  type JSONRPCRequest,
  readRequestBody,
} from '@modelcontextprotocol/server';

/** The one modern revision the SDK's handler serves; another claimed revision goes to the SDK. */
export const MODERN_REVISION = '2026-07-28';
/** The methods served directly: both have a handler on every server, and no other side effects. */
const DIRECT_METHODS = new Set(['tools/call', 'tools/list']);

/** What to do with one request. */
export type DirectRoute =
  | { kind: 'modern'; message: JSONRPCRequest; classification: InboundModernRoute['classification'] }
  | { kind: 'legacy'; message: JSONRPCRequest; parsedBody: unknown }
  | { kind: 'sdk'; request: Request; parsedBody?: unknown }
  | { kind: 'answer'; response: Response };

function jsonRpcError(status: number, code: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status });
}

/** The request again, with the body already read, for the SDK's handler. */
function rebuilt(request: Request, text: string): Request {
  return new Request(request, { body: text });
}

/** Whether the SDK's header checks of a modern request (presence and agreement) surely pass. */
function modernHeadersAgree(request: Request, message: JSONRPCRequest, revision: string | undefined): boolean {
  if (revision !== MODERN_REVISION) return false;
  const headers = request.headers;
  if (headers.get('mcp-protocol-version') !== revision || headers.get('mcp-method') !== message.method) return false;
  if (message.method !== 'tools/call') return true;
  const name = (message.params as { name?: unknown } | undefined)?.name;
  // A name that could be read as an encoded header value is left to the SDK's decoder.
  return typeof name === 'string' && !name.startsWith('=?') && headers.get('mcp-name') === name;
}

/**
 * Routes one request. `legacyDirect` says whether 2025-era requests are served statelessly
 * (the SDK's fallback), so that the direct path may serve them too.
 */
export async function routeRequest(request: Request, parsedBody: unknown, legacyDirect: boolean): Promise<DirectRoute> {
  if (request.method !== 'POST' || !isJsonContentType(request.headers.get('content-type'))) return { kind: 'sdk', request, parsedBody };
  let body = parsedBody;
  let text: string | undefined;
  if (body === undefined) {
    // A declared length over the limit reads nothing: the SDK answers it from the same request.
    if (Number(request.headers.get('content-length')) > DEFAULT_MAX_REQUEST_BODY_SIZE) return { kind: 'sdk', request };
    try {
      const read = await readRequestBody(request, DEFAULT_MAX_REQUEST_BODY_SIZE);
      if (read.tooLarge)
        return {
          kind: 'answer',
          response: jsonRpcError(413, -32000, `Payload Too Large: Request body must not exceed ${DEFAULT_MAX_REQUEST_BODY_SIZE} bytes`),
        };
      text = read.text;
    } catch {
      return { kind: 'answer', response: jsonRpcError(400, -32700, 'Parse error: the request body could not be read') };
    }
    try {
      body = text.length === 0 ? undefined : JSON.parse(text);
    } catch {
      return { kind: 'sdk', request: rebuilt(request, text) };
    }
    if (body === undefined) return { kind: 'sdk', request: rebuilt(request, text) };
  }
  const fallback = (): DirectRoute => (text === undefined ? { kind: 'sdk', request, parsedBody } : { kind: 'sdk', request: rebuilt(request, text) });
  const outcome = classifyInboundRequest({
    httpMethod: 'POST',
    body,
    ...optionalHeader('protocolVersionHeader', request.headers.get('mcp-protocol-version')),
    ...optionalHeader('mcpMethodHeader', request.headers.get('mcp-method')),
    ...optionalHeader('mcpNameHeader', request.headers.get('mcp-name')),
  });
  if (outcome.kind === 'modern') {
    if (outcome.messageKind !== 'request' || !DIRECT_METHODS.has(outcome.message.method)) return fallback();
    if (!modernHeadersAgree(request, outcome.message, outcome.classification.revision)) return fallback();
    return { kind: 'modern', message: outcome.message, classification: outcome.classification };
  }
  if (outcome.kind === 'legacy' && legacyDirect && outcome.reason === 'no-claim') {
    const message = body as JSONRPCRequest;
    // A no-claim outcome is a JSON-RPC request; the SDK's stateless transport checks the headers itself.
    if (typeof message.method !== 'string' || !DIRECT_METHODS.has(message.method)) return fallback();
    return { kind: 'legacy', message, parsedBody: body };
  }
  return fallback();
}

function optionalHeader<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value === null ? {} : ({ [key]: value } as Record<K, string>);
}
