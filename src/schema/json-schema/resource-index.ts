import { normalizeId, resolveUri } from './uri';
import type { Dialect, SchemaObject } from './types';

/** A schema found at a URI, with the base URI it lives under. */
export interface Located {
  schema: unknown;
  base: string;
}

/** Keywords whose value is not a schema, so ids inside them are not indexed. */
const SKIP = new Set([
  'default',
  'enum',
  'const',
  'required',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'examples',
]);
const SCHEMA_MAPS = new Set(['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['items', 'allOf', 'anyOf', 'oneOf', 'prefixItems']);

/**
 * Indexes the schema resources (`$id`) and anchors (`$anchor`, `$dynamicAnchor`, draft-07
 * `"$id": "#name"`) of a document under their absolute URIs.
 */
export function indexResources(root: unknown, rootBase: string, dialect: Dialect, into: Map<string, Located>): void {
  into.set(rootBase, { schema: root, base: rootBase });
  const visit = (node: unknown, base: string, isRoot: boolean): void => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as SchemaObject;
    let here = base;
    if (!isRoot && typeof schema.$id === 'string') {
      const id = normalizeId(resolveUri(base, schema.$id));
      if (dialect === 'draft-07' && schema.$id.startsWith('#')) into.set(id, { schema, base });
      else {
        here = id;
        into.set(id, { schema, base: id });
      }
    }
    for (const anchor of [schema.$anchor, schema.$dynamicAnchor]) {
      if (typeof anchor === 'string') into.set(`${here}#${anchor}`, { schema, base: here });
    }
    for (const key of Object.keys(schema)) {
      if (SKIP.has(key)) continue;
      const value = schema[key];
      if (Array.isArray(value)) {
        if (SCHEMA_LISTS.has(key)) for (const item of value) visit(item, here, false);
      } else if (SCHEMA_MAPS.has(key)) {
        if (value && typeof value === 'object') for (const child of Object.values(value)) visit(child, here, false);
      } else {
        visit(value, here, false);
      }
    }
  };
  visit(root, rootBase, true);
}
