/**
 * `createMcpServer` and `registerMcpTools`: toolwright tools on the SDK's low-level `Server`,
 * which (unlike `McpServer.registerTool`) takes any JSON Schema and lets one handler list them all.
 */
import { Server, type ServerOptions } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createCallToolHandler } from './call-tool';
import { listResult, type PreparedTools, prepareTools } from './prepare-tools';
import type { McpTools, McpToolsOptions } from './types';

export { type PreparedTools, prepareTools } from './prepare-tools';

/** Options of {@link createMcpServer}: the server's identity, plus the SDK's `ServerOptions`. */
export interface McpServerOptions extends ServerOptions, McpToolsOptions {
  /** The server name announced to clients. */
  name: string;
  /** The server version announced to clients. */
  version: string;
  /** A display name for the server. */
  title?: string | undefined;
}

/**
 * Installs `tools/list` and `tools/call` for `tools` on an SDK 1 low-level `Server`. Call it
 * before `server.connect()` (the `tools` capability is declared then) and once per server: a
 * server that already has either handler makes it throw rather than hide the earlier tools.
 * Tools log through `context.mcp.log` only when the server was created with the `logging`
 * capability.
 *
 * @example
 * ```ts
 * import { Server } from '@modelcontextprotocol/sdk/server/index.js';
 * import { registerMcpTools } from 'toolwright/mcp';
 *
 * const server = new Server({ name: 'weather', version: '1.0.0' }, { capabilities: { logging: {} } });
 * registerMcpTools(server, { weatherTool });
 * ```
 */
export function registerMcpTools(server: Server, tools: McpTools, options: McpToolsOptions = {}): void {
  installTools(server, prepareTools(tools, options), options);
}

/** Installs the handlers of already prepared tools (see {@link registerMcpTools}). */
export function installTools(server: Server, { listing, served }: PreparedTools, options: McpToolsOptions): void {
  server.assertCanSetRequestHandler(ListToolsRequestSchema.shape.method.value);
  server.assertCanSetRequestHandler(CallToolRequestSchema.shape.method.value);
  if (!server.transport) server.registerCapabilities({ tools: {} });
  server.setRequestHandler(ListToolsRequestSchema, () => listResult(listing));
  server.setRequestHandler(CallToolRequestSchema, createCallToolHandler(server, served, options));
}

/**
 * An SDK 1 low-level `Server` that serves `tools` (keyed by the name clients call them by)
 * with `tools/list` and `tools/call`, declaring the `tools` and `logging` capabilities.
 * Connect it to any transport: `await server.connect(new StdioServerTransport())`.
 *
 * @example
 * ```ts
 * import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
 * import { createMcpServer } from 'toolwright/mcp';
 *
 * const server = createMcpServer({ weatherTool }, { name: 'weather', version: '1.0.0' });
 * await server.connect(new StdioServerTransport());
 * ```
 */
export function createMcpServer(tools: McpTools, options: McpServerOptions): Server {
  return createServerFor(prepareTools(tools, options), options);
}

/** A new low-level `Server` for already prepared tools (see {@link createMcpServer}). */
export function createServerFor(prepared: PreparedTools, options: McpServerOptions): Server {
  const { name, version, title, capabilities, requestContext, approval, timeoutMs, tickets, runtime, heartbeatMs, ...serverOptions } = options;
  const info: { name: string; version: string; title?: string } = { name, version };
  if (title !== undefined) info.title = title;
  const server = new Server(info, {
    ...serverOptions,
    capabilities: { ...capabilities, tools: { ...capabilities?.tools }, logging: { ...capabilities?.logging } },
  });
  installTools(server, prepared, { requestContext, approval, timeoutMs, tickets, runtime, heartbeatMs });
  return server;
}
