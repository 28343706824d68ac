/**
 * The `context.mcp` a tool's execute receives for one `tools/call` request: the request's
 * `extra`, elicitation through `server.elicitInput`, sampling through `server.createMessage` (for
 * clients that declared it), progress and log notifications sent on the
 * request's own stream (so they arrive on every transport, stateless HTTP included).
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CreateMessageRequestParams, ElicitRequestFormParams, LoggingLevel, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { MCPCreateMessageParams, MCPCreateMessageResult, MCPElicitRequestParams, MCPElicitResult } from '../../wire';
import type { MCPLoggingLevel, MCPToolExecutionContext } from '../../tools';
import type { McpExecuteContext } from './execute-context';
import { capabilitiesOf, isLogLevelIgnored } from './server-internals';

/** The `extra` argument of an SDK 1 request handler. */
export type McpRequestExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export type { McpExecuteContext } from './execute-context';

function progressOf(extra: McpRequestExtra): MCPToolExecutionContext['progress'] {
  const token = extra._meta?.progressToken;
  return async ({ progress, total, message }) => {
    if (token === undefined) return;
    const params: { progressToken: string | number; progress: number; total?: number; message?: string } = { progressToken: token, progress };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    await extra.sendNotification({ method: 'notifications/progress', params });
  };
}

function logOf(server: Server, extra: McpRequestExtra, toolName: string): MCPToolExecutionContext['log'] {
  return async (level: MCPLoggingLevel, message: string, data?: Record<string, unknown>) => {
    // A server created without the logging capability cannot send log notifications at all.
    if (!capabilitiesOf(server)?.logging) return;
    if (isLogLevelIgnored(server, level as LoggingLevel, extra.sessionId)) return;
    const payload = data === undefined ? message : { message, ...data };
    await extra.sendNotification({ method: 'notifications/message', params: { level, logger: toolName, data: payload } });
  };
}

/** The execute context of one `tools/call` request for the tool listed as `toolName`. */
export function createMcpContext(server: Server, extra: McpRequestExtra, toolName: string): McpExecuteContext {
  const mcp: MCPToolExecutionContext = {
    extra: extra as unknown as MCPToolExecutionContext['extra'],
    elicitation: {
      sendRequest: (request: MCPElicitRequestParams) =>
        server.elicitInput(request as unknown as ElicitRequestFormParams, {
          relatedRequestId: extra.requestId,
          signal: extra.signal,
        }) as Promise<MCPElicitResult>,
    },
    log: logOf(server, extra, toolName),
    progress: progressOf(extra),
  };
  if (server.getClientCapabilities()?.sampling) {
    mcp.sampling = {
      createMessage: (params: MCPCreateMessageParams) =>
        server.createMessage(params as unknown as CreateMessageRequestParams, {
          relatedRequestId: extra.requestId,
          signal: extra.signal,
        }) as Promise<MCPCreateMessageResult>,
    };
  }
  return { mcp, abortSignal: extra.signal };
}
