import type { ServerContext } from '@modelcontextprotocol/server';
import type { RequestContext } from '../../../request-context';
import type { McpToolsBaseOptions } from '../types-base';
import type { McpTasksOptions } from './tasks/options';

/** How tools are served on an SDK 2 server (`@modelcontextprotocol/server`), for both protocol eras. */
export interface McpV2ToolsOptions extends McpToolsBaseOptions {
  /**
   * The `RequestContext` a call's execute receives, built from the SDK 2 handler context (for
   * example `ctx.http?.authInfo`); validated against the tool's `requestContextSchema`. A throw
   * becomes the call's `isError` result.
   */
  requestContext?: ((ctx: ServerContext) => RequestContext | undefined | Promise<RequestContext | undefined>) | undefined;
  /**
   * The MCP Tasks extension (`io.modelcontextprotocol/tasks`): served by default when a tool is
   * background-enabled; `false` turns it off (see {@link McpTasksOptions}).
   */
  tasks?: McpTasksOptions | false | undefined;
}
