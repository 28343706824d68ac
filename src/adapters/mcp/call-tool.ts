/**
 * The `tools/call` handler: validation, execute with `context.mcp`, and the result as
 * `@mastra/mcp` shapes it. Every tool-side failure is an `isError` result, never a protocol error.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isValidationError, validateToolInput, validateToolOutput } from '../../tools';
import { thrownErrorText } from './error-text';
import { createMcpContext, type McpRequestExtra } from './mcp-context';
import type { McpServableTool, McpToolsOptions } from './types';

/** A tool as the call handler serves it. */
export interface ServedTool {
  /** The record key: the name clients call it by. */
  name: string;
  tool: McpServableTool & { execute: NonNullable<McpServableTool['execute']> };
  /** Listed with an output schema: results carry `structuredContent`. */
  structured: boolean;
  /**
   * For a tool that does not validate by itself (not made by `createTool`), its schemas as
   * Standard Schemas: the handler validates with them. `undefined` for a tool that validates.
   */
  validateHere: { input: unknown; output: unknown } | undefined;
}

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** What a non-object output is, for the error text: `an array`, `null`, `a string`, … */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function serializeFailure(name: string, error: unknown): CallToolResult {
  const reason = error instanceof Error ? error.message : String(error);
  return errorResult(`Tool ${name} returned output that cannot be serialized to JSON: ${reason}`);
}

/** The result of a call that returned `output`. */
function toResult(served: ServedTool, output: unknown): CallToolResult {
  if (served.structured) {
    if (typeof output !== 'object' || output === null || Array.isArray(output)) {
      return errorResult(
        `Tool ${served.name} returned ${describeValue(output)}, but it declares an outputSchema, and MCP structuredContent must be a JSON object. Return an object, or remove the outputSchema to answer with text.`,
      );
    }
    let text: string;
    try {
      text = JSON.stringify(output);
    } catch (error) {
      return serializeFailure(served.name, error);
    }
    return { content: [{ type: 'text', text }], structuredContent: output as Record<string, unknown>, isError: false };
  }
  if (typeof output === 'string') return { content: [{ type: 'text', text: output }], isError: false };
  if (output === undefined) return { content: [], isError: false };
  let text: string | undefined;
  try {
    text = JSON.stringify(output);
  } catch (error) {
    return serializeFailure(served.name, error);
  }
  // Functions and symbols have no JSON text.
  if (text === undefined) return { content: [], isError: false };
  return { content: [{ type: 'text', text }], isError: false };
}

async function runCall(server: Server, served: ServedTool, rawArgs: unknown, extra: McpRequestExtra, options: McpToolsOptions): Promise<CallToolResult> {
  const { tool } = served;
  let args = rawArgs;
  const own = served.validateHere;
  if (own) {
    const checked = validateToolInput(own.input, args, tool.id);
    if (checked.error) return errorResult(checked.error.message);
    args = checked.data;
  }
  let output: unknown;
  try {
    const context = createMcpContext(server, extra, served.name);
    if (options.requestContext) {
      const requestContext = await options.requestContext(extra);
      if (requestContext !== undefined) context.requestContext = requestContext;
    }
    output = await tool.execute(args, context);
  } catch (error) {
    return errorResult(thrownErrorText(error));
  }
  if (isValidationError(output)) return errorResult(output.message);
  if (own) {
    const checked = validateToolOutput(own.output, output, tool.id);
    if (checked.error) return errorResult(checked.error.message);
    output = checked.data;
  }
  return toResult(served, output);
}

/** The `tools/call` request handler for the tools in `served`, sending requests through `server`. */
export function createCallToolHandler(server: Server, served: ReadonlyMap<string, ServedTool>, options: McpToolsOptions = {}) {
  return async (request: CallToolRequest, extra: McpRequestExtra): Promise<CallToolResult> => {
    const name = request.params.name;
    const entry = served.get(name);
    if (!entry) return errorResult(`Unknown tool: ${name}`);
    try {
      return await runCall(server, entry, request.params.arguments ?? {}, extra, options);
    } catch (error) {
      return errorResult(thrownErrorText(error));
    }
  };
}
