/**
 * The tools of a record, checked and prepared once for any MCP server (SDK 1 or 2): the listing
 * and the call table.
 */
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import type { RuntimeTool } from '../../runtime';
import { checkModelOutputLimit, isMastraTool, toStandardSchema } from '../../wire';
import type { ServedTool } from './call-tool';
import { McpToolDefinitionError } from './errors';
import { isServable, resolveSchema, toListedTool } from './list-tools';
import { runtimeKeyOf } from './runtime-tool';
import type { McpTools, McpToolsBaseOptions } from './types-base';

/** The tools of a record, checked and prepared once: the listing and the call table. */
export interface PreparedTools {
  listing: McpTool[];
  served: Map<string, ServedTool>;
}

/**
 * Derives every listed schema up front, so that a tool that cannot be served fails when the
 * server is made, with its name, rather than on a client's first `tools/list`; a bad
 * `runtime.modelOutputLimit` fails then too.
 */
export function prepareTools(tools: McpTools, options: Pick<McpToolsBaseOptions, 'runtime'> = {}): PreparedTools {
  checkModelOutputLimit(options.runtime?.modelOutputLimit, 'MCP runtime options');
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
    const key = runtimeKeyOf(name, tool);
    const runtimeTools = { [key]: tool as RuntimeTool };
    served.set(name, { name, tool, structured, validateHere, key, runtimeTools });
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
export function listResult(listing: readonly McpTool[]): { tools: McpTool[] } {
  return { tools: JSON.parse(JSON.stringify(listing)) as McpTool[] };
}
