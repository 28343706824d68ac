import { describe, expect, it } from 'vitest';
import { LIBS, S, ark, expectParity, normalize, parityValue, z4, zv3, type Lib, type Side } from './support/harness';
import * as refRCModule from '@mastra/core/request-context';
import * as oursRCModule from '../../src/request-context';

const rcShape = S.object({ userId: S.string, n: S.optional(S.number) });

function runWithContext(lib: Lib, entries: () => any, opts: { id?: string; node?: any; noContext?: boolean } = {}) {
  return async (s: Side) => {
    let seen: any = 'not called';
    const tool = s.createTool({
      id: opts.id ?? 'rc-tool',
      requestContextSchema: lib.build(opts.node ?? rcShape),
      execute: async (_d: any, ctx: any) => {
        seen = { all: ctx.requestContext.all, isInstance: ctx.requestContext instanceof s.RequestContext };
        return 'ran';
      },
    });
    const rc = opts.noContext ? undefined : new s.RequestContext(entries());
    const r = await tool.execute({}, rc ? { requestContext: rc } : undefined);
    return { r, seen, source: rc?.all };
  };
}

// valibot request-context validation is a deliberate deviation (see deviations.parity.test.ts)
const RC_LIBS = LIBS.filter((l) => l.name !== 'valibot');

describe('request context validation per library', () => {
  const CASES: Array<[string, () => any]> = [
    ['valid', () => ({ userId: 'u1', n: 3 })],
    ['valid + extra keys kept', () => ({ userId: 'u1', other: 'o' })],
    ['missing userId', () => ({ n: 1 })],
    ['wrong types', () => ({ userId: 5, n: 'x' })],
    ['empty', () => ({})],
    [
      'sensitive keys redacted',
      () => ({
        userId: 5,
        password: 'p',
        apiKey: 'k',
        api_key: 'k2',
        myToken: 't',
        Authorization: 'a',
        secretThing: 's',
        credentials: 'c',
        author: 'me',
        safe: 'ok',
      }),
    ],
    ['nested sensitive redacted', () => ({ userId: 5, nested: { apiKey: 'k', deeper: { token: 't', keep: 1 }, list: [{ password: 'p' }, 'x'] } })],
    ['date and map print as {}', () => ({ userId: 5, when: new Date(0), m: new Map([['a', 1]]) })],
    ['long context truncated', () => ({ userId: 5, big: 'x'.repeat(500) })],
    ['bigint unserialisable', () => ({ userId: 5, b: 10n })],
    ['undefined value key', () => ({ userId: undefined })],
  ];
  const rows: Array<[string, string, Lib, () => any]> = [];
  for (const [n, e] of CASES) for (const lib of RC_LIBS) rows.push([n, lib.name, lib, e]);
  it.each(rows)('%s [%s]', async (_n, _l, lib, entries) => {
    await expectParity(runWithContext(lib, entries));
  });

  it.each(RC_LIBS.map((l) => [l.name, l] as const))('no context given validates {} [%s]', async (_n, lib) => {
    await expectParity(runWithContext(lib, () => ({}), { noContext: true }));
  });
  it.each(RC_LIBS.map((l) => [l.name, l] as const))('all-optional schema without context runs [%s]', async (_n, lib) => {
    await expectParity(runWithContext(lib, () => ({}), { noContext: true, node: S.object({ n: S.optional(S.number) }) }));
  });
  it.each(RC_LIBS.map((l) => [l.name, l] as const))('empty id in message [%s]', async (_n, lib) => {
    await expectParity(runWithContext(lib, () => ({ userId: 1 }), { id: '' }));
  });

  it('input error comes first: request context not validated', async () => {
    await parityValue(async (s) => {
      const tool = s.createTool({
        id: 'x',
        inputSchema: z4.object({ a: z4.string() }),
        requestContextSchema: z4.object({ u: z4.string() }),
        execute: async () => 1,
      });
      return tool.execute({ a: 1 }, { requestContext: new s.RequestContext() });
    });
  });

  it('request context validated even when resuming', async () => {
    await parityValue(async (s) => {
      const tool = s.createTool({
        id: 'x',
        inputSchema: z4.object({ a: z4.string() }),
        requestContextSchema: z4.object({ u: z4.string() }),
        execute: async () => 1,
      });
      return tool.execute({ a: 1 }, { resumeData: { r: 1 }, requestContext: new s.RequestContext({ u: 2 }) });
    });
  });

  it('async request context schema throws', async () => {
    const ref = await expectParity(async (s) => {
      const schema = {
        '~standard': { version: 1, vendor: 'x', validate: async (v: any) => ({ value: v }), jsonSchema: { input: () => ({}), output: () => ({}) } },
      };
      return s.createTool({ id: 'x', requestContextSchema: schema, execute: async () => 1 }).execute({}, { requestContext: new s.RequestContext() });
    });
    expect(ref.throws?.message).toContain('async');
  });

  it('request context validate TypeError propagates unchanged (not the union error)', async () => {
    await expectParity(async (s) => {
      const schema = {
        '~standard': { version: 1, vendor: 'x', validate: (x: any) => (undefined as any).y(x), jsonSchema: { input: () => ({}), output: () => ({}) } },
      };
      return s.createTool({ id: 'x', requestContextSchema: schema, execute: async () => 1 }).execute({});
    });
  });

  // the value-first quirk (value + issues passes in the reference) is deviation 2: deviations.parity.test.ts
});

describe('request context view', () => {
  it('no schema → same instance', async () => {
    await parityValue(async (s) => {
      const rc = new s.RequestContext({ a: 1 });
      let same: any;
      await s
        .createTool({
          id: 'x',
          execute: async (_d: any, c: any) => {
            same = c.requestContext === rc;
          },
        })
        .execute({}, { requestContext: rc });
      return same;
    });
  });

  const coerceSchemas: Array<[string, () => any]> = [
    ['zod4 coerce', () => z4.object({ userId: z4.string(), n: z4.coerce.number() })],
    ['zod/v3 coerce', () => zv3.object({ userId: zv3.string(), n: zv3.coerce.number() })],
    ['arktype numeric.parse', () => ark({ userId: 'string', n: 'string.numeric.parse' })],
    [
      'zod4 codec',
      () => z4.object({ userId: z4.string(), n: z4.codec(z4.string(), z4.number(), { decode: (x: string) => Number(x), encode: (x: number) => String(x) }) }),
    ],
    ['json schema', () => ({ type: 'object', properties: { userId: { type: 'string' }, n: { type: 'string' } }, required: ['userId'] })],
  ];

  type Step = [string, (view: any) => any];
  const STEPS: Array<[string, Step[]]> = [
    [
      'reads',
      [
        ['all', (v) => v.all],
        ['get n', (v) => v.get('n')],
        ['size', (v) => v.size()],
        ['keys', (v) => [...v.keys()]],
        ['entries', (v) => [...v.entries()]],
        ['values', (v) => [...v.values()]],
        ['toJSON', (v) => v.toJSON()],
        ['json', (v) => JSON.stringify(v)],
        ['has other', (v) => v.has('other')],
      ],
    ],
    [
      'set valid input raw',
      [
        ['set', (v) => v.set('n', '7')],
        ['view', (v) => v.all],
      ],
    ],
    [
      'set output value (encode or throw)',
      [
        ['set', (v) => v.set('n', 42)],
        ['view', (v) => v.all],
      ],
    ],
    [
      'setRaw output value',
      [
        ['setRaw', (v) => v.setRaw('n', 9)],
        ['view', (v) => v.all],
      ],
    ],
    [
      'set undeclared key',
      [
        ['set', (v) => v.set('extra', { x: 1 })],
        ['view', (v) => v.all],
      ],
    ],
    [
      'set userId invalid',
      [
        ['set', (v) => v.set('userId', 5)],
        ['view', (v) => v.all],
      ],
    ],
    [
      'delete forwarded',
      [
        ['delete', (v) => v.delete('other')],
        ['deleteRaw missing', (v) => v.deleteRaw('nope')],
        ['view', (v) => v.all],
      ],
    ],
    [
      'delete required then set other, then restore',
      [
        ['delete', (v) => v.delete('userId')],
        ['set n', (v) => v.set('n', '1')],
        ['set userId', (v) => v.set('userId', 'back')],
        ['set n again', (v) => v.set('n', '2')],
        ['view', (v) => v.all],
      ],
    ],
    [
      'clear forwarded',
      [
        ['clear', (v) => v.clear()],
        ['view', (v) => v.all],
        ['size', (v) => v.size()],
      ],
    ],
    [
      'shape of view',
      [
        ['isInstance', (v) => v.constructor.name !== 'Object'],
        ['keys', (v) => Object.keys(v)],
        ['symbols', (v) => Object.getOwnPropertySymbols(v).map((x) => x.description)],
        ['sourceEnumerable', (v) => Object.getOwnPropertyDescriptor(v, Symbol.for('mastra.core.request-context.input-source'))?.enumerable],
      ],
    ],
  ];

  const rows: Array<[string, string, () => any, Step[]]> = [];
  for (const [sn, mk] of coerceSchemas) for (const [stn, steps] of STEPS) rows.push([stn, sn, mk, steps]);
  it.each(rows)('%s [%s]', async (_st, _sn, mk, steps) => {
    await parityValue(async (s) => {
      const source = new s.RequestContext({ userId: 'u', n: '5', other: 'o' });
      const log: any[] = [];
      const tool = s.createTool({
        id: 'view',
        requestContextSchema: mk(),
        execute: async (_d: any, ctx: any) => {
          for (const [name, fn] of steps) {
            try {
              log.push([name, normalize(fn(ctx.requestContext))]);
            } catch (e: any) {
              log.push([name, 'THROW', e.message]);
            }
          }
          log.push(['isView', ctx.requestContext instanceof s.RequestContext, ctx.requestContext === source]);
          return 'ok';
        },
      });
      const r = await tool.execute({}, { requestContext: source });
      return { r, log, source: source.all };
    });
  });

  it('nested tool sees the original source values', async () => {
    await parityValue(async (s) => {
      const source = new s.RequestContext({ n: '3' });
      const inner = s.createTool({
        id: 'inner',
        requestContextSchema: z4.object({ n: z4.string() }),
        execute: async (_d: any, c: any) => ({ innerN: c.requestContext.get('n') }),
      });
      const outer = s.createTool({
        id: 'outer',
        requestContextSchema: z4.object({ n: z4.coerce.number() }),
        execute: async (_d: any, c: any) => ({ outerN: c.requestContext.get('n'), inner: await inner.execute({}, { requestContext: c.requestContext }) }),
      });
      return outer.execute({}, { requestContext: source });
    });
  });

  it('view passed to a tool without schema is passed through as is', async () => {
    await parityValue(async (s) => {
      const source = new s.RequestContext({ n: '3' });
      const inner = s.createTool({ id: 'inner', execute: async (_d: any, c: any) => ({ n: c.requestContext.get('n'), all: c.requestContext.all }) });
      const outer = s.createTool({
        id: 'outer',
        requestContextSchema: z4.object({ n: z4.coerce.number() }),
        execute: async (_d: any, c: any) => inner.execute({}, { requestContext: c.requestContext }),
      });
      return outer.execute({}, { requestContext: source });
    });
  });

  it('input-source chain with a cycle stops safely', async () => {
    await parityValue(async (s) => {
      const a = new s.RequestContext({ n: 'a' });
      const b = new s.RequestContext({ n: 'b' });
      const sym = Symbol.for('mastra.core.request-context.input-source');
      (a as any)[sym] = b;
      (b as any)[sym] = a;
      let seen: any;
      const r = await s
        .createTool({
          id: 'c',
          requestContextSchema: z4.object({ n: z4.string() }),
          execute: async (_d: any, c: any) => {
            seen = c.requestContext.all;
            return 1;
          },
        })
        .execute({}, { requestContext: a });
      return { r, seen };
    });
  });
});

describe('RequestContext API', () => {
  const CTORS: Array<[string, () => any]> = [
    ['no arg', () => undefined],
    ['null', () => null],
    [
      'array of pairs',
      () => [
        ['a', 1],
        ['b', 2],
      ],
    ],
    [
      'Map',
      () =>
        new Map<string, unknown>([
          ['a', 1],
          ['b', { c: 2 }],
        ]),
    ],
    ['plain object', () => ({ x: 1, y: undefined })],
    ['string (throws)', () => 'ab'],
    ['number', () => 5],
    [
      'object with iterator',
      () => ({
        *[Symbol.iterator]() {
          yield ['k', 'v'];
        },
      }),
    ],
  ];
  it.each(CTORS)('constructor: %s', async (_n, mk) => {
    await expectParity((s) => {
      const rc = new s.RequestContext(mk());
      return { all: rc.all, size: rc.size(), hasY: rc.has('y'), keys: Object.keys(rc), allFresh: rc.all !== rc.all };
    });
  });

  it('methods', async () => {
    await parityValue((s) => {
      const rc = new s.RequestContext();
      const log: any[] = [];
      log.push(rc.set('a', 1), rc.setRaw('b', 2), rc.get('a'), rc.getRaw('b'), rc.has('a'), rc.hasRaw('zz'));
      log.push([...rc.keys()], [...rc.values()], [...rc.entries()], rc.size());
      const third: any[] = [];
      rc.forEach((v: any, k: any, m: any) => third.push([v, k, m instanceof Map, m === rc.registry]));
      log.push(third, rc.delete('a'), rc.deleteRaw('a'), rc.all);
      rc.clear();
      log.push(rc.size(), rc.all, typeof rc.size, Object.getOwnPropertyNames(Object.getPrototypeOf(rc)).sort());
      return log;
    });
  });

  it('toJSON filter', async () => {
    await parityValue((s) => {
      const circ: any = { a: 1 };
      circ.self = circ;
      const rc = new s.RequestContext({
        x: 1,
        fn: () => 1,
        sym: Symbol('s'),
        circ,
        big: 10n,
        date: new Date(0),
        und: undefined,
        nul: null,
        str: 's',
        bool: false,
        nested: { big: 1n },
        arr: [1, 2],
        typed: new Uint8Array([1, 2, 3]),
        bigTyped: new BigInt64Array(2),
        nan: NaN,
      });
      return { json: rc.toJSON(), keys: Object.keys(rc.toJSON()), stringified: JSON.stringify(rc) };
    });
  });

  it('toJSON with nested contexts referencing each other', async () => {
    await parityValue((s) => {
      const a = new s.RequestContext({ name: 'a' });
      const b = new s.RequestContext({ name: 'b', a });
      a.set('b', b);
      return {
        a: Object.keys(a.toJSON()),
        b: Object.keys(b.toJSON()),
        str: (() => {
          try {
            return JSON.stringify(a);
          } catch (e: any) {
            return `THROW ${e.name}`;
          }
        })(),
      };
    });
  });

  it('toJSON budget: deeply shared graph dropped', async () => {
    await parityValue((s) => {
      let node: any = { leaf: 1 };
      for (let i = 0; i < 25; i++) node = { l: node, r: node };
      const rc = new s.RequestContext({ graph: node, ok: { small: true } });
      return Object.keys(rc.toJSON());
    });
  });

  it('serializeForSpan', async () => {
    await parityValue((s) => {
      const obj = { p: 1 };
      const arr = [1];
      const rc = new s.RequestContext({
        mastra__authToken: 'secret',
        s: 'x',
        n: 1,
        b: true,
        nul: null,
        und: undefined,
        obj,
        arr,
        map: new Map(),
        date: new Date(0),
        fn: () => 1,
        sym: Symbol('q'),
        big: 1n,
        inst: new (class A {})(),
        nullProto: Object.create(null),
      });
      const span = rc.serializeForSpan();
      return { span, objSame: span.obj === obj, arrSame: span.arr === arr };
    });
  });

  it('serializeForSpan: a value whose prototype cannot be read (a throwing Proxy trap) is shown by its typeof', async () => {
    await parityValue((s) => {
      const trap = new Proxy(
        {},
        {
          getPrototypeOf() {
            throw new Error('trap');
          },
        },
      );
      return new s.RequestContext([
        ['proxy', trap],
        ['arr', [1]],
      ]).serializeForSpan();
    });
  });

  it('isSerializable', async () => {
    await parityValue((s) => {
      const rc = new s.RequestContext();
      const circ: any = {};
      circ.c = circ;
      return [null, undefined, 1, 's', () => 1, Symbol('x'), 1n, {}, circ, new Date(0), [1n]].map((x) => rc.isSerializable(x));
    });
  });

  it('subclassing', async () => {
    await parityValue((s) => {
      class Sub extends (s.RequestContext as any) {
        extra() {
          return this.size();
        }
      }
      const sub: any = new (Sub as any)({ a: 1 });
      return { size: sub.extra(), inst: sub instanceof s.RequestContext, all: sub.all };
    });
  });
});

describe('request-context module', () => {
  it('exports and constants', () => {
    expect(Object.keys(oursRCModule).sort()).toEqual(Object.keys(refRCModule).sort());
    for (const k of Object.keys(refRCModule)) if (k.startsWith('MASTRA_')) expect((oursRCModule as any)[k]).toBe((refRCModule as any)[k]);
  });
  const MERGES: Array<[string, any, any]> = [
    ['both undefined', undefined, undefined],
    ['base only', { agents: { a: { versionId: '1' } }, defaultStatus: 'published' }, undefined],
    ['overrides only', undefined, { agents: { b: { versionId: '2' } } }],
    ['merge agents', { agents: { a: 1, b: 1 }, x: 1 }, { agents: { b: 2 }, y: 2 }],
    ['defaultStatus override wins', { defaultStatus: 'draft' }, { defaultStatus: 'published' }],
    ['defaultStatus from base', { defaultStatus: 'draft' }, { agents: {} }],
    ['empty objects', {}, {}],
  ];
  it.each(MERGES)('mergeVersionOverrides: %s', (_n, a, b) => {
    const ref = (refRCModule as any).mergeVersionOverrides(a, b);
    const ours = (oursRCModule as any).mergeVersionOverrides(a, b);
    expect(ours).toEqual(ref);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(ref));
  });
});
