// The hostile-input catalogue, over zod 4, zod 3, valibot and arktype. Every case settles within
// its time bound, never lets a RangeError or a misleading error out, never hands execute data its
// schema rejects, keeps messages short, and leaves the built-in prototypes as they were.
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { createTool, isValidationError } from '../../src/tools';
import { CASE_TIMEOUT, checkPrototypesAfterEach, size } from './helpers';

checkPrototypesAfterEach();

const MB10 = 10 * 1024 * 1024;
const MILLION = 1_000_000;
/** Large arrays: 10^5 items in the CI run (10^6 valid tags always), 10^6 in the long run. */
const LARGE = size(100_000, 1_000_000);
/**
 * Inputs that make every item an issue: the libraries themselves take seconds per 10^6 issues
 * (zod 4: about 8 s), and the message has one line per issue, as the reference's. The CI run
 * uses 10^4 of them; the long run 10^6.
 */
const MANY_ISSUES = size(10_000, 1_000_000);
/** The excerpt after `Provided arguments: `: at most 200 characters and the truncation mark. */
const EXCERPT_BOUND = 200 + '... (truncated)'.length;

const schemas: Array<[string, unknown]> = [
  ['zod 4', z.object({ name: z.string(), tags: z.array(z.string()).optional(), meta: z.record(z.string(), z.unknown()).optional() })],
  ['zod 3', z3.object({ name: z3.string(), tags: z3.array(z3.string()).optional(), meta: z3.record(z3.string(), z3.unknown()).optional() })],
  ['valibot', v.object({ name: v.string(), tags: v.optional(v.array(v.string())), meta: v.optional(v.record(v.string(), v.unknown())) })],
  ['arktype', type({ name: 'string', 'tags?': 'string[]', 'meta?': 'Record<string, unknown>' })],
];

/**
 * What a case may end as: `ran` (execute got valid data), `invalid` (a ValidationError), `either`
 * (libraries differ), or the case's own error thrown back (a getter's or a trap's).
 */
type Expected = 'ran' | 'invalid' | 'either' | { throws: RegExp; orInvalid?: boolean };

const getterError = { throws: /^getter$/, orInvalid: true } as const;
const trapError = { throws: /^trap$/, orInvalid: true } as const;

const cases: Array<[string, string, () => unknown, Expected]> = [
  // Non-object input.
  ['non-object', 'undefined', () => undefined, 'invalid'],
  ['non-object', 'null', () => null, 'invalid'],
  ['non-object', 'a number', () => 0, 'invalid'],
  ['non-object', 'a string', () => '{"name":"x"}', 'invalid'],
  ['non-object', 'a boolean', () => true, 'invalid'],
  ['non-object', 'an array', () => [{ name: 'x' }], 'invalid'],
  // arktype takes a function for an object: its own `name` ('' here) is a string.
  ['non-object', 'a function', () => () => ({ name: 'x' }), 'either'],
  ['non-object', 'a symbol', () => Symbol('input'), 'invalid'],
  ['non-object', 'a BigInt', () => 10n, 'invalid'],
  // Prototype keys.
  ['prototype keys', 'an own __proto__ key from JSON.parse', () => JSON.parse('{"name":"x","__proto__":{"isAdmin":true,"name":5}}'), 'either'],
  ['prototype keys', 'an own __proto__ key in a nested record', () => ({ name: 'x', meta: JSON.parse('{"__proto__":{"polluted":true}}') }), 'either'],
  [
    'prototype keys',
    'constructor, toString, hasOwnProperty, valueOf as fields',
    () => ({ name: 'x', constructor: 'c', toString: 's', hasOwnProperty: 1, valueOf: null }),
    'ran',
  ],
  ['prototype keys', 'a null-prototype object', () => Object.assign(Object.create(null), { name: 'x' }), 'ran'],
  ['prototype keys', 'the name inherited, not own', () => Object.create({ name: 'x' }), 'either'],
  ['prototype keys', 'prototype names as record keys', () => ({ name: 'x', meta: { constructor: 1, __defineGetter__: 2, toString: 3 } }), 'ran'],
  // Throwing getters and Proxies.
  [
    'getters and Proxies',
    'a throwing getter on a required field',
    () => ({
      get name(): string {
        throw new Error('getter');
      },
    }),
    getterError,
  ],
  [
    'getters and Proxies',
    'a throwing getter on an optional field',
    () => ({
      name: 'x',
      get tags(): string[] {
        throw new Error('getter');
      },
    }),
    getterError,
  ],
  [
    'getters and Proxies',
    'a throwing getter inside an array item',
    () => ({
      name: 'x',
      tags: [
        {
          get s(): string {
            throw new Error('getter');
          },
        },
      ],
    }),
    getterError,
  ],
  [
    'getters and Proxies',
    'a Proxy whose get trap throws',
    () =>
      new Proxy(
        { name: 'x' },
        {
          get() {
            throw new Error('trap');
          },
        },
      ),
    trapError,
  ],
  [
    'getters and Proxies',
    'a Proxy whose ownKeys trap throws',
    () =>
      new Proxy(
        { name: 'x' },
        {
          ownKeys() {
            throw new Error('trap');
          },
        },
      ),
    trapError,
  ],
  [
    'getters and Proxies',
    'a Proxy whose getPrototypeOf trap throws',
    () =>
      new Proxy(
        { name: 'x' },
        {
          getPrototypeOf() {
            throw new Error('trap');
          },
        },
      ),
    trapError,
  ],
  [
    'getters and Proxies',
    'a Proxy whose has trap throws',
    () =>
      new Proxy(
        { name: 'x' },
        {
          has() {
            throw new Error('trap');
          },
        },
      ),
    trapError,
  ],
  [
    'getters and Proxies',
    'a Proxy around an array field',
    () => ({
      name: 'x',
      tags: new Proxy(['a'], {
        get(t, k) {
          if (k === '0') throw new Error('trap');
          return Reflect.get(t, k);
        },
      }),
    }),
    trapError,
  ],
  ['getters and Proxies', 'a transparent Proxy', () => new Proxy({ name: 'x', tags: ['a'] }, {}), 'ran'],
  // Frozen objects.
  ['frozen', 'a frozen valid input', () => Object.freeze({ name: 'x', tags: Object.freeze(['a']) }), 'ran'],
  ['frozen', 'a frozen input with an undefined optional field (the repair copies)', () => Object.freeze({ name: 'x', tags: undefined }), 'ran'],
  ['frozen', 'a frozen input with a null optional field', () => Object.freeze({ name: 'x', meta: null }), 'ran'],
  ['frozen', 'a frozen invalid input', () => Object.freeze({ name: 5 }), 'invalid'],
  ['frozen', 'a sealed, non-extensible nested record', () => ({ name: 'x', meta: Object.seal(Object.preventExtensions({ a: 1 })) }), 'ran'],
  // BigInt and symbols.
  ['BigInt and symbols', 'a BigInt where a string is expected', () => ({ name: 10n }), 'invalid'],
  ['BigInt and symbols', 'a symbol where a string is expected', () => ({ name: Symbol('s') }), 'invalid'],
  ['BigInt and symbols', 'a symbol key', () => ({ name: 'x', [Symbol('k')]: 1 }), 'ran'],
  ['BigInt and symbols', 'a BigInt inside a record', () => ({ name: 'x', meta: { big: 10n, sym: Symbol('v') } }), 'ran'],
  ['BigInt and symbols', 'a BigInt in an invalid input (the excerpt cannot be JSON)', () => ({ name: 5, meta: { big: 10n } }), 'invalid'],
  // 10 MB strings.
  ['10 MB strings', 'a 10 MB valid name', () => ({ name: 'x'.repeat(MB10) }), 'ran'],
  ['10 MB strings', 'a 10 MB string in an invalid input', () => ({ name: 5, tags: ['y'.repeat(MB10)] }), 'invalid'],
  ['10 MB strings', 'a 10 MB key', () => ({ name: 'x', meta: { ['k'.repeat(MB10)]: 1 } }), 'ran'],
  ['10 MB strings', 'a 10 MB string where an array is expected', () => ({ name: 'x', tags: '['.repeat(MB10) }), 'invalid'],
  // 10^6-item arrays.
  ['10^6-item arrays', '10^6 valid tags', () => ({ name: 'x', tags: new Array(MILLION).fill('a') }), 'ran'],
  ['10^6-item arrays', 'large tags, the last one invalid', () => ({ name: 'x', tags: [...new Array(LARGE - 1).fill('a'), 5] }), 'invalid'],
  ['10^6-item arrays', 'holes (every one an issue)', () => ({ name: 'x', tags: new Array(MANY_ISSUES) }), 'invalid'],
  ['10^6-item arrays', 'a large array as the input itself', () => new Array(LARGE).fill({ name: 'x' }), 'invalid'],
  [
    '10^6-item arrays',
    'undefined tags (the repair copies them all; every one an issue)',
    () => ({ name: 'x', tags: new Array(MANY_ISSUES).fill(undefined) }),
    'invalid',
  ],
  [
    '10^6-item arrays',
    'large valid tags and one undefined (the repair copies them all)',
    () => ({ name: 'x', tags: [...new Array(LARGE - 1).fill('a'), undefined] }),
    'invalid',
  ],
  // Lone surrogates.
  ['lone surrogates', 'a lone high surrogate as the name', () => ({ name: '\uD800' }), 'ran'],
  ['lone surrogates', 'lone surrogates in tags', () => ({ name: 'a\uDFFFb', tags: ['\uD800\uD800', '\uDC00'] }), 'ran'],
  ['lone surrogates', 'a lone surrogate key in an invalid input', () => ({ '\uDC00': '\uD800', name: 5 }), 'invalid'],
  // NaN, Infinity, -0.
  ['NaN, Infinity, -0', 'NaN as the name', () => ({ name: Number.NaN }), 'invalid'],
  ['NaN, Infinity, -0', 'Infinity as the name', () => ({ name: Number.POSITIVE_INFINITY }), 'invalid'],
  ['NaN, Infinity, -0', '-0 as the name', () => ({ name: -0 }), 'invalid'],
  ['NaN, Infinity, -0', 'NaN, Infinity and -0 in a record', () => ({ name: 'x', meta: { n: Number.NaN, i: Number.NEGATIVE_INFINITY, z: -0 } }), 'ran'],
  // Date, Map and typed arrays where objects are expected.
  ['Date, Map, typed arrays', 'a Date as the input', () => new Date(0), 'invalid'],
  ['Date, Map, typed arrays', 'a Map with a name entry as the input', () => new Map([['name', 'x']]), 'invalid'],
  ['Date, Map, typed arrays', 'a Uint8Array as the input', () => new Uint8Array(4), 'invalid'],
  ['Date, Map, typed arrays', 'an invalid Date as the input', () => new Date(Number.NaN), 'invalid'],
  ['Date, Map, typed arrays', 'a Date as the record', () => ({ name: 'x', meta: new Date(0) }), 'either'],
  ['Date, Map, typed arrays', 'a Map as the record', () => ({ name: 'x', meta: new Map([['a', 1]]) }), 'either'],
  ['Date, Map, typed arrays', 'a typed array as the tags', () => ({ name: 'x', tags: new Float64Array(3) }), 'invalid'],
  ['Date, Map, typed arrays', 'a boxed String as the name', () => ({ name: new String('x') }), 'invalid'],
];

type Outcome = { ran: { name: unknown; protoOk: boolean } } | { invalid: string } | { threw: unknown };

describe.each(schemas)('%s', (_library, schema) => {
  const tool = createTool({
    id: 'catalogue',
    description: 'd',
    inputSchema: schema as never,
    execute: async (data: any) => ({
      name: data.name,
      // An own `__proto__` key that became the prototype would make `isAdmin` readable.
      protoOk: data.isAdmin === undefined,
    }),
  });

  async function run(input: unknown): Promise<Outcome> {
    try {
      const result = await tool.execute!(input as never, {} as never);
      if (isValidationError(result)) return { invalid: result.message };
      return { ran: result as { name: unknown; protoOk: boolean } };
    } catch (error) {
      return { threw: error };
    }
  }

  describe.each([...new Set(cases.map((c) => c[0]))])('%s', (group) => {
    it.each(cases.filter((c) => c[0] === group).map(([, label, make, expected]) => [label, make, expected] as const))(
      '%s',
      async (label, make, expected) => {
        const outcome = await run(make());
        if ('threw' in outcome) {
          const error = outcome.threw as Error;
          expect(error).not.toBeInstanceOf(RangeError);
          expect(String(error?.message)).not.toMatch(/schema is async/);
          expect(typeof expected === 'object', `unexpected throw: ${String(error?.message)}`).toBe(true);
          expect(String(error.message)).toMatch((expected as { throws: RegExp }).throws);
          return;
        }
        if ('invalid' in outcome) {
          const excerpt = outcome.invalid.slice(outcome.invalid.lastIndexOf('\n\nProvided arguments: ') + '\n\nProvided arguments: '.length);
          expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_BOUND);
          expect(outcome.invalid).toMatch(/^Tool input validation failed for catalogue\. Please fix the following errors and try again:\n- /);
          expect(
            expected === 'invalid' || expected === 'either' || (typeof expected === 'object' && expected.orInvalid === true),
            'unexpected ValidationError',
          ).toBe(true);
          return;
        }
        // execute ran: it got a string name, and nothing through the prototype.
        expect(expected === 'ran' || expected === 'either', 'execute ran on input expected to be rejected').toBe(true);
        expect(typeof outcome.ran.name).toBe('string');
        expect(outcome.ran.protoOk).toBe(true);
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      },
      CASE_TIMEOUT,
    );
  });
});
