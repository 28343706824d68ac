import type { MCPToolProperties } from '../../tool/mcp-types';

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
