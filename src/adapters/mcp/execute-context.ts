import type { RequestContext } from '../../request-context';
import type { MCPToolExecutionContext } from '../../tools';

/** What `tools/call` passes as execute's context, on either SDK major. */
export interface McpExecuteContext {
  mcp: MCPToolExecutionContext;
  abortSignal: AbortSignal;
  /** Present when the `requestContext` option gave one. */
  requestContext?: RequestContext;
}

/** A call's `contextExtras`: those of the runtime options, if any, then `mcp`. */
export function withMcp(extras: Readonly<Record<string, unknown>> | undefined, context: McpExecuteContext): Record<string, unknown> {
  return extras === undefined ? { mcp: context.mcp } : { ...extras, mcp: context.mcp };
}
