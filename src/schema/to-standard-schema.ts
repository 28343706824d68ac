import { isStandardSchema, isStandardSchemaWithJSON } from './standard';
import type { StandardSchemaWithJSON } from './types';
import { AiSdkSchemaWrapper, isAiSdkSchema } from './vendors/ai-sdk';
import { requireVendor } from './vendors/registry';
import { wrapStandardOnly } from './vendors/standard-only';
import { isZod3 } from './vendors/zod3';
import { isZod4, patchZod4RecordSchemas } from './vendors/zod4';

/**
 * Normalises any schema a tool accepts (Standard Schema with JSON, zod 3/4, an AI SDK schema,
 * a plain JSON Schema object) to a Standard Schema with the JSON Schema extension.
 * Native Standard-JSON schemas come back as the same object.
 *
 * Families are recognised in the reference's order. Schemas carrying their own JSON Schema,
 * AI SDK schemas and Standard Schemas without JSON are handled here; zod 4 without built-in
 * JSON Schema, zod 3 and plain JSON Schema need their family registered (every full entry
 * does; through `toolwright/tools/core` an unregistered one throws an UnregisteredSchemaError).
 */
export function toStandardSchema<T = unknown>(schema: unknown): StandardSchemaWithJSON<T> {
  return (ownStandardSchema(schema) ?? convertSchema(schema)) as StandardSchemaWithJSON<T>;
}

/**
 * The first steps of {@link toStandardSchema}: a zod 4 schema's records patched, then the schema
 * itself when it carries its own JSON Schema; undefined when it must be converted.
 */
export function ownStandardSchema(schema: unknown): StandardSchemaWithJSON | undefined {
  if (isZod4(schema)) patchZod4RecordSchemas(schema);
  return isStandardSchemaWithJSON(schema) ? schema : undefined;
}

/** The rest of {@link toStandardSchema}: a schema that does not carry its own JSON Schema, converted. */
export function convertSchema(schema: unknown): StandardSchemaWithJSON {
  if (isZod4(schema)) return requireVendor('zod-mini').wrap(schema);
  if (isZod3(schema)) return requireVendor('zod3').wrap(schema);
  if (isAiSdkSchema(schema)) return new AiSdkSchemaWrapper(schema) as unknown as StandardSchemaWithJSON;
  if (schema === null || (typeof schema !== 'object' && typeof schema !== 'function')) {
    throw new Error(`Unsupported schema type: ${typeof schema}`);
  }
  // Deviation: the reference compiles such a schema as JSON Schema and validates almost nothing.
  if (isStandardSchema(schema)) return wrapStandardOnly(schema as never) as StandardSchemaWithJSON;
  if (typeof schema === 'function') {
    throw new Error('Unsupported schema type: function (schema libraries should implement StandardSchemaWithJSON)');
  }
  return requireVendor('json-schema').wrap(schema);
}
