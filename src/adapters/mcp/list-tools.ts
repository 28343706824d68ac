/**
 * How a tool is listed by `tools/list`: as `@mastra/mcp` lists it (record key as name, 2020-12
 * schemas, the five known annotations, `_meta` with `mastra.strict`), plus the tool's `title`.
 */
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { isObjectRecord } from '../../internal/is-object';
import { DRAFT_2020_12_URI } from '../../internal/json-schema-dialects';
import { isStandardSchemaWithJSON, type JSONSchema, standardSchemaToJSONSchema, toStandardSchema } from '../../wire';
import { McpToolDefinitionError } from './errors';
import type { McpServableTool } from './types';

const ANNOTATION_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
const UI_RESOURCE_URI_KEY = 'ui/resourceUri';

/** Whether a tool is served: it has an `execute` function. */
export function isServable(tool: McpServableTool | undefined): tool is McpServableTool & { execute: NonNullable<McpServableTool['execute']> } {
  return typeof tool?.execute === 'function';
}

/** The schema option as a schema: a plain function that is not itself a schema is called, and its result used. */
export function resolveSchema(option: unknown): unknown {
  if (typeof option === 'function' && !isStandardSchemaWithJSON(option)) return (option as () => unknown)();
  return option;
}

/** Whether a JSON Schema describes objects only: `type:'object'`, or a union of such schemas. */
function describesObject(schema: JSONSchema): boolean {
  if (schema.type === 'object') return true;
  if (schema.type !== undefined) return false;
  const branches = (schema.anyOf ?? schema.oneOf) as unknown;
  return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => isObjectRecord(branch) && describesObject(branch as JSONSchema));
}

/**
 * The 2020-12 JSON Schema of a tool's schema option, with `$schema` set to 2020-12; `undefined`
 * when there is no schema. A union of object schemas gets `type:'object'` at its root, which
 * MCP requires. With `objectRequired` (input) any other root, or a schema without JSON Schema,
 * is an error; without it (output) such a schema is not listed.
 */
function toMcpSchema(name: string, option: unknown, io: 'input' | 'output', objectRequired: boolean): JSONSchema | undefined {
  const schema = resolveSchema(option);
  if (!schema) return undefined;
  let json: JSONSchema;
  try {
    const standard = isStandardSchemaWithJSON(schema) ? schema : toStandardSchema(schema);
    json = standardSchemaToJSONSchema(standard, { io, target: 'draft-2020-12' });
  } catch (error) {
    if (!objectRequired) return undefined;
    const reason = error instanceof Error ? error.message : String(error);
    throw new McpToolDefinitionError(name, `Cannot list tool "${name}" over MCP: its ${io} schema has no JSON Schema. ${reason}`, { cause: error });
  }
  if (!isObjectRecord(json)) {
    if (!objectRequired) return undefined;
    throw new McpToolDefinitionError(name, `Cannot list tool "${name}" over MCP: its input schema must describe an object, got ${JSON.stringify(json)}.`);
  }
  if (!describesObject(json)) {
    if (!objectRequired) return undefined;
    const got = json.type === undefined ? 'a schema without a type' : `type ${JSON.stringify(json.type)}`;
    throw new McpToolDefinitionError(
      name,
      `Cannot list tool "${name}" over MCP: MCP tool arguments are an object, so the input schema must describe an object (type "object" at its root); it describes ${got}.`,
    );
  }
  const out: JSONSchema = { $schema: DRAFT_2020_12_URI, ...json };
  out.$schema = DRAFT_2020_12_URI;
  if (out.type === undefined) out.type = 'object';
  return out;
}

function toAnnotations(annotations: unknown): McpTool['annotations'] | undefined {
  if (!isObjectRecord(annotations)) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of ANNOTATION_KEYS) if (annotations[key] !== undefined) out[key] = annotations[key];
  return out as McpTool['annotations'];
}

function toMeta(tool: McpServableTool): Record<string, unknown> | undefined {
  const given = tool.mcp?._meta;
  const strict = tool.strict;
  if (!isObjectRecord(given) && strict === undefined) return undefined;
  const meta: Record<string, unknown> = isObjectRecord(given) ? { ...given } : {};
  const ui = meta['ui'];
  const nested = isObjectRecord(ui) ? ui['resourceUri'] : undefined;
  const flat = meta[UI_RESOURCE_URI_KEY];
  if (nested !== undefined && flat === undefined) meta[UI_RESOURCE_URI_KEY] = nested;
  else if (flat !== undefined && nested === undefined) meta['ui'] = { ...(isObjectRecord(ui) ? ui : {}), resourceUri: flat };
  if (strict !== undefined && strict !== null) {
    const mastra = meta['mastra'];
    meta['mastra'] = { ...(isObjectRecord(mastra) ? mastra : {}), strict };
  }
  return meta;
}

/** One listed tool, and whether its calls answer with `structuredContent`. */
export interface ListedTool {
  definition: McpTool;
  structured: boolean;
}

/**
 * The `tools/list` entry of the tool under record key `name`. An output schema that does not
 * describe an object, or has no JSON Schema, is not listed (SDK 1 clients reject a listing with
 * a non-object one), and the tool then answers with text, as a tool without one does.
 */
export function toListedTool(name: string, tool: McpServableTool): ListedTool {
  const inputSchema = toMcpSchema(name, tool.inputSchema, 'input', true) ?? { type: 'object', properties: {} };
  const outputSchema = toMcpSchema(name, tool.outputSchema, 'output', false);
  const definition: McpTool = { name, inputSchema: inputSchema as McpTool['inputSchema'] };
  if (typeof tool.title === 'string') definition.title = tool.title;
  if (tool.description !== undefined) definition.description = tool.description;
  if (outputSchema) definition.outputSchema = outputSchema as McpTool['outputSchema'];
  const annotations = toAnnotations(tool.mcp?.annotations);
  if (annotations) definition.annotations = annotations;
  const meta = toMeta(tool);
  if (meta) definition._meta = meta;
  return { definition, structured: outputSchema !== undefined };
}
