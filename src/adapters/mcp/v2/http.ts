/**
 * `createMcpHttpHandler` of `toolwright/mcp/v2`: one Web-standard `(Request) => Promise<Response>`
 * endpoint that serves the 2026-07-28 protocol (`server/discover`, per-request `_meta`, the
 * `Mcp-Method` / `Mcp-Name` header checks, no sessions) through the SDK's `createMcpHandler`,
 * and 2025-era clients either statelessly (the SDK's fallback) or with sessions in this
 * instance's memory (the SDK's Streamable HTTP transport), so that elicitation and sampling
 * reach them.
 */
import {
  type AuthInfo,
  createMcpHandler,
  hostHeaderValidationResponse,
  isLegacyRequest,
  originValidationResponse,
  type PerRequestResponseMode,
} from '@modelcontextprotocol/server';
import { defaultSessionIdGenerator } from '../session-id';
import { sessionsFor } from './legacy-sessions';
import { isModernPost, readModernBody } from './modern-body';
import type { McpTools } from '../types-base';
import { type McpV2ServerOptions, serverFactoryV2 } from './register';

/** Options of {@link createMcpHttpHandler}. */
export interface McpV2HttpHandlerOptions extends McpV2ServerOptions {
  /**
   * How 2025-era clients are served. `'stateless'` (default): a fresh server per request, no
   * sessions (elicitation and sampling cannot reach the client). `'stateful'`: sessions
   * (`Mcp-Session-Id`) in this instance's memory. `'reject'`: 2026-07-28 only. 2026-07-28
   * clients never have sessions.
   */
  legacy?: 'stateless' | 'stateful' | 'reject' | undefined;
  /** Session ids of `legacy: 'stateful'`; default `crypto.randomUUID()`. */
  sessionIdGenerator?: (() => string) | undefined;
  /**
   * How a 2026-07-28 answer is shaped: `'auto'` (default, JSON unless the tool sends progress or
   * logs first), `'sse'`, or `'json'` (notifications dropped).
   */
  responseMode?: PerRequestResponseMode | undefined;
  /**
   * DNS rebinding protection: when given, a request whose `Host` header names another host is
   * refused (403), for both eras. For a local server: `['127.0.0.1', 'localhost', '[::1]']`.
   */
  allowedHosts?: string[] | undefined;
  /** When given, a request whose `Origin` header names another host is refused (403). */
  allowedOrigins?: string[] | undefined;
  /** Out-of-band errors of the SDK's handler (reporting only). */
  onerror?: ((error: Error) => void) | undefined;
}

/** Per-request options: what an auth middleware found, or a body it already parsed. */
export interface McpV2HttpRequestOptions {
  authInfo?: AuthInfo | undefined;
  parsedBody?: unknown;
}

/** A Streamable HTTP endpoint for both eras: mount it on the MCP route for POST, GET and DELETE. */
export interface McpV2HttpHandler {
  (request: Request, options?: McpV2HttpRequestOptions): Promise<Response>;
  /** Ends the open 2026-07-28 exchanges and closes every 2025-era session. */
  close(): Promise<void>;
}

function requestOptions(options: McpV2HttpRequestOptions | undefined): { authInfo?: AuthInfo; parsedBody?: unknown } {
  const out: { authInfo?: AuthInfo; parsedBody?: unknown } = {};
  if (options?.authInfo !== undefined) out.authInfo = options.authInfo;
  if (options?.parsedBody !== undefined) out.parsedBody = options.parsedBody;
  return out;
}

/**
 * A Web-standard `Request` → `Response` handler serving `tools` to 2026-07-28 and 2025-era MCP
 * clients over Streamable HTTP. Throws `McpToolDefinitionError` at once for a tool that cannot
 * be served.
 *
 * @example
 * ```ts types-only
 * import { createMcpHttpHandler } from 'toolwright/mcp/v2';
 *
 * const handle = createMcpHttpHandler({ weatherTool }, { name: 'weather', version: '1.0.0' });
 * Bun.serve({ port: 3000, fetch: (request) => handle(request) });
 * ```
 */
export function createMcpHttpHandler(tools: McpTools, options: McpV2HttpHandlerOptions): McpV2HttpHandler {
  const { legacy = 'stateless', sessionIdGenerator, responseMode, allowedHosts, allowedOrigins, onerror, ...serverOptions } = options;
  if (legacy !== 'stateless' && legacy !== 'stateful' && legacy !== 'reject') {
    throw new TypeError(`createMcpHttpHandler: legacy must be 'stateless', 'stateful' or 'reject', got ${JSON.stringify(legacy)}.`);
  }
  const makeServer = serverFactoryV2(tools, serverOptions);
  const modern = createMcpHandler(makeServer, {
    legacy: legacy === 'stateless' ? 'stateless' : 'reject',
    ...(responseMode !== undefined ? { responseMode } : {}),
    ...(onerror !== undefined ? { onerror } : {}),
  });
  const sessions = legacy === 'stateful' ? sessionsFor(makeServer, sessionIdGenerator ?? defaultSessionIdGenerator()) : undefined;
  const sdk = async (request: Request, given: { authInfo?: AuthInfo; parsedBody?: unknown }): Promise<Response> => {
    if (sessions && (await isLegacyRequest(request, given.parsedBody))) return sessions.handle(request, given);
    return modern.fetch(request, given);
  };
  const handler = async (request: Request, more?: McpV2HttpRequestOptions): Promise<Response> => {
    const refused =
      (allowedHosts ? hostHeaderValidationResponse(request, allowedHosts) : undefined) ??
      (allowedOrigins ? originValidationResponse(request, allowedOrigins) : undefined);
    if (refused) return refused;
    const given = requestOptions(more);
    if (given.parsedBody !== undefined || !isModernPost(request)) return sdk(request, given);
    const read = await readModernBody(request);
    if (read.parsedBody !== undefined) given.parsedBody = read.parsedBody;
    return sdk(read.request, given);
  };
  const close = async () => {
    await Promise.all([modern.close(), sessions?.close()]);
  };
  return Object.assign(handler, { close });
}
