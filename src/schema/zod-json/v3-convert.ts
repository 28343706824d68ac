import { DRAFT_07_URI } from '../dollar-schema';
import { walkSchemaPostOrder } from '../json-schema/walk-schema';
import { parseV3Intersection, parseV3Nullable, parseV3Object, parseV3Optional, parseV3Record, parseV3Union, type V3Parse } from './v3-composite';
import { parseV3Enum, parseV3Literal, parseV3NativeEnum, parseV3Null, parseV3Numeric } from './v3-scalars';
import { EMAIL_PATTERN, parseV3String } from './v3-string';
import { at, defOf, type JsonNode, type V3Def, type V3Refs, type V3Target } from './v3-types';

function child(schema: unknown): V3Def {
  return defOf(schema) ?? {};
}

function sized(node: JsonNode, def: V3Def, minKey: string, maxKey: string, names: [string, string]): JsonNode {
  const min = def[names[0]] as { value: unknown } | null | undefined;
  const max = def[names[1]] as { value: unknown } | null | undefined;
  if (min) node[minKey] = min.value;
  if (max) node[maxKey] = max.value;
  return node;
}

function parseArray(def: V3Def, refs: V3Refs): JsonNode {
  const node: JsonNode = { type: 'array' };
  const element = defOf(def.type);
  if (element && element.typeName !== 'ZodAny') node.items = parseV3Def(element, at(refs, 'items'));
  sized(node, def, 'minItems', 'maxItems', ['minLength', 'maxLength']);
  const exact = def.exactLength as { value: unknown } | null | undefined;
  if (exact) {
    node.minItems = exact.value;
    node.maxItems = exact.value;
  }
  return node;
}

function parseTuple(def: V3Def, refs: V3Refs): JsonNode {
  const items = (def.items as unknown[]).map((x, i) => parseV3Def(child(x), at(refs, 'items', `${i}`)));
  const present = items.filter((x): x is JsonNode => x !== undefined);
  const length = (def.items as unknown[]).length;
  if (def.rest) {
    return {
      type: 'array',
      minItems: length,
      items: present,
      additionalItems: parseV3Def(child(def.rest), at(refs, 'additionalItems')),
    };
  }
  return { type: 'array', minItems: length, maxItems: length, items: present };
}

function parseMap(def: V3Def, refs: V3Refs): JsonNode {
  const key = parseV3Def(child(def.keyType), at(refs, 'items', 'items', '0')) || {};
  const value = parseV3Def(child(def.valueType), at(refs, 'items', 'items', '1')) || {};
  return { type: 'array', maxItems: 125, items: { type: 'array', items: [key, value], minItems: 2, maxItems: 2 } };
}

function parseSet(def: V3Def, refs: V3Refs): JsonNode {
  const node: JsonNode = { type: 'array', uniqueItems: true, items: parseV3Def(child(def.valueType), at(refs, 'items')) };
  return sized(node, def, 'minItems', 'maxItems', ['minSize', 'maxSize']);
}

function parsePipeline(def: V3Def, refs: V3Refs): JsonNode {
  const first = parseV3Def(child(def.in), at(refs, 'allOf', '0'));
  const second = parseV3Def(child(def.out), at(refs, 'allOf', first ? '1' : '0'));
  return { allOf: [first, second].filter((x) => x !== undefined) };
}

const inner = (def: V3Def, refs: V3Refs): JsonNode | undefined => parseV3Def(child(def.innerType), refs);

function select(def: V3Def, refs: V3Refs): JsonNode | undefined {
  const parse: V3Parse = parseV3Def;
  switch (def.typeName) {
    case 'ZodString':
      return parseV3String(def);
    case 'ZodNumber':
      return parseV3Numeric(def, refs.target, { type: 'number' });
    case 'ZodBigInt':
      return parseV3Numeric(def, refs.target, { type: 'integer', format: 'int64' });
    case 'ZodBoolean':
      return { type: 'boolean' };
    case 'ZodObject':
      return parseV3Object(def, refs, parse);
    case 'ZodNull':
      return parseV3Null(refs.target);
    case 'ZodArray':
      return parseArray(def, refs);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return parseV3Union(def, refs, parse);
    case 'ZodIntersection':
      return parseV3Intersection(def, refs, parse);
    case 'ZodTuple':
      return parseTuple(def, refs);
    case 'ZodRecord':
      return parseV3Record(def, refs, parse);
    case 'ZodLiteral':
      return parseV3Literal(def, refs.target);
    case 'ZodEnum':
      return parseV3Enum(def);
    case 'ZodNativeEnum':
      return parseV3NativeEnum(def);
    case 'ZodNullable':
      return parseV3Nullable(def, refs, parse);
    case 'ZodOptional':
      return parseV3Optional(def, refs, parse);
    case 'ZodMap':
      return parseMap(def, refs);
    case 'ZodSet':
      return parseSet(def, refs);
    case 'ZodLazy':
      return parseV3Def(child((def.getter as () => unknown)()), refs);
    case 'ZodPromise':
      return parseV3Def(child(def.type), refs);
    case 'ZodNaN':
    case 'ZodNever':
    case 'ZodUndefined':
      return { not: {} };
    case 'ZodEffects':
      return parseV3Def(child(def.schema), refs);
    case 'ZodAny':
    case 'ZodUnknown':
      return {};
    case 'ZodDefault':
      return { ...inner(def, refs), default: (def.defaultValue as () => unknown)() };
    case 'ZodBranded':
      return parseV3Def(child(def.type), refs);
    case 'ZodReadonly':
    case 'ZodCatch':
      return inner(def, refs);
    case 'ZodPipeline':
      return parsePipeline(def, refs);
    default:
      return undefined;
  }
}

/** Converts one zod v3 def at `refs.currentPath` (date override, recursion guard, description). */
function parseV3Def(def: V3Def, refs: V3Refs): JsonNode | undefined {
  if (def.typeName === 'ZodDate') return { type: 'string', format: 'date-time', 'x-date': true };
  const seen = refs.seen.get(def);
  if (seen && seen.path.length < refs.currentPath.length && seen.path.every((p, i) => refs.currentPath[i] === p)) {
    warn(`Recursive reference detected at ${refs.currentPath.join('/')}! Defaulting to any`);
    return {};
  }
  refs.seen.set(def, { path: refs.currentPath });
  const node = select(def, refs);
  if (node && def.description) node.description = def.description;
  return node;
}

/**
 * The reference's converter (zod-to-json-schema) prints this warning for a recursive zod 3 schema,
 * which it then describes as `{}`; users of that converter see it, so toolwright prints it too.
 */
function warn(message: string): void {
  console.warn(message);
}

const SCHEMA_URI: Partial<Record<V3Target, string>> = {
  jsonSchema7: DRAFT_07_URI,
  'jsonSchema2019-09': 'https://json-schema.org/draft/2019-09/schema#',
};

/**
 * Converts a zod v3 schema to JSON Schema exactly as the reference does: zod-to-json-schema with
 * `$refStrategy: 'none'`, dates as `x-date` strings, and a fixed pattern on email strings.
 */
export function zod3ToJsonSchema(schema: { _def: unknown }, target: V3Target): JsonNode {
  const refs: V3Refs = { target, currentPath: ['#'], propertyPath: undefined, seen: new Map() };
  const main = parseV3Def(child(schema), refs) ?? {};
  const uri = SCHEMA_URI[target];
  if (uri !== undefined) main.$schema = uri;
  walkSchemaPostOrder(main, (node) => {
    if (node.type === 'string' && node.format === 'email') node.pattern = EMAIL_PATTERN;
  });
  return main;
}
