/**
 * `createMcpServer` and `registerMcpTools` of `toolwright/mcp/v2`: toolwright tools on the
 * low-level `Server` of `@modelcontextprotocol/server` 2.x, which serves the 2026-07-28
 * protocol and, through the SDK's legacy support, 2025-era clients.
 */
import { Server, type ServerOptions } from '@modelcontextprotocol/server';
import { listResult, type PreparedTools, prepareTools } from '../prepare-tools';
import type { McpTools } from '../types-base';
import { createCallIds } from '../call-ids';
import { type CallToolServing, createCallToolHandlerV2, wireTickets } from './call-tool';
import { installTaskHandlers } from './tasks/task-handlers';
import { taskServing } from './tasks/serving';
import { TASKS_EXTENSION } from './tasks/task-record';
import type { McpV2ToolsOptions } from './types';

/** Options of {@link createMcpServer}: the server's identity, plus the SDK 2 `ServerOptions`. */
export interface McpV2ServerOptions extends ServerOptions, McpV2ToolsOptions {
  /** The server name announced to clients. */
  name: string;
  /** The server version announced to clients. */
  version: string;
  /** A display name for the server. */
  title?: string | undefined;
}

/** Tools prepared once, with what every server made from them shares (tickets, call ids, tasks). */
export interface ServingV2 extends CallToolServing {
  prepared: PreparedTools;
}

/** Prepares `tools` for any number of servers (one per request or connection). */
export function prepareServing(tools: McpTools, options: McpV2ToolsOptions): ServingV2 {
  const prepared = prepareTools(tools, options);
  const outputSchemas = new Map(prepared.listing.map((tool) => [tool.name, tool.outputSchema as Record<string, unknown> | undefined]));
  return {
    prepared,
    served: prepared.served,
    options,
    tickets: wireTickets(options.tickets),
    outputSchemas,
    callIds: createCallIds(),
    tasks: taskServing(prepared.served, options),
  };
}

/** The capabilities a server of `serving` declares beyond `tools`: the tasks extension, when tasks are served. */
export function tasksCapabilities(serving: ServingV2): { extensions?: Record<string, Record<string, never>> } {
  return serving.tasks.enabled ? { extensions: { [TASKS_EXTENSION]: {} } } : {};
}

function install(server: Server, serving: ServingV2): void {
  server.assertCanSetRequestHandler('tools/list');
  server.assertCanSetRequestHandler('tools/call');
  // Merging `{ tools: {} }` into capabilities that already name tools would change nothing.
  if (!server.transport && server.getCapabilities().tools === undefined) server.registerCapabilities({ tools: {} });
  if (!server.transport && serving.tasks.enabled && server.getCapabilities().extensions?.[TASKS_EXTENSION] === undefined) {
    server.registerCapabilities(tasksCapabilities(serving) as never);
  }
  const listing = serving.prepared.listing;
  server.setRequestHandler('tools/list', () => listResult(listing) as never);
  const call = createCallToolHandlerV2(server, serving);
  server.setRequestHandler('tools/call', async (request, ctx) => {
    const result = await call(request as never, ctx);
    if (result.resultType === 'input_required' || result.resultType === 'task') return result as never;
    // The SDK's own projection for the era being served (its text fallback and 2025 wrapping rules).
    return server.projectCallToolResult(result as never, serving.outputSchemas.get(request.params.name)) as never;
  });
  if (serving.tasks.enabled) installTaskHandlers(server, serving);
}

/**
 * Installs `tools/list` and `tools/call` for `tools` on an SDK 2 low-level `Server`. Call it
 * before `server.connect()` and once per server: a server that already has either handler makes
 * it throw. Every `Server` made from one call to this function shares one ticket replay store.
 *
 * @example
 * ```ts types-only
 * import { Server } from '@modelcontextprotocol/server';
 * import { registerMcpTools } from 'toolwright/mcp/v2';
 *
 * const server = new Server({ name: 'weather', version: '1.0.0' }, { capabilities: { logging: {} } });
 * registerMcpTools(server, { weatherTool });
 * ```
 */
export function registerMcpTools(server: Server, tools: McpTools, options: McpV2ToolsOptions = {}): void {
  install(server, prepareServing(tools, options));
}

/**
 * An SDK 2 low-level `Server` serving `tools` (keyed by the name clients call them by), with the
 * `tools` and `logging` capabilities. For HTTP use {@link createMcpHttpHandler}, for stdio
 * `serveMcpStdio`: they make a server per request or connection for both protocol eras.
 */
export function createMcpServer(tools: McpTools, options: McpV2ServerOptions): Server {
  return serverFactoryV2(tools, options)();
}

/**
 * Makes SDK 2 `Server`s serving `tools`, one per call (per request or connection): the tools
 * are prepared, and the options read, when the factory is made, and every server shares them.
 */
export function serverFactoryV2(tools: McpTools, options: McpV2ServerOptions): () => Server {
  const { name, version, title, capabilities, requestContext, approval, timeoutMs, tickets, runtime, tasks, ...serverOptions } = options;
  const info: { name: string; version: string; title?: string } = { name, version };
  if (title !== undefined) info.title = title;
  const serving = prepareServing(tools, { requestContext, approval, timeoutMs, tickets, runtime, tasks });
  const extensions = serving.tasks.enabled ? { ...capabilities?.extensions, [TASKS_EXTENSION]: {} } : capabilities?.extensions;
  return () => {
    // Each server gets its own capability objects: a server's capabilities are its own to change.
    const server = new Server(info, {
      ...serverOptions,
      capabilities: {
        ...capabilities,
        tools: { ...capabilities?.tools },
        logging: { ...capabilities?.logging },
        ...(extensions !== undefined ? { extensions: { ...extensions } } : {}),
      },
    });
    install(server, serving);
    return server;
  };
}
