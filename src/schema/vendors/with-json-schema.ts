import type { StandardJSONSchemaV1 } from '@standard-schema/spec';
import type { JSONSchema, StandardSchemaWithJSON } from '../types';

/** Derives JSON Schema for a schema; the same function serves `input` and `output`. */
export type JSONSchemaConverter = (schema: object, options: StandardJSONSchemaV1.Options) => JSONSchema;

/**
 * A wrapper that inherits from `schema` (`Object.create`) and carries, as its own frozen
 * `~standard`, the schema's own `~standard` (validation included) plus `jsonSchema.input/output`
 * from `convert`. This is how the reference adapts zod 3 and zod schemas without native JSON Schema.
 */
export function withJSONSchema<T extends object>(schema: T, convert: JSONSchemaConverter): T & StandardSchemaWithJSON {
  const wrapper = Object.create(schema) as T & StandardSchemaWithJSON;
  const existing = (schema as { '~standard'?: object })['~standard'];
  const toJSON = (options: StandardJSONSchemaV1.Options) => convert(schema, options);
  Object.defineProperty(wrapper, '~standard', {
    value: { ...existing, jsonSchema: { input: toJSON, output: toJSON } },
    writable: false,
    enumerable: true,
    configurable: false,
  });
  return wrapper;
}
