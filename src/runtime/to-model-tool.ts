/**
 * The function-tool definition a model receives for a tool, as Mastra 1.71's agent builds it:
 * the input-side draft-07 JSON Schema plus Mastra 1.71's two post-fixes.
 */
import { isObjectRecord } from '../internal/is-object';
import { DRAFT_07_URI } from '../schema/dollar-schema';
import { isStandardSchemaWithJSON } from '../schema/standard';
import { standardSchemaToJSONSchema } from '../schema/to-json-schema';
import { toStandardSchema } from '../schema/to-standard-schema';
import type { JSONSchema } from '../schema/types';

/** Type union Mastra 1.71 gives to a property that declares no type. */
const TYPELESS_PROPERTY_TYPES: readonly string[] = ['string', 'number', 'integer', 'boolean', 'object', 'null'];

/** The tool fields read by {@link toModelTool}. */
export interface ModelToolSource {
  description?: string | undefined;
  inputSchema?: unknown;
  strict?: boolean | undefined;
  providerOptions?: Record<string, Record<string, unknown>> | undefined;
  inputExamples?: Array<{ input: Record<string, unknown> }> | undefined;
}

/** A model-facing function tool definition. */
export interface ModelFunctionTool {
  type: 'function';
  name: string;
  description: string | undefined;
  inputSchema: JSONSchema;
  strict?: boolean;
  providerOptions: Record<string, Record<string, unknown>> | undefined;
  /** Not sent by Mastra 1.71; carried for adapters that support input examples. */
  inputExamples?: Array<{ input: Record<string, unknown> }>;
}

/** Options of {@link toModelTool}. */
export interface ToModelToolOptions {
  /** Provider specification version; `'v2'` (AI SDK 5) models get no `strict`. Default `'v3'`. */
  specificationVersion?: 'v2' | 'v3' | 'v4' | undefined;
}

/**
 * Mastra 1.71's fix for properties without a type: every direct property lacking
 * `type`/`$ref`/`anyOf`/`oneOf`/`allOf` gets {@link TYPELESS_PROPERTY_TYPES} and loses `items`;
 * typed properties are processed recursively, and so are `items` (an items schema itself is not
 * fixed, only the properties inside it). Returns a new object for every node it visits.
 */
export function fixTypelessProperties(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  const props = out['properties'];
  if (isObjectRecord(props)) {
    out['properties'] = Object.fromEntries(
      Object.entries(props).map(([key, value]) => {
        if (!isObjectRecord(value)) return [key, value];
        const declares = 'type' in value || '$ref' in value || 'anyOf' in value || 'oneOf' in value || 'allOf' in value;
        if (declares) return [key, fixTypelessProperties(value)];
        const rest: Record<string, unknown> = { ...value };
        delete rest['items'];
        return [key, { ...rest, type: [...TYPELESS_PROPERTY_TYPES] }];
      }),
    );
  }
  const items = out['items'];
  if (items) {
    if (Array.isArray(items)) out['items'] = items.map((item: unknown) => fixTypelessProperties(item));
    else if (typeof items === 'object') out['items'] = fixTypelessProperties(items);
  }
  return out;
}

function emptyInputSchema(): JSONSchema {
  return { $schema: DRAFT_07_URI, type: 'object', properties: {}, additionalProperties: false };
}

/** Derives the raw model-facing input JSON Schema (before the typeless fix) of a schema option. */
function deriveInputJSONSchema(option: unknown): JSONSchema {
  let schema = option;
  if (typeof schema === 'function' && !isStandardSchemaWithJSON(schema)) schema = (schema as () => unknown)();
  if (!schema) return emptyInputSchema();
  const standard = isStandardSchemaWithJSON(schema) ? schema : toStandardSchema(schema);
  const json = standardSchemaToJSONSchema(standard, { io: 'input', target: 'draft-07' });
  if (isObjectRecord(json) && '$schema' in json && json['$schema'] !== DRAFT_07_URI) json['$schema'] = DRAFT_07_URI;
  return json;
}

const cache = new WeakMap<object, { option: unknown; json: JSONSchema }>();

/**
 * The model-facing input JSON Schema of a tool: `io:'input'`, draft-07, `$schema` forced to
 * draft-07 when present, typeless properties fixed; no inputSchema gives
 * `{$schema, type:'object', properties:{}, additionalProperties:false}`, derived again when the
 * tool's `inputSchema` is replaced. Each call returns a fresh copy.
 */
export function toModelInputSchema(tool: ModelToolSource): JSONSchema {
  const option = tool.inputSchema;
  let entry = cache.get(tool);
  if (!entry || entry.option !== option) {
    entry = { option, json: fixTypelessProperties(deriveInputJSONSchema(option)) as JSONSchema };
    cache.set(tool, entry);
  }
  return JSON.parse(JSON.stringify(entry.json)) as JSONSchema;
}

/**
 * The function-tool definition Mastra 1.71 sends for the tool under record key `name`:
 * `{type:'function', name, description, inputSchema, strict?, providerOptions}` (`strict` only when
 * not null/undefined and the model is not spec v2; `providerOptions` copied as is, the key is always
 * present). `inputExamples` is appended when the tool has them, although Mastra 1.71 never sends it.
 * The tool's `id`, `title` and output schema are not part of it.
 */
export function toModelTool(name: string, tool: ModelToolSource, options: ToModelToolOptions = {}): ModelFunctionTool {
  const strict = tool.strict;
  const keepStrict = strict !== null && strict !== undefined && options.specificationVersion !== 'v2';
  const definition: ModelFunctionTool = {
    type: 'function',
    name,
    description: tool.description,
    inputSchema: toModelInputSchema(tool),
    ...(keepStrict ? { strict } : {}),
    providerOptions: tool.providerOptions,
  };
  if (tool.inputExamples !== undefined) definition.inputExamples = tool.inputExamples;
  return definition;
}
