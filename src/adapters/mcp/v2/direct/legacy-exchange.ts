/**
 * One 2025-era stateless `tools/call` or `tools/list` served on a pooled server through the
 * SDK's stateless Streamable HTTP transport, as the SDK's legacy fallback serves it: a fresh
 * transport per request, the body already parsed, and the exchange torn down once the answer
 * is written or the client goes away.
 */
import { type AuthInfo, type JSONRPCMessage, type JSONRPCRequest, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { internalServerError } from './modern-exchange';
import type { ServerPool } from './server-pool';

/**
 * The SDK's stateless transport, telling when it has written the answer to the request: its
 * stream is closed then, so the exchange can end without watching the stream to its end.
 */
class AnsweringTransport extends WebStandardStreamableHTTPServerTransport {
  onanswered: (() => void) | undefined;
  onwritten: (() => void) | undefined;
  override async send(message: JSONRPCMessage, options?: Parameters<WebStandardStreamableHTTPServerTransport['send']>[1]): Promise<void> {
    // The server sends well-formed messages: a response is the one without a method. The handler
    // is done before its answer is sent, and the transport may close while sending it.
    const answer = !('method' in message);
    if (answer) this.onanswered?.();
    await super.send(message, options);
    if (answer) this.onwritten?.();
  }
}

/** Serves the parsed `message` on a server of `pool` and resolves with the HTTP answer. */
export async function serveLegacyExchange(
  pool: ServerPool,
  message: JSONRPCRequest,
  request: Request,
  authInfo: AuthInfo | undefined,
  report: (error: Error) => void,
): Promise<Response> {
  const { server, answered } = pool.take();
  try {
    const transport = new AnsweringTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    const teardown = () => {
      request.signal?.removeEventListener('abort', teardown);
      transport.close().catch(() => {});
    };
    request.signal?.addEventListener('abort', teardown, { once: true });
    // A request answers once; closing the transport then returns the server to its pool.
    transport.onanswered = answered;
    transport.onwritten = teardown;
    const response = await transport.handleRequest(request, { parsedBody: message, ...(authInfo !== undefined ? { authInfo } : {}) });
    // An answer without a stream (a refusal, or JSON) is complete: nothing more is sent.
    if (response.headers.get('content-type')?.startsWith('text/event-stream') !== true) teardown();
    return response;
  } catch (error) {
    await server.close().catch(() => {});
    report(error instanceof Error ? error : new Error(String(error)));
    return internalServerError(null);
  }
}
