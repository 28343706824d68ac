// The execute path's fast paths, checked against what they replace:
// the bounded JSON excerpt of error messages, the JSON-string repair skipped per schema,
// the input scan, and the request-context view built without copies.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { RequestContext as RefRequestContext } from '@mastra/core/request-context';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestContext } from '../../src/context/request-context';
import { TransformedRequestContext } from '../../src/context/transformed-request-context';
import { createTool } from '../../src/tools';
import { describeData } from '../../src/validation/format';
import { HAS_NULL, HAS_UNDEFINED, scanInput, TOO_DEEP } from '../../src/validation/repair';
import { mulberry32 as rng } from '../parity/support/fuzz-rng';

/** What the reference writes after "Provided arguments: ". */
function expected(value: unknown): string {
  try {
    const text = JSON.stringify(value, null, 2);
    return text.length <= 200 ? text : `${text.slice(0, 200)}... (truncated)`;
  } catch {
    return '[Unable to serialize data]';
  }
}

class Point {
  constructor(
    public x = 1,
    public y = 2,
  ) {}
}

function randomValue(next: () => number, depth: number): unknown {
  const roll = next();
  if (depth > 3 || roll < 0.45) {
    const leaves: unknown[] = [
      'text',
      'quote " and \\ and \n',
      'x'.repeat(190) + '"\\' + 'y'.repeat(30),
      'z'.repeat(205) + '😀' + 'w'.repeat(10),
      'emoji 😀 and lone \ud800 surrogate',
      '\u0001 control \u001f',
      'ü é ß 中文',
      42,
      -0,
      NaN,
      Infinity,
      1.5e300,
      true,
      false,
      null,
      undefined,
      () => 1,
      Symbol('s'),
    ];
    if (next() < 0.03) leaves.push(10n);
    return leaves[Math.floor(next() * leaves.length)];
  }
  if (roll < 0.5) {
    const rare: unknown[] = [new Date(0), new Point(), { toJSON: () => 'custom' }, Object.create(null), new Map([[1, 2]])];
    const pick = rare[Math.floor(next() * rare.length)];
    if (pick && Object.getPrototypeOf(pick) === null) (pick as any).k = 'v';
    return pick;
  }
  if (roll < 0.75) {
    const length = Math.floor(next() * (depth === 0 ? 40 : 8));
    const array: unknown[] = [];
    for (let i = 0; i < length; i++) array.push(randomValue(next, depth + 1));
    if (next() < 0.05) array.length += 2; // holes
    return array;
  }
  const object: Record<string, unknown> = {};
  const size = Math.floor(next() * (depth === 0 ? 30 : 6));
  for (let i = 0; i < size; i++) {
    const roll = next();
    const key = roll < 0.1 ? String(i) : roll < 0.13 ? `k"\\${i}\n` : roll < 0.15 ? `${'long'.repeat(60)}${i}` : roll < 0.17 ? `ключ😀${i}` : `key${i}`;
    object[key] = randomValue(next, depth + 1);
  }
  return object;
}

describe('describeData: the bounded excerpt equals JSON.stringify cut at 200 characters', () => {
  it('on 5,000 random values (long, nested, with BigInt, toJSON, class instances, holes)', () => {
    const next = rng(20240611);
    for (let i = 0; i < 5_000; i++) {
      const value = randomValue(next, 0);
      expect(describeData(value)).toBe(expected(value));
    }
  });

  it('past the cut: a BigInt, a toJSON, a class instance, a throwing getter, a cycle', () => {
    const long = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` }));
    const throwing = {
      get boom() {
        throw new Error('no');
      },
    };
    const cyclic: any = { a: 1 };
    cyclic.self = cyclic;
    for (const tail of [10n, { toJSON: () => ({ x: 1 }) }, new Point(), new Date(0), throwing, cyclic, [1n], Object.create(null)]) {
      const value = { items: [...long, tail] };
      expect(describeData(value)).toBe(expected(value));
    }
  });
});

describe('scanInput', () => {
  it('flags undefined, holes, null and depth through arrays and plain objects only', () => {
    expect(scanInput({ a: 1, b: [1, 'x', { c: true }] })).toBe(0);
    expect(scanInput({ a: undefined })).toBe(HAS_UNDEFINED);
    expect(scanInput([1, , 2])).toBe(HAS_UNDEFINED); // a hole, on purpose
    expect(scanInput({ a: [null] })).toBe(HAS_NULL);
    expect(scanInput({ a: new Point(undefined as any) })).toBe(0);
    const nullProto = Object.create(null);
    nullProto.a = undefined;
    expect(scanInput({ x: nullProto })).toBe(HAS_UNDEFINED);
    let deep: any = {};
    for (let i = 0; i < 70; i++) deep = { deep };
    expect(scanInput(deep) & TOO_DEEP).toBe(TOO_DEEP);
    const cyclic: any = {};
    cyclic.self = cyclic;
    expect(scanInput(cyclic) & TOO_DEEP).toBe(TOO_DEEP);
  });
});

describe('the JSON-string repair, skipped per schema when no field can take it', () => {
  const cases: Array<[string, () => any, unknown[]]> = [
    [
      'no array or object field',
      () => z.object({ a: z.string(), n: z.number() }),
      [
        { a: 1, n: '[1]' },
        { a: '{"x":1}', n: 'x' },
      ],
    ],
    [
      'an array field',
      () => z.object({ tags: z.array(z.string()), n: z.number() }),
      [
        { tags: '["a"]', n: 1 },
        { tags: '["a"]', n: 'x' },
        { tags: 'nope', n: 1 },
      ],
    ],
    ['an optional object field', () => z.object({ o: z.object({ x: z.number() }).optional() }), [{ o: '{"x":1}' }, { o: '{"x":"y"}' }]],
    [
      'a recursive (getter) field',
      () => {
        const node: any = z.object({
          name: z.string(),
          get children() {
            return z.array(node).optional();
          },
        });
        return node;
      },
      [{ name: 'a', children: '[{"name":"b"}]' }, { name: 1 }],
    ],
  ];
  for (const [name, make, inputs] of cases) {
    it(`${name}: the same results as the reference, call after call`, async () => {
      const ours = createTool({ id: 't', description: 'd', inputSchema: make(), execute: async (input: any) => input } as any);
      const ref = refCreateTool({ id: 't', description: 'd', inputSchema: make(), execute: async (input: any) => input } as any);
      for (let round = 0; round < 2; round++) {
        for (const input of inputs) {
          expect(await ours.execute!(input as any, undefined as any)).toEqual(await ref.execute!(input as any, undefined as any));
        }
      }
    });
  }
});

describe('TransformedRequestContext: the view built from the source map', () => {
  const viewOf = (source: any, parsed: any) => [...new TransformedRequestContext(source, parsed, () => true, undefined).entries()];
  const spreadOf = (source: any, parsed: any) => Object.entries({ ...source.all, ...parsed });

  it('has the entries, in the order, of the spread of the source values and the parsed values', () => {
    const sources: Array<[string, unknown][]> = [
      [],
      [
        ['userId', 'u'],
        ['tier', 'pro'],
      ],
      [
        ['b', 1],
        ['10', 2],
        ['a', 3],
      ],
      [
        ['__proto__', { polluted: true }],
        ['x', 1],
      ],
    ];
    const parsedValues: unknown[] = [
      undefined,
      null,
      {},
      { tier: 'PRO', extra: 1 },
      { 2: 'two', a: 'A' },
      'str',
      Object.defineProperty({}, 'hidden', { value: 1, enumerable: false }),
    ];
    for (const entries of sources) {
      for (const parsed of parsedValues) {
        const source = new RequestContext(entries as any);
        expect(viewOf(source, parsed)).toEqual(spreadOf(source, parsed));
      }
    }
    const withNumberKey = new RequestContext();
    withNumberKey.setRaw(1 as any, 'one');
    withNumberKey.setRaw('z', 'zed');
    expect(viewOf(withNumberKey, { y: 1 })).toEqual(spreadOf(withNumberKey, { y: 1 }));
  });

  it('reads a subclass or a foreign context through `all`', () => {
    class Logged extends RequestContext {
      reads = 0;
      override get all() {
        this.reads++;
        return { ...super.all, fromAll: true } as any;
      }
    }
    const source = new Logged([['a', 1]]);
    expect(viewOf(source, { b: 2 })).toEqual([
      ['a', 1],
      ['fromAll', true],
      ['b', 2],
    ]);
    expect(source.reads).toBe(1);
    const foreign = new RefRequestContext([['a', 1]]);
    expect(viewOf(foreign, { b: 2 })).toEqual(spreadOf(foreign, { b: 2 }));
  });

  it('gives a tool the same request context as the reference', async () => {
    const rcSchema = z.object({ userId: z.string(), tier: z.enum(['free', 'pro']).transform((t) => t.toUpperCase()) });
    const execute = async (_input: unknown, context: any) => [...context.requestContext.entries()];
    const ours = createTool({ id: 't', description: 'd', requestContextSchema: rcSchema, execute } as any);
    const ref = refCreateTool({ id: 't', description: 'd', requestContextSchema: rcSchema, execute } as any);
    const entries: [string, unknown][] = [
      ['tier', 'pro'],
      ['7', 'seven'],
      ['userId', 'u-1'],
      ['other', 1],
    ];
    expect(await ours.execute!({} as any, { requestContext: new RequestContext(entries as never) } as any)).toEqual(
      await ref.execute!({} as any, { requestContext: new RefRequestContext(entries as never) } as any),
    );
  });
});
