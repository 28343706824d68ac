import { isObjectRecord } from '../../internal/is-object';
import type { SchemaObject } from './types';

/** The JSON types a `type` keyword may name. */
export type JsonType = 'number' | 'integer' | 'string' | 'boolean' | 'null' | 'array' | 'object';

const JSON_TYPES = new Set<string>(['number', 'integer', 'string', 'boolean', 'null', 'array', 'object']);

const GUARDS: Record<string, (data: unknown) => boolean> = {
  number: (d) => typeof d === 'number',
  integer: (d) => typeof d === 'number' && !(d % 1) && !Number.isNaN(d),
  string: (d) => typeof d === 'string',
  boolean: (d) => typeof d === 'boolean',
  null: (d) => d === null,
  array: (d) => Array.isArray(d),
  object: isObjectRecord,
};

/** A precompiled test for "is one of `types`". */
export function typeGuard(types: readonly string[]): (data: unknown) => boolean {
  const guards = types.map((t) => GUARDS[t] ?? (() => false));
  if (guards.length === 1) return guards[0] as (data: unknown) => boolean;
  return (data) => {
    for (const guard of guards) if (guard(data)) return true;
    return false;
  };
}

/**
 * The types a schema object declares, with `nullable: true` adding `null`; throws the way
 * Ajv does for unknown type names and for `nullable` without `type`.
 */
export function declaredTypes(schema: SchemaObject): string[] {
  const raw = schema.type;
  const list: unknown[] = Array.isArray(raw) ? raw.slice() : raw ? [raw] : [];
  if (!list.every((t) => typeof t === 'string' && JSON_TYPES.has(t))) {
    throw new Error('type must be JSONType or JSONType[]: ' + list.join(','));
  }
  const types = list as string[];
  if (types.includes('null')) {
    if (schema.nullable === false) throw new Error('type: null contradicts nullable: false');
  } else {
    if (types.length === 0 && schema.nullable !== undefined) {
      throw new Error('"nullable" cannot be used without "type"');
    }
    if (schema.nullable === true) types.push('null');
  }
  return types;
}
