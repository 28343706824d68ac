// What a call reads of its tool: a `~standard` getter that builds a new object per read
// (arktype's) is read on every validation, as the reference reads it, and RequestContext is
// built without a field initialiser. Each scenario runs through both libraries: results must match.
import { describe, expect, it } from 'vitest';
import { createTool } from '../../src/tools';
import { ark, parityValue, z4 } from './support/harness';

/**
 * A Standard Schema (with the JSON extension) for `{ n: number }` whose `~standard` is a
 * getter building a new object on each read, as arktype's does; `reads` counts the reads.
 */
function freshGetterSchema(counter: { reads: number }, label = 'n') {
  const validate = (value: any) =>
    value !== null && typeof value === 'object' && typeof value[label] === 'number'
      ? { value: { [label]: value[label] } }
      : { issues: [{ message: `${label} must be a number`, path: [label] }] };
  const jsonSchema = { type: 'object', properties: { [label]: { type: 'number' } }, required: [label], additionalProperties: false };
  return {
    get '~standard'() {
      counter.reads++;
      return {
        version: 1 as const,
        vendor: 'test',
        validate,
        jsonSchema: { input: () => jsonSchema, output: () => jsonSchema },
      };
    },
  };
}

describe('a `~standard` getter that builds a new object per read', () => {
  it('validates input and output as the reference does', async () => {
    await parityValue(async (s) => {
      const counter = { reads: 0 };
      const schema = freshGetterSchema(counter);
      const tool = s.createTool({ id: 'g', inputSchema: schema, outputSchema: schema, execute: async (x: any) => (x.n > 5 ? { n: 'big' } : x) });
      const results = [];
      for (const input of [{ n: 1 }, { n: 'x' }, { n: 9 }, undefined, { n: 2, extra: true }]) results.push(await tool.execute(input));
      return results;
    });
  });

  it('is read once per validation: input and output, on every call (the reference reads it twice per validation)', async () => {
    const reads = async (calls: number) => {
      const counter = { reads: 0 };
      const schema = freshGetterSchema(counter);
      const tool = createTool({ id: 'g', description: 'counts reads', inputSchema: schema as any, outputSchema: schema as any, execute: async (x: any) => x });
      const before = counter.reads;
      for (let i = 0; i < calls; i++) expect(await tool.execute!({ n: i } as any, undefined as any)).toEqual({ n: i });
      return counter.reads - before;
    };
    expect((await reads(10)) - (await reads(2))).toBe(8 * 2);
  });

  it('arktype input and output schemas give the reference results, errors included', async () => {
    await parityValue(async (s) => {
      const schema = ark({ city: 'string', 'days?': 'number' });
      const tool = s.createTool({ id: 'ark', inputSchema: schema, outputSchema: schema, execute: async (x: any) => (x.city === 'out' ? { city: 1 } : x) });
      const results = [];
      for (const input of [{ city: 'Paris' }, { city: 5 }, { city: 'out' }, { city: 'Rome', days: undefined }, { city: 'Oslo', days: null }]) {
        results.push(await tool.execute(input));
      }
      return results;
    });
  });

  it('a schema replaced on the tool between calls is used from the next call', async () => {
    await parityValue(async (s) => {
      const tool = s.createTool({
        id: 'swap',
        inputSchema: freshGetterSchema({ reads: 0 }, 'a'),
        outputSchema: freshGetterSchema({ reads: 0 }, 'a'),
        execute: async (x: any) => x,
      });
      const first = await tool.execute({ a: 1, b: 2 });
      tool.inputSchema = freshGetterSchema({ reads: 0 }, 'b');
      tool.outputSchema = freshGetterSchema({ reads: 0 }, 'b');
      const second = await tool.execute({ a: 1, b: 2 });
      return { first, second };
    });
  });

  it('a data-property `~standard` replaced on the same schema object is used from the next call', async () => {
    await parityValue(async (s) => {
      const schema: any = z4.object({ a: z4.string() });
      const tool = s.createTool({ id: 'replace', inputSchema: schema, execute: async (x: any) => x });
      const first = await tool.execute({ a: 1 });
      const original = schema['~standard'];
      schema['~standard'] = { ...original, validate: (value: unknown) => ({ value: { replaced: value } }) };
      const second = await tool.execute({ a: 1 });
      return { first, second };
    });
  });
});

describe('RequestContext construction', () => {
  it('own keys, the backing map and values match the reference for every kind of init', async () => {
    await parityValue((s) => {
      const inits: unknown[] = [undefined, null, [], [['a', 1]], new Map([['b', 2]]), { c: 3 }];
      return inits.map((init) => {
        const rc = init === undefined ? new s.RequestContext() : new s.RequestContext(init);
        return { keys: Object.keys(rc), map: rc.registry instanceof Map, entries: [...rc.entries()], json: JSON.stringify(rc) };
      });
    });
  });

  it('a subclass gets the backing map too', async () => {
    await parityValue((s) => {
      class Sub extends s.RequestContext {
        extra = 1;
      }
      const rc: any = new Sub([['k', 'v']]);
      return { keys: Object.keys(rc), value: rc.get('k'), map: rc.registry instanceof Map };
    });
  });
});

/** A Standard Schema that always fails with the given issues. */
function failing(issues: unknown[]) {
  const json = { type: 'object' };
  return { '~standard': { version: 1, vendor: 'test', validate: () => ({ issues }), jsonSchema: { input: () => json, output: () => json } } };
}

describe('issue paths and the data excerpt in error messages', () => {
  it('paths of every shape print as the reference prints them', async () => {
    class PathArray extends Array {
      override map(fn: any): any {
        return this.length === 0 ? ['zero'] : Array.prototype.map.call(this, fn);
      }
    }
    const holey = ['a'];
    holey[2] = 'c';
    class SpeciesPath extends Array {
      constructor(...items: unknown[]) {
        super(...(items as never[]));
      }
    }
    const withConstructor: any = ['own', 'ctor'];
    withConstructor.constructor = SpeciesPath;
    const paths: unknown[] = [
      SpeciesPath.from(['s', 't']),
      new SpeciesPath(),
      withConstructor,
      undefined,
      null,
      [],
      ['a', 0, 'b'],
      [{ key: 'k' }, { key: 3 }, { other: 1 }],
      holey,
      [Symbol('s'), 1n, true, null, undefined],
      PathArray.from(['x', 'y']),
      new PathArray(),
      [''],
      ['', ''],
    ];
    await parityValue(async (s) => {
      const out = [];
      for (const path of paths) {
        const tool = s.createTool({ id: 'p', inputSchema: failing([{ message: 'bad', path }]), execute: async () => 1 });
        const result = await tool.execute({ a: 1 });
        out.push({ message: result.message, tree: result.validationErrors });
      }
      return out;
    });
  });

  it('the excerpt of wide objects, long strings and keys that need escaping matches', async () => {
    const wide: Record<string, unknown> = {};
    for (let i = 0; i < 60; i++) wide[`field_${i}`] = i % 2 ? `value ${i}` : i;
    const inputs: unknown[] = [
      wide,
      { ['k"ey\\\n']: 'v"al\\ue', tab: '\t', emoji: '😀', lone: '\ud800' },
      { long: 'x'.repeat(500) },
      { [`${'k'.repeat(300)}`]: 1 },
      { s: `${'y'.repeat(198)}"\\\n` },
      { pair: `${'p'.repeat(199)}😀😀` },
      ['a', 'b"', ['c\u0001']],
    ];
    await parityValue(async (s) => {
      const out = [];
      for (const input of inputs) {
        const tool = s.createTool({ id: 'x', inputSchema: failing([{ message: 'bad', path: ['a'] }]), execute: async () => 1 });
        out.push((await tool.execute(input)).message);
      }
      return out;
    });
  });
});

describe('RequestContext.all', () => {
  it('gives the object Object.fromEntries gives, for every kind of key and backing store', async () => {
    await parityValue((s) => {
      const describe = (value: any) => ({
        keys: Reflect.ownKeys(value).map(String),
        proto: Object.getPrototypeOf(value) === Object.prototype,
        json: JSON.stringify(value),
        protoKey: Object.getOwnPropertyDescriptor(value, '__proto__')?.value,
      });
      const out: any[] = [];
      const plain = new s.RequestContext([
        ['b', 1],
        ['a', 2],
        ['10', 3],
        ['2', 4],
      ]);
      out.push(describe(plain.all), plain.all !== plain.all);
      const special = new s.RequestContext([
        ['x', 1],
        ['__proto__', { polluted: true }],
        ['toString', 'str'],
        ['constructor', 5],
        ['hasOwnProperty', 6],
      ]);
      out.push(describe(special.all), (special.all as any).polluted);
      const odd: any = new s.RequestContext();
      odd.setRaw(Symbol.for('sym') as any, 'symbol');
      odd.setRaw(7 as any, 'number');
      odd.setRaw('s', 'string');
      out.push(describe(odd.all));
      const replaced: any = new s.RequestContext([['k', 1]]);
      replaced.registry = [
        ['from', 'array'],
        ['pairs', 2],
      ];
      out.push(describe(replaced.all));
      class Sub extends Map {}
      const subclassed: any = new s.RequestContext();
      subclassed.registry = new (Sub as any)([['m', 1]]);
      out.push(describe(subclassed.all));
      return out;
    });
  });
});

describe('suspend wrappers', () => {
  it("call the caller's suspend with the object it belongs to as `this`, and record the payload", async () => {
    await parityValue(async (s) => {
      const seen: string[] = [];
      const owner = (label: string) => {
        const holder: any = {
          suspend(this: any, payload: unknown) {
            seen.push(
              `${label}: this is ${this === holder ? 'its owner' : this === undefined ? 'undefined' : 'another object'}, payload ${JSON.stringify(payload)}`,
            );
            return 'suspended';
          },
        };
        return holder;
      };
      const tool = s.createTool({
        id: 'sus',
        suspendSchema: z4.object({ step: z4.number() }),
        execute: async (_input: any, ctx: any) => {
          const target = ctx.agent?.suspend ? ctx.agent : ctx.workflow?.suspend ? ctx.workflow : ctx;
          return { returned: await target.suspend({ step: 1 }) };
        },
      });
      const results = [];
      const top = owner('top');
      results.push(await tool.execute({}, top));
      const flatAgent = Object.assign(owner('flat agent'), { toolCallId: 'c1', messages: [] });
      results.push(await tool.execute({}, flatAgent));
      const flatWorkflow = Object.assign(owner('flat workflow'), { workflowId: 'w1' });
      results.push(await tool.execute({}, flatWorkflow));
      results.push(await tool.execute({}, { agent: owner('nested agent') }));
      results.push(await tool.execute({}, { workflow: owner('nested workflow') }));
      return { results, seen };
    });
  });
});
