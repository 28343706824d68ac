// serializeForSpan always gives a JSON-serialisable, bounded value.
import { describe, expect, it } from 'vitest';
import { SPAN_PLACEHOLDERS, SPAN_VALUE_LIMITS } from '../../src/context/span-value';
import { MASTRA_AUTH_TOKEN_KEY, RequestContext } from '../../src/request-context';
import { CASE_TIMEOUT, checkPrototypesAfterEach, nested, size } from './helpers';

checkPrototypesAfterEach();

/** The most text one value can produce: its characters, plus JSON punctuation per kept entry. */
const TEXT_BOUND = SPAN_VALUE_LIMITS.chars * 2 + SPAN_VALUE_LIMITS.nodes * 64 + 1_024;

const circular = (): any => {
  const value: any = { a: 1, list: [] };
  value.list.push(value, { back: value });
  return value;
};

const hostile: Array<[string, () => unknown]> = [
  ['a circular object', circular],
  [
    'a circular array',
    () => {
      const a: any[] = [1];
      a.push(a);
      return a;
    },
  ],
  ['10,000 levels of objects', () => nested(10_000)],
  ['10,000 levels of arrays', () => nested(10_000, 1, 'array')],
  ['100,000 levels', () => nested(size(100_000, 1_000_000))],
  ['a 10 MB string', () => 'x'.repeat(10 * 1024 * 1024)],
  ['a 10 MB string inside an object', () => ({ text: 'y'.repeat(10 * 1024 * 1024) })],
  ['an array of 10^6 items', () => new Array(1_000_000).fill(7)],
  ['an object of 10^5 keys', () => Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]))],
  ['BigInt, symbol and function members', () => ({ big: 10n, sym: Symbol('s'), fn: () => 1, list: [1n, Symbol('t')] })],
  ['class instances inside', () => ({ map: new Map([[1, 2]]), set: new Set([1]), date: new Date(0), re: /x/, u8: new Uint8Array(3) })],
  [
    'a throwing getter',
    () => ({
      ok: 1,
      get boom() {
        throw new Error('getter');
      },
    }),
  ],
  [
    'a Proxy whose traps throw',
    () => ({
      inner: new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('trap');
          },
          get() {
            throw new Error('trap');
          },
        },
      ),
    }),
  ],
  ['an own __proto__ key', () => JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')],
  ['lone surrogates', () => ({ '\uD800': '\uDC00' })],
];

describe('hostile values', () => {
  it.each(hostile)(
    '%s: JSON.stringify of the result works and stays bounded',
    (_label, make) => {
      const value = make();
      const span = new RequestContext<any>([
        ['v', value],
        ['n', 1],
      ]).serializeForSpan();
      const text = JSON.stringify(span);
      expect(typeof text).toBe('string');
      expect(text.length).toBeLessThan(TEXT_BOUND);
      expect(span['n']).toBe(1);
      expect(({} as any).polluted).toBeUndefined();
    },
    CASE_TIMEOUT,
  );
});

describe('placeholders', () => {
  const spanOf = (value: unknown) => new RequestContext<any>([['v', value]]).serializeForSpan()['v'];

  it('a cycle becomes [Circular] where it closes', () => {
    expect(spanOf(circular())).toEqual({ a: 1, list: [SPAN_PLACEHOLDERS.circular, { back: SPAN_PLACEHOLDERS.circular }] });
  });

  it('a shared (not circular) object is written each time it appears', () => {
    const shared = { s: 1 };
    const out = spanOf({ a: shared, b: [shared], big: 1n }) as any;
    expect(out).toEqual({ a: { s: 1 }, b: [{ s: 1 }], big: SPAN_PLACEHOLDERS.bigint });
  });

  it(`nesting past ${SPAN_VALUE_LIMITS.depth} levels is cut with a placeholder`, () => {
    let out = spanOf(nested(1_000)) as any;
    let depth = 0;
    while (typeof out === 'object') {
      out = out.c;
      depth++;
    }
    expect(depth).toBe(SPAN_VALUE_LIMITS.depth + 1);
    expect(out).toBe(SPAN_PLACEHOLDERS.depth);
  });

  it('long strings are cut and marked', () => {
    const out = spanOf('z'.repeat(SPAN_VALUE_LIMITS.chars + 10)) as string;
    expect(out).toBe('z'.repeat(SPAN_VALUE_LIMITS.chars) + SPAN_PLACEHOLDERS.truncatedString);
  });

  it('long arrays and wide objects keep their first entries and say more were left out', () => {
    const list = spanOf(Array.from({ length: 5_000 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(SPAN_VALUE_LIMITS.nodes + 1);
    expect(list.slice(0, 3)).toEqual([0, 1, 2]);
    expect(list.at(-1)).toBe(SPAN_PLACEHOLDERS.truncatedEntries);
    const wide = spanOf(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))) as Record<string, unknown>;
    expect(Object.keys(wide)).toHaveLength(SPAN_VALUE_LIMITS.nodes + 1);
    expect(wide['…']).toBe(SPAN_PLACEHOLDERS.truncatedEntries);
  });

  it('in a copy, members JSON cannot carry get their typeof in brackets; class instances are written as JSON writes them', () => {
    const date = new Date(0);
    expect(spanOf({ big: 1n, f: () => 1, s: Symbol('x'), m: new Map([[1, 2]]), d: date, u: undefined, list: [undefined, () => 1] })).toEqual({
      big: SPAN_PLACEHOLDERS.bigint,
      f: SPAN_PLACEHOLDERS.function,
      s: SPAN_PLACEHOLDERS.symbol,
      m: {},
      d: date,
      u: undefined,
      list: [null, SPAN_PLACEHOLDERS.function],
    });
  });

  it('functions, symbols, Dates and class instances alone make no copy: JSON.stringify carries them', () => {
    const value = { f: () => 1, s: Symbol('x'), m: new Map(), d: new Date(0), u: undefined, custom: { toJSON: () => 'custom' } };
    expect(spanOf(value)).toBe(value);
  });

  it('what cannot be read becomes [Unreadable]', () => {
    expect(
      spanOf({
        ok: 1,
        get boom() {
          throw new Error('x');
        },
      }),
    ).toBe(SPAN_PLACEHOLDERS.unreadable);
  });

  it('top-level values keep the reference rules: the auth token redacted, non-plain values as [typeof]', () => {
    const span = new RequestContext<any>([
      [MASTRA_AUTH_TOKEN_KEY, 'secret'],
      ['m', new Map()],
      ['b', 1n],
      ['s', 'short'],
    ]).serializeForSpan();
    expect(span).toEqual({ [MASTRA_AUTH_TOKEN_KEY]: '[REDACTED]', m: '[object]', b: '[bigint]', s: 'short' });
  });

  it("a toJSON is the value's own serialisation: never called here, kept as it is, in a copy too", () => {
    let calls = 0;
    const own = { toJSON: () => (calls++, 'own') };
    const value = { own, big: 1n };
    expect(spanOf({ own })).toEqual({ own });
    const copy = spanOf(value) as { own: unknown; big: unknown };
    expect(copy.own).toBe(own);
    expect(copy.big).toBe(SPAN_PLACEHOLDERS.bigint);
    expect(calls).toBe(0);
    expect(JSON.stringify(copy)).toBe('{"own":"own","big":"[bigint]"}');
  });

  it('values within bounds are returned as they are (same reference)', () => {
    const value = { a: [1, { b: 'x' }], n: null, deep: nested(SPAN_VALUE_LIMITS.depth - 1) };
    expect(spanOf(value)).toBe(value);
  });
});
