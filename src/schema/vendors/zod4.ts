import type { StandardJSONSchemaV1 } from '@standard-schema/spec';
import { defaultJSONSchemaOverride } from '../override';
import { ownValue } from '../../internal/own-value';
import type { JSONSchema, StandardSchemaWithJSON } from '../types';
import type { RegisteredVendor, RequestContextEncoder, SchemaHooks } from './types';
import { withJSONSchema } from './with-json-schema';
import { zodJsonStringShape } from './zod-shape';
import { zod4ToJsonSchema } from '../zod-json/v4-generate';
import type { V4Schema, V4Target } from '../zod-json/v4-types';

/** True for zod v4 schemas (classic, mini, or zod 3.25's v4 layer): they carry `_zod`. */
export function isZod4(schema: unknown): schema is object {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

const PATCHED = Symbol('toolwright.zod4RecordPatched');

interface PatchDef {
  type?: string;
  keyType?: unknown;
  valueType?: unknown;
  shape?: unknown;
  element?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
  innerType?: unknown;
}

/**
 * A stand-in for `z.string()` as a record key (we cannot import zod): it accepts every string,
 * which is all an object key can be, and converts to `{type: 'string'}`.
 */
function stringKeySchema(): object {
  const def = { type: 'string' };
  const zod = {
    def,
    traits: new Set(['$ZodType', '$ZodString']),
    bag: {},
    run(payload: { value: unknown; issues: unknown[] }) {
      if (typeof payload.value !== 'string') {
        payload.issues.push({ expected: 'string', code: 'invalid_type', input: payload.value, inst: key });
      }
      return payload;
    },
  };
  const key = { _zod: zod, type: 'string', def };
  return key;
}

/**
 * Fixes single-argument `z.record(value)` from zod v4 releases that stored the lone argument as
 * the key type: it becomes the value type and the key type becomes a string schema. Walks objects,
 * arrays, unions, records, intersections, lazies (on access) and wrappers; marks each schema so a
 * second call is a no-op. Mutates in place and returns the schema.
 *
 * The reference mutates the user's schemas the same way (a symbol-keyed mark on every node it
 * visits, each lazy's `getter` replaced by a patching one), and both are observable, so this
 * is kept: see docs/compatibility.md.
 */
export function patchZod4RecordSchemas<T>(schema: T): T {
  if (!schema || typeof schema !== 'object') return schema;
  const marked = schema as unknown as Record<symbol, unknown>;
  if (marked[PATCHED]) return schema;
  marked[PATCHED] = true;
  const def = (schema as { _zod?: { def?: PatchDef } })._zod?.def;
  if (!def) return schema;
  if (def.type === 'record' && def.keyType && !def.valueType) {
    def.valueType = def.keyType;
    def.keyType = stringKeySchema();
  }
  if (def.type === 'object' && def.shape) {
    const shape = (typeof def.shape === 'function' ? (def.shape as () => unknown)() : def.shape) as Record<string, unknown>;
    for (const key of Object.keys(shape)) patchZod4RecordSchemas(shape[key]);
  }
  if (def.type === 'array' && def.element) patchZod4RecordSchemas(def.element);
  if (def.type === 'union' && def.options) def.options.forEach((option) => patchZod4RecordSchemas(option));
  if (def.type === 'record') {
    if (def.keyType) patchZod4RecordSchemas(def.keyType);
    if (def.valueType) patchZod4RecordSchemas(def.valueType);
  }
  if (def.type === 'intersection') {
    if (def.left) patchZod4RecordSchemas(def.left);
    if (def.right) patchZod4RecordSchemas(def.right);
  }
  if (def.type === 'lazy' && typeof def.getter === 'function') {
    const original = def.getter;
    def.getter = function patchedGetter() {
      const inner = original();
      if (inner) patchZod4RecordSchemas(inner);
      return inner;
    };
  }
  if (def.innerType) patchZod4RecordSchemas(def.innerType);
  return schema;
}

const TARGETS: Record<string, V4Target> = {
  'draft-07': 'draft-07',
  'draft-04': 'draft-04',
  'draft-2020-12': 'draft-2020-12',
};

function convert(schema: object, options: StandardJSONSchemaV1.Options): JSONSchema {
  patchZod4RecordSchemas(schema);
  const target = ownValue(TARGETS, options.target);
  return zod4ToJsonSchema(schema as V4Schema, target ?? 'draft-07', defaultJSONSchemaOverride);
}

/**
 * Wraps a zod v4 schema that lacks native `~standard.jsonSchema` (zod/mini, early v4): an
 * `Object.create(schema)` wrapper with a frozen own `~standard` adding `jsonSchema.input/output`.
 * Like the reference, both directions give the same JSON, the caller's `libraryOptions` are
 * ignored, and unknown targets fall back to draft-07.
 */
export function wrapZod4<T extends object>(schema: T): T & StandardSchemaWithJSON {
  return withJSONSchema(schema, convert);
}

/**
 * Zod 4 schemas without built-in JSON Schema (zod/mini, the `zod/v4` layer of zod 3.25, zod
 * before 4.2), with toolwright's own JSON Schema generator. Registered by
 * `toolwright/tools/zod-mini` and by every full entry.
 */
export const zodMiniVendor: RegisteredVendor = {
  id: 'zod-mini',
  name: 'zod 4 without built-in JSON Schema',
  detect: isZod4,
  wrap: wrapZod4,
};

/**
 * A zod codec's way back: `safeEncode` turns validated (output) values into schema input,
 * when the schema is zod's (vendor `zod`) and has the method. Kept only when the encoded
 * value is a plain record.
 */
function zodRequestContextEncoder(schema: object): RequestContextEncoder | undefined {
  const zod = schema as { '~standard'?: { vendor?: unknown }; safeEncode?: unknown };
  if (zod['~standard']?.vendor !== 'zod' || typeof zod.safeEncode !== 'function') return undefined;
  const safeEncode = zod.safeEncode as (values: unknown) => { success: boolean; data?: unknown };
  return (values) => {
    try {
      const result = safeEncode.call(schema, values);
      if (result.success && result.data && typeof result.data === 'object' && !Array.isArray(result.data)) {
        return result.data as Record<string, unknown>;
      }
    } catch {
      // Not encodable: the caller reports it.
    }
    return undefined;
  };
}

/**
 * The pipeline steps the reference takes only for zod schemas, built in for every entry: the
 * JSON-string repair (zod 3 and zod 4 object shapes alike) and codec write-back of request
 * context values.
 */
export const zodHooks: SchemaHooks = {
  jsonStringShape: zodJsonStringShape,
  requestContextEncoder: zodRequestContextEncoder,
};
