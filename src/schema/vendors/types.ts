import type { StandardSchemaWithJSON } from '../types';

/**
 * The schema families whose code can be left out of a bundle: each is registered by its own
 * entry (`toolwright/tools/<entry>`), and every full entry registers all of them.
 */
export type RegisteredVendorId = 'zod-mini' | 'zod3' | 'json-schema';

/** What the JSON-string repair needs to know of an object schema's top-level fields. */
export interface JsonStringShape {
  /**
   * Whether some field could take a JSON-encoded string: `true` or `false` when that holds for
   * every call on this schema object, `undefined` when it cannot be known once (a getter in the
   * shape, an unreadable shape).
   */
  readonly mayCoerce: boolean | undefined;
  /** What field `key` takes, when a JSON-encoded string could stand for it. */
  expects(key: string): 'array' | 'object' | undefined;
}

/** Encodes validated request-context values back to the schema's input; undefined when it cannot. */
export type RequestContextEncoder = (values: Record<string, unknown>) => Record<string, unknown> | undefined;

/**
 * The hooks a schema family offers the validation pipeline, for steps of the reference's
 * pipeline that only apply to that family. Each returns undefined for a schema not its own.
 */
export interface SchemaHooks {
  /** The top-level field shapes of an object schema, for the JSON-string repair. */
  jsonStringShape?(schema: object): JsonStringShape | undefined;
  /** How a request-context view writes values back to its source (codecs). */
  requestContextEncoder?(schema: object): RequestContextEncoder | undefined;
}

/**
 * One schema family: how to recognise its schemas and how to turn one into a Standard Schema
 * with JSON Schema, plus the pipeline hooks it needs. Families are tried in the reference's
 * recognition order; `detect` is asked only after every earlier family said no. The core
 * imports each family's `detect` on its own (it is small), so that it recognises a schema of a
 * family that is not registered and can name the entry to import.
 */
export interface SchemaVendor extends SchemaHooks {
  /** A name for messages. */
  readonly name: string;
  detect(schema: object): boolean;
  wrap(schema: object): StandardSchemaWithJSON;
}

/** A family whose code lives in its own entry and joins the pipeline when that entry is imported. */
export interface RegisteredVendor extends SchemaVendor {
  readonly id: RegisteredVendorId;
}
