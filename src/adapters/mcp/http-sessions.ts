/**
 * Stateful Streamable HTTP sessions, written once for both SDK majors: one server and transport
 * per session, kept in this instance's memory, found again by the `Mcp-Session-Id` header. The
 * SDK's own transport is handed in, so this file names neither SDK.
 */

/** A JSON-RPC error answer with no request id, as the SDKs' transports give before any session. */
export function jsonRpcErrorResponse(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** What the session map needs of an SDK server. */
export interface SessionServer<T> {
  connect(transport: T): Promise<void>;
  close(): Promise<void>;
}

/** What the session map needs of an SDK Streamable HTTP transport. */
export interface SessionTransport<O> {
  readonly sessionId?: string | undefined;
  onclose?: (() => void) | undefined;
  handleRequest(request: Request, options?: O): Promise<Response>;
}

/** The session callbacks a new transport must be made with. */
export interface SessionCallbacks {
  onsessioninitialized: (id: string) => void;
  onsessionclosed: (id: string) => void;
}

/** Sessions of servers from `makeServer` on transports from `makeTransport`. */
export function httpSessions<O, T extends SessionTransport<O>, S extends SessionServer<T>>(
  makeServer: () => S,
  makeTransport: (callbacks: SessionCallbacks) => T,
) {
  const open = new Map<string, { server: S; transport: T }>();
  const handle = async (request: Request, options?: O): Promise<Response> => {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const session = open.get(sessionId);
      if (!session) return jsonRpcErrorResponse(404, -32001, 'Session not found');
      return session.transport.handleRequest(request, options);
    }
    if (request.method !== 'POST') return jsonRpcErrorResponse(400, -32000, 'Bad Request: No valid session ID provided');
    const server = makeServer();
    const transport = makeTransport({
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
    // Anything but an initialize request is refused by a new transport: drop its server.
    if (!transport.sessionId) await server.close();
    return response;
  };
  const close = async (): Promise<void> => {
    const all = [...open.values()];
    open.clear();
    await Promise.all(all.map((session) => session.server.close()));
  };
  return { handle, close };
}
