import type { RequestContext } from '../../request-context';
import type { McpRequestExtra } from './mcp-context';
import type { McpToolsBaseOptions } from './types-base';

export type { McpServableTool, McpTools, McpToolsBaseOptions } from './types-base';

/** How tools are served, for every server that serves them. */
export interface McpToolsOptions extends McpToolsBaseOptions {
  /**
   * The `RequestContext` a call's execute receives, e.g. built from `extra.authInfo` or
   * `extra.requestInfo.headers`; validated against the tool's `requestContextSchema` like any
   * other. Without it (or when it returns `undefined`) each call gets a fresh, empty context.
   * A throw becomes the call's `isError` result.
   */
  requestContext?: ((extra: McpRequestExtra) => RequestContext | undefined | Promise<RequestContext | undefined>) | undefined;
}
