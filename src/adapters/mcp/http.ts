/**
 * `createMcpHttpHandler`: MCP's Streamable HTTP transport as one `(Request) => Promise<Response>`
 * function, for any runtime with Web-standard `Request`/`Response` (Node 18+, Bun, Deno, edge
 * workers, framework route handlers).
 */
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  WebStandardStreamableHTTPServerTransport,
  type WebStandardStreamableHTTPServerTransportOptions,
} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { heartbeatEvery } from './call-options';
import { createServerFor, prepareTools, type McpServerOptions } from './register';
import { httpSessions, jsonRpcErrorResponse } from './http-sessions';
import { defaultSessionIdGenerator } from './session-id';
import type { McpTools } from './types';

/** Options of {@link createMcpHttpHandler}. */
export interface McpHttpHandlerOptions extends McpServerOptions {
  /**
   * `'stateless'` (default): every request is served by a fresh server and transport, and no
   * state outlives a request, so any number of instances behind a load balancer serve the same
   * tools. Server-to-client requests (elicitation) and GET streams need `'stateful'`.
   * `'stateful'`: sessions (`Mcp-Session-Id`) live in this instance's memory; a client must keep
   * reaching the same instance.
   */
  sessions?: 'stateless' | 'stateful' | undefined;
  /** Session ids of stateful mode; default `crypto.randomUUID()`. */
  sessionIdGenerator?: (() => string) | undefined;
  /** Answer with one JSON body instead of an SSE stream (progress and logs are then not streamed). */
  enableJsonResponse?: boolean | undefined;
  /** Other options of the SDK's `WebStandardStreamableHTTPServerTransport`. */
  transport?:
    | Omit<WebStandardStreamableHTTPServerTransportOptions, 'sessionIdGenerator' | 'onsessioninitialized' | 'onsessionclosed' | 'enableJsonResponse'>
    | undefined;
}

/** Per-request options: what an auth middleware found, or a body it already parsed. */
export interface McpHttpRequestOptions {
  authInfo?: AuthInfo | undefined;
  parsedBody?: unknown;
}

/** A Streamable HTTP endpoint: mount it on the MCP route for every method (POST, GET, DELETE). */
export interface McpHttpHandler {
  (request: Request, options?: McpHttpRequestOptions): Promise<Response>;
  /** Closes every open session (stateful mode); stateless mode has none. */
  close(): Promise<void>;
}

function handleOptions(options: McpHttpRequestOptions | undefined): { authInfo?: AuthInfo; parsedBody?: unknown } | undefined {
  if (!options) return undefined;
  const out: { authInfo?: AuthInfo; parsedBody?: unknown } = {};
  if (options.authInfo !== undefined) out.authInfo = options.authInfo;
  if (options.parsedBody !== undefined) out.parsedBody = options.parsedBody;
  return out;
}

/**
 * A Web-standard `Request` → `Response` handler serving `tools` over MCP Streamable HTTP.
 * Throws `McpToolDefinitionError` at once for a tool that cannot be served.
 *
 * @example
 * ```ts
 * import { createMcpHttpHandler } from 'toolwright/mcp';
 *
 * const handle = createMcpHttpHandler({ weatherTool }, { name: 'weather', version: '1.0.0' });
 * Bun.serve({ port: 3000, fetch: (request) => handle(request) });
 * ```
 */
export function createMcpHttpHandler(tools: McpTools, options: McpHttpHandlerOptions): McpHttpHandler {
  const { sessions = 'stateless', sessionIdGenerator, enableJsonResponse, transport: transportOptions, ...serverOptions } = options;
  if (sessions !== 'stateless' && sessions !== 'stateful') {
    throw new TypeError(`createMcpHttpHandler: sessions must be 'stateless' or 'stateful', got ${JSON.stringify(sessions)}.`);
  }
  const prepared = prepareTools(tools, serverOptions);
  // Refused here, once, rather than by the server each request or session makes.
  heartbeatEvery('toolwright/mcp: heartbeatMs', serverOptions.heartbeatMs);
  // A server per request or session would otherwise build its own Ajv instance (milliseconds
  // each); one validator serves them all (bench row: mcp stateless HTTP server CPU per tools/call).
  if (!serverOptions.jsonSchemaValidator) serverOptions.jsonSchemaValidator = new AjvJsonSchemaValidator();
  const base: WebStandardStreamableHTTPServerTransportOptions = { ...transportOptions };
  if (enableJsonResponse !== undefined) base.enableJsonResponse = enableJsonResponse;

  if (sessions === 'stateless') {
    // No session id generator is what makes the SDK's transport stateless.
    const stateless: WebStandardStreamableHTTPServerTransportOptions = { ...base };
    delete stateless.sessionIdGenerator;
    const handler = async (request: Request, requestOptions?: McpHttpRequestOptions): Promise<Response> => {
      // Without sessions there is no stream to come back to: GET (a standalone stream) and
      // DELETE (ending a session) are not offered, as the MCP spec allows.
      if (request.method !== 'POST') return jsonRpcErrorResponse(405, -32000, 'Method not allowed.', { allow: 'POST' });
      const server = createServerFor(prepared, serverOptions);
      const transport = new WebStandardStreamableHTTPServerTransport(stateless);
      await server.connect(transport);
      // A client that leaves mid-call (its connection closed: the request's signal aborts) ends
      // the exchange: closing the server aborts the signal of every call it still runs, as
      // SDK 1's transport does not watch the request's signal itself.
      const signal = request.signal as AbortSignal | undefined;
      const leave = () => void server.close().catch(() => {});
      if (signal?.aborted) leave();
      else signal?.addEventListener('abort', leave, { once: true });
      const response = await transport.handleRequest(request, handleOptions(requestOptions));
      // A JSON (or empty) answer is complete: nothing else will use this server. An SSE answer
      // ends by itself once its last response is written.
      if (!response.body || response.headers.get('content-type')?.includes('application/json')) await server.close();
      return response;
    };
    return Object.assign(handler, { close: async () => {} });
  }

  const generate = sessionIdGenerator ?? defaultSessionIdGenerator();
  const sessionful = httpSessions<ReturnType<typeof handleOptions>, WebStandardStreamableHTTPServerTransport, Server>(
    () => createServerFor(prepared, serverOptions),
    (callbacks) => new WebStandardStreamableHTTPServerTransport({ ...base, sessionIdGenerator: generate, ...callbacks }),
  );
  const handler = (request: Request, requestOptions?: McpHttpRequestOptions): Promise<Response> => sessionful.handle(request, handleOptions(requestOptions));
  const close = sessionful.close;
  return Object.assign(handler, { close });
}
