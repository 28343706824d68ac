import type { Json, V4Ctx, V4Seen } from './v4-types';

const NUMBER_KEY = '^-?\\d+(?:\\.\\d+)?$';
const INTEGER_KEY = '^-?\\d+$';

function stringify(bySchema: Map<Json, V4Seen>, json: Json, visited: Set<Json>): Json {
  if (json.$ref) {
    if (visited.has(json)) return json;
    visited.add(json);
    const def = bySchema.get(json)?.def;
    if (!def) return json;
    const inlined = stringify(bySchema, def, visited);
    return inlined === def ? json : inlined;
  }
  let node = json;
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = node[keyword];
    if (!Array.isArray(branches)) continue;
    const mapped = branches.map((b: Json) => stringify(bySchema, b, visited));
    if (mapped.some((b, i) => b !== branches[i])) node = { ...node, [keyword]: mapped };
  }
  const types = (Array.isArray(node.type) ? node.type : [node.type]) as unknown[];
  const numeric = !types.includes('string') && types.some((t) => t === 'number' || t === 'integer');
  const values = (node.enum ?? (node.const !== undefined ? [node.const] : undefined)) as unknown[] | undefined;
  if (!numeric && !values?.some((v) => typeof v === 'number')) return node;
  const { minimum: _a, maximum: _b, exclusiveMinimum: _c, exclusiveMaximum: _d, multipleOf: _e, format: _f, id: _g, ...rest } = node;
  if (rest.enum) rest.enum = (rest.enum as unknown[]).map((v) => (typeof v === 'number' ? String(v) : v));
  else if (typeof rest.const === 'number') rest.const = String(rest.const);
  if (!numeric) return rest;
  rest.type = 'string';
  if (!values) rest.pattern = types.includes('number') ? NUMBER_KEY : INTEGER_KEY;
  return rest;
}

/** Re-expresses numeric record key schemas over their numeric-string form (JSON keys are strings). */
export function rewriteKeyNames(ctx: V4Ctx): void {
  const bySchema = new Map<Json, V4Seen>();
  for (const seen of ctx.seen.values()) if (seen.def && !bySchema.has(seen.schema)) bySchema.set(seen.schema, seen);
  const rewrites = new Map<unknown, Json>();
  for (const record of ctx.records) {
    const seen = ctx.seen.get(record);
    const names = (seen?.def ?? seen?.schema)?.propertyNames as Json | true | undefined;
    if (!names || names === true || rewrites.has(names)) continue;
    const rewritten = stringify(bySchema, names, new Set());
    if (rewritten !== names) rewrites.set(names, rewritten);
  }
  if (!rewrites.size) return;
  for (const seen of ctx.seen.values()) {
    for (const carrier of [seen.schema, seen.def]) {
      const rewritten = carrier && rewrites.get(carrier.propertyNames);
      if (carrier && rewritten) carrier.propertyNames = rewritten;
    }
  }
}
