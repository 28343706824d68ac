import type { JSONSchemaLibraryOptions, JSONSchemaOverrideContext } from './types';

/**
 * The override the reference applies to every derived JSON Schema node: objects with
 * properties are closed, zod dates become date-time strings, and zod objects with an
 * `unknown` catchall stay open.
 */
export function defaultJSONSchemaOverride(ctx: JSONSchemaOverrideContext): void {
  const node = ctx.jsonSchema;
  if (node.type === 'object' && node.properties !== undefined && !node.additionalProperties) {
    node.additionalProperties = false;
  }
  const zod = ctx.zodSchema as ZodLike | undefined;
  if (!zod) return;
  if (zod.type === 'date' || zod._def?.typeName === 'ZodDate') {
    if (zod.type === 'date') {
      node.type = 'string';
      node.format = 'date-time';
    }
    node['x-date'] = !zod._zod?.def?.coerce;
  } else if (zod.type === 'object' && zod._zod?.def?.catchall?.type === 'unknown') {
    node.additionalProperties = true;
  }
}

interface ZodLike {
  type?: string;
  _def?: { typeName?: string };
  _zod?: { def?: { coerce?: boolean; catchall?: { type?: string } } };
}

/** The library options the reference passes by default when deriving JSON Schema. */
export const DEFAULT_LIBRARY_OPTIONS: Readonly<Required<Pick<JSONSchemaLibraryOptions, 'unrepresentable' | 'override'>>> = {
  unrepresentable: 'any',
  override: defaultJSONSchemaOverride,
};
