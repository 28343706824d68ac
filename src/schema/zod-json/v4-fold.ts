import { assign, assignAll, type Json } from './v4-types';

const FOLDABLE = new Set(['type', 'properties', 'required', 'additionalProperties']);
const UNIONS = ['oneOf', 'anyOf'] as const;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function undeclared(member: Json): Json | null {
  const extra = member.additionalProperties;
  if (extra === null || typeof extra !== 'object') return null;
  return Object.keys(extra).length ? (extra as Json) : null;
}

function foldObjects(members: unknown[]): Json | null {
  const objects: Json[] = [];
  for (const member of members) {
    if (typeof member !== 'object' || member === null || (member as Json).type !== 'object') return null;
    for (const key in member) if (!FOLDABLE.has(key)) return null;
    objects.push(member as Json);
  }
  const properties: Json = {};
  const required = new Set<unknown>();
  for (const object of objects) {
    const own = (object.properties ?? {}) as Json;
    for (const key in own) {
      if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
      const parts: unknown[] = [];
      for (const other of objects) {
        const part = ((other.properties as Json | undefined)?.[key] as unknown) ?? undeclared(other);
        if (part === null || part === undefined) continue;
        if (!parts.some((p) => same(p, part))) parts.push(part);
      }
      assign(properties, key, parts.length === 1 ? parts[0] : (foldObjects(parts) ?? { allOf: parts }));
    }
    for (const key of (object.required as unknown[] | undefined) ?? []) required.add(key);
  }
  const folded: Json = { type: 'object', properties };
  if (required.size) folded.required = [...required];
  if (objects.every((o) => o.additionalProperties === false)) folded.additionalProperties = false;
  else {
    const constraints: Json[] = [];
    for (const o of objects) {
      const c = undeclared(o);
      if (c && !constraints.some((s) => same(s, c))) constraints.push(c);
    }
    if (constraints.length === 1) folded.additionalProperties = constraints[0];
    else if (constraints.length > 1) folded.additionalProperties = { allOf: constraints };
  }
  return folded;
}

/** Folds an intersection's object members into one object, as zod's generator does. */
export function foldIntersection(json: Json): void {
  const allOf = json.allOf;
  if (!Array.isArray(allOf) || allOf.length < 2) return;
  for (const key of FOLDABLE) if (key in json) return;
  const unions = allOf.filter((m: Json) => UNIONS.some((k) => Array.isArray(m[k])));
  let folded: Json | null;
  if (!unions.length) folded = foldObjects(allOf);
  else {
    const union = unions[0] as Json;
    const keyword = UNIONS.find((k) => Array.isArray(union[k])) as string;
    if (Object.keys(union).length !== 1) return;
    const rest = allOf.filter((m) => m !== union);
    const branches = (union[keyword] as unknown[]).map((b) => foldObjects([...rest, b]));
    if (branches.some((b) => !b)) return;
    folded = { [keyword]: branches };
  }
  if (!folded) return;
  delete json.allOf;
  assignAll(json, folded);
}

/** Rewrites an `anyOf` of bare `{type}` branches into a `type` list. */
export function compactTypeUnion(schema: Json): void {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined) return;
  const types: unknown[] = [];
  for (const option of options) {
    if (!option || typeof option !== 'object') return;
    compactTypeUnion(option as Json);
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== 'type') return;
    const type = (option as Json).type;
    for (const member of Array.isArray(type) ? type : [type]) {
      if (typeof member !== 'string') return;
      if (!types.includes(member)) types.push(member);
    }
  }
  delete schema.anyOf;
  schema.type = types.length === 1 ? types[0] : types;
}
