/**
 * One 2026-07-28 `tools/call` or `tools/list` served on a pooled server through the SDK's own
 * per-request transport, as the SDK's handler serves it: the transport shapes the answer
 * (`responseMode`, the ladder's HTTP statuses, SSE once a tool sends a notification) and ends
 * the exchange when the client goes away.
 */
import {
  type AuthInfo,
  type InboundModernRoute,
  type JSONRPCMessage,
  type JSONRPCRequest,
  PerRequestHTTPServerTransport,
  type PerRequestResponseMode,
  SdkError,
  SdkErrorCode,
} from '@modelcontextprotocol/server';
import type { ServerPool } from './server-pool';

/** The SDK's per-request transport, telling when it has written the answer to the request. */
class AnsweringTransport extends PerRequestHTTPServerTransport {
  onanswered: (() => void) | undefined;
  override async send(message: JSONRPCMessage, options?: Parameters<PerRequestHTTPServerTransport['send']>[1]): Promise<void> {
    // The server sends well-formed messages: a response is the one without a method. The handler
    // is done before its answer is sent, and the transport may close while sending it.
    if (!('method' in message)) this.onanswered?.();
    await super.send(message, options);
  }
}

/** What the SDK's handler answers for a request it could not serve. */
export function internalServerError(id: JSONRPCRequest['id'] | null): Response {
  return Response.json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id }, { status: 500 });
}

/** Serves `message` on a server of `pool` and resolves with the HTTP answer. */
export async function serveModernExchange(
  pool: ServerPool,
  route: { message: JSONRPCRequest; classification: InboundModernRoute['classification'] },
  request: Request,
  authInfo: AuthInfo | undefined,
  responseMode: PerRequestResponseMode | undefined,
  report: (error: Error) => void,
): Promise<Response> {
  const { server, answered } = pool.take();
  const transport = new AnsweringTransport({ classification: route.classification, ...(responseMode !== undefined ? { responseMode } : {}) });
  transport.onanswered = answered;
  try {
    await server.connect(transport);
    return await transport.handleMessage(route.message, { request, ...(authInfo !== undefined ? { authInfo } : {}) });
  } catch (error) {
    if (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed) return new Response(null, { status: 499 });
    await server.close().catch(() => {});
    report(error instanceof Error ? error : new Error(String(error)));
    return internalServerError(route.message.id);
  }
}
