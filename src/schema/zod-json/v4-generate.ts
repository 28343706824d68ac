import { DRAFT_07_URI, DRAFT_2020_12_URI } from '../dollar-schema';
import { escapePointerToken } from '../json-schema/uri';
import type { JSONSchemaOverride } from '../types';
import { compactTypeUnion, foldIntersection } from './v4-fold';
import { rewriteKeyNames } from './v4-keys';
import { processV4 } from './v4-process';
import { assignAll, type Json, type V4Ctx, type V4Schema, type V4Seen, type V4Target } from './v4-types';

const entry = (ctx: V4Ctx, schema: V4Schema): V4Seen => ctx.seen.get(schema) as V4Seen;

/**
 * zod refuses to convert a tree in which two different schemas carry the same `id` in their
 * metadata (a `.check(meta({id}))` copy in zod/mini keeps its parent's id, and the parent is
 * visited too). The first repeat, in visiting order, throws zod's error.
 */
function rejectDuplicateIds(ctx: V4Ctx): void {
  const owners = new Map<unknown, V4Schema>();
  for (const schema of ctx.seen.keys()) {
    const id = ctx.metadata?.get(schema)?.id;
    if (!id) continue;
    const owner = owners.get(id);
    if (owner && owner !== schema) {
      throw new Error(
        `Duplicate schema id "${String(id)}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
      );
    }
    owners.set(id, schema);
  }
}

function extractDefs(ctx: V4Ctx, root: V4Schema): void {
  rejectDuplicateIds(ctx);
  const rootSeen = entry(ctx, root);
  const segment = ctx.target === 'draft-2020-12' ? '$defs' : 'definitions';
  const extract = (seen: V4Seen): void => {
    if (seen.schema.$ref) return;
    let ref = '#';
    if (seen !== rootSeen || seen.schema.id) {
      const defId = (seen.schema.id as string | undefined) ?? `__schema${ctx.counter++}`;
      seen.defId = defId;
      ref = `#/${segment}/${escapePointerToken(defId)}`;
    }
    seen.def = { ...seen.schema };
    for (const key in seen.schema) delete seen.schema[key];
    seen.schema.$ref = ref;
  };
  for (const [schema, seen] of ctx.seen) {
    if (schema === root || ctx.metadata?.get(schema)?.id || seen.cycle) extract(seen);
  }
}

function dedupe(schema: Json, def: Json | undefined): void {
  if (!def) return;
  for (const key in schema) {
    if (key === '$ref' || key === 'allOf') continue;
    if (key in def && JSON.stringify(schema[key]) === JSON.stringify(def[key])) delete schema[key];
  }
}

function flatten(ctx: V4Ctx, zodSchema: V4Schema): void {
  const seen = entry(ctx, zodSchema);
  if (seen.ref === null) return;
  const schema = seen.def ?? seen.schema;
  const cached = { ...schema };
  const ref = seen.ref;
  seen.ref = null;
  if (ref) {
    flatten(ctx, ref);
    const refSeen = entry(ctx, ref);
    const refSchema = refSeen.schema;
    if (refSchema.$ref && ctx.target !== 'draft-2020-12') {
      const allOf = (schema.allOf ??= []) as unknown[];
      allOf.push(refSchema);
    } else assignAll(schema, refSchema);
    assignAll(schema, cached);
    if (zodSchema._zod.parent === ref) {
      for (const key in schema) if (key !== '$ref' && key !== 'allOf' && !(key in cached)) delete schema[key];
    }
    if (refSchema.$ref) dedupe(schema, refSeen.def);
  }
  const parent = zodSchema._zod.parent;
  if (parent && parent !== ref) {
    flatten(ctx, parent);
    const parentSeen = ctx.seen.get(parent);
    if (parentSeen?.schema.$ref) {
      schema.$ref = parentSeen.schema.$ref;
      dedupe(schema, parentSeen.def);
    }
  }
  ctx.override({ zodSchema, jsonSchema: schema, path: seen.path });
}

const SCHEMA_URIS: Partial<Record<V4Target, string>> = {
  'draft-2020-12': DRAFT_2020_12_URI,
  'draft-07': DRAFT_07_URI,
  'draft-04': 'http://json-schema.org/draft-04/schema#',
};

function finalize(ctx: V4Ctx, root: V4Schema): Json {
  for (const schema of [...ctx.seen.keys()].reverse()) flatten(ctx, schema);
  if (ctx.target !== 'openapi-3.0') for (const seen of ctx.seen.values()) compactTypeUnion(seen.def ?? seen.schema);
  if (ctx.records.length) rewriteKeyNames(ctx);
  if (ctx.intersections.length) {
    const carriers = new Map<unknown, Json[]>();
    for (const seen of ctx.seen.values()) {
      for (const json of [seen.schema, seen.def]) {
        const allOf = json?.allOf;
        if (!json || !Array.isArray(allOf)) continue;
        const list = carriers.get(allOf);
        if (list) list.push(json);
        else carriers.set(allOf, [json]);
      }
    }
    for (const allOf of ctx.intersections) for (const json of carriers.get(allOf) ?? []) foldIntersection(json);
  }
  const rootSeen = entry(ctx, root);
  const result: Json = {};
  const uri = SCHEMA_URIS[ctx.target];
  if (uri) result.$schema = uri;
  assignAll(result, rootSeen.defId ? rootSeen.schema : (rootSeen.def ?? rootSeen.schema));
  const rootId = ctx.metadata?.get(root)?.id;
  if (rootId !== undefined && result.id === rootId) delete result.id;
  const defs: Json = {};
  for (const seen of ctx.seen.values()) {
    if (seen.def && seen.defId) {
      if (seen.def.id === seen.defId) delete seen.def.id;
      defs[seen.defId] = seen.def;
    }
  }
  if (Object.keys(defs).length > 0) result[ctx.target === 'draft-2020-12' ? '$defs' : 'definitions'] = defs;
  return JSON.parse(JSON.stringify(result)) as Json;
}

type Registry = V4Ctx['metadata'];

function globalMetadata(): Registry {
  const registry = (globalThis as { __zod_globalRegistry?: unknown }).__zod_globalRegistry;
  if (registry && typeof (registry as { get?: unknown }).get === 'function') return registry as Registry;
  return undefined;
}

/**
 * Converts a zod v4 schema (classic or mini) to JSON Schema the way `z.toJSONSchema` does with
 * `unrepresentable: 'any'` and output semantics, reading descriptions from zod's global registry.
 */
export function zod4ToJsonSchema(schema: V4Schema, target: V4Target, override: JSONSchemaOverride): Json {
  const ctx: V4Ctx = { target, override, seen: new Map(), counter: 0, intersections: [], records: [], metadata: globalMetadata() };
  processV4(schema, ctx, { path: [], schemaPath: [] });
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
}
