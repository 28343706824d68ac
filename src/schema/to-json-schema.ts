import { DEFAULT_LIBRARY_OPTIONS } from './override';
import type { JSONSchema, JSONSchemaOverride, JSONSchemaTarget, StandardSchemaWithJSON } from './types';

/** Options of {@link standardSchemaToJSONSchema}. */
export interface ToJSONSchemaOptions {
  /** JSON Schema dialect; default `'draft-07'`. */
  target?: JSONSchemaTarget | undefined;
  /** Which side of a transforming schema to describe; default `'output'`. */
  io?: 'input' | 'output' | undefined;
  /** Per-node rewrite; default: Mastra 1.71's override (closed objects, zod dates). */
  override?: JSONSchemaOverride | undefined;
}

/** Derives plain JSON Schema data from a Standard Schema with the JSON extension. */
export function standardSchemaToJSONSchema(schema: StandardSchemaWithJSON, options: ToJSONSchemaOptions = {}): JSONSchema {
  const { target = 'draft-07', io = 'output', override = DEFAULT_LIBRARY_OPTIONS.override } = options;
  // Named as the reference names it: when it is not a function, Node's TypeError message quotes
  // this name ("jsonSchemaFn is not a function"), and callers see that text.
  const jsonSchemaFn = schema['~standard'].jsonSchema[io] as (options: unknown) => unknown;
  const raw = jsonSchemaFn({ target, libraryOptions: { ...DEFAULT_LIBRARY_OPTIONS, override } });
  return JSON.parse(JSON.stringify(raw)) as JSONSchema;
}
