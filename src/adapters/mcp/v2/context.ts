/**
 * The `context.mcp` a tool's execute receives for one `tools/call` on an SDK 2 server: the
 * handler's `ctx` as `extra`, progress and log notifications on the request's own stream, and
 * (for 2025-era clients only, since 2026-07-28 has no server-to-client requests) elicitation and
 * sampling through the SDK's push-style calls.
 */
import { type ElicitRequestFormParams, SdkError, SdkErrorCode, type Server, type ServerContext } from '@modelcontextprotocol/server';
import type { MCPCreateMessageParams, MCPCreateMessageResult, MCPElicitRequestParams, MCPElicitResult } from '../../../wire';
import type { MCPLoggingLevel, MCPToolExecutionContext } from '../../../tools';
import type { McpExecuteContext } from '../execute-context';

/** The reserved `_meta` key under which a 2026-07-28 request declares the client's capabilities. */
const CLIENT_CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';

/** Whether the request was sent on the 2026-07-28 era: it carries the per-request `_meta` envelope. */
export function isModernRequest(ctx: ServerContext): boolean {
  return ctx.mcpReq.envelope !== undefined && Object.keys(ctx.mcpReq.envelope).length > 0;
}

/** The capabilities the client declared: on the request (2026-07-28) or at `initialize` (2025). */
export function clientCapabilitiesOf(server: Server, ctx: ServerContext): Record<string, unknown> | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const declared = envelope?.[CLIENT_CAPABILITIES_KEY];
  if (declared && typeof declared === 'object') return declared as Record<string, unknown>;
  return server.getClientCapabilities() as Record<string, unknown> | undefined;
}

/** Whether the client answers form-mode elicitation (an empty capability means form mode). */
export function canElicitForm(server: Server, ctx: ServerContext): boolean {
  const elicitation = clientCapabilitiesOf(server, ctx)?.['elicitation'] as { form?: unknown; url?: unknown } | undefined;
  if (!elicitation || typeof elicitation !== 'object') return false;
  return elicitation.form !== undefined || elicitation.url === undefined;
}

/** Whether the `tools/call` a context belongs to is still being answered. */
export interface CallExchange {
  open: boolean;
}

/**
 * A server can serve the next request once a call is answered, so a message a tool sends later
 * must not reach that request: it fails as it does on a closed connection.
 */
function assertOpen(exchange: CallExchange): void {
  if (!exchange.open) throw new SdkError(SdkErrorCode.NotConnected, 'Not connected');
}

function progressOf(ctx: ServerContext, exchange: CallExchange): MCPToolExecutionContext['progress'] {
  const token = (ctx.mcpReq._meta as { progressToken?: string | number } | undefined)?.progressToken;
  return async ({ progress, total, message }) => {
    if (token === undefined) return;
    assertOpen(exchange);
    const params: { progressToken: string | number; progress: number; total?: number; message?: string } = { progressToken: token, progress };
    if (total !== undefined) params.total = total;
    if (message !== undefined) params.message = message;
    await ctx.mcpReq.notify({ method: 'notifications/progress', params });
  };
}

/** The execute context of one `tools/call` for the tool listed as `toolName`. */
export function createMcpContextV2(server: Server, ctx: ServerContext, toolName: string, exchange: CallExchange): McpExecuteContext {
  const modern = isModernRequest(ctx);
  const logging = server.getCapabilities().logging !== undefined;
  const mcp: MCPToolExecutionContext = {
    extra: ctx as unknown as MCPToolExecutionContext['extra'],
    elicitation: {
      sendRequest: async (request: MCPElicitRequestParams) => {
        if (modern) {
          throw new Error(
            `context.mcp.elicitation.sendRequest is not available to a 2026-07-28 client: that protocol has no server-to-client requests. Suspend the tool with a resumeSchema instead (the server asks the client with input_required).`,
          );
        }
        assertOpen(exchange);
        return (await ctx.mcpReq.elicitInput(request as unknown as ElicitRequestFormParams)) as MCPElicitResult;
      },
    },
    log: async (level: MCPLoggingLevel, message: string, data?: Record<string, unknown>) => {
      if (!logging) return;
      assertOpen(exchange);
      await ctx.mcpReq.log(level, data === undefined ? message : { message, ...data }, toolName);
    },
    progress: progressOf(ctx, exchange),
  };
  // Sampling is deprecated by 2026-07-28 and needs a server-to-client request: 2025-era clients only.
  if (!modern && clientCapabilitiesOf(server, ctx)?.['sampling']) {
    mcp.sampling = {
      createMessage: async (params: MCPCreateMessageParams) => {
        assertOpen(exchange);
        return (await ctx.mcpReq.requestSampling(params as unknown as Parameters<ServerContext['mcpReq']['requestSampling']>[0])) as MCPCreateMessageResult;
      },
    };
  }
  return { mcp, abortSignal: ctx.mcpReq.signal };
}
