/**
 * Small pieces shared by the provider schema transforms: JSON pointers, local `$ref`
 * resolution, and the report of what a transform left out.
 * @module
 */
import { isObjectRecord } from '../../internal/is-object';
import type { JSONSchema } from '../../wire';

/** One keyword a provider format could not carry, and why. */
export interface DroppedKeyword {
  /** JSON pointer of the node that had it, in the tool's input JSON Schema. */
  readonly pointer: string;
  readonly keyword: string;
  readonly reason: string;
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `pointer` extended by `segments`. */
export function childPointer(pointer: string, ...segments: Array<string | number>): string {
  return pointer + segments.map((s) => `/${escapePointer(s)}`).join('');
}

function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Resolves a local `$ref` (`#` or `#/…`) against `root`; `undefined` when it points nowhere. */
export function resolveLocalRef(root: JSONSchema, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = unescapePointer(raw);
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObjectRecord(node) && Object.prototype.hasOwnProperty.call(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** The JSON types the values of an `enum` (or a `const`) have; `integer` when `hint` says so. */
export function typesOfValues(values: readonly unknown[], hint: unknown): string[] {
  const hinted = Array.isArray(hint) ? hint : [hint];
  const out: string[] = [];
  for (const value of values) {
    let kind: string;
    if (value === null) kind = 'null';
    else if (Array.isArray(value)) kind = 'array';
    else if (typeof value === 'number') kind = Number.isInteger(value) && hinted.includes('integer') && !hinted.includes('number') ? 'integer' : 'number';
    else kind = typeof value;
    if (!out.includes(kind)) out.push(kind);
  }
  return out;
}

/** The `type` keyword as a list (empty when absent). */
export function typeList(node: Record<string, unknown>): string[] {
  const t = node['type'];
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

/** Merges `allOf` entries that are plain object schemas into one; `undefined` when they are not. */
export function mergeObjectEntries(entries: readonly unknown[]): Record<string, unknown> | undefined {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const entry of entries) {
    if (!isObjectRecord(entry)) return undefined;
    const keys = Object.keys(entry).filter((k) => !['type', 'properties', 'required', 'additionalProperties', 'description', 'title'].includes(k));
    if (keys.length > 0 || (entry['type'] !== undefined && entry['type'] !== 'object')) return undefined;
    if (entry['additionalProperties'] !== undefined && entry['additionalProperties'] !== false) return undefined;
    const props = entry['properties'];
    if (props !== undefined && !isObjectRecord(props)) return undefined;
    for (const [key, value] of Object.entries(props ?? {})) {
      if (key in properties) return undefined;
      properties[key] = value;
    }
    const req = entry['required'];
    if (Array.isArray(req)) for (const key of req) if (typeof key === 'string' && !required.includes(key)) required.push(key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** Annotation keywords: they describe a value but never constrain it. */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'default',
  'examples',
  'example',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
]);
