import { isStandardSchema, isStandardSchemaWithJSON } from './standard';
import type { StandardSchemaWithJSON } from './types';
import { AiSdkSchemaWrapper, isAiSdkSchema } from './vendors/ai-sdk';
import { wrapJsonSchema } from './vendors/json-schema';
import { wrapStandardOnly } from './vendors/standard-only';
import { isZod3, wrapZod3 } from './vendors/zod3';
import { isZod4, patchZod4RecordSchemas, wrapZod4 } from './vendors/zod4';

/**
 * Normalises any schema a tool accepts (Standard Schema with JSON, zod 3/4, an AI SDK schema,
 * a plain JSON Schema object) to a Standard Schema with the JSON Schema extension.
 * Native Standard-JSON schemas come back as the same object.
 */
export function toStandardSchema<T = unknown>(schema: unknown): StandardSchemaWithJSON<T> {
  const zod4 = isZod4(schema);
  if (zod4) patchZod4RecordSchemas(schema);
  if (isStandardSchemaWithJSON(schema)) return schema as StandardSchemaWithJSON<T>;
  if (zod4) return wrapZod4(schema) as StandardSchemaWithJSON<T>;
  if (isZod3(schema)) return wrapZod3(schema) as StandardSchemaWithJSON<T>;
  if (isAiSdkSchema(schema)) return new AiSdkSchemaWrapper(schema) as unknown as StandardSchemaWithJSON<T>;
  if (schema === null || (typeof schema !== 'object' && typeof schema !== 'function')) {
    throw new Error(`Unsupported schema type: ${typeof schema}`);
  }
  // Deviation: the reference compiles such a schema as JSON Schema and validates almost nothing.
  if (isStandardSchema(schema)) return wrapStandardOnly(schema as never) as StandardSchemaWithJSON<T>;
  if (typeof schema === 'function') {
    throw new Error('Unsupported schema type: function (schema libraries should implement StandardSchemaWithJSON)');
  }
  return wrapJsonSchema(schema) as StandardSchemaWithJSON<T>;
}
