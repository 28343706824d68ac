import type { JsonNode, V3Def, V3Target } from './v3-types';

interface NumericCheck {
  kind: string;
  value?: unknown;
  inclusive?: boolean;
}

/** Converts a zod v3 `ZodNumber` or `ZodBigInt` def (the base node differs). */
export function parseV3Numeric(def: V3Def, target: V3Target, base: JsonNode): JsonNode {
  const node = base;
  const checks = Array.isArray(def.checks) ? (def.checks as NumericCheck[]) : [];
  const modern = target === 'jsonSchema7';
  for (const check of checks) {
    switch (check.kind) {
      case 'int':
        node.type = 'integer';
        break;
      case 'min':
        if (modern) node[check.inclusive ? 'minimum' : 'exclusiveMinimum'] = check.value;
        else {
          if (!check.inclusive) node.exclusiveMinimum = true;
          node.minimum = check.value;
        }
        break;
      case 'max':
        if (modern) node[check.inclusive ? 'maximum' : 'exclusiveMaximum'] = check.value;
        else {
          if (!check.inclusive) node.exclusiveMaximum = true;
          node.maximum = check.value;
        }
        break;
      case 'multipleOf':
        node.multipleOf = check.value;
        break;
      default:
        break;
    }
  }
  return node;
}

/** Converts a zod v3 `ZodLiteral` def. */
export function parseV3Literal(def: V3Def, target: V3Target): JsonNode {
  const value = def.value;
  const kind = typeof value;
  if (kind !== 'bigint' && kind !== 'number' && kind !== 'boolean' && kind !== 'string') {
    return { type: Array.isArray(value) ? 'array' : 'object' };
  }
  const type = kind === 'bigint' ? 'integer' : kind;
  return target === 'openApi3' ? { type, enum: [value] } : { type, const: value };
}

/** Converts a zod v3 `ZodEnum` def. */
export function parseV3Enum(def: V3Def): JsonNode {
  return { type: 'string', enum: Array.from(def.values as Iterable<unknown>) };
}

/** Converts a zod v3 `ZodNativeEnum` def: reverse-mapping keys of numeric members are skipped. */
export function parseV3NativeEnum(def: V3Def): JsonNode {
  const object = def.values as Record<string, unknown>;
  const values = Object.keys(object)
    .filter((key) => typeof object[object[key] as string] !== 'number')
    .map((key) => object[key]);
  const kinds = Array.from(new Set(values.map((v) => typeof v)));
  return {
    type: kinds.length === 1 ? (kinds[0] === 'string' ? 'string' : 'number') : ['string', 'number'],
    enum: values,
  };
}

/** Converts a zod v3 `ZodNull` def. */
export function parseV3Null(target: V3Target): JsonNode {
  return target === 'openApi3' ? { enum: ['null'], nullable: true } : { type: 'null' };
}
