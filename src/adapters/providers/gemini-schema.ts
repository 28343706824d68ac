/**
 * Gemini's `Schema` format (an OpenAPI 3.0 subset) from a tool's input JSON Schema: upper-case
 * types, `$ref` inlined, `const` as a one-value `enum`, nullable types as `nullable: true`, no
 * `additionalProperties`. Every keyword left out is reported; a recursive schema throws
 * {@link ProviderSchemaError} (inlining would not end: use the `jsonSchema` format).
 * @module
 */
import { isObjectRecord } from '../../internal/is-object';
import type { JSONSchema } from '../../wire';
import { ProviderSchemaError } from './errors';
import { type DroppedKeyword, childPointer, mergeObjectEntries, resolveLocalRef, typeList, typesOfValues } from './schema-walk';

/** Gemini's type names. */
export type GeminiType = 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT' | 'NULL';

/** A Gemini `Schema`, as this adapter writes it. */
export interface GeminiSchema {
  type?: GeminiType;
  description?: string;
  title?: string;
  nullable?: boolean;
  enum?: string[];
  format?: string;
  default?: unknown;
  example?: unknown;
  pattern?: string;
  minLength?: string;
  maxLength?: string;
  minimum?: number;
  maximum?: number;
  items?: GeminiSchema;
  minItems?: string;
  maxItems?: string;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  propertyOrdering?: string[];
  minProperties?: string;
  maxProperties?: string;
  anyOf?: GeminiSchema[];
}

/** What {@link toGeminiSchema} returns. */
export interface GeminiSchemaResult {
  readonly schema: GeminiSchema;
  /** Keywords left out; the tool still enforces each of them when it validates its input. */
  readonly dropped: readonly DroppedKeyword[];
}

const TYPE_NAMES: Record<string, GeminiType> = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
  null: 'NULL',
};

/** The formats Gemini accepts, per type. */
const FORMATS: Record<string, readonly string[]> = {
  string: ['enum', 'date-time'],
  number: ['float', 'double'],
  integer: ['int32', 'int64'],
};

// Gemini's proto carries these counts as int64, which the JSON mapping writes as strings.
const COUNT_KEYWORDS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'] as const;
/** Meta keywords with no meaning for the model: removed without a report. */
const SILENT = new Set(['$schema', 'definitions', '$defs', '$id', '$comment']);

interface GeminiContext {
  readonly root: JSONSchema;
  readonly toolName: string;
  readonly dropped: DroppedKeyword[];
}

/**
 * Writes `schema` (a tool's input JSON Schema) in Gemini's `Schema` format and lists what could
 * not be carried over (`additionalProperties` other than `false`, `exclusiveMinimum`,
 * `multipleOf`, `uniqueItems`, non-string enums, tuple positions, formats Gemini does not know, …).
 */
export function toGeminiSchema(schema: JSONSchema, options: { toolName?: string | undefined } = {}): GeminiSchemaResult {
  const ctx: GeminiContext = { root: schema, toolName: options.toolName ?? '', dropped: [] };
  return { schema: geminiNode(ctx, schema, '', []), dropped: ctx.dropped };
}

function drop(ctx: GeminiContext, pointer: string, keyword: string, reason: string): void {
  ctx.dropped.push({ pointer, keyword, reason });
}

function fail(ctx: GeminiContext, pointer: string, reason: string): never {
  throw new ProviderSchemaError('gemini', ctx.toolName, pointer, reason);
}

function geminiNode(ctx: GeminiContext, input: unknown, pointer: string, refs: readonly string[]): GeminiSchema {
  if (input === true) return {};
  if (!isObjectRecord(input)) fail(ctx, pointer, input === false ? 'a schema that accepts no value cannot be written' : 'not a JSON Schema');
  let node: Record<string, unknown> = input;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    if (refs.includes(ref)) fail(ctx, pointer, `recursive schema (${ref}): the Schema format inlines every $ref; use format "jsonSchema"`);
    const target = resolveLocalRef(ctx.root, ref);
    if (target === undefined) fail(ctx, pointer, `$ref ${JSON.stringify(ref)} does not resolve`);
    const { $ref: _ref, ...rest } = node;
    const inlined = geminiNode(ctx, target, ref.startsWith('#') ? ref.slice(1) : pointer, [...refs, ref]);
    const siblings = geminiNode(ctx, rest, pointer, refs);
    return { ...inlined, ...siblings };
  }
  const allOf = node['allOf'];
  if (allOf !== undefined) {
    const { allOf: _allOf, ...rest } = node;
    if (Array.isArray(allOf) && allOf.length === 1) {
      return { ...geminiNode(ctx, allOf[0], childPointer(pointer, 'allOf', 0), refs), ...geminiNode(ctx, rest, pointer, refs) };
    }
    const resolved = Array.isArray(allOf)
      ? allOf.map((e) => (isObjectRecord(e) && typeof e['$ref'] === 'string' ? resolveLocalRef(ctx.root, e['$ref']) : e))
      : [];
    const merged = mergeObjectEntries(resolved);
    if (!merged) fail(ctx, pointer, 'an allOf of several schemas cannot be written (only plain objects with distinct keys are merged)');
    node = { ...rest, ...merged };
  }

  const out: GeminiSchema = {};
  const handled = new Set<string>(['description', 'title', 'default', 'example', 'examples', 'nullable']);
  if (typeof node['description'] === 'string') out.description = node['description'];
  if (typeof node['title'] === 'string') out.title = node['title'];
  if (node['default'] !== undefined) out.default = node['default'];
  if (node['example'] !== undefined) out.example = node['example'];
  else if (Array.isArray(node['examples']) && node['examples'].length > 0) {
    out.example = node['examples'][0];
    if (node['examples'].length > 1) drop(ctx, pointer, 'examples', 'Gemini takes one example: only the first is kept');
  }

  const union = node['anyOf'] ?? node['oneOf'];
  if (union !== undefined) {
    const keyword = node['anyOf'] !== undefined ? 'anyOf' : 'oneOf';
    handled.add('anyOf').add('oneOf');
    if (keyword === 'oneOf') drop(ctx, pointer, 'oneOf', 'Gemini has no oneOf: written as anyOf');
    const branches = (Array.isArray(union) ? union : []).map((b, i) => ({ b, i }));
    const nonNull = branches.filter(({ b }) => !(isObjectRecord(b) && b['type'] === 'null' && Object.keys(b).length === 1));
    const written = nonNull.map(({ b, i }) => geminiNode(ctx, b, childPointer(pointer, keyword, i), refs));
    const nullable = nonNull.length < branches.length;
    if (written.length === 1) {
      const only = written[0] as GeminiSchema;
      Object.assign(out, { ...only, ...out });
    } else if (written.length > 1) out.anyOf = written;
    if (nullable) out.nullable = true;
    finish(ctx, node, handled, pointer, ['type']);
    return out;
  }

  let types = typeList(node);
  const hasValues = node['const'] !== undefined || node['enum'] !== undefined;
  let values: unknown[] | undefined;
  if (hasValues) {
    values = node['enum'] !== undefined ? (Array.isArray(node['enum']) ? node['enum'] : []) : [node['const']];
    if (node['enum'] !== undefined && node['const'] !== undefined) values = values.filter((v) => JSON.stringify(v) === JSON.stringify(node['const']));
    types = typesOfValues(values, node['type']);
    handled.add('enum').add('const');
  }
  handled.add('type');
  if (node['nullable'] === true) out.nullable = true;
  if (types.includes('null') && types.length > 1) {
    types = types.filter((t) => t !== 'null');
    out.nullable = true;
  }
  if (types.length > 1) {
    // Several types: one branch per type, each with the keywords that type reads.
    const { description: _d, title: _t, default: _def, examples: _e, example: _x, ...rest } = node;
    out.anyOf = types.map((t) =>
      geminiNode(ctx, { ...rest, type: t, ...(values ? { enum: values.filter((v) => typesOfValues([v], t)[0] === t) } : {}) }, pointer, refs),
    );
    return out;
  }
  const type = types[0];
  if (type !== undefined) {
    const name = TYPE_NAMES[type];
    if (!name) fail(ctx, pointer, `unknown type ${JSON.stringify(type)}`);
    out.type = name;
  } else if (node['properties'] !== undefined) out.type = 'OBJECT';
  else if (node['items'] !== undefined) out.type = 'ARRAY';

  if (values) {
    if (values.every((v) => typeof v === 'string')) out.enum = values as string[];
    else if (values.every((v) => v === null)) out.type = 'NULL';
    else drop(ctx, pointer, node['const'] !== undefined ? 'const' : 'enum', 'Gemini enums hold strings only: the allowed values are not sent');
  }
  const format = node['format'];
  if (typeof format === 'string') {
    handled.add('format');
    if (type && FORMATS[type]?.includes(format)) out.format = format;
    else drop(ctx, pointer, 'format', `Gemini does not support format "${format}" here`);
  }
  if (typeof node['pattern'] === 'string') {
    out.pattern = node['pattern'];
    handled.add('pattern');
  }
  for (const key of ['minimum', 'maximum'] as const) {
    if (typeof node[key] === 'number') {
      out[key] = node[key] as number;
      handled.add(key);
    }
  }
  for (const key of COUNT_KEYWORDS) {
    if (typeof node[key] === 'number') {
      out[key] = String(node[key]);
      handled.add(key);
    }
  }

  const props = node['properties'];
  if (isObjectRecord(props)) {
    handled.add('properties').add('required');
    const properties: Record<string, GeminiSchema> = {};
    for (const [key, value] of Object.entries(props)) properties[key] = geminiNode(ctx, value, childPointer(pointer, 'properties', key), refs);
    out.properties = properties;
    const required = Array.isArray(node['required']) ? node['required'].filter((k): k is string => typeof k === 'string' && k in props) : [];
    if (required.length > 0) out.required = required;
  }
  if (Array.isArray(node['propertyOrdering'])) {
    out.propertyOrdering = node['propertyOrdering'] as string[];
    handled.add('propertyOrdering');
  }
  const extra = node['additionalProperties'];
  if (extra !== undefined) {
    handled.add('additionalProperties');
    if (extra !== false) drop(ctx, pointer, 'additionalProperties', 'Gemini objects have no additionalProperties: the allowed extra keys are not described');
  }
  if (node['unevaluatedProperties'] === false) handled.add('unevaluatedProperties');

  const items = node['items'];
  const prefix = Array.isArray(items) ? items : Array.isArray(node['prefixItems']) ? (node['prefixItems'] as unknown[]) : undefined;
  if (prefix) {
    const key = Array.isArray(items) ? 'items' : 'prefixItems';
    handled.add('items').add('prefixItems').add('additionalItems');
    const entries = prefix.map((e, i) => geminiNode(ctx, e, childPointer(pointer, key, i), refs));
    const rest = Array.isArray(items) ? node['additionalItems'] : items;
    if (isObjectRecord(rest)) entries.push(geminiNode(ctx, rest, childPointer(pointer, Array.isArray(items) ? 'additionalItems' : 'items'), refs));
    out.items = entries.length === 1 ? (entries[0] as GeminiSchema) : { anyOf: entries };
    drop(ctx, pointer, key, "Gemini has no tuples: each item may be any of the positions' types");
  } else if (items !== undefined) {
    handled.add('items');
    out.items = geminiNode(ctx, items, childPointer(pointer, 'items'), refs);
  }
  finish(ctx, node, handled, pointer, []);
  return out;
}

/** Reports every keyword of `node` that was not carried over. */
function finish(ctx: GeminiContext, node: Record<string, unknown>, handled: Set<string>, pointer: string, also: readonly string[]): void {
  for (const key of Object.keys(node)) {
    if (handled.has(key) || SILENT.has(key) || node[key] === undefined) continue;
    if (also.includes(key)) continue;
    drop(ctx, pointer, key, 'not supported by the Gemini Schema format; the tool still checks it');
  }
}
