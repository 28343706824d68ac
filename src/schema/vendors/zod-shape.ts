import type { JsonStringShape } from './types';

/** The few zod internals the stringified-JSON repair reads, typed structurally. */
interface ZodNode {
  _def?: { typeName?: string; type?: unknown; innerType?: unknown; schema?: unknown };
  _zod?: { def?: { innerType?: unknown; schema?: unknown; type?: unknown } };
  parse?: unknown;
  safeParse?: unknown;
  shape?: unknown;
}

/** `ZodObject`, `ZodArray`, …: zod 3's `typeName`, or zod 4's `type` capitalised. */
function zodTypeName(schema: unknown): string | undefined {
  const def = (schema as ZodNode | undefined)?._def;
  if (def?.typeName) return def.typeName;
  const type = def?.type;
  return typeof type === 'string' && type ? `Zod${type[0]!.toUpperCase()}${type.slice(1)}` : undefined;
}

/** Peels optional, nullable, default, zod-3 effects and branded wrappers. */
function unwrapZod(schema: unknown): unknown {
  for (;;) {
    const name = zodTypeName(schema);
    const node = schema as ZodNode;
    const next =
      name === 'ZodNullable' || name === 'ZodOptional' || name === 'ZodDefault'
        ? (node._zod?.def?.innerType ?? node._def?.innerType)
        : name === 'ZodEffects'
          ? (node._zod?.def?.schema ?? node._def?.schema)
          : name === 'ZodBranded'
            ? (node._zod?.def?.type ?? node._def?.type)
            : undefined;
    if (!next) return schema;
    schema = next;
  }
}

/** The zod type name of a zod schema (v3 or v4 classic: `_def`, `parse` and `safeParse`). */
function zodKind(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('_def' in value)) return undefined;
  const node = value as ZodNode;
  return typeof node.parse === 'function' && typeof node.safeParse === 'function' ? zodTypeName(node) : undefined;
}

/** What a field takes, when a JSON-encoded string could stand for it: a zod array or object. */
function fieldKind(field: unknown): 'array' | 'object' | undefined {
  const kind = zodKind(unwrapZod(field));
  return kind === 'ZodArray' ? 'array' : kind === 'ZodObject' ? 'object' : undefined;
}

/**
 * Whether some top-level field of `shape` could take a JSON-encoded string, or undefined when
 * that cannot be known once for every call.
 */
function shapeMayCoerce(shape: Record<string, unknown>): boolean | undefined {
  // Inherited lookups (`shape[key]`) then only reach Object.prototype, which holds no zod type.
  const proto = Object.getPrototypeOf(shape);
  if (proto !== Object.prototype && proto !== null) return undefined;
  for (const key of Object.getOwnPropertyNames(shape)) {
    const descriptor = Object.getOwnPropertyDescriptor(shape, key);
    if (!descriptor || !('value' in descriptor)) return undefined; // a getter may answer differently later
    if (fieldKind(descriptor.value)) return true;
  }
  return false;
}

/**
 * The JSON-string repair's view of a zod object schema (v3 or v4, wrappers peeled): each field
 * read from the shape when asked, as zod reads it. Undefined for a schema that is not a zod object.
 */
export function zodJsonStringShape(schema: object): JsonStringShape | undefined {
  const object = unwrapZod(schema) as ZodNode;
  if (zodKind(object) !== 'ZodObject') return undefined;
  const shape = object.shape as Record<string, unknown> | undefined;
  const readable = !!shape && typeof shape === 'object';
  return {
    mayCoerce: readable ? shapeMayCoerce(shape) : undefined,
    // A field is read twice, to test it and to unwrap it, as the reference reads it.
    expects: (key) => (readable && shape[key] ? fieldKind(shape[key]) : undefined),
  };
}
