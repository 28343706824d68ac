/** The few zod internals the stringified-JSON repair reads, typed structurally. */
interface ZodNode {
  _def?: { typeName?: string; type?: unknown; innerType?: unknown; schema?: unknown };
  _zod?: { def?: { innerType?: unknown; schema?: unknown; type?: unknown } };
  parse?: unknown;
  safeParse?: unknown;
  shape?: unknown;
}

function isZodType(value: unknown): value is ZodNode {
  if (typeof value !== 'object' || value === null || !('_def' in value)) return false;
  const node = value as ZodNode;
  return typeof node.parse === 'function' && typeof node.safeParse === 'function';
}

/** `ZodObject`, `ZodArray`, …: zod 3's `typeName`, or zod 4's `type` capitalised. */
export function zodTypeName(schema: unknown): string | undefined {
  const def = (schema as ZodNode | undefined)?._def;
  if (def?.typeName) return def.typeName;
  const type = def?.type;
  if (typeof type === 'string' && type) return `Zod${type[0]!.toUpperCase()}${type.slice(1)}`;
  return undefined;
}

function inner(schema: ZodNode, name: string): unknown {
  if (name === 'ZodNullable' || name === 'ZodOptional' || name === 'ZodDefault') return schema._zod?.def?.innerType ?? schema._def?.innerType;
  if (name === 'ZodEffects') return schema._zod?.def?.schema ?? schema._def?.schema;
  if (name === 'ZodBranded') return schema._zod?.def?.type ?? schema._def?.type;
  return undefined;
}

/** Peels optional, nullable, default, zod-3 effects and branded wrappers. */
export function unwrapZod(schema: unknown): unknown {
  let current = schema;
  for (;;) {
    const name = zodTypeName(current);
    if (!name) return current;
    const next = inner(current as ZodNode, name);
    if (!next) return current;
    current = next;
  }
}

/** Whether `schema` is a zod object schema (v3 or v4 classic). */
export function isZodObject(schema: unknown): schema is ZodNode & { shape: unknown } {
  return isZodType(schema) && zodTypeName(schema) === 'ZodObject';
}

/** Whether `schema` is a zod array schema (v3 or v4 classic). */
export function isZodArray(schema: unknown): boolean {
  return isZodType(schema) && zodTypeName(schema) === 'ZodArray';
}
