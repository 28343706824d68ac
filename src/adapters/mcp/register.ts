/**
 * `createMcpServer` and `registerMcpTools`: toolwright tools on the SDK's low-level `Server`,
 * which (unlike `McpServer.registerTool`) takes any JSON Schema and lets one handler list them all.
 */
import { Server, type ServerOptions } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type ListToolsResult, type Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { isMastraTool } from '../../tool/marker';
import { createCallToolHandler, type ServedTool } from './call-tool';
import { McpToolDefinitionError } from './errors';
import { toStandardSchema } from '../../schema/to-standard-schema';
import { isServable, resolveSchema, toListedTool } from './list-tools';
import type { McpTools, McpToolsOptions } from './types';

/** Options of {@link createMcpServer}: the server's identity, plus the SDK's `ServerOptions`. */
export interface McpServerOptions extends ServerOptions, McpToolsOptions {
  /** The server name announced to clients. */
  name: string;
  /** The server version announced to clients. */
  version: string;
  /** A display name for the server. */
  title?: string | undefined;
}

/** The tools of a record, checked and prepared once: the listing and the call table. */
export interface PreparedTools {
  listing: McpTool[];
  served: Map<string, ServedTool>;
}

/**
 * Derives every listed schema up front, so that a tool that cannot be served fails when the
 * server is made, with its name, rather than on a client's first `tools/list`.
 */
export function prepareTools(tools: McpTools): PreparedTools {
  if (typeof tools !== 'object' || tools === null || Array.isArray(tools)) {
    throw new TypeError(`MCP tools must be a record of tools keyed by name, got ${Array.isArray(tools) ? 'an array' : String(tools)}.`);
  }
  const listing: McpTool[] = [];
  const served = new Map<string, ServedTool>();
  for (const [name, tool] of Object.entries(tools)) {
    if (typeof tool !== 'object' || tool === null) {
      throw new McpToolDefinitionError(name, `Cannot serve tool "${name}" over MCP: expected a tool object, got ${tool === null ? 'null' : typeof tool}.`);
    }
    // As in @mastra/mcp, a tool without execute is not listed, and calling it is "Unknown tool".
    if (!isServable(tool)) continue;
    const { definition, structured } = toListedTool(name, tool);
    listing.push(definition);
    // A tool not made by createTool is run with its schemas as Standard Schemas (a plain JSON
    // Schema included), converted now so that a bad one fails at once.
    const validateHere = isMastraTool(tool)
      ? undefined
      : { input: validatorOf(name, tool.inputSchema, 'input'), output: validatorOf(name, tool.outputSchema, 'output') };
    served.set(name, { name, tool, structured, validateHere });
  }
  return { listing, served };
}

/** A schema option as a Standard Schema the handler can validate with; `undefined` for none. */
function validatorOf(name: string, option: unknown, io: 'input' | 'output'): unknown {
  const schema = resolveSchema(option);
  if (!schema) return undefined;
  try {
    return toStandardSchema(schema);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new McpToolDefinitionError(name, `Cannot serve tool "${name}" over MCP: its ${io} schema cannot validate. ${reason}`, { cause: error });
  }
}

/** A copy of the listing: a transport that passes objects by reference must not share ours. */
function listResult(listing: readonly McpTool[]): ListToolsResult {
  return { tools: JSON.parse(JSON.stringify(listing)) as McpTool[] };
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
  installTools(server, prepareTools(tools), options);
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
  return createServerFor(prepareTools(tools), options);
}

/** A new low-level `Server` for already prepared tools (see {@link createMcpServer}). */
export function createServerFor(prepared: PreparedTools, options: McpServerOptions): Server {
  const { name, version, title, capabilities, requestContext, approval, timeoutMs, tickets, runtime, ...serverOptions } = options;
  const info: { name: string; version: string; title?: string } = { name, version };
  if (title !== undefined) info.title = title;
  const server = new Server(info, {
    ...serverOptions,
    capabilities: { ...capabilities, tools: { ...capabilities?.tools }, logging: { ...capabilities?.logging } },
  });
  installTools(server, prepared, { requestContext, approval, timeoutMs, tickets, runtime });
  return server;
}
