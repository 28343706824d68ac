/**
 * The 2025-era sessions of `createMcpHttpHandler({ legacy: 'stateful' })`: one SDK 2 server and
 * Streamable HTTP transport per session, kept in this instance's memory.
 */
import { type AuthInfo, type Server, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { httpSessions } from '../http-sessions';

/** 2025-era sessions: one SDK 2 server and Streamable HTTP transport per session. */
export function sessionsFor(makeServer: () => Server, generate: () => string) {
  return httpSessions<{ authInfo?: AuthInfo; parsedBody?: unknown }, WebStandardStreamableHTTPServerTransport, Server>(
    makeServer,
    (callbacks) => new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: generate, ...callbacks }),
  );
}
