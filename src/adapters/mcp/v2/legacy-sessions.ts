/**
 * The 2025-era sessions of `createMcpHttpHandler({ legacy: 'stateful' })`: one SDK 2 server and
 * Streamable HTTP transport per session, kept in this instance's memory.
 */
import { type AuthInfo, type Server, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';

function jsonRpcError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), { status, headers: { 'content-type': 'application/json' } });
}

/** 2025-era sessions: one SDK 2 server and Streamable HTTP transport per session. */
export function sessionsFor(makeServer: () => Server, generate: () => string) {
  const open = new Map<string, { server: Server; transport: WebStandardStreamableHTTPServerTransport }>();
  const handle = async (request: Request, options: { authInfo?: AuthInfo; parsedBody?: unknown }): Promise<Response> => {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const session = open.get(sessionId);
      if (!session) return jsonRpcError(404, -32001, 'Session not found');
      return session.transport.handleRequest(request, options);
    }
    if (request.method !== 'POST') return jsonRpcError(400, -32000, 'Bad Request: No valid session ID provided');
    const server = makeServer();
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: generate,
      onsessioninitialized: (id) => {
        open.set(id, { server, transport });
      },
      onsessionclosed: (id) => {
        open.delete(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) open.delete(transport.sessionId);
    };
    await server.connect(transport);
    const response = await transport.handleRequest(request, options);
    if (!transport.sessionId) await server.close();
    return response;
  };
  const close = async () => {
    const all = [...open.values()];
    open.clear();
    await Promise.all(all.map((session) => session.server.close()));
  };
  return { handle, close };
}
