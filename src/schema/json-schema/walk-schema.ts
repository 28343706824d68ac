import { isObjectRecord } from '../../internal/is-object';
import type { JSONSchema } from '../types';

const SCHEMA_KEYWORDS = new Set(['additionalItems', 'items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else']);
const SCHEMA_LIST_KEYWORDS = new Set(['items', 'allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAP_KEYWORDS = new Set(['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies']);

/**
 * Calls `visit` on every subschema object of a JSON Schema document, children before their
 * parent, following the same keywords (and the same `for…in` order) as the reference's walker.
 * Keywords it does not know (`prefixItems`, `dependentSchemas`, …) are not descended into.
 */
export function walkSchemaPostOrder(node: unknown, visit: (schema: JSONSchema) => void): void {
  if (!isObjectRecord(node)) return;
  for (const key in node) {
    const value = node[key];
    if (Array.isArray(value)) {
      if (SCHEMA_LIST_KEYWORDS.has(key)) for (const item of value) walkSchemaPostOrder(item, visit);
    } else if (SCHEMA_MAP_KEYWORDS.has(key)) {
      if (value && typeof value === 'object') {
        const map = value as Record<string, unknown>;
        for (const name in map) walkSchemaPostOrder(map[name], visit);
      }
    } else if (SCHEMA_KEYWORDS.has(key)) {
      walkSchemaPostOrder(value, visit);
    }
  }
  visit(node);
}
