import { SchemaCompiler } from './compiler';
import { assertValidSchema, metaResources } from './meta-schema';
import { indexResources } from './resource-index';
import type { Dialect, SchemaObject, ValidationError, ValidationState } from './types';
import { normalizeId } from './uri';

/** A compiled JSON Schema: returns the errors for a value (empty when it is valid). */
export type CompiledValidator = (value: unknown) => ValidationError[];

/** The dialect Ajv would use for a schema: 2020-12 when `$schema` mentions it, draft-07 otherwise. */
export function dialectOf(schema: SchemaObject): Dialect {
  return typeof schema.$schema === 'string' && schema.$schema.includes('2020-12') ? 'draft-2020-12' : 'draft-07';
}

/**
 * Compiles a JSON Schema into a validator that reports errors like Ajv with
 * `allErrors: true, strict: false`. Throws (with Ajv's message) when the schema is invalid,
 * references something it cannot resolve, or holds an invalid pattern.
 */
export function compileJsonSchema(schema: SchemaObject): CompiledValidator {
  const dialect = dialectOf(schema);
  assertValidSchema(schema, dialect);
  const rootBase = typeof schema.$id === 'string' ? normalizeId(schema.$id) : '';
  const resources = new Map(metaResources(dialect));
  indexResources(schema, rootBase, dialect, resources);
  const check = new SchemaCompiler(dialect, resources, { schema, base: rootBase }).compile(schema, rootBase);
  return (value) => {
    const state: ValidationState = { errors: [], path: [], quiet: 0 };
    check(value, state);
    return state.errors;
  };
}
