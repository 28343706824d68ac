/**
 * OpenAI's strict profile ("Structured Outputs" for function calling): rewrites a tool's input
 * JSON Schema so OpenAI accepts it with `strict: true`, or throws {@link ProviderSchemaError}
 * naming the node that cannot be made strict.
 *
 * What the profile demands, from OpenAI's structured-outputs guide: the root is an object; every
 * object lists all its properties in `required` and has `additionalProperties: false`; optional
 * fields are expressed as nullable; only `anyOf` for unions; `$defs` and `$ref` (including `#`)
 * for recursion; per type only these keywords: string `pattern`/`format` (a fixed list), number
 * `minimum`/`maximum`/`exclusiveMinimum`/`exclusiveMaximum`/`multipleOf`, array
 * `minItems`/`maxItems`; plus size limits (nesting depth, total properties, enum values).
 * @module
 */
import { isObjectRecord } from '../../internal/is-object';
import type { JSONSchema } from '../../wire';
import { ProviderSchemaError } from './errors';
import {
  ANNOTATION_KEYWORDS,
  type DroppedKeyword,
  childPointer,
  escapePointer,
  mergeObjectEntries,
  resolveLocalRef,
  typeList,
  typesOfValues,
} from './schema-walk';

/** Size limits of the strict profile. OpenAI has changed them over time, so each is an option. */
export interface OpenAIStrictLimits {
  /** Deepest object nesting allowed (the root object is level 1). Default 10. */
  readonly maxDepth?: number | undefined;
  /** Most object properties allowed in the whole schema. Default 5000. */
  readonly maxProperties?: number | undefined;
  /** Most values one `enum` may have. Default 1000. */
  readonly maxEnumValues?: number | undefined;
}

interface ResolvedLimits {
  readonly maxDepth: number;
  readonly maxProperties: number;
  readonly maxEnumValues: number;
}

/** The limits OpenAI documents today. */
export const OPENAI_STRICT_LIMITS: Readonly<ResolvedLimits> = Object.freeze({ maxDepth: 10, maxProperties: 5000, maxEnumValues: 1000 });

/** The string formats the strict profile supports. */
export const OPENAI_STRICT_STRING_FORMATS: readonly string[] = Object.freeze([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);

/** What {@link toOpenAIStrictSchema} returns. */
export interface StrictSchemaResult {
  /** The strict schema. */
  readonly schema: JSONSchema;
  /** Keywords left out; the tool still enforces each of them when it validates its input. */
  readonly dropped: readonly DroppedKeyword[];
}

const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const BASIC_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Keywords whose meaning strict mode cannot carry and whose loss would let wrong values through unseen. */
const IMPOSSIBLE: Record<string, string> = {
  not: '"not" is not supported in strict mode',
  if: 'conditional schemas (if/then/else) are not supported in strict mode',
  then: 'conditional schemas (if/then/else) are not supported in strict mode',
  else: 'conditional schemas (if/then/else) are not supported in strict mode',
  dependentRequired: '"dependentRequired" is not supported in strict mode',
  dependentSchemas: '"dependentSchemas" is not supported in strict mode',
  dependencies: '"dependencies" is not supported in strict mode',
  patternProperties: 'an object with pattern-matched keys (patternProperties) cannot be made strict: strict objects list every key',
  contains: '"contains" is not supported in strict mode',
  prefixItems: 'a tuple (positional items) cannot be expressed in strict mode',
};

interface StrictContext {
  readonly root: JSONSchema;
  readonly toolName: string;
  readonly limits: ResolvedLimits;
  readonly dropped: DroppedKeyword[];
  readonly defs: Record<string, unknown>;
  readonly refNames: Map<string, string>;
  /** Where a property schema moved by an allOf merge sits in the source schema. */
  readonly origins: WeakMap<object, string>;
  propertyCount: number;
}

/**
 * Rewrites `schema` (a tool's input JSON Schema, draft-07 or 2020-12) to OpenAI's strict profile:
 * every property required, optional ones nullable, `additionalProperties: false` on every
 * object, `const` as a one-value `enum`, `oneOf` as `anyOf`, one-entry `allOf` merged,
 * `definitions` moved to `$defs`, unsupported annotations and loosening-only keywords left out
 * (and listed in `dropped`). Throws {@link ProviderSchemaError} for what strict mode cannot say.
 */
export function toOpenAIStrictSchema(
  schema: JSONSchema,
  options: { toolName?: string | undefined; limits?: OpenAIStrictLimits | undefined } = {},
): StrictSchemaResult {
  const limits = options.limits ?? {};
  const ctx: StrictContext = {
    root: schema,
    toolName: options.toolName ?? '',
    limits: {
      maxDepth: limits.maxDepth ?? OPENAI_STRICT_LIMITS.maxDepth,
      maxProperties: limits.maxProperties ?? OPENAI_STRICT_LIMITS.maxProperties,
      maxEnumValues: limits.maxEnumValues ?? OPENAI_STRICT_LIMITS.maxEnumValues,
    },
    dropped: [],
    defs: {},
    refNames: new Map(),
    origins: new WeakMap(),
    propertyCount: 0,
  };
  let root: unknown = schema;
  if (isObjectRecord(root) && typeof root['$ref'] === 'string' && root['$ref'] !== '#' && root['properties'] === undefined) {
    const target = resolveLocalRef(schema, root['$ref']);
    if (target === undefined) fail(ctx, '', `$ref ${JSON.stringify(root['$ref'])} does not resolve`);
    const { $ref: _ref, ...rest } = root;
    root = { ...(target as Record<string, unknown>), ...rest };
  }
  while (isObjectRecord(root) && root['allOf'] !== undefined) root = mergeAllOf(ctx, root, '');
  if (
    !isObjectRecord(root) ||
    root['anyOf'] !== undefined ||
    root['oneOf'] !== undefined ||
    (!typeList(root).includes('object') && root['properties'] === undefined)
  ) {
    fail(ctx, '', 'the root of a strict schema must be an object (not a union or another type)');
  }
  if (typeList(root).some((t) => t !== 'object')) fail(ctx, '', 'the root of a strict schema must be an object, not nullable or of several types');
  const out = strictNode(ctx, root, '', 0);
  const names = Object.keys(ctx.defs);
  return { schema: names.length > 0 ? { ...out, $defs: ctx.defs } : out, dropped: ctx.dropped };
}

function fail(ctx: StrictContext, pointer: string, reason: string): never {
  throw new ProviderSchemaError('openai', ctx.toolName, pointer, reason);
}

function drop(ctx: StrictContext, pointer: string, keyword: string, reason: string): void {
  ctx.dropped.push({ pointer, keyword, reason });
}

function isUnconstrained(node: Record<string, unknown>): boolean {
  return Object.keys(node).every((k) => k === 'description' || k === 'title' || k === '$schema' || ANNOTATION_KEYWORDS.has(k));
}

/** Accepts `null` as written in a strict node. */
function acceptsNull(node: Record<string, unknown>): boolean {
  if (Array.isArray(node['anyOf'])) return node['anyOf'].some((b) => isObjectRecord(b) && acceptsNull(b));
  if (typeof node['$ref'] === 'string') return false;
  if (!typeList(node).includes('null')) return false;
  return !Array.isArray(node['enum']) || node['enum'].includes(null);
}

/** The node, made to accept `null` too. */
export function makeNullable(node: Record<string, unknown>): Record<string, unknown> {
  if (acceptsNull(node)) return node;
  if (Array.isArray(node['anyOf'])) return { ...node, anyOf: [...node['anyOf'], { type: 'null' }] };
  const types = typeList(node);
  if (types.length === 0) return { anyOf: [node, { type: 'null' }] };
  const out: Record<string, unknown> = { ...node, type: [...types, 'null'] };
  if (Array.isArray(node['enum'])) out['enum'] = [...node['enum'], null];
  return out;
}

function refFor(ctx: StrictContext, ref: string, pointer: string, depth: number): string {
  if (ref === '#') return '#';
  if (!ref.startsWith('#')) fail(ctx, pointer, `$ref ${JSON.stringify(ref)} is not local to the schema`);
  const known = ctx.refNames.get(ref);
  if (known !== undefined) return `#/$defs/${escapePointer(known)}`;
  const target = resolveLocalRef(ctx.root, ref);
  if (target === undefined) fail(ctx, pointer, `$ref ${JSON.stringify(ref)} does not resolve`);
  const match = /^#\/(?:definitions|\$defs)\/([^/]+)$/.exec(ref);
  let name = match
    ? decodeURIComponent(match[1] as string)
        .replace(/~1/g, '/')
        .replace(/~0/g, '~')
    : 'def';
  if (name in ctx.defs || !match) {
    let n = 1;
    while (`${name}${n}` in ctx.defs) n++;
    name = `${name}${n}`;
  }
  ctx.refNames.set(ref, name);
  ctx.defs[name] = {};
  ctx.defs[name] = strictNode(ctx, target, ref.slice(1), depth);
  return `#/$defs/${escapePointer(name)}`;
}

function strictNode(ctx: StrictContext, input: unknown, pointer: string, depth: number): Record<string, unknown> {
  if (input === false) fail(ctx, pointer, 'a schema that accepts no value cannot be made strict');
  if (input === true || (isObjectRecord(input) && isUnconstrained(input))) {
    fail(ctx, pointer, 'a schema that accepts any value cannot be made strict: strict mode needs a type on every value');
  }
  if (!isObjectRecord(input)) fail(ctx, pointer, 'not a JSON Schema');
  pointer = ctx.origins.get(input) ?? pointer;
  let node: Record<string, unknown> = input;
  while (node['allOf'] !== undefined) node = mergeAllOf(ctx, node, pointer);
  const out: Record<string, unknown> = {};
  if (typeof node['description'] === 'string') out['description'] = node['description'];
  if (typeof node['title'] === 'string') out['title'] = node['title'];
  const handled = new Set(['description', 'title', '$schema', 'definitions', '$defs']);

  if (typeof node['$ref'] === 'string') {
    for (const key of Object.keys(node)) {
      if (key === '$ref' || key === '$schema' || key === 'definitions' || key === '$defs') continue;
      if (key === 'description' || key === 'title' || ANNOTATION_KEYWORDS.has(key)) drop(ctx, pointer, key, 'strict mode allows no keyword beside $ref');
      else fail(ctx, pointer, `"${key}" beside $ref cannot be made strict`);
    }
    return { $ref: refFor(ctx, node['$ref'], pointer, depth) };
  }

  const union = node['anyOf'] ?? node['oneOf'];
  if (union !== undefined) {
    const keyword = node['anyOf'] !== undefined ? 'anyOf' : 'oneOf';
    if (node['anyOf'] !== undefined && node['oneOf'] !== undefined) fail(ctx, pointer, 'anyOf and oneOf on one node cannot be made strict');
    if (!Array.isArray(union) || union.length === 0) fail(ctx, pointer, `"${keyword}" must be a non-empty list`);
    if (keyword === 'oneOf') drop(ctx, pointer, 'oneOf', 'strict mode has no oneOf: written as anyOf');
    for (const key of Object.keys(node)) {
      if (key === keyword || handled.has(key)) continue;
      if (ANNOTATION_KEYWORDS.has(key)) drop(ctx, pointer, key, 'not supported in strict mode');
      else fail(ctx, pointer, `"${key}" beside ${keyword} cannot be made strict`);
    }
    out['anyOf'] = union.map((branch, i) => strictNode(ctx, branch, childPointer(pointer, keyword, i), depth));
    return out;
  }

  if (node['const'] !== undefined || node['enum'] !== undefined) {
    let values: unknown[];
    if (node['enum'] !== undefined) {
      if (!Array.isArray(node['enum']) || node['enum'].length === 0) fail(ctx, pointer, '"enum" must be a non-empty list');
      values = node['const'] !== undefined ? node['enum'].filter((v) => JSON.stringify(v) === JSON.stringify(node['const'])) : node['enum'];
      if (values.length === 0) fail(ctx, pointer, 'const is not one of enum: the schema accepts no value');
    } else {
      values = [node['const']];
    }
    if (values.length > ctx.limits.maxEnumValues) fail(ctx, pointer, `an enum of ${values.length} values is over the limit of ${ctx.limits.maxEnumValues}`);
    if (values.some((v) => typeof v === 'object' && v !== null)) fail(ctx, pointer, 'enum values that are objects or arrays are not supported in strict mode');
    const types = typesOfValues(values, node['type']);
    out['type'] = types.length === 1 ? types[0] : types;
    out['enum'] = values;
    for (const key of ['type', 'enum', 'const']) handled.add(key);
    return finish(ctx, node, out, handled, pointer);
  }

  let types = typeList(node);
  if (types.length === 0) {
    if (node['properties'] !== undefined) types = ['object'];
    else if (node['items'] !== undefined) types = ['array'];
    else fail(ctx, pointer, 'a schema without a type cannot be made strict');
  }
  for (const t of types) if (!BASIC_TYPES.has(t)) fail(ctx, pointer, `unknown type ${JSON.stringify(t)}`);
  const nonNull = types.filter((t) => t !== 'null');
  if (nonNull.length > 1) {
    // Each type keeps its own keywords: written as a union of single-type schemas.
    const branches = types.map((t) => strictNode(ctx, { ...node, type: t, description: undefined, title: undefined }, pointer, depth));
    return { ...out, anyOf: branches };
  }
  out['type'] = types.length === 1 ? types[0] : types;
  handled.add('type');

  if (types.includes('object')) {
    const extra = node['additionalProperties'];
    const props = node['properties'];
    if (extra !== undefined && extra !== false) {
      fail(
        ctx,
        pointer,
        props === undefined || (isObjectRecord(props) && Object.keys(props).length === 0)
          ? 'a record with arbitrary keys (additionalProperties) cannot be made strict: strict objects list every key'
          : 'an object open to extra keys (additionalProperties) cannot be made strict: strict objects list every key',
      );
    }
    if (props === undefined) fail(ctx, pointer, 'an object with arbitrary keys (no properties) cannot be made strict: strict objects list every key');
    if (!isObjectRecord(props)) fail(ctx, pointer, '"properties" must be an object');
    if (depth + 1 > ctx.limits.maxDepth) fail(ctx, pointer, `objects nested deeper than ${ctx.limits.maxDepth} levels are over the limit`);
    const keys = Object.keys(props);
    ctx.propertyCount += keys.length;
    if (ctx.propertyCount > ctx.limits.maxProperties) fail(ctx, pointer, `more than ${ctx.limits.maxProperties} properties in the schema are over the limit`);
    const required = Array.isArray(node['required']) ? node['required'] : [];
    const properties: Record<string, unknown> = {};
    for (const key of keys) {
      const child = strictNode(ctx, props[key], childPointer(pointer, 'properties', key), depth + 1);
      properties[key] = required.includes(key) ? child : makeNullable(child);
    }
    out['properties'] = properties;
    out['required'] = keys;
    out['additionalProperties'] = false;
    for (const key of ['properties', 'required', 'additionalProperties']) handled.add(key);
    if (node['unevaluatedProperties'] === false) handled.add('unevaluatedProperties');
    if (node['propertyNames'] !== undefined) {
      drop(ctx, pointer, 'propertyNames', 'strict objects list every key; the key rule is not sent');
      handled.add('propertyNames');
    }
  }
  if (types.includes('array')) {
    const items = node['items'];
    if (Array.isArray(items) || node['prefixItems'] !== undefined) fail(ctx, pointer, 'a tuple (positional items) cannot be expressed in strict mode');
    if (items === undefined) fail(ctx, pointer, 'an array without an items schema cannot be made strict');
    out['items'] = strictNode(ctx, items, childPointer(pointer, 'items'), depth);
    for (const key of ['minItems', 'maxItems']) if (typeof node[key] === 'number') out[key] = node[key];
    for (const key of ['items', 'minItems', 'maxItems', 'additionalItems']) handled.add(key);
  }
  if (types.includes('string')) {
    if (typeof node['pattern'] === 'string') out['pattern'] = node['pattern'];
    handled.add('pattern');
    const format = node['format'];
    if (typeof format === 'string' && OPENAI_STRICT_STRING_FORMATS.includes(format)) {
      out['format'] = format;
      handled.add('format');
    }
  }
  if (types.includes('number') || types.includes('integer')) {
    for (const key of NUMBER_KEYWORDS) {
      if (typeof node[key] === 'number') {
        out[key] = node[key];
        handled.add(key);
      }
    }
  }
  return finish(ctx, node, out, handled, pointer);
}

/** Reports or rejects every keyword of `node` the branches above did not carry over. */
function finish(
  ctx: StrictContext,
  node: Record<string, unknown>,
  out: Record<string, unknown>,
  handled: Set<string>,
  pointer: string,
): Record<string, unknown> {
  for (const key of Object.keys(node)) {
    if (handled.has(key) || node[key] === undefined) continue;
    const impossible = IMPOSSIBLE[key];
    if (impossible !== undefined) fail(ctx, pointer, impossible);
    if (key === 'default') drop(ctx, pointer, key, 'strict mode has no default: the model sends null and the tool applies its default');
    else if (ANNOTATION_KEYWORDS.has(key)) drop(ctx, pointer, key, 'not supported in strict mode');
    else drop(ctx, pointer, key, 'not supported in strict mode; the tool still checks it');
  }
  return out;
}

function mergeAllOf(ctx: StrictContext, node: Record<string, unknown>, pointer: string): Record<string, unknown> {
  const entries = node['allOf'];
  const { allOf: _allOf, ...rest } = node;
  if (!Array.isArray(entries) || entries.length === 0) fail(ctx, pointer, '"allOf" must be a non-empty list');
  if (entries.length === 1) {
    const only = entries[0];
    if (!isObjectRecord(only)) fail(ctx, childPointer(pointer, 'allOf', 0), 'not a JSON Schema');
    if (typeof only['$ref'] === 'string') {
      const siblings = Object.keys(rest).filter((k) => k !== 'description' && k !== 'title' && !ANNOTATION_KEYWORDS.has(k));
      if (siblings.length === 0) return { ...only, ...rest };
    }
    return { ...only, ...rest };
  }
  const resolved = entries.map((e, i) => {
    const isRef = isObjectRecord(e) && typeof e['$ref'] === 'string';
    const entry = isRef ? resolveLocalRef(ctx.root, e['$ref'] as string) : e;
    const at = isRef ? (e['$ref'] as string).slice(1) : childPointer(pointer, 'allOf', i);
    const props = isObjectRecord(entry) ? entry['properties'] : undefined;
    if (isObjectRecord(props)) {
      for (const [key, value] of Object.entries(props))
        if (isObjectRecord(value) && !ctx.origins.has(value)) ctx.origins.set(value, childPointer(at, 'properties', key));
    }
    return entry;
  });
  const merged = mergeObjectEntries(resolved);
  if (!merged) fail(ctx, pointer, 'an allOf of several schemas cannot be made strict (only plain objects with distinct keys are merged)');
  return { ...rest, ...merged };
}
