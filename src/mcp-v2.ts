/**
 * `toolwright/mcp/v2`: serve toolwright tools with MCP SDK 2 (`@modelcontextprotocol/server`
 * 2.x, an optional peer dependency) to 2026-07-28 clients and 2025-era clients, over Streamable
 * HTTP and stdio. The names match `toolwright/mcp` (SDK 1), which stays as it is for apps that
 * run an SDK 1 `Server`. Every public name is listed here.
 * @module
 */
export { createMcpServer, registerMcpTools } from './adapters/mcp/v2/register';
export type { McpV2ServerOptions } from './adapters/mcp/v2/register';
export { createMcpHttpHandler } from './adapters/mcp/v2/http';
export type { McpV2HttpHandler, McpV2HttpHandlerOptions, McpV2HttpRequestOptions } from './adapters/mcp/v2/http';
export { serveMcpStdio } from './adapters/mcp/v2/stdio';
export type { McpV2StdioOptions } from './adapters/mcp/v2/stdio';
export { DEFAULT_REQUEST_STATE_MAX_AGE_MS } from './adapters/mcp/v2/call-tool';
export type { McpV2ToolsOptions } from './adapters/mcp/v2/types';
export type { McpTasksOptions } from './adapters/mcp/v2/tasks/options';
export { InMemoryTaskStateStore } from './adapters/mcp/v2/tasks/memory-store';
export type { InMemoryTaskStateStoreOptions } from './adapters/mcp/v2/tasks/memory-store';
export type { TaskStateStore } from './runtime/background-types';
export { McpToolDefinitionError } from './adapters/mcp/errors';
export type { McpServableTool, McpTools, McpToolsBaseOptions } from './adapters/mcp/types-base';
export type { McpExecuteContext } from './adapters/mcp/execute-context';
