/** A JSON Schema node under construction. */
export type JsonNode = Record<string, unknown>;

/** The zod-to-json-schema target a zod v3 schema is converted for. */
export type V3Target = 'jsonSchema7' | 'jsonSchema2019-09' | 'openApi3';

/** The structural shape of a zod v3 `_def` (only what the converter reads). */
export interface V3Def {
  typeName?: string;
  description?: string;
  [key: string]: unknown;
}

/** The structural shape of a zod v3 schema instance. */
export interface V3Schema {
  _def: V3Def;
  description?: string;
  isOptional?: () => boolean;
}

/** What the converter remembers about a def it has started converting. */
export interface V3Seen {
  path: readonly string[];
}

/** The state threaded through a zod v3 conversion (mirrors zod-to-json-schema's `refs`). */
export interface V3Refs {
  target: V3Target;
  currentPath: readonly string[];
  propertyPath: readonly string[] | undefined;
  seen: Map<object, V3Seen>;
}

/** Returns `refs` with `segments` appended to the current path. */
export function at(refs: V3Refs, ...segments: string[]): V3Refs {
  return { ...refs, currentPath: [...refs.currentPath, ...segments] };
}

/** The `_def` of a child schema, or undefined when the child is not a zod v3 schema. */
export function defOf(schema: unknown): V3Def | undefined {
  if (schema === null || (typeof schema !== 'object' && typeof schema !== 'function')) return undefined;
  const def = (schema as { _def?: unknown })._def;
  return def !== null && typeof def === 'object' ? (def as V3Def) : undefined;
}

/** True when a def has a non-empty `checks` array. */
export function hasChecks(def: V3Def | undefined): boolean {
  const checks = def?.checks;
  return Array.isArray(checks) && checks.length > 0;
}
