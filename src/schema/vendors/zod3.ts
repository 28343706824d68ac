import type { StandardJSONSchemaV1 } from '@standard-schema/spec';
import { ownValue } from '../../internal/own-value';
import type { JSONSchema, StandardSchemaWithJSON } from '../types';
import { withJSONSchema } from './with-json-schema';
import { zod3ToJsonSchema } from '../zod-json/v3-convert';
import type { V3Target } from '../zod-json/v3-types';

const TARGETS: Record<string, V3Target> = {
  'draft-04': 'jsonSchema7',
  'draft-07': 'jsonSchema7',
  'draft-2020-12': 'jsonSchema2019-09',
  'openapi-3.0': 'openApi3',
};

function looksLikeZod3Instance(schema: object): boolean {
  const def = (schema as { _def?: { typeName?: unknown } })._def;
  const typeName = def !== null && typeof def === 'object' ? def.typeName : undefined;
  return typeof typeName === 'string' && typeName.startsWith('Zod') && typeof (schema as { safeParse?: unknown }).safeParse === 'function';
}

/**
 * True for zod v3 schemas (the `zod/v3` entry of zod 4 or a zod 3.x package): never zod v4
 * (`_zod`), and either a `~standard` with vendor `'zod'` and no `jsonSchema`, or (standing in for
 * the reference's `instanceof z3.ZodType`, which needs the zod import) an object whose
 * `_def.typeName` starts with `Zod` and that has a `safeParse` method.
 */
export function isZod3(schema: unknown): schema is object {
  if (schema === null || typeof schema !== 'object') return false;
  if ('_zod' in schema) return false;
  if ('~standard' in schema) {
    const std = (schema as { '~standard'?: unknown })['~standard'];
    if (typeof std === 'object' && std !== null && (std as { vendor?: unknown }).vendor === 'zod' && !('jsonSchema' in std)) {
      return true;
    }
  }
  return looksLikeZod3Instance(schema);
}

function convert(schema: object, options: StandardJSONSchemaV1.Options): JSONSchema {
  const target = ownValue(TARGETS, options.target);
  if (target === undefined) {
    throw new Error(`Unsupported JSON Schema target: "${String(options.target)}". Supported targets are: ${Object.keys(TARGETS).join(', ')}`);
  }
  return zod3ToJsonSchema(schema as { _def: unknown }, target);
}

/**
 * Wraps a zod v3 schema as a StandardSchemaWithJSON: an `Object.create(schema)` wrapper whose
 * own frozen `~standard` is the schema's own (validation included) plus `jsonSchema.input/output`
 * (both identical, zod-to-json-schema compatible).
 */
export function wrapZod3<T extends object>(schema: T): T & StandardSchemaWithJSON {
  return withJSONSchema(schema, convert);
}
