/**
 * `toolwright/mcp`: serve toolwright tools to any MCP client with `@modelcontextprotocol/sdk`
 * 1.x (an optional peer dependency), over stdio, the in-memory transport or Streamable HTTP.
 * Every public name is listed here.
 * @module
 */
export { createMcpServer, registerMcpTools } from './adapters/mcp/register';
export type { McpServerOptions } from './adapters/mcp/register';
export { createMcpHttpHandler } from './adapters/mcp/http';
export type { McpHttpHandler, McpHttpHandlerOptions, McpHttpRequestOptions } from './adapters/mcp/http';
export { McpToolDefinitionError } from './adapters/mcp/errors';
export type { McpServableTool, McpTools, McpToolsOptions } from './adapters/mcp/types';
export type { McpExecuteContext, McpRequestExtra } from './adapters/mcp/mcp-context';
