import { arrayNode, intersectionNode, objectNode, recordNode, tupleNode, unionNode } from './v4-composite';
import { enumNode, fileNode, literalNode, nullNode, numberNode, stringNode, templateNode } from './v4-leaf';
import { assignAll, type Json, type V4Ctx, type V4Params, type V4Schema, type V4Seen } from './v4-types';

// Types zod cannot express in JSON Schema; with `unrepresentable: 'any'` they emit `{}`.
const UNREPRESENTABLE = new Set(['bigint', 'symbol', 'undefined', 'void', 'date', 'nan', 'custom', 'function', 'transform', 'map', 'set', 'any', 'unknown']);

// Wrappers whose JSON is their inner schema's, merged in during finalisation.
const WRAPPERS = new Set(['optional', 'nonoptional', 'promise', 'default', 'prefault', 'catch', 'readonly']);

function jsonValue(value: unknown): unknown {
  let bigint = false;
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v !== 'bigint') return v;
    bigint = true;
    return null;
  });
  if (bigint) return undefined;
  return text === undefined ? undefined : JSON.parse(text);
}

function wrapperNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, seen: V4Seen): void {
  const def = schema._zod.def;
  const inner = def.innerType as V4Schema;
  processV4(inner, ctx, params);
  seen.ref = inner;
  if (def.type === 'default') {
    const value = jsonValue(def.defaultValue);
    if (value !== undefined || def.defaultValue === undefined) json.default = value;
  } else if (def.type === 'readonly') json.readOnly = true;
  else if (def.type === 'catch') {
    try {
      json.default = (def.catchValue as (ctx: unknown) => unknown)(undefined);
    } catch {
      // a dynamic catch value cannot be represented: leave the node as is
    }
  }
}

function innerOfLazy(schema: V4Schema): V4Schema {
  return schema._zod.innerType ?? (schema._zod.def.getter as () => V4Schema)();
}

function dispatch(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, seen: V4Seen): void {
  const type = String(schema._zod.def.type);
  if (UNREPRESENTABLE.has(type)) return;
  if (WRAPPERS.has(type)) return wrapperNode(schema, ctx, json, params, seen);
  switch (type) {
    case 'string':
      return stringNode(schema, ctx, json);
    case 'number':
      return numberNode(schema, ctx, json);
    case 'boolean':
    case 'success':
      json.type = 'boolean';
      return;
    case 'null':
      return nullNode(ctx, json);
    case 'never':
      json.not = {};
      return;
    case 'enum':
      return enumNode(schema, json);
    case 'literal':
      return literalNode(schema, ctx, json);
    case 'template_literal':
      return templateNode(schema, json);
    case 'file':
      return fileNode(schema, json);
    case 'array':
      return arrayNode(schema, ctx, json, params, processV4);
    case 'object':
      return objectNode(schema, ctx, json, params, processV4);
    case 'union':
      return unionNode(schema, ctx, json, params, processV4);
    case 'intersection':
      return intersectionNode(schema, ctx, json, params, processV4);
    case 'tuple':
      return tupleNode(schema, ctx, json, params, processV4);
    case 'record':
      return recordNode(schema, ctx, json, params, processV4);
    case 'nullable': {
      const inner = schema._zod.def.innerType as V4Schema;
      const innerJson = processV4(inner, ctx, params);
      if (ctx.target === 'openapi-3.0') {
        seen.ref = inner;
        json.nullable = true;
      } else json.anyOf = [innerJson, { type: 'null' }];
      return;
    }
    case 'pipe': {
      const out = schema._zod.def.out as V4Schema;
      processV4(out, ctx, params);
      seen.ref = out;
      return;
    }
    case 'lazy': {
      const inner = innerOfLazy(schema);
      processV4(inner, ctx, params);
      seen.ref = inner;
      return;
    }
    default:
      throw new Error(
        `toolwright cannot convert the zod v4 type "${type}" to JSON Schema without zod; ` +
          `import the schema from the classic "zod" entry, which has native JSON Schema support.`,
      );
  }
}

/** Processes one zod v4 schema into its seen entry (shared on reuse, cycle-aware); returns its node. */
export function processV4(schema: V4Schema, ctx: V4Ctx, params: V4Params): Json {
  const existing = ctx.seen.get(schema);
  if (existing) {
    existing.count++;
    if (params.schemaPath.includes(schema)) existing.cycle = params.path;
    return existing.schema;
  }
  const seen: V4Seen = { schema: {}, count: 1, path: params.path };
  ctx.seen.set(schema, seen);
  const custom = schema._zod.toJSONSchema?.();
  if (custom) seen.schema = custom;
  else {
    const inner: V4Params = { ...params, schemaPath: [...params.schemaPath, schema] };
    dispatch(schema, ctx, seen.schema, inner, seen);
    const parent = schema._zod.parent;
    if (parent) {
      if (!seen.ref) seen.ref = parent;
      processV4(parent, ctx, inner);
    }
  }
  const meta = ctx.metadata?.get(schema);
  if (meta) assignAll(seen.schema, meta);
  delete seen.schema._prefault;
  return (ctx.seen.get(schema) as V4Seen).schema;
}
