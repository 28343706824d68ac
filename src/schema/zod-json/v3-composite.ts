import { parseV3String } from './v3-string';
import { at, defOf, hasChecks, type JsonNode, type V3Def, type V3Refs, type V3Schema } from './v3-types';

/** Converts a child def; undefined means "emit nothing" (functions, symbols, void). */
export type V3Parse = (def: V3Def, refs: V3Refs) => JsonNode | undefined;

const PRIMITIVES: Record<string, string> = {
  ZodString: 'string',
  ZodNumber: 'number',
  ZodBigInt: 'integer',
  ZodBoolean: 'boolean',
  ZodNull: 'null',
};

function child(schema: unknown): V3Def {
  return defOf(schema) ?? {};
}

/** Converts a zod v3 `ZodObject` def: declared properties, `required`, and the unknown-keys policy. */
export function parseV3Object(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode {
  const properties: Record<string, JsonNode> = {};
  const node: JsonNode = { type: 'object', properties };
  const required: string[] = [];
  const shape = (def.shape as () => Record<string, unknown>)();
  for (const name in shape) {
    const prop = shape[name] as V3Schema | undefined;
    if (prop === undefined || prop._def === undefined) continue;
    let optional: boolean;
    try {
      optional = (prop.isOptional as () => boolean).call(prop);
    } catch {
      optional = true;
    }
    const path = [...refs.currentPath, 'properties', name];
    const parsed = parse(prop._def, { ...refs, currentPath: path, propertyPath: path });
    if (parsed === undefined) continue;
    properties[name] = parsed;
    if (!optional) required.push(name);
  }
  if (required.length) node.required = required;
  const catchall = child(def.catchall);
  let additional: unknown;
  if (catchall.typeName !== 'ZodNever') additional = parse(catchall, at(refs, 'additionalProperties'));
  else if (def.unknownKeys === 'passthrough') additional = true;
  else if (def.unknownKeys === 'strict' || def.unknownKeys === 'strip') additional = false;
  if (additional !== undefined) node.additionalProperties = additional;
  return node;
}

function optionsOf(def: V3Def): V3Schema[] {
  const options = def.options;
  return options instanceof Map ? Array.from(options.values() as Iterable<V3Schema>) : (options as V3Schema[]);
}

function anyOfOptions(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode | undefined {
  const anyOf = optionsOf(def)
    .map((x, i) => parse(child(x), at(refs, 'anyOf', `${i}`)))
    .filter((x): x is JsonNode => !!x);
  return anyOf.length ? { anyOf } : undefined;
}

function literalUnion(options: V3Schema[]): JsonNode | undefined {
  const types: string[] = [];
  for (const x of options) {
    const value = child(x).value;
    const kind = typeof value;
    if (kind === 'string' || kind === 'number' || kind === 'boolean') types.push(kind);
    else if (kind === 'bigint') types.push('integer');
    else if (value === null) types.push('null');
  }
  if (types.length !== options.length) return undefined;
  const unique = types.filter((x, i, a) => a.indexOf(x) === i);
  const values: unknown[] = [];
  for (const x of options) if (!values.includes(child(x).value)) values.push(child(x).value);
  return { type: unique.length > 1 ? unique : unique[0], enum: values };
}

/** Converts a zod v3 union or discriminated union, with the primitive/literal/enum shortcuts. */
export function parseV3Union(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode | undefined {
  if (refs.target === 'openApi3') return anyOfOptions(def, refs, parse);
  const options = optionsOf(def);
  const typeName = (x: V3Schema): string => String(child(x).typeName);
  if (options.every((x) => typeName(x) in PRIMITIVES && !hasChecks(child(x)))) {
    const types: string[] = [];
    for (const x of options) {
      const type = PRIMITIVES[typeName(x)];
      if (type && !types.includes(type)) types.push(type);
    }
    return { type: types.length > 1 ? types : types[0] };
  }
  if (options.every((x) => typeName(x) === 'ZodLiteral' && !x.description)) {
    const node = literalUnion(options);
    if (node) return node;
  } else if (options.every((x) => typeName(x) === 'ZodEnum')) {
    const values: unknown[] = [];
    for (const x of options) {
      const own = child(x).values as unknown[];
      values.push(...own.filter((v) => !values.includes(v)));
    }
    return { type: 'string', enum: values };
  }
  return anyOfOptions(def, refs, parse);
}

/** Converts a zod v3 `ZodNullable` def: type arrays for bare primitives, anyOf otherwise. */
export function parseV3Nullable(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode | undefined {
  const inner = child(def.innerType);
  const primitive = PRIMITIVES[String(inner.typeName)];
  if (primitive !== undefined && !hasChecks(inner)) {
    return refs.target === 'openApi3' ? { type: primitive, nullable: true } : { type: [primitive, 'null'] };
  }
  if (refs.target === 'openApi3') {
    const base = parse(inner, refs);
    if (base && '$ref' in base) return { allOf: [base], nullable: true };
    return base && { ...base, nullable: true };
  }
  const base = parse(inner, at(refs, 'anyOf', '0'));
  return base && { anyOf: [base, { type: 'null' }] };
}

/** Converts a zod v3 `ZodOptional` def: transparent on a property, `anyOf [not {}, inner]` elsewhere. */
export function parseV3Optional(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode | undefined {
  const inner = child(def.innerType);
  if (refs.currentPath.join(',') === refs.propertyPath?.join(',')) return parse(inner, refs);
  const parsed = parse(inner, at(refs, 'anyOf', '1'));
  return parsed ? { anyOf: [{ not: {} }, parsed] } : {};
}

/** Converts a zod v3 `ZodIntersection` def into a flattened `allOf`. */
export function parseV3Intersection(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode | undefined {
  const parts = [parse(child(def.left), at(refs, 'allOf', '0')), parse(child(def.right), at(refs, 'allOf', '1'))];
  let unevaluated: JsonNode | undefined = refs.target === 'jsonSchema2019-09' ? { unevaluatedProperties: false } : undefined;
  const allOf: unknown[] = [];
  for (const part of parts) {
    if (!part) continue;
    if (part.type !== 'string' && 'allOf' in part) {
      allOf.push(...(part.allOf as unknown[]));
      if (part.unevaluatedProperties === undefined) unevaluated = undefined;
    } else {
      let nested = part;
      if ('additionalProperties' in part && part.additionalProperties === false) {
        const { additionalProperties: _dropped, ...rest } = part;
        nested = rest;
      } else unevaluated = undefined;
      allOf.push(nested);
    }
  }
  return allOf.length ? { allOf, ...unevaluated } : undefined;
}

/** Converts a zod v3 `ZodRecord` def (`additionalProperties` plus `propertyNames` for constrained keys). */
export function parseV3Record(def: V3Def, refs: V3Refs, parse: V3Parse): JsonNode {
  const key = defOf(def.keyType);
  if (refs.target === 'openApi3' && key?.typeName === 'ZodEnum') {
    const names = key.values as string[];
    const properties: Record<string, unknown> = {};
    for (const name of names) {
      properties[name] = parse(child(def.valueType), at(refs, 'properties', name)) ?? {};
    }
    return { type: 'object', required: names, properties, additionalProperties: false };
  }
  const node: JsonNode = {
    type: 'object',
    additionalProperties: parse(child(def.valueType), at(refs, 'additionalProperties')) ?? true,
  };
  if (refs.target === 'openApi3') return node;
  if (key?.typeName === 'ZodString' && hasChecks(key)) {
    const { type: _type, ...names } = parseV3String(key);
    return { ...node, propertyNames: names };
  }
  if (key?.typeName === 'ZodEnum') return { ...node, propertyNames: { enum: key.values } };
  const branded = key?.typeName === 'ZodBranded' ? defOf(key.type) : undefined;
  if (branded?.typeName === 'ZodString' && hasChecks(branded)) {
    const { type: _type, ...names } = parse(branded, refs) ?? {};
    return { ...node, propertyNames: names };
  }
  return node;
}
