/**
 * Two members of the SDK 1 `Server` that its type declarations mark private but every 1.x
 * release has: the declared capabilities, and the per-session log-level filter. Read through a
 * structural view so that a release without them degrades (no filter, capabilities unknown)
 * instead of failing.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { LoggingLevel, ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';

interface ServerInternals {
  getCapabilities?: () => ServerCapabilities | undefined;
  isMessageIgnored?: (level: LoggingLevel, sessionId?: string) => boolean;
}

/** The capabilities `server` declares; `undefined` when the SDK does not say. */
export function capabilitiesOf(server: Server): ServerCapabilities | undefined {
  const internals = server as unknown as ServerInternals;
  return typeof internals.getCapabilities === 'function' ? internals.getCapabilities.call(server) : undefined;
}

/** Whether the client of `sessionId` asked (with `logging/setLevel`) not to get `level`. */
export function isLogLevelIgnored(server: Server, level: LoggingLevel, sessionId: string | undefined): boolean {
  const internals = server as unknown as ServerInternals;
  return typeof internals.isMessageIgnored === 'function' ? internals.isMessageIgnored.call(server, level, sessionId) : false;
}
