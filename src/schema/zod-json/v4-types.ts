import type { JSONSchemaOverride } from '../types';

/** A JSON Schema node under construction. */
export type Json = Record<string, unknown>;

/** The structural shape of a zod v4 check or schema `_zod.def`. */
export interface V4Def {
  type?: string;
  check?: string;
  [key: string]: unknown;
}

/** The structural shape of a zod v4 schema (classic or mini); only what the converter reads. */
export interface V4Schema {
  _zod: {
    def: V4Def;
    traits?: { has(name: string): boolean };
    bag?: Record<string, unknown>;
    parent?: V4Schema;
    innerType?: V4Schema;
    optout?: unknown;
    values?: Iterable<unknown>;
    pattern?: RegExp;
    toJSONSchema?: () => Json | undefined;
  };
}

/** The zod v4 JSON Schema dialects the converter can emit. */
export type V4Target = 'draft-04' | 'draft-07' | 'draft-2020-12' | 'openapi-3.0';

/** Per-schema conversion state (mirrors the `seen` entries of zod's generator). */
export interface V4Seen {
  schema: Json;
  def?: Json;
  defId?: string;
  count: number;
  cycle?: (string | number)[];
  path: (string | number)[];
  ref?: V4Schema | null;
}

/** The state of one conversion. */
export interface V4Ctx {
  target: V4Target;
  override: JSONSchemaOverride;
  seen: Map<V4Schema, V4Seen>;
  counter: number;
  intersections: unknown[][];
  /** Records that emitted `propertyNames`, rewritten for numeric keys at the end. */
  records: V4Schema[];
  metadata: { get(schema: unknown): Record<string, unknown> | undefined } | undefined;
}

/** Where a schema sits: its output path and the chain of schemas being processed. */
export interface V4Params {
  path: (string | number)[];
  schemaPath: V4Schema[];
}

/** Processes a child schema and returns its (shared) JSON node. */
export type V4Process = (schema: V4Schema, ctx: V4Ctx, params: V4Params) => Json;

/** Defines an enumerable own property, keeping an existing key's position. */
export function assign(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Copies every enumerable own property of the sources onto the target. */
export function assignAll(target: Json, ...sources: Json[]): Json {
  for (const source of sources) {
    for (const key of Object.keys(source)) assign(target, key, source[key]);
  }
  return target;
}
