/**
 * The way back from a strict schema: arguments a model wrote under a strict profile (every
 * property present, optional ones possibly `null`) turned into the arguments the tool's own
 * schema expects (an optional property sent as `null` is absent).
 * @module
 */
import { isObjectRecord } from '../../internal/is-object';
import { isPlainObject } from '../../internal/is-plain-object';
import type { JSONSchema } from '../../wire';
import { type ModelToolSource, toModelTool } from '../../wire';

const MAX_REF_HOPS = 64;

function resolveRef(root: JSONSchema, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node) ? node[Number(key)] : isObjectRecord(node) ? node[key] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows `$ref` (and one-entry `allOf` wrappers around one) to the schema it names. */
function deref(root: JSONSchema, schema: unknown): unknown {
  let node = schema;
  for (let hops = 0; hops < MAX_REF_HOPS && isObjectRecord(node); hops++) {
    if (typeof node['$ref'] === 'string') node = resolveRef(root, node['$ref']);
    else if (Array.isArray(node['allOf']) && node['allOf'].length === 1 && Object.keys(node).length === 1) node = node['allOf'][0];
    else break;
  }
  return node;
}

function typeList(node: Record<string, unknown>): string[] | undefined {
  const t = node['type'];
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return undefined;
}

/** Whether `schema` (of the tool's own schema) accepts `null`. */
function acceptsNull(root: JSONSchema, schema: unknown, depth = 0): boolean {
  const node = deref(root, schema);
  if (node === true || node === undefined) return true;
  if (!isObjectRecord(node) || depth > MAX_REF_HOPS) return false;
  const types = typeList(node);
  if (types && !types.includes('null')) return false;
  if (Array.isArray(node['enum']) && !node['enum'].includes(null)) return false;
  if ('const' in node && node['const'] !== null) return false;
  const union = node['anyOf'] ?? node['oneOf'];
  if (Array.isArray(union) && !union.some((b) => acceptsNull(root, b, depth + 1))) return false;
  if (Array.isArray(node['allOf']) && !node['allOf'].every((b) => acceptsNull(root, b, depth + 1))) return false;
  return true;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A structural match, enough to tell the branches of a union apart. */
function looksLike(root: JSONSchema, schema: unknown, value: unknown, depth = 0): boolean {
  const node = deref(root, schema);
  if (!isObjectRecord(node) || depth > MAX_REF_HOPS) return node !== false;
  const kind = jsonType(value);
  const types = typeList(node);
  if (types && !types.includes(kind) && !(kind === 'integer' && types.includes('number'))) return false;
  if ('const' in node && JSON.stringify(node['const']) !== JSON.stringify(value)) return false;
  if (Array.isArray(node['enum']) && !node['enum'].some((v) => JSON.stringify(v) === JSON.stringify(value))) return false;
  const union = node['anyOf'] ?? node['oneOf'];
  if (Array.isArray(union) && !union.some((b) => looksLike(root, b, value, depth + 1))) return false;
  const props = node['properties'];
  if (isPlainObject(value) && isObjectRecord(props)) {
    for (const [key, v] of Object.entries(value)) {
      if (!(key in props)) {
        if (node['additionalProperties'] === false) return false;
        continue;
      }
      const prop = deref(root, props[key]);
      if (isObjectRecord(prop) && ('const' in prop || Array.isArray(prop['enum'])) && !looksLike(root, prop, v, depth + 1)) {
        if (!(v === null && !(Array.isArray(node['required']) && node['required'].includes(key)))) return false;
      }
    }
  }
  return true;
}

function strip(root: JSONSchema, schema: unknown, value: unknown, depth: number): unknown {
  const node = deref(root, schema);
  if (!isObjectRecord(node) || depth > 256) return value;
  let out = value;
  if (Array.isArray(node['allOf'])) for (const entry of node['allOf']) out = strip(root, entry, out, depth + 1);
  if (Array.isArray(out)) {
    const items = node['items'];
    const prefix = Array.isArray(items) ? items : Array.isArray(node['prefixItems']) ? (node['prefixItems'] as unknown[]) : undefined;
    const rest = Array.isArray(items) ? node['additionalItems'] : prefix ? items : items;
    out = out.map((item, i) => {
      const itemSchema = prefix && i < prefix.length ? prefix[i] : rest;
      return itemSchema === undefined ? item : strip(root, itemSchema, item, depth + 1);
    });
  } else if (isPlainObject(out)) {
    const props = node['properties'];
    if (isObjectRecord(props)) {
      const required = Array.isArray(node['required']) ? node['required'] : [];
      const next: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(out)) {
        const prop = Object.prototype.hasOwnProperty.call(props, key) ? props[key] : undefined;
        if (prop === undefined) {
          next[key] = v;
          continue;
        }
        if (v === null && !required.includes(key) && !acceptsNull(root, prop)) continue;
        next[key] = strip(root, prop, v, depth + 1);
      }
      out = next;
    }
  }
  const union = node['anyOf'] ?? node['oneOf'];
  if (Array.isArray(union)) {
    const branch = union.find((b) => looksLike(root, b, out));
    if (branch !== undefined) out = strip(root, branch, out, depth + 1);
  }
  return out;
}

/**
 * Turns arguments a model wrote under a strict schema (OpenAI's strict profile: every property
 * present, optional ones nullable) back into what the tool's own input schema expects: a `null`
 * for a property the tool has optional, and that does not itself accept `null`, is removed, at
 * any depth (nested objects, arrays, tuples, union branches, recursive schemas). A property that
 * is optional *and* nullable keeps its `null`: the two cannot be told apart. Everything else is
 * returned as given; the input is not modified. Pass it to `runToolCall` as `mapArgs` to apply it
 * before hooks, approval and validation see the arguments.
 *
 * @example
 * ```ts
 * fromStrictArgs(tool, { city: 'Paris', units: null }); // → { city: 'Paris' } when `units` is optional
 * ```
 */
export function fromStrictArgs<T = unknown>(tool: ModelToolSource, args: unknown): T {
  if (typeof args !== 'object' || args === null) return args as T;
  const root = inputSchemaOf(tool);
  return strip(root, root, args, 0) as T;
}

const schemas = new WeakMap<object, { option: unknown; json: JSONSchema }>();

/** The tool's model-facing input schema, for its current `inputSchema`. */
function inputSchemaOf(tool: ModelToolSource): JSONSchema {
  let entry = schemas.get(tool);
  if (!entry || entry.option !== tool.inputSchema) {
    entry = { option: tool.inputSchema, json: toModelTool('tool', tool).inputSchema };
    schemas.set(tool, entry);
  }
  return entry.json;
}
