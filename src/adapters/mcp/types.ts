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
  /**
   * A client waits on its `tools/call` while a background-enabled tool runs, and gets the tool's
   * output (never the runtime's "started in the background" placeholder, which is for agents).
   * When it asked for progress, the server sends a progress notification of its own ("still
   * running") every `heartbeatMs` of that wait, so that a client that resets its timeout on
   * progress (the SDKs' `resetTimeoutOnProgress`) does not give up on a long call. Default 15000
   * (the SDKs' clients time out after 60000); `false` sends none.
   */
  heartbeatMs?: number | false | undefined;
}
