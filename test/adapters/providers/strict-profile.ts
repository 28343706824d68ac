/**
 * Test helpers over OpenAI's strict profile: a checker of the profile's rules, and a small
 * seeded generator of values that satisfy a strict schema (what a model may write under it).
 */
import { expect } from 'vitest';

type Node = Record<string, unknown>;

/** The keywords OpenAI documents for strict schemas. */
const ALLOWED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  '$ref',
  '$defs',
  'description',
  'title',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);

/** Asserts every rule of the profile on `schema`; returns how many object nodes it saw. */
export function assertStrictProfile(schema: Node): number {
  expect(schema['type'], 'the root is an object').toBe('object');
  let objects = 0;
  const visit = (node: unknown, at: string): void => {
    expect(typeof node === 'object' && node !== null && !Array.isArray(node), `${at} is a schema object`).toBe(true);
    const n = node as Node;
    for (const key of Object.keys(n)) expect(ALLOWED.has(key), `${at}: keyword "${key}" is in the strict profile`).toBe(true);
    if (at !== '' && '$defs' in n) throw new Error(`${at}: $defs only at the root`);
    const types = Array.isArray(n['type']) ? n['type'] : n['type'] === undefined ? [] : [n['type']];
    if (n['$ref'] !== undefined) expect(Object.keys(n), `${at}: $ref stands alone`).toEqual(['$ref']);
    else if (n['anyOf'] === undefined) expect(types.length, `${at} has a type`).toBeGreaterThan(0);
    if (types.includes('object')) {
      objects++;
      expect(n['additionalProperties'], `${at}: additionalProperties`).toBe(false);
      expect(n['required'], `${at}: every property required`).toEqual(Object.keys(n['properties'] as Node));
      for (const [key, value] of Object.entries(n['properties'] as Node)) visit(value, `${at}/properties/${key}`);
    }
    if (types.includes('array')) visit(n['items'], `${at}/items`);
    if (Array.isArray(n['anyOf'])) n['anyOf'].forEach((b, i) => visit(b, `${at}/anyOf/${i}`));
    if (Array.isArray(n['enum']) && types.length > 0) {
      for (const v of n['enum'])
        expect(
          types.includes(v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) && types.includes('integer') ? 'integer' : 'number') : typeof v),
          `${at}: enum value ${String(v)} has one of the types`,
        ).toBe(true);
    }
  };
  visit(schema, '');
  for (const [name, def] of Object.entries((schema['$defs'] as Node | undefined) ?? {})) visit(def, `/$defs/${name}`);
  return objects;
}

/** A seeded pseudo-random source: the differential fuzzers' mulberry32. */
export { mulberry32 as rng } from '../../parity/support/fuzz-rng';

const FORMATS: Record<string, (r: () => number) => string> = {
  'date-time': (r) => new Date(Math.floor(r() * 2e12)).toISOString(),
  date: (r) => new Date(Math.floor(r() * 2e12)).toISOString().slice(0, 10),
  time: () => '12:34:56Z',
  email: (r) => `u${Math.floor(r() * 1000)}@example.com`,
  uuid: () => '123e4567-e89b-42d3-a456-426614174000',
  hostname: () => 'example.com',
  ipv4: (r) => `10.0.0.${Math.floor(r() * 255)}`,
  ipv6: () => '::1',
  duration: () => 'P1D',
};

/** A value `schema` accepts, drawn with `r`; recursion is cut off by preferring short arrays. */
export function generate(schema: Node, r: () => number, root: Node = schema, depth = 0): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  if (typeof schema['$ref'] === 'string') {
    const ref = schema['$ref'];
    const target = ref === '#' ? root : (root['$defs'] as Node)[decodeURIComponent(ref.slice('#/$defs/'.length))];
    return generate(target as Node, r, root, depth + 1);
  }
  if (Array.isArray(schema['anyOf'])) return generate(pick(schema['anyOf']) as Node, r, root, depth + 1);
  if (Array.isArray(schema['enum'])) return pick(schema['enum']);
  const types = Array.isArray(schema['type']) ? (schema['type'] as string[]) : [schema['type'] as string];
  const type = pick(types);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return r() < 0.5;
    case 'integer':
    case 'number': {
      const lo = Math.max(typeof schema['minimum'] === 'number' ? schema['minimum'] : -1000, -1000);
      const hi = Math.min(typeof schema['maximum'] === 'number' ? schema['maximum'] : 1000, 1000);
      const n = lo + r() * (hi - lo);
      return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'string': {
      const format = schema['format'];
      if (typeof format === 'string' && FORMATS[format]) return FORMATS[format](r);
      return pick(['', 'a', 'hello', 'Zürich', 'x y z', '{"json":1}']);
    }
    case 'array': {
      const min = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      const max = typeof schema['maxItems'] === 'number' ? schema['maxItems'] : min + 3;
      const length = depth > 6 ? min : min + Math.floor(r() * (Math.min(max, min + 3) - min + 1));
      return Array.from({ length }, () => generate(schema['items'] as Node, r, root, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries((schema['properties'] as Node) ?? {})) out[key] = generate(value as Node, r, root, depth + 1);
      return out;
    }
    default:
      throw new Error(`cannot generate a value of type ${String(type)}`);
  }
}
