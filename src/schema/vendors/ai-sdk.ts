import type { StandardSchemaV1 } from '@standard-schema/spec';
import { addDollarSchema } from '../dollar-schema';
import { schemaErrorFailure } from './schema-error';
import type { JSONSchema, StandardSchemaWithJSON } from '../types';

/** The shape of a schema made by the AI SDK's `jsonSchema()` / `zodSchema()`. */
export interface AiSdkSchemaLike {
  _type: unknown;
  readonly jsonSchema: object;
  validate?: ((value: unknown) => AiSdkResult | PromiseLike<AiSdkResult>) | undefined;
}

type AiSdkResult = { success: true; value: unknown } | { success: false; error: { message: string } };

/** Whether `value` looks like an AI SDK schema: a `_type` key and an object `jsonSchema`. */
export function isAiSdkSchema(value: unknown): value is AiSdkSchemaLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_type' in value &&
    'jsonSchema' in value &&
    typeof (value as { jsonSchema: unknown }).jsonSchema === 'object'
  );
}

function convert(result: AiSdkResult): StandardSchemaV1.Result<unknown> {
  return result.success ? { value: result.value } : { issues: [{ message: result.error.message }] };
}

/** Adapts an AI SDK schema to Standard Schema (vendor `ai-sdk`); JSON is its own, cloned. */
export class AiSdkSchemaWrapper implements StandardSchemaWithJSON {
  readonly #schema: AiSdkSchemaLike;
  readonly '~standard': StandardSchemaWithJSON['~standard'];

  constructor(schema: AiSdkSchemaLike) {
    this.#schema = schema;
    const toJSON = (options: { target?: unknown }): JSONSchema => this.#toJSON(options);
    this['~standard'] = {
      version: 1,
      vendor: 'ai-sdk',
      validate: (value: unknown) => this.#validate(value),
      jsonSchema: { input: toJSON, output: toJSON },
    } as StandardSchemaWithJSON['~standard'];
  }

  #validate(value: unknown): StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> {
    const validate = this.#schema.validate;
    if (!validate) return { value };
    try {
      const result = validate(value);
      if (result && typeof result === 'object' && 'then' in result && typeof result.then === 'function') {
        return Promise.resolve(result).then(convert).catch(schemaErrorFailure);
      }
      return convert(result as AiSdkResult);
    } catch (error) {
      return schemaErrorFailure(error);
    }
  }

  #toJSON(options: { target?: unknown }): JSONSchema {
    return addDollarSchema(JSON.parse(JSON.stringify(this.#schema.jsonSchema)) as JSONSchema, options?.target);
  }

  /** The wrapped AI SDK schema. */
  getSchema(): AiSdkSchemaLike {
    return this.#schema;
  }

  /** The wrapped schema's own JSON Schema, uncloned. */
  getJsonSchema(): object {
    return this.#schema.jsonSchema;
  }
}
