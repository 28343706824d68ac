import type { RequestContext } from '../../request-context';
import type { MCPToolExecutionContext } from '../../tools';

/** What `tools/call` passes as execute's context, on either SDK major. */
export interface McpExecuteContext {
  mcp: MCPToolExecutionContext;
  abortSignal: AbortSignal;
  /** Present when the `requestContext` option gave one. */
  requestContext?: RequestContext;
}
