import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';

/** A JSON Schema document as plain data. */
export type JSONSchema = Record<string, unknown>;

/** The JSON Schema dialects a schema can be asked for. */
export type JSONSchemaTarget = 'draft-07' | 'draft-04' | 'draft-2020-12' | 'openapi-3.0' | (string & {});

/**
 * A Standard Schema that also implements the Standard JSON Schema extension: what every
 * tool schema is normalised to.
 */
export interface StandardSchemaWithJSON<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaV1.Props<Input, Output> & StandardJSONSchemaV1.Props<Input, Output>;
}

/** The context handed to a JSON Schema override: one node, after its children. */
export interface JSONSchemaOverrideContext {
  jsonSchema: JSONSchema;
  /** The zod schema the node came from, when the converter knows it. */
  zodSchema?: unknown;
  path?: (string | number)[];
}

/** A function that may rewrite a derived JSON Schema node in place. */
export type JSONSchemaOverride = (ctx: JSONSchemaOverrideContext) => void;

/** `libraryOptions` passed to `~standard.jsonSchema.input/output`. */
export interface JSONSchemaLibraryOptions {
  unrepresentable?: 'any' | 'throw';
  override?: JSONSchemaOverride;
  [key: string]: unknown;
}
