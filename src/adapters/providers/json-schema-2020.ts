/**
 * A tool's input JSON Schema (draft-07, as the model-facing derivation writes it) rewritten in
 * the 2020-12 vocabulary that Anthropic and Gemini's `parametersJsonSchema` read: `definitions`
 * become `$defs` (and their `$ref`s follow), draft-07 tuples (`items: [...]`, `additionalItems`)
 * become `prefixItems`/`items`, and `$schema` is left out. Nothing else changes.
 * @module
 */
import { isObjectRecord } from '../../internal/is-object';
import type { JSONSchema } from '../../wire';

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'required']);

function rewriteRef(ref: string): string {
  return ref.startsWith('#/definitions/') ? `#/$defs/${ref.slice('#/definitions/'.length)}` : ref;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!isObjectRecord(node)) return node;
  const out: Record<string, unknown> = {};
  const tuple = Array.isArray(node['items']);
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (key === '$ref' && typeof value === 'string') out[key] = rewriteRef(value);
    else if (key === 'definitions' && isObjectRecord(value))
      out['$defs'] = { ...(isObjectRecord(out['$defs']) ? out['$defs'] : {}), ...(rewrite(value) as object) };
    else if (key === 'items' && tuple) out['prefixItems'] = rewrite(value);
    else if (key === 'additionalItems' && tuple) out['items'] = rewrite(value);
    else if (key === 'additionalItems') continue;
    else if (key === 'properties' && isObjectRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    else out[key] = rewrite(value);
  }
  return out;
}

/** The 2020-12 form of `schema`, without `$schema`. A new object; `schema` is not modified. */
export function toJSONSchema2020(schema: JSONSchema): JSONSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rewrite(rest) as JSONSchema;
}
