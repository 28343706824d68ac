import type { StandardSchemaV1 } from '@standard-schema/spec';
import { MissingJSONSchemaError } from '../../errors/missing-json-schema-error';
import type { StandardSchemaWithJSON } from '../types';

export { MissingJSONSchemaError };

const STANDARD_ONLY = Symbol.for('toolwright.schema.standard-only');

/**
 * A Standard Schema without the JSON extension (e.g. a raw valibot schema). Validation goes
 * through its own `~standard.validate`; asking for JSON Schema throws a MissingJSONSchemaError.
 * (The reference treats such a schema as a JSON Schema object and lets almost anything through.)
 */
export function wrapStandardOnly(schema: StandardSchemaV1): StandardSchemaWithJSON {
  const std = schema['~standard'];
  const missing = (): never => {
    throw new MissingJSONSchemaError(String(std.vendor));
  };
  const wrapper = Object.create(schema) as Record<PropertyKey, unknown>;
  Object.defineProperty(wrapper, '~standard', {
    value: { version: 1, vendor: std.vendor, validate: std.validate, types: std.types, jsonSchema: { input: missing, output: missing } },
    enumerable: true,
  });
  Object.defineProperty(wrapper, STANDARD_ONLY, { value: true });
  return wrapper as unknown as StandardSchemaWithJSON;
}

/** Whether `schema` is a {@link wrapStandardOnly} wrapper, whose JSON Schema is unavailable. */
export function isStandardOnly(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && STANDARD_ONLY in schema;
}
