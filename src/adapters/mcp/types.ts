import type { RequestContext } from '../../request-context';
import type { MCPToolProperties } from '../../tool/mcp-types';
import type { McpRequestExtra } from './mcp-context';

/**
 * What an MCP server needs of a tool: a toolwright (or Mastra) tool, or any object of the same
 * shape. A tool without `execute` is not listed, as `@mastra/mcp` does.
 */
export interface McpServableTool {
  readonly id?: string | undefined;
  readonly description?: string | undefined;
  /** Listed as the tool's `title`, which MCP clients show first. */
  readonly title?: string | undefined;
  readonly inputSchema?: unknown;
  readonly outputSchema?: unknown;
  /** Listed as `_meta.mastra.strict` when set. */
  readonly strict?: boolean | undefined;
  readonly mcp?: MCPToolProperties | undefined;
  // Method syntax keeps tools with narrower `execute` parameters assignable.
  execute?(input: any, context: any): unknown;
}

/** The tools an MCP server serves, keyed by the name clients call them by. */
export type McpTools = Readonly<Record<string, McpServableTool>>;

/** How tools are served, for every server that serves them. */
export interface McpToolsOptions {
  /**
   * The `RequestContext` a call's execute receives, e.g. built from `extra.authInfo` or
   * `extra.requestInfo.headers`; validated against the tool's `requestContextSchema` like any
   * other. Without it (or when it returns `undefined`) each call gets a fresh, empty context.
   * A throw becomes the call's `isError` result.
   */
  requestContext?: ((extra: McpRequestExtra) => RequestContext | undefined | Promise<RequestContext | undefined>) | undefined;
}
