// Seeded differential fuzz of `tool.execute(input)` and `tool.execute(input, {})`: random schemas
// (objects with optional, nullable and defaulted fields, arrays, nested objects, unions, enums,
// records) in zod 4, zod/mini, zod 3 (both copies), valibot (wrapped with toStandardJsonSchema),
// arktype and plain JSON Schema, fed random inputs (valid, invalid, nullish, holes, JSON-encoded
// fields, long and unusual strings, odd numbers, extra keys). Every scenario runs once through the
// reference and once through toolwright; the normalised results must be equal, key order included.
// The generator is a mulberry32 PRNG with fixed seeds, so every run sees the same scenarios
// (FUZZ_SEED and FUZZ_SCHEMAS override the seed and the number of schemas per library).
//
// Left out on purpose: cyclic inputs (deviation 3), raw valibot schemas (deviation 1) and
// validators returning neither value nor issues (deviation 5) are never generated. A scenario
// that hits deviation 4 (an issue at a `constructor`/`__proto__`/… path) is recognised and
// skipped. So is an input with an own `__proto__` key (deviation 9, the last describe block).
import { describe, expect, it } from 'vitest';
import { chance, int, mulberry32, pick, type Rng } from './support/fuzz-rng';
import { ark, both, keyOrders, z4, type Outcome, type Side } from './support/harness';
import { FUZZ_LIBS, type FuzzLib, type SchemaNode as FNode } from './support/schema-builders';

// ---------------------------------------------------------------------------------------------
// Schema vocabulary
// ---------------------------------------------------------------------------------------------

// The schema vocabulary and its builders are shared: ./support/schema-builders.ts.

/** Keys that `Object.prototype` has: an issue at such a path is deviation 4 (docs/compatibility.md). */
const PROTO_KEYS = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'];
const FIELD_KEYS = ['a', 'b', 'name', 'count', 'tags', 'meta', 'items', 'city', 'x y', 'é', '0', '1', 'a.b', '', 'query', 'message', 'input'];
const EXTRA_KEYS = ['extra', 'zz', '10', '2', 'a', 'prompt', 'query', 'message', 'input', '𝒳', 'null', 'undefined', ...PROTO_KEYS];
const ENUMS = [['a', 'b'], ['red', 'green', 'blue'], ['x'], ['', ' ', 'é']];

function genScalar(r: Rng): FNode {
  const n = int(r, 10);
  if (n < 4) return { k: 'string' };
  if (n < 7) return { k: 'number' };
  if (n < 8) return { k: 'boolean' };
  return { k: 'enum', values: pick(r, ENUMS) };
}

/** A default value the wrapped node accepts, or undefined for none. */
function defaultFor(n: FNode): unknown {
  switch (n.k) {
    case 'array':
      return [];
    case 'string':
      return 'dflt';
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'enum':
      return n.values[0];
    default:
      return undefined;
  }
}

function genNode(r: Rng, depth: number): FNode {
  const roll = int(r, 20);
  if (depth >= 3 || roll < 8) return genScalar(r);
  if (roll < 11) return { k: 'array', of: genNode(r, depth + 1) };
  if (roll < 15) return genObject(r, depth + 1, false);
  if (roll < 17) return { k: 'record', of: genNode(r, depth + 1) };
  const options = [genNode(r, depth + 1), genNode(r, depth + 1)];
  return { k: 'union', options };
}

/** A field: the node, possibly made optional, nullable or defaulted (defaults on scalars only). */
function genField(r: Rng, depth: number): FNode {
  let n = genNode(r, depth);
  const roll = int(r, 10);
  if (roll < 2) n = { k: 'optional', of: n };
  else if (roll < 4) n = { k: 'nullable', of: n };
  else if (roll < 5) n = { k: 'optional', of: { k: 'nullable', of: n } };
  else if (roll < 6 && defaultFor(n) !== undefined) n = { k: 'default', of: n, value: defaultFor(n) };
  else if (roll < 7) n = { k: pick(r, ['refine', 'transform', 'brand'] as const), of: n };
  return n;
}

function genObject(r: Rng, depth: number, top: boolean): FNode {
  const count = 1 + int(r, top ? 5 : 3);
  const fields: Array<[string, FNode]> = [];
  const used = new Set<string>();
  // A `prompt` field exercises the query/message/input alias.
  if (top && chance(r, 0.25)) {
    fields.push(['prompt', chance(r, 0.7) ? { k: 'string' } : { k: 'optional', of: { k: 'string' } }]);
    used.add('prompt');
  }
  for (let i = 0; i < count; i++) {
    // Rarely a field named like an Object.prototype member (deviation 4 when it has an issue).
    const key = chance(r, 0.03) ? pick(r, PROTO_KEYS) : pick(r, FIELD_KEYS);
    if (used.has(key)) continue;
    used.add(key);
    fields.push([key, genField(r, depth)]);
  }
  return { k: 'object', fields, strict: chance(r, 0.2) };
}

function genTopSchema(r: Rng): FNode {
  const roll = int(r, 20);
  if (roll < 15) return genObject(r, 0, true);
  if (roll < 16) return { k: 'array', of: genNode(r, 1) };
  if (roll < 17) return { k: 'optional', of: genObject(r, 0, true) };
  if (roll < 18) return { k: 'nullable', of: genObject(r, 0, true) };
  if (roll < 19) return { k: 'union', options: [genObject(r, 1, false), genObject(r, 1, false)] };
  if (chance(r, 0.5)) return { k: pick(r, ['refine', 'transform', 'brand'] as const), of: genObject(r, 0, true) };
  return genScalar(r);
}

// ---------------------------------------------------------------------------------------------
// One builder per library
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

const STRINGS = [
  '',
  'x',
  'Paris',
  'ünïcödé ✓',
  '😀👍🏽',
  '\ud800',
  'a\u0000b\n\t"\\\'',
  '  [1, 2]',
  '["a","b"]',
  '{"a":1}',
  ' {"name":"n","count":2} ',
  '[bad',
  '{bad',
  'null',
  '1e300',
  '<script>',
  '\u2028\u2029',
];
const NUMBERS = [0, -0, 1, -1, 42, 0.1, NaN, Infinity, -Infinity, 1e300, 5e-324, 2 ** 53 + 2, -1e-7];

function longString(r: Rng): string {
  const unit = pick(r, ['x', 'é', '😀', 'ab"', '\n']);
  return unit.repeat(60 + int(r, 180));
}

function genString(r: Rng): string {
  return chance(r, 0.12) ? longString(r) : pick(r, STRINGS);
}

// One instance each, shared by both sides (see EMPTY_ARRAY in support/schema-builders.ts).
const ODD_VALUES: unknown[] = [new Date(0), 10n, () => 1, new Map([['k', 1]])];

/** A value of any kind, ignoring the schema. */
function genJunk(r: Rng, depth = 0): unknown {
  const roll = int(r, 20);
  if (roll < 5) return genString(r);
  if (roll < 9) return pick(r, NUMBERS);
  if (roll < 10) return chance(r, 0.5);
  if (roll < 12) return null;
  if (roll < 13) return undefined;
  if (roll < 14) return pick(r, ODD_VALUES);
  if (depth >= 2 || roll < 17) {
    const arr = Array.from({ length: int(r, 4) }, () => genJunk(r, depth + 1));
    if (arr.length && chance(r, 0.2)) delete arr[int(r, arr.length)]; // a hole
    return arr;
  }
  const o: Record<string, unknown> = {};
  for (let i = int(r, 3); i > 0; i--) setOwn(o, pick(r, [...FIELD_KEYS, ...EXTRA_KEYS]), genJunk(r, depth + 1));
  return o;
}

/** An own data property, even for `__proto__` (as JSON.parse makes one). */
function setOwn(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A value for `n`: mostly valid, with the mistakes models make and some plain junk. */
function genValue(r: Rng, n: FNode, depth: number): unknown {
  if (chance(r, depth === 0 ? 0.04 : 0.08)) return genJunk(r, depth);
  switch (n.k) {
    case 'string':
      return genString(r);
    case 'number':
      return chance(r, 0.8) ? pick(r, [0, 1, 42, -3.5, 1e21]) : pick(r, NUMBERS);
    case 'boolean':
      return chance(r, 0.5);
    case 'enum':
      return chance(r, 0.85) ? pick(r, n.values) : pick(r, ['A', 'nope', '']);
    case 'optional':
      return chance(r, 0.2) ? pick(r, [undefined, null]) : genValue(r, n.of, depth);
    case 'nullable':
      return chance(r, 0.2) ? pick(r, [undefined, null]) : genValue(r, n.of, depth);
    case 'default':
      return chance(r, 0.3) ? pick(r, [undefined, null]) : genValue(r, n.of, depth);
    case 'union':
      return genValue(r, pick(r, n.options), depth);
    case 'refine':
    case 'transform':
    case 'brand':
      return genValue(r, n.of, depth);
    case 'array': {
      const arr: unknown[] = Array.from({ length: int(r, 4) }, () => genValue(r, n.of, depth + 1));
      if (arr.length && chance(r, 0.08)) delete arr[int(r, arr.length)];
      if (chance(r, 0.05)) arr.push(chance(r, 0.5) ? null : undefined);
      return arr;
    }
    case 'record': {
      const o: Record<string, unknown> = {};
      for (let i = int(r, 3); i > 0; i--) setOwn(o, pick(r, [...FIELD_KEYS, 'k', 'zz']), genValue(r, n.of, depth + 1));
      return o;
    }
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [key, field] of n.fields) {
        const roll = r();
        if (roll < 0.06) continue; // missing
        if (roll < 0.1) setOwn(o, key, undefined);
        else if (roll < 0.14) setOwn(o, key, null);
        else setOwn(o, key, genValue(r, field, depth + 1));
      }
      // The prompt alias: drop `prompt`, send the text under another name.
      if (n.fields.some(([k]) => k === 'prompt') && chance(r, 0.4)) {
        const text = o.prompt;
        if (chance(r, 0.6)) delete o.prompt;
        else setOwn(o, 'prompt', pick(r, [null, undefined]));
        for (const alias of ['query', 'message', 'input']) {
          if (chance(r, 0.5)) setOwn(o, alias, chance(r, 0.7) ? (typeof text === 'string' ? text : 'hello') : genJunk(r, 2));
        }
      }
      // Models sometimes send an array or object field as JSON text.
      for (const [key, field] of n.fields) {
        const inner = unwrap(field);
        if (
          (inner.k === 'array' || inner.k === 'object' || inner.k === 'record') &&
          key in o &&
          o[key] !== null &&
          typeof o[key] === 'object' &&
          chance(r, 0.25)
        ) {
          const text = jsonText(o[key], chance(r, 0.3) ? 2 : undefined);
          if (text !== undefined) setOwn(o, key, chance(r, 0.2) ? ` \n${text}` : text);
        }
      }
      if (chance(r, 0.2)) for (let i = 1 + int(r, 2); i > 0; i--) setOwn(o, pick(r, EXTRA_KEYS), genJunk(r, depth + 1));
      return o;
    }
  }
}

function jsonText(value: unknown, indent?: number): string | undefined {
  try {
    return JSON.stringify(value, null, indent);
  } catch {
    return undefined; // a BigInt inside
  }
}

function unwrap(n: FNode): FNode {
  return 'of' in n && n.k !== 'array' && n.k !== 'record' ? unwrap(n.of) : n;
}

function genInput(r: Rng, n: FNode): unknown {
  const roll = int(r, 40);
  if (roll === 0) return undefined;
  if (roll === 1) return null;
  if (roll === 2) return jsonText(genValue(r, n, 0)) ?? 'x';
  return genValue(r, n, 0);
}

/** Source-like text of a value, for failure reports (undefined, holes, -0, NaN, bigint shown). */
function show(value: unknown, depth = 0): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 20)}…(${value.length})` : value);
  if (typeof value === 'function') return '() => 1';
  if (value === null || typeof value !== 'object') return String(value);
  if (depth > 6) return '…';
  if (Array.isArray(value)) return `[${Array.from({ length: value.length }, (_, i) => (i in value ? show(value[i], depth + 1) : '<hole>')).join(', ')}]`;
  if (value instanceof Date || value instanceof Map) return value.constructor.name;
  return `{${Object.keys(value)
    .map((k) => `${JSON.stringify(k)}: ${show((value as any)[k], depth + 1)}`)
    .join(', ')}}`;
}

// ---------------------------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------------------------

interface Mismatch {
  lib: string;
  seed: number;
  schema: string;
  input: string;
  ref: Outcome;
  ours: Outcome;
}

/** Whether a normalised ValidationError tree has a field named like an Object.prototype member. */
function treeHasProtoKey(tree: any): boolean {
  if (!tree || typeof tree !== 'object' || !tree.fields) return false;
  return Object.keys(tree.fields).some((k) => PROTO_KEYS.includes(k) || treeHasProtoKey(tree.fields[k]));
}

/**
 * Deviation 4 (docs/compatibility.md): an issue at a path through `constructor`, `__proto__`, …
 * makes the reference's tree builder throw a TypeError; toolwright returns the ValidationError.
 */
function isDeviation4(ref: Outcome, ours: Outcome): boolean {
  if (!('throws' in ref) || ref.throws.name !== 'TypeError' || !('ok' in ours)) return false;
  const result = ours.ok?.result;
  return result?.error === true && treeHasProtoKey(result.validationErrors);
}

/**
 * Whether some plain object in `value` has an own `__proto__` key (as JSON.parse makes one).
 * Such inputs differ between the libraries (deviation 9, the last describe block); a mismatch
 * on one is counted, not reported.
 */
function hasOwnProtoKey(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  if (Array.isArray(value)) return value.some((item) => hasOwnProtoKey(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return true;
  return Object.values(value).some((item) => hasOwnProtoKey(item, depth + 1));
}

// Building a schema costs more than validating (arktype, Ajv): each is used for several inputs.
const SCHEMAS_PER_LIB = Number(process.env.FUZZ_SCHEMAS ?? 40);
const INPUTS_PER_SCHEMA = 12;

async function fuzzLib(lib: FuzzLib, libSeed: number): Promise<{ mismatches: Mismatch[]; scenarios: number; deviation4: number; ownProto: number }> {
  const mismatches: Mismatch[] = [];
  let scenarios = 0;
  let deviation4 = 0;
  let ownProto = 0;
  for (let si = 0; si < SCHEMAS_PER_LIB; si++) {
    const schemaSeed = libSeed * 100_003 + si;
    const sr = mulberry32(schemaSeed);
    const input = genTopSchema(sr);
    const output = chance(sr, 0.5) ? (chance(sr, 0.5) ? input : genTopSchema(sr)) : undefined;
    // One tool per side per schema: the schema objects are built per side, never shared.
    const tools: Partial<Record<Side['name'], { tool: any; seen: unknown[]; next: () => unknown }>> = {};
    for (let ii = 0; ii < INPUTS_PER_SCHEMA; ii++) {
      const seed = schemaSeed * 1_000 + ii;
      const withContext = ii % 2 === 1;
      const scenario = async (s: Side) => {
        let entry = tools[s.name];
        if (!entry) {
          const slot = { tool: undefined as any, seen: [] as unknown[], next: (() => undefined) as () => unknown };
          slot.tool = s.createTool({
            id: 'fuzz',
            description: 'fuzz',
            inputSchema: lib.build(input),
            ...(output ? { outputSchema: lib.build(output) } : {}),
            execute: async (data: unknown) => {
              slot.seen.push(data);
              return slot.next();
            },
          });
          entry = tools[s.name] = slot;
        }
        // Fresh values per side from the same seed: neither library sees the other's objects.
        const r = mulberry32(seed);
        const value = genInput(r, input);
        const outRoll = int(r, 3);
        const outValue = output ? genInput(r, output) : genJunk(r);
        entry.seen = [];
        entry.next = () => (outRoll === 0 ? entry!.seen[0] : outValue);
        const result = await entry.tool.execute(value, withContext ? {} : undefined);
        return { result, seen: entry.seen };
      };
      const { ref, ours } = await both(scenario);
      scenarios++;
      const equal = JSON.stringify([ref, keyOrders(ref)]) === JSON.stringify([ours, keyOrders(ours)]) && isDeepEqual(ref, ours);
      if (equal) continue;
      if (isDeviation4(ref, ours)) {
        deviation4++;
        continue;
      }
      const r = mulberry32(seed);
      const sent = genInput(r, input);
      if (hasOwnProtoKey(sent)) {
        ownProto++;
        continue;
      }
      mismatches.push({ lib: lib.name, seed, schema: JSON.stringify(input), input: show(sent), ref, ours });
    }
  }
  return { mismatches, scenarios, deviation4, ownProto };
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    expect(b).toEqual(a);
    return true;
  } catch {
    return false;
  }
}

describe('fuzz: execute input/output validation, reference vs toolwright', () => {
  FUZZ_LIBS.forEach((lib, index) => {
    it(`${lib.name}: ${SCHEMAS_PER_LIB} schemas × ${INPUTS_PER_SCHEMA} inputs`, async () => {
      const { mismatches, scenarios, deviation4, ownProto } = await fuzzLib(lib, Number(process.env.FUZZ_SEED ?? 0x5eed) + index);
      expect(scenarios).toBe(SCHEMAS_PER_LIB * INPUTS_PER_SCHEMA);
      // The skipped scenarios stay a small share, so the exclusions cannot hide a broken library.
      expect(deviation4 + ownProto).toBeLessThan(scenarios / 5);
      if (mismatches.length) {
        const first = mismatches
          .slice(0, 3)
          .map((m) => JSON.stringify(m, null, 1))
          .join('\n---\n');
        expect.fail(`${mismatches.length} mismatches; first:\n${first}`);
      }
    }, 30_000);
  });
});

// ---------------------------------------------------------------------------------------------
// Deviation 9 (docs/compatibility.md), found by this fuzz: an own `__proto__` key in the input,
// as `JSON.parse` of model arguments gives.
//
// The reference always rebuilds plain objects by assignment before validating (undefined →
// null), and `copy['__proto__'] = value` is the prototype setter: an object value becomes the
// copy's prototype (its keys then pass validation as inherited fields), any other value is
// dropped (a strict schema never sees the unknown key). toolwright keeps the key as an own data
// property, whether or not it copies the input.
// ---------------------------------------------------------------------------------------------

describe('deviation 9: an own `__proto__` key in the input', () => {
  const run = (schema: () => unknown, input: () => unknown) =>
    both(async (s) => {
      const seen: unknown[] = [];
      const tool = s.createTool({
        id: 'p',
        description: 'd',
        inputSchema: schema(),
        execute: async (data: any) => {
          seen.push({ data, isAdmin: data?.isAdmin });
          return 'ran';
        },
      });
      return { result: await tool.execute(input()), seen };
    });

  it('zod: the reference validates the values of the `__proto__` object as fields; toolwright ignores the key', async () => {
    const { ref, ours } = await run(
      () => z4.object({ isAdmin: z4.boolean().optional() }),
      () => JSON.parse('{"__proto__":{"isAdmin":true}}'),
    );
    expect(ref).toEqual({ ok: { result: 'ran', seen: [{ data: { isAdmin: true }, isAdmin: true }] } });
    expect(ours).toEqual({ ok: { result: 'ran', seen: [{ data: {}, isAdmin: '$undefined' }] } });
  });

  it('strict zod: the reference drops the unknown key and runs; toolwright reports it', async () => {
    const { ref, ours } = await run(
      () => z4.object({ a: z4.string() }).strict(),
      () => JSON.parse('{"a":"x","__proto__":1}'),
    );
    expect(ref).toEqual({ ok: { result: 'ran', seen: [{ data: { a: 'x' }, isAdmin: '$undefined' }] } });
    expect('ok' in ours && ours.ok.result.validationErrors).toEqual({ errors: ['Unrecognized key: "__proto__"'], fields: {} });
  });

  it('JSON Schema: execute gets an object inheriting from the `__proto__` value (reference) or owning the key (toolwright)', async () => {
    const { ref, ours } = await run(
      () => ({ type: 'object', properties: { a: { type: 'string' } } }),
      () => JSON.parse('{"a":"x","__proto__":{"isAdmin":true}}'),
    );
    expect(ref).toEqual({ ok: { result: 'ran', seen: [{ data: { a: 'x' }, isAdmin: true }] } });
    const owning = { a: 'x' };
    Object.defineProperty(owning, '__proto__', { value: { isAdmin: true }, enumerable: true, writable: true, configurable: true });
    expect(ours).toEqual({ ok: { result: 'ran', seen: [{ data: owning, isAdmin: '$undefined' }] } });
  });

  it('arktype with a `__proto__` field: the reference reports it missing and its error tree throws (deviation 4); toolwright accepts it', async () => {
    const { ref, ours } = await run(
      () => ark({ ['__proto__']: 'string' }),
      () => JSON.parse('{"__proto__":"x"}'),
    );
    expect(ref).toEqual({ throws: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'push')" } });
    expect('ok' in ours && ours.ok.result).toBe('ran');
    expect('ok' in ours && Object.keys(ours.ok.seen[0].data)).toEqual(['__proto__']);
  });

  it('with an `undefined` elsewhere in the input, toolwright copies it and still keeps the key as its own', async () => {
    const { ref, ours } = await run(
      () => z4.object({ isAdmin: z4.boolean().optional(), b: z4.string().nullish() }),
      () => {
        const input = JSON.parse('{"__proto__":{"isAdmin":true}}');
        input.b = undefined;
        return input;
      },
    );
    expect(ref).toEqual({ ok: { result: 'ran', seen: [{ data: { isAdmin: true, b: null }, isAdmin: true }] } });
    expect(ours).toEqual({ ok: { result: 'ran', seen: [{ data: { b: null }, isAdmin: '$undefined' }] } });
  });

  it('JSON Schema with an `undefined` elsewhere: the copy toolwright makes owns the key', async () => {
    const { ref, ours } = await run(
      () => ({ type: 'object', properties: { a: { type: 'string' }, b: { type: ['string', 'null'] } } }),
      () => {
        const input = JSON.parse('{"a":"x","__proto__":{"isAdmin":true}}');
        input.b = undefined;
        return input;
      },
    );
    expect(ref).toEqual({ ok: { result: 'ran', seen: [{ data: { a: 'x', b: null }, isAdmin: true }] } });
    const owning: Record<string, unknown> = { a: 'x' };
    Object.defineProperty(owning, '__proto__', { value: { isAdmin: true }, enumerable: true, writable: true, configurable: true });
    owning.b = null;
    expect(ours).toEqual({ ok: { result: 'ran', seen: [{ data: owning, isAdmin: '$undefined' }] } });
  });
});
