import type { StandardSchemaV1 } from '@standard-schema/spec';
import { addDollarSchema } from '../dollar-schema';
import { compileJsonSchema, standardPath, type CompiledValidator } from '../json-schema';
import { walkSchemaPostOrder } from '../json-schema/walk-schema';
import { schemaErrorFailure } from './schema-error';
import type { JSONSchema, JSONSchemaLibraryOptions, StandardSchemaWithJSON } from '../types';

type Result = StandardSchemaV1.Result<unknown>;

interface JSONOptions {
  target?: unknown;
  libraryOptions?: JSONSchemaLibraryOptions | Record<string, unknown>;
}

/**
 * A plain JSON Schema as a Standard Schema (vendor `json-schema`): validation reports errors
 * like Ajv (`allErrors`, non-strict), JSON Schema output is a clone with `$schema` and the
 * override applied to every node.
 */
class JsonSchemaWrapper implements StandardSchemaWithJSON {
  readonly #schema: JSONSchema;
  #validator: CompiledValidator | undefined;
  readonly '~standard': StandardSchemaWithJSON['~standard'];

  constructor(schema: object) {
    this.#schema = schema as JSONSchema;
    const toJSON = (options: JSONOptions): JSONSchema => this.#toJSON(options);
    this['~standard'] = {
      version: 1,
      vendor: 'json-schema',
      validate: (value: unknown) => this.#validate(value),
      jsonSchema: { input: toJSON, output: toJSON },
    } as StandardSchemaWithJSON['~standard'];
  }

  /** The JSON Schema this wrapper was made from (not a copy). */
  getSchema(): JSONSchema {
    return this.#schema;
  }

  #validate(value: unknown): Result | Promise<Result> {
    let result: Result;
    try {
      this.#validator ??= compileJsonSchema(this.#schema);
      const errors = this.#validator(value);
      result = errors.length === 0 ? { value } : { issues: errors.map((e) => ({ message: e.message, path: standardPath(e.path) })) };
    } catch (error) {
      return schemaErrorFailure(error);
    }
    return this.#schema.$async === true ? Promise.resolve(result) : result;
  }

  #toJSON(options: JSONOptions): JSONSchema {
    const clone = JSON.parse(JSON.stringify(this.#schema)) as JSONSchema;
    addDollarSchema(clone, options.target);
    const override = options.libraryOptions?.override;
    if (override) {
      walkSchemaPostOrder(clone, (node) => (override as (ctx: { jsonSchema: JSONSchema }) => void)({ jsonSchema: node }));
    }
    return clone;
  }
}

/** Wraps a plain JSON Schema object as a Standard Schema with the JSON Schema extension. */
export function wrapJsonSchema(schema: object): StandardSchemaWithJSON {
  return new JsonSchemaWrapper(schema);
}
