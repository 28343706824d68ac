import { describe, expect, it } from 'vitest';
import { LIBS, OURS, REF, S, customSchema, expectParity, parityValue, runSide, z4, type Lib } from './support/harness';

const weather = S.object({ location: S.string });
const VALUES: Array<[string, () => any]> = [
  ['valid', () => ({ location: 'x' })],
  ['invalid', () => ({ location: 1 })],
  ['undefined', () => undefined],
  ['null', () => null],
  ['extra key', () => ({ location: 'x', more: [1, 2] })],
  ['optional-style null', () => ({ location: null })],
];

describe('validateToolInput called directly', () => {
  const rows: Array<[string, string, Lib, () => any]> = [];
  for (const [n, val] of VALUES) for (const lib of LIBS) rows.push([n, lib.name, lib, val]);
  it.each(rows)('%s [%s]', async (_n, _l, lib, val) => {
    await expectParity((s) => ({ withId: s.validateToolInput(lib.build(weather), val(), 'tid'), noId: s.validateToolInput(lib.build(weather), val()) }));
  });
  it.each<[string, () => any]>([
    ['no schema', () => undefined],
    ['null schema', () => null],
    ['object without ~standard (plain JSON Schema) → passes', () => ({ type: 'string' })],
    ['zod schema raw', () => z4.number()],
  ])('%s', async (_n, mk) => {
    await expectParity((s) => [s.validateToolInput(mk(), { a: 1 }, 'x'), s.validateToolInput(mk(), undefined)]);
  });
});

describe('validateToolOutput called directly', () => {
  const rows: Array<[string, string, Lib, () => any]> = [];
  for (const [n, val] of VALUES) for (const lib of LIBS) rows.push([n, lib.name, lib, val]);
  it.each(rows)('%s [%s]', async (_n, _l, lib, val) => {
    await expectParity((s) => {
      const schema = s.toStandardSchema(lib.build(weather));
      return {
        withId: s.validateToolOutput(schema, val(), 'tid'),
        noId: s.validateToolOutput(schema, val()),
        suspendCalled: s.validateToolOutput(schema, val(), 'tid', true),
      };
    });
  });
  it('unconverted schema: raw zod works, plain JSON Schema skipped', async () => {
    await expectParity((s) => [
      s.validateToolOutput(z4.string(), 1, 'x'),
      s.validateToolOutput({ type: 'string' }, 1, 'x'),
      s.validateToolOutput(undefined, 1),
    ]);
  });
});

describe('validateToolSuspendData called directly', () => {
  const rows: Array<[string, string, Lib, () => any]> = [];
  for (const [n, val] of VALUES) for (const lib of LIBS) rows.push([n, lib.name, lib, val]);
  it.each(rows)('%s [%s]', async (_n, _l, lib, val) => {
    await expectParity((s) => {
      const schema = s.toStandardSchema(lib.build(weather));
      return [s.validateToolSuspendData(schema, val(), 'sid'), s.validateToolSuspendData(schema, val())];
    });
  });
  it('no schema / plain object', async () => {
    await expectParity((s) => [s.validateToolSuspendData(undefined, { a: 1 }), s.validateToolSuspendData({ type: 'string' } as any, 5, 'x')]);
  });
});

describe('validateRequestContext (toolwright export) matches the reference through execute', () => {
  const rows: Array<[string, Lib, Record<string, unknown>]> = [];
  for (const lib of LIBS.filter((l) => l.name !== 'valibot')) {
    rows.push([lib.name, lib, { location: 'x', extra: 1 }]);
    rows.push([lib.name, lib, { location: 5, token: 't' }]);
  }
  it.each(rows)('%s %j', async (_l, lib, entries) => {
    const ref = await runSide(REF, async (s) => {
      let seen: any;
      const r = await s
        .createTool({
          id: 'rc',
          requestContextSchema: lib.build(weather),
          execute: async (_d: any, c: any) => {
            seen = c.requestContext.all;
            return 'ran';
          },
        })
        .execute({}, { requestContext: new s.RequestContext(entries) });
      return r === 'ran' ? { data: seen } : { error: r };
    });
    const ours = await runSide(OURS, (s) => {
      const r = s.validateRequestContext!(lib.build(weather), new s.RequestContext(entries), 'rc');
      return r.error ? { error: r.error } : { data: { ...entries, ...r.data } };
    });
    expect(ours).toEqual(ref);
  });
  it('no schema returns the source values; failure carries data', () => {
    const rc = new OURS.RequestContext({ a: 1 });
    expect(OURS.validateRequestContext!(undefined, rc)).toEqual({ data: { a: 1 } });
    expect(OURS.validateRequestContext!(undefined, undefined)).toEqual({ data: {} });
    const fail = OURS.validateRequestContext!(z4.object({ a: z4.string() }), rc, 'x');
    expect(fail.data).toEqual({ a: 1 });
    expect(fail.error.error).toBe(true);
  });
});

describe('isValidationError', () => {
  it('truth table', async () => {
    await parityValue((s) =>
      [
        null,
        undefined,
        1,
        'x',
        {},
        { error: true },
        { error: true, validationErrors: undefined },
        { error: 'true', validationErrors: {} },
        { error: 1, validationErrors: {} },
        { error: true, validationErrors: {}, message: 'm' },
        [],
        Object.assign(() => {}, { error: true, validationErrors: {} }),
      ].map((x) => s.isValidationError(x)),
    );
  });
  it('on real errors from each validator', async () => {
    await parityValue(async (s) => {
      const t = s.createTool({ id: 'x', inputSchema: z4.object({ a: z4.string() }), outputSchema: z4.string(), execute: async () => 1 });
      return [
        s.isValidationError(await t.execute({ a: 1 })),
        s.isValidationError(await t.execute({ a: 'x' })),
        s.isValidationError(s.validateToolInput(z4.string(), 1).error),
      ];
    });
  });
});

describe('safe-validate primitive details', () => {
  const RESULTS: Array<[string, (v: any) => any]> = [
    ['value + issues → failure', (v) => ({ value: v, issues: [{ message: 'm', path: ['a'] }] })],
    ['issues [] with value → success', (v) => ({ value: v, issues: [] })],
    ['issues [] only → failure, empty line', () => ({ issues: [] })],
    ['issues not an array + value', (v) => ({ value: v, issues: 'x' })],
    ['value undefined', () => ({ value: undefined })],
    ['path with object segments', () => ({ issues: [{ message: 'm', path: [{ key: 'a' }, { key: 0 }, 'b', 3] }] })],
    ['path empty array', () => ({ issues: [{ message: 'm', path: [] }] })],
    ['two issues on one path', () => ({ issues: [{ message: 'one', path: ['a'] }, { message: 'two', path: ['a'] }, { message: 'root' }] })],
    ['symbol path segment', () => ({ issues: [{ message: 'm', path: [Symbol.for('s') as any] }] })],
    ['numeric-like segments', () => ({ issues: [{ message: 'm', path: ['0', 1, '-1'] }] })],
  ];
  it.each(RESULTS)('%s', async (_n, res) => {
    await expectParity(async (s) => {
      const tool = s.createTool({ id: 'sv', outputSchema: customSchema(res), execute: async () => ({ a: 1 }) });
      return [await tool.execute({}), s.validateToolOutput(customSchema(res), { a: 1 }, 'x'), s.validateToolSuspendData(customSchema(res), { a: 1 }, 'x')];
    });
  });
});

describe('request-context validator results', () => {
  const RESULTS: Array<[string, (v: any) => any]> = [
    ['value only', (v) => ({ value: { ...v, t: 1 } })],
    ['value + issues []', (v) => ({ value: v, issues: [] })],
    ['issues only', () => ({ issues: [{ message: 'm', path: ['userId'] }] })],
    ['issues [] only', () => ({ issues: [] })],
  ];
  it.each(RESULTS)('%s', async (_n, res) => {
    await expectParity(async (s) => {
      let seen: any;
      const r = await s
        .createTool({
          id: 'rc',
          requestContextSchema: customSchema(res),
          execute: async (_d: any, c: any) => {
            seen = c.requestContext.all;
            return 'ran';
          },
        })
        .execute({}, { requestContext: new s.RequestContext({ userId: 'u' }) });
      return { r, seen };
    });
  });
});
