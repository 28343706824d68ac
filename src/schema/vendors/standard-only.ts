import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { StandardSchemaWithJSON } from '../types';

const STANDARD_ONLY = Symbol.for('toolwright.schema.standard-only');

/**
 * Thrown when a JSON Schema is needed (for the model, or a repair step) from a Standard Schema
 * that does not implement the Standard JSON Schema extension.
 */
export class MissingJSONSchemaError extends Error {
  override readonly name = 'MissingJSONSchemaError';
  /** The schema's `~standard.vendor`. */
  readonly vendor: string;

  constructor(vendor: string) {
    super(
      `This ${vendor} schema implements Standard Schema but not Standard JSON Schema (~standard.jsonSchema), ` +
        'so no JSON Schema can be derived for it. ' +
        (vendor === 'valibot'
          ? 'Wrap it with toStandardJsonSchema() from @valibot/to-json-schema.'
          : 'Use a version of the library that implements ~standard.jsonSchema, or pass a JSON Schema object.'),
    );
    this.vendor = vendor;
  }
}

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
