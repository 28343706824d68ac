import { aggregateChecks, type Aggregate } from './v4-checks';
import { patternSource } from './v4-leaf';
import { assign, type Json, type V4Ctx, type V4Params, type V4Process, type V4Schema } from './v4-types';

const sub = (params: V4Params, ...segments: (string | number)[]): V4Params => ({
  ...params,
  path: [...params.path, ...segments],
});

function setItemBounds(json: Json, agg: Aggregate): void {
  if (typeof agg.minimum === 'number') json.minItems = agg.minimum;
  if (typeof agg.maximum === 'number') json.maxItems = agg.maximum;
}

/** Emits a zod v4 array. */
export function arrayNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, process: V4Process): void {
  setItemBounds(json, aggregateChecks(schema));
  json.type = 'array';
  json.items = process(schema._zod.def.element as V4Schema, ctx, sub(params, 'items'));
}

/** Emits a zod v4 object (output view: fields without `optout` are required). */
export function objectNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, process: V4Process): void {
  const def = schema._zod.def;
  const shape = def.shape as Record<string, V4Schema>;
  json.type = 'object';
  const properties: Json = {};
  json.properties = properties;
  for (const key in shape) {
    assign(properties, key, process(shape[key] as V4Schema, ctx, sub(params, 'properties', key)));
  }
  const required = Object.keys(shape).filter((key) => shape[key]?._zod.optout === undefined);
  if (required.length > 0) json.required = required;
  const catchall = def.catchall as V4Schema | undefined;
  if (!catchall || catchall._zod.def.type === 'never') json.additionalProperties = false;
  else json.additionalProperties = process(catchall, ctx, sub(params, 'additionalProperties'));
}

/** Emits a zod v4 union (`oneOf` for exclusive unions). */
export function unionNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, process: V4Process): void {
  const def = schema._zod.def;
  const keyword = def.inclusive === false ? 'oneOf' : 'anyOf';
  json[keyword] = (def.options as V4Schema[]).map((x, i) => process(x, ctx, sub(params, keyword, i)));
}

/** Emits a zod v4 intersection as `allOf` (folded later, in finalisation). */
export function intersectionNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, process: V4Process): void {
  const def = schema._zod.def;
  const a = process(def.left as V4Schema, ctx, sub(params, 'allOf', 0));
  const b = process(def.right as V4Schema, ctx, sub(params, 'allOf', 1));
  const flat = (x: Json): unknown[] => ('allOf' in x && Object.keys(x).length === 1 ? (x.allOf as unknown[]) : [x]);
  const allOf = [...flat(a), ...flat(b)];
  json.allOf = allOf;
  ctx.intersections.push(allOf);
}

/** Emits a zod v4 tuple in the target's dialect (prefixItems, items array, or OpenAPI anyOf). */
export function tupleNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, process: V4Process): void {
  const def = schema._zod.def;
  const items = def.items as V4Schema[];
  const rest = def.rest as V4Schema | undefined;
  json.type = 'array';
  const modern = ctx.target === 'draft-2020-12';
  const openapi = ctx.target === 'openapi-3.0';
  const prefix = items.map((x, i) => process(x, ctx, sub(params, modern ? 'prefixItems' : 'items', i)));
  const restPath: (string | number)[] = modern || openapi ? ['items'] : ['additionalItems'];
  if (openapi) restPath.push(items.length);
  const restJson = rest ? process(rest, ctx, sub(params, ...restPath)) : null;
  let minItems = items.length;
  while (minItems > 0 && items[minItems - 1]?._zod.optout === 'optional') minItems--;
  if (modern) {
    json.prefixItems = prefix;
    if (!rest) json.items = false;
    else if (restJson) json.items = restJson;
  } else if (openapi) {
    const anyOf: unknown[] = prefix;
    json.items = { anyOf };
    if (restJson) anyOf.push(restJson);
  } else {
    json.items = prefix;
    if (!rest) json.additionalItems = false;
    else if (restJson) json.additionalItems = restJson;
  }
  if (minItems > 0) json.minItems = minItems;
  if (!rest) json.maxItems = items.length;
  setItemBounds(json, aggregateChecks(schema));
}

/** Emits a zod v4 record: `propertyNames` (draft-07/2020-12) or `patternProperties`, plus values. */
export function recordNode(schema: V4Schema, ctx: V4Ctx, json: Json, params: V4Params, process: V4Process): void {
  const def = schema._zod.def;
  const keyType = def.keyType as V4Schema;
  const valueType = def.valueType as V4Schema;
  json.type = 'object';
  const patterns = aggregateChecks(keyType).patterns;
  if (def.mode === 'loose' && patterns && patterns.size > 0) {
    const value = process(valueType, ctx, sub(params, 'patternProperties', '*'));
    const patternProperties: Json = {};
    json.patternProperties = patternProperties;
    for (const p of patterns) assign(patternProperties, patternSource(p), value);
  } else {
    if (ctx.target === 'draft-07' || ctx.target === 'draft-2020-12') {
      json.propertyNames = process(keyType, ctx, sub(params, 'propertyNames'));
      ctx.records.push(schema);
    }
    json.additionalProperties = process(valueType, ctx, sub(params, 'additionalProperties'));
  }
  const keyValues = keyType._zod.values;
  if (keyValues && !def.partial) {
    const valid = [...keyValues].filter((v) => typeof v === 'string' || typeof v === 'number');
    if (valid.length > 0) json.required = valid.map(String);
  }
}
