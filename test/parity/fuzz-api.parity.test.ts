// Seeded differential fuzz of the public validation and schema functions called directly, with
// the odd arguments a tool never passes them: `validateToolInput`, `validateToolOutput`,
// `validateToolSuspendData`, `toStandardSchema`, `standardSchemaToJSONSchema`,
// `isValidationError` and `isVercelTool`. Schemas come from every library and also are
// non-schemas (primitives, functions, classes, arrays, JSON-Schema-looking objects) and objects
// whose `~standard` is odd (null, no validate, a validate that throws, returns a Promise,
// a thenable, a non-object, empty or null issues, value and issues together; odd JSON Schema
// converters). Ids are '', numbers, undefined; options objects carry unknown targets and io
// values and overrides that throw or return odd values. Each scenario runs once per side;
// results and thrown errors (name and message) must be equal, key order included.
// FUZZ_SEED and FUZZ_API_COUNT override the seed and the number of scenarios per block.
//
// Left out on purpose (docs/compatibility.md): raw valibot schemas and any Standard Schema
// without the JSON extension given to `toStandardSchema` or `validateToolInput` (deviation 1),
// validators returning neither value nor issues (deviation 5: recognised and skipped).
import { describe, expect, it } from 'vitest';
import { chance, int, mulberry32, pick, type Rng } from './support/fuzz-rng';
import { LIBS, S, aiJsonSchema, both, keyOrders, type Node, type Outcome, type Side, z4 } from './support/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_a91);
const COUNT = Number(process.env.FUZZ_API_COUNT ?? 600);

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

const NODES: Node[] = [
  S.object({ location: S.string }),
  S.object({ a: S.optional(S.string), b: S.nullable(S.number) }),
  S.strict({ prompt: S.string }),
  S.array(S.number),
  S.string,
  S.nullable(S.object({ x: S.boolean })),
];

/** Values fed as input, output or suspend data. Each call makes a fresh copy. */
const VALUES: Array<() => unknown> = [
  () => undefined,
  () => null,
  () => 0,
  () => '',
  () => 'x',
  () => true,
  () => NaN,
  () => ({}),
  () => ({ location: 'x' }),
  () => ({ location: 1 }),
  () => ({ location: undefined }),
  () => ({ a: null, b: null }),
  () => ({ a: 'x', b: 2, extra: [1] }),
  () => ({ prompt: undefined, query: 'q' }),
  () => ({ x: true }),
  () => [],
  () => [1, 2],
  () => [1, undefined],
  () => '{"location":"x"}',
  () => ({ location: '{"a":1}' }),
  () => new Date(0),
];

const IDS: unknown[] = [undefined, '', 'tid', 0, 42, NaN, null, 'a b'];
const SUSPEND_CALLED: unknown[] = [undefined, true, false, 0, 1, '', 'yes', null];

/** What a `validate` does with the value it gets. */
const VALIDATES: Array<[string, (v: unknown) => unknown]> = [
  ['value', (v) => ({ value: v })],
  ['value changed', (v) => ({ value: { wrapped: v } })],
  ['issues', () => ({ issues: [{ message: 'bad', path: ['location'] }] })],
  ['issues []', () => ({ issues: [] })],
  ['issues null', () => ({ issues: null })],
  ['issues null + value', (v) => ({ issues: null, value: v })],
  ['value + issues', (v) => ({ value: v, issues: [{ message: 'both', path: ['a'] }] })],
  ['value + issues []', (v) => ({ value: v, issues: [] })],
  ['value undefined', () => ({ value: undefined })],
  ['issues string', () => ({ issues: 'x' })],
  ['issues string + value', (v) => ({ issues: 'x', value: v })],
  ['issues array-like', () => ({ issues: { length: 1, 0: { message: 'al' } } })],
  ['empty', () => ({})],
  ['prompt object', () => ({ type: 'object', properties: { prompt: { type: 'string' } } })],
  ['properties string', () => ({ type: 'object', properties: 'prompt' })],
  ['properties array', () => ({ type: 'object', properties: ['prompt'] })],
  ['array type', () => ({ type: 'array', items: {} })],
  ['null', () => null],
  ['undefined', () => undefined],
  ['number', () => 5],
  ['string', () => 'str'],
  ['promise', (v) => Promise.resolve({ value: v })],
  ['thenable + value', (v) => ({ then() {}, value: v })],
  [
    'throws TypeError undefined',
    () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    },
  ],
  [
    'throws TypeError other',
    () => {
      throw new TypeError('x is not a function');
    },
  ],
  [
    'throws Error',
    () => {
      throw new Error('boom');
    },
  ],
  [
    'throws RangeError',
    () => {
      throw new RangeError('Cannot read properties of undefined');
    },
  ],
  [
    'throws string',
    () => {
      throw 'thrown string';
    },
  ],
  [
    'throws null',
    () => {
      throw null;
    },
  ],
  [
    'throws object',
    () => {
      throw { message: 'plain object' };
    },
  ],
];

const CONVERTERS: Array<[string, (opts: any) => unknown]> = [
  ['object schema', () => ({ type: 'object', properties: { location: { type: 'string' } }, required: ['location'] })],
  [
    'echo options',
    (opts) => ({
      target: opts?.target,
      keys: Object.keys(opts ?? {}),
      lib: Object.keys(opts?.libraryOptions ?? {}),
      unrep: opts?.libraryOptions?.unrepresentable,
      override: typeof opts?.libraryOptions?.override,
    }),
  ],
  ['prompt object', () => ({ type: 'object', properties: { prompt: { type: 'string' } } })],
  ['properties string', () => ({ type: 'object', properties: 'prompt' })],
  ['properties array', () => ({ type: 'object', properties: ['prompt'] })],
  ['array type', () => ({ type: 'array', items: {} })],
  ['null', () => null],
  ['undefined', () => undefined],
  ['number', () => 5],
  ['string', () => 'str'],
  ['function', () => () => 1],
  ['with undefined and NaN', () => ({ type: 'string', a: undefined, n: NaN, d: new Date(0), big: [undefined] })],
  [
    'cyclic',
    () => {
      const o: any = { type: 'object' };
      o.self = o;
      return o;
    },
  ],
  [
    'throws',
    () => {
      throw new Error('converter failed');
    },
  ],
  [
    'throws TypeError',
    () => {
      throw new TypeError("Cannot read properties of undefined (reading 'def')");
    },
  ],
  [
    'calls override',
    (opts) => {
      const node: any = { type: 'object', properties: { a: { type: 'string' } } };
      const r = opts?.libraryOptions?.override?.({ jsonSchema: node, zodSchema: undefined, path: [] });
      return { node, returned: r === undefined ? 'undefined' : typeof r };
    },
  ],
];

/** A plan for an object with a `~standard` key; built fresh for each side. */
interface StdPlan {
  std: 'null' | 'undefined' | 'number' | 'string' | 'object' | 'getter throws' | 'getter fresh' | 'function host';
  version: unknown;
  vendor: boolean;
  validate: number | 'missing' | 'number' | 'string' | 'null' | 'object';
  json: 'missing' | 'null' | 'string' | 'empty' | 'input only' | 'output only' | 'not functions' | [number, number];
  value: () => unknown;
}

function genStdPlan(r: Rng): StdPlan {
  const std = chance(r, 0.85) ? 'object' : pick(r, ['null', 'undefined', 'number', 'string', 'getter throws', 'getter fresh', 'function host'] as const);
  const vRoll = int(r, 20);
  const validate = vRoll < 16 ? int(r, VALIDATES.length) : pick(r, ['missing', 'number', 'string', 'null', 'object'] as const);
  const jRoll = int(r, 10);
  const json: StdPlan['json'] =
    jRoll < 6
      ? [int(r, CONVERTERS.length), int(r, CONVERTERS.length)]
      : pick(r, ['missing', 'null', 'string', 'empty', 'input only', 'output only', 'not functions'] as const);
  return { std, version: chance(r, 0.85) ? 1 : pick(r, [2, '1', undefined]), vendor: chance(r, 0.9), validate, json, value: pick(r, VALUES) };
}

function buildStd(p: StdPlan): any {
  const inner: any = {};
  if (p.version !== undefined) inner.version = p.version;
  if (p.vendor) inner.vendor = 'odd';
  if (typeof p.validate === 'number') inner.validate = VALIDATES[p.validate]![1];
  else if (p.validate === 'number') inner.validate = 1;
  else if (p.validate === 'string') inner.validate = 'validate';
  else if (p.validate === 'null') inner.validate = null;
  else if (p.validate === 'object') inner.validate = {};
  if (Array.isArray(p.json)) inner.jsonSchema = { input: CONVERTERS[p.json[0]]![1], output: CONVERTERS[p.json[1]]![1] };
  else if (p.json === 'null') inner.jsonSchema = null;
  else if (p.json === 'string') inner.jsonSchema = 'json';
  else if (p.json === 'empty') inner.jsonSchema = {};
  else if (p.json === 'input only') inner.jsonSchema = { input: CONVERTERS[0]![1] };
  else if (p.json === 'output only') inner.jsonSchema = { output: CONVERTERS[0]![1] };
  else if (p.json === 'not functions') inner.jsonSchema = { input: 1, output: 'x' };
  switch (p.std) {
    case 'null':
      return { '~standard': null };
    case 'undefined':
      return { '~standard': undefined };
    case 'number':
      return { '~standard': 7 };
    case 'string':
      return { '~standard': 'std' };
    case 'object':
      return { '~standard': inner };
    case 'getter throws':
      return Object.defineProperty({}, '~standard', {
        enumerable: true,
        get() {
          throw new Error('getter boom');
        },
      });
    case 'getter fresh':
      return Object.defineProperty({}, '~standard', { enumerable: true, get: () => ({ ...inner }) });
    case 'function host':
      return Object.assign(function host() {}, { '~standard': inner });
  }
}

/** Things that are not schemas at all. */
const NON_SCHEMAS: Array<() => unknown> = [
  () => undefined,
  () => null,
  () => 0,
  () => 1,
  () => '',
  () => 'string',
  () => true,
  () => false,
  () => NaN,
  () => 10n,
  () => Symbol.for('sym'),
  () => () => 1,
  () => function named() {},
  () => class Klass {},
  () => [],
  () => [{ type: 'string' }],
  () => ({}),
  () => ({ type: 'string' }),
  () => ({ type: 'object', properties: { location: { type: 'string' } }, required: ['location'] }),
  () => ({ type: 'object', properties: { prompt: { type: 'string' } } }),
  () => ({ properties: { a: { type: 'number' } } }),
  () => ({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', items: { type: 'number' } }),
  () => ({ $schema: 'http://example.com/unknown', type: 'string' }),
  () => ({ type: 'nonsense' }),
  () => ({ foo: 'bar' }),
  () => ({ _def: {} }),
  () => ({ _zod: {} }),
  () => ({ _type: undefined, jsonSchema: { type: 'string' } }),
  () => ({ jsonSchema: { type: 'string' }, validate: 'no' }),
  () => ({ parse: () => 1, safeParse: () => ({ success: true, data: 1 }) }),
  () => new Date(0),
  () => new Map(),
  () => Object.create(null),
  () => Object.assign(Object.create(null), { type: 'number' }),
];

/** A schema maker: fresh per side, with a label for failure messages. */
type SchemaKind = { label: string; make: (s: Side) => unknown; rawStandardOnly: boolean };

function genSchema(r: Rng): SchemaKind {
  const roll = int(r, 10);
  if (roll < 3) {
    const lib = pick(r, LIBS);
    const node = pick(r, NODES);
    const wrap = chance(r, 0.3);
    return {
      label: `${lib.name}${wrap ? ' (toStandardSchema)' : ''} ${JSON.stringify(node)}`,
      make: (s) => (wrap ? s.toStandardSchema(lib.build(node)) : lib.build(node)),
      rawStandardOnly: false,
    };
  }
  if (roll < 5) {
    const i = int(r, NON_SCHEMAS.length);
    return { label: `non-schema #${i}`, make: () => NON_SCHEMAS[i]!(), rawStandardOnly: false };
  }
  const plan = genStdPlan(r);
  const probe = buildStd(plan);
  return {
    label: `std ${JSON.stringify({ ...plan, value: undefined, validate: typeof plan.validate === 'number' ? VALIDATES[plan.validate]![0] : plan.validate })}`,
    make: () => buildStd(plan),
    rawStandardOnly: isRawStandardOnly(probe),
  };
}

/** A Standard Schema without the JSON extension (deviation 1 in toStandardSchema). */
function isRawStandardOnly(x: any): boolean {
  let std: any;
  try {
    std = x?.['~standard'];
  } catch {
    return false;
  }
  if (!std || typeof std !== 'object') return false;
  const isStd = std.version === 1 && 'vendor' in std && typeof std.validate === 'function';
  const js = std.jsonSchema;
  const hasJson = std.version === 1 && 'vendor' in std && !!js && typeof js === 'object' && typeof js.input === 'function' && typeof js.output === 'function';
  return isStd && !hasJson;
}

const OVERRIDES: Array<[string, unknown]> = [
  [
    'throws',
    () => {
      throw new Error('override failed');
    },
  ],
  ['returns 5', () => 5],
  ['returns null', () => null],
  ['returns object', () => ({ type: 'x' })],
  [
    'mutates',
    (ctx: any) => {
      ctx.jsonSchema.mutated = true;
    },
  ],
  [
    'deletes type',
    (ctx: any) => {
      delete ctx.jsonSchema.type;
    },
  ],
  ['reads undefined', (ctx: any) => ctx.nothing.here],
  ['not a function', 'override'],
  ['null', null],
];

function genOptions(r: Rng): [string, () => unknown] {
  if (chance(r, 0.15))
    return pick(r, [
      ['undefined', () => undefined],
      ['null', () => null],
      ['number', () => 5],
      ['string', () => 'opts'],
      ['array', () => []],
    ] as Array<[string, () => unknown]>);
  const target = chance(r, 0.5) ? pick(r, [undefined, 'draft-07', 'draft-2020-12', 'draft-04', 'openapi-3.0', 'unknown-target', '', 5, null]) : 'absent';
  const io = chance(r, 0.5) ? pick(r, [undefined, 'input', 'output', 'both', '', null, 0]) : 'absent';
  const override = chance(r, 0.3) ? int(r, OVERRIDES.length) : -1;
  const label = JSON.stringify({ target, io, override: override >= 0 ? OVERRIDES[override]![0] : 'absent' });
  return [
    label,
    () => {
      const o: any = {};
      if (target !== 'absent') o.target = target;
      if (io !== 'absent') o.io = io;
      if (override >= 0) o.override = OVERRIDES[override]![1];
      return o;
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------

/** One sub-result: a value or the error it threw, so one throw does not hide the rest. */
function attempt(fn: () => unknown): unknown {
  try {
    const out = fn();
    return { ok: out };
  } catch (e: any) {
    return e instanceof Error ? { threw: e.name, message: e.message } : { threwNonError: String(e) };
  }
}

/**
 * Sub-results where the reference crashes and toolwright does not (or crashes differently), not
 * compared (docs/compatibility.md): deviation 5, a result with neither value nor issues, where
 * the reference reads `issues.map` of undefined; and a result whose `issues` is present but not
 * an array (a string, an array-like), where it calls `issues.map` / `issues.filter` on it; and an
 * input JSON Schema of `type: 'object'` whose `properties` is a string, where the `prompt` alias
 * check runs `'prompt' in properties` (toolwright treats it as having no `prompt` property).
 */
const REFERENCE_CRASH = [
  /^Cannot use 'in' operator to search for 'prompt' in /,
  /^Cannot read properties of (undefined|null) \(reading '(map|filter)'\)$/,
  /^validation\.issues\.(map|filter) is not a function$/,
];

function isReferenceCrash(sub: any): boolean {
  return !!sub && typeof sub === 'object' && sub.threw === 'TypeError' && REFERENCE_CRASH.some((re) => re.test(sub.message));
}

interface Mismatch {
  label: string;
  ref: Outcome;
  ours: Outcome;
}

function equalWithOrder(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    expect(keyOrders(a)).toEqual(keyOrders(b));
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the scenario on both sides. When both return an object of sub-results, each is compared
 * on its own, so a reference crash in one sub-result only skips that one.
 */
async function compare(label: string, scenario: (s: Side) => unknown, mismatches: Mismatch[], skipped: { n: number }): Promise<void> {
  const { ref, ours } = await both(scenario);
  if (equalWithOrder(ours, ref)) return;
  const r = (ref as any).ok;
  const o = (ours as any).ok;
  if (r && o && typeof r === 'object' && typeof o === 'object' && !Array.isArray(r) && equalWithOrder(Object.keys(o), Object.keys(r))) {
    const subs = isReferenceCrash(r) ? [[r, o]] : Object.keys(r).map((k) => [r[k], o[k]]);
    let bad = false;
    for (const [rs, os] of subs) {
      if (equalWithOrder(os, rs)) continue;
      if (isReferenceCrash(rs)) skipped.n++;
      else bad = true;
    }
    if (!bad) return;
  }
  mismatches.push({ label, ref, ours });
}

function report(mismatches: Mismatch[], skipped?: { n: number }, block?: string): void {
  if (process.env.FUZZ_VERBOSE) process.stderr.write(`${block}: ${COUNT} scenarios, ${skipped?.n ?? 0} reference-crash sub-results skipped\n`);
  if (mismatches.length === 0) return;
  const shown = mismatches.slice(0, 5).map((m) => `${m.label}\n  ref:  ${JSON.stringify(m.ref)}\n  ours: ${JSON.stringify(m.ours)}`);
  expect.fail(`${mismatches.length} mismatches, first ones:\n${shown.join('\n')}`);
}

describe('fuzz: validators called directly with odd schemas, values and ids', () => {
  it('validateToolInput / validateToolOutput / validateToolSuspendData', async () => {
    const r = mulberry32(SEED);
    const mismatches: Mismatch[] = [];
    const skipped = { n: 0 };
    for (let i = 0; i < COUNT; i++) {
      const schema = genSchema(r);
      const value = pick(r, VALUES);
      const id = pick(r, IDS);
      const suspendCalled = pick(r, SUSPEND_CALLED);
      const label = `#${i} ${schema.label} value=${String(value).slice(6, 60)} id=${String(id)} suspendCalled=${String(suspendCalled)}`;
      await compare(
        label,
        (s) => ({
          // Deviation 1: the reference compiles a Standard Schema without JSON as JSON Schema.
          input: schema.rawStandardOnly ? 'skipped' : attempt(() => s.validateToolInput(schema.make(s), value(), id as any)),
          output: attempt(() => s.validateToolOutput(schema.make(s), value(), id as any, suspendCalled as any)),
          outputNoArgs: attempt(() => s.validateToolOutput(schema.make(s), value())),
          suspend: attempt(() => s.validateToolSuspendData(schema.make(s), value(), id as any)),
          isError: attempt(() => {
            const res = s.validateToolOutput(schema.make(s), value(), id as any);
            return [s.isValidationError(res), s.isValidationError(res?.error)];
          }),
        }),
        mismatches,
        skipped,
      );
    }
    report(mismatches, skipped, 'validators');
  }, 60_000);
});

describe('fuzz: toStandardSchema and standardSchemaToJSONSchema with odd schemas and options', () => {
  it('toStandardSchema, then validate and derive', async () => {
    const r = mulberry32(SEED + 1);
    const mismatches: Mismatch[] = [];
    const skipped = { n: 0 };
    for (let i = 0; i < COUNT; i++) {
      const schema = genSchema(r);
      if (schema.rawStandardOnly) continue; // deviation 1
      const value = pick(r, VALUES);
      const [optLabel, options] = genOptions(r);
      await compare(
        `#${i} ${schema.label} options=${optLabel}`,
        (s) => {
          const x = schema.make(s);
          const conv = attempt(() => s.toStandardSchema(x)) as any;
          if (!('ok' in conv)) return { conv };
          const std = conv.ok;
          return {
            same: std === x,
            vendorType: attempt(() => typeof std['~standard'].vendor),
            version: attempt(() => std['~standard'].version),
            validate: attempt(() => std['~standard'].validate(value())),
            derived: attempt(() => s.standardSchemaToJSONSchema(std, options())),
            derivedDefault: attempt(() => s.standardSchemaToJSONSchema(std)),
          };
        },
        mismatches,
        skipped,
      );
    }
    report(mismatches, skipped, 'toStandardSchema');
  }, 60_000);

  it('standardSchemaToJSONSchema on unconverted odd inputs', async () => {
    const r = mulberry32(SEED + 2);
    const mismatches: Mismatch[] = [];
    const skipped = { n: 0 };
    for (let i = 0; i < COUNT; i++) {
      const schema = genSchema(r);
      const [optLabel, options] = genOptions(r);
      await compare(
        `#${i} ${schema.label} options=${optLabel}`,
        (s) => attempt(() => s.standardSchemaToJSONSchema(schema.make(s) as any, options())),
        mismatches,
        skipped,
      );
    }
    report(mismatches, skipped, 'unconverted');
  }, 60_000);
});

describe('fuzz: isValidationError and isVercelTool on odd values', () => {
  const KEYS = ['error', 'validationErrors', 'message', 'parameters', 'inputSchema', 'execute', 'id', 'description'];
  const VALS: Array<() => unknown> = [
    () => true,
    () => false,
    () => 'true',
    () => 1,
    () => undefined,
    () => null,
    () => ({}),
    () => () => 1,
    () => z4.object({}),
  ];

  function genThing(r: Rng): [string, (s: Side) => unknown] {
    const roll = int(r, 10);
    if (roll < 2) {
      const i = int(r, NON_SCHEMAS.length);
      return [`non-schema #${i}`, () => NON_SCHEMAS[i]!()];
    }
    if (roll < 3) {
      return ['created tool', (s) => s.createTool({ id: 't', description: 'd', inputSchema: z4.object({}), execute: async () => 1 })];
    }
    if (roll < 4) {
      return ['ai tool-ish', () => ({ description: 'd', parameters: aiJsonSchema({ type: 'object' }), execute: async () => 1 })];
    }
    const entries: Array<[string, number]> = [];
    const n = int(r, 4);
    for (let k = 0; k < n; k++) entries.push([pick(r, KEYS), int(r, VALS.length)]);
    const asFunction = chance(r, 0.15);
    const nullProto = chance(r, 0.1);
    return [
      `${asFunction ? 'fn' : nullProto ? 'null-proto' : 'obj'} ${JSON.stringify(entries)}`,
      () => {
        const base: any = asFunction ? function host() {} : nullProto ? Object.create(null) : {};
        for (const [k, vi] of entries) base[k] = VALS[vi]!();
        return base;
      },
    ];
  }

  it('truth tables', async () => {
    const r = mulberry32(SEED + 3);
    const mismatches: Mismatch[] = [];
    const skipped = { n: 0 };
    for (let i = 0; i < COUNT; i++) {
      const [label, make] = genThing(r);
      await compare(
        `#${i} ${label}`,
        (s) => ({ vErr: attempt(() => s.isValidationError(make(s))), vercel: attempt(() => s.isVercelTool(make(s))) }),
        mismatches,
        skipped,
      );
    }
    report(mismatches, skipped, 'predicates');
  }, 60_000);
});

// Mismatches the fuzz found, reduced; each was a toolwright bug, fixed in src/.
describe('fuzz-found repros', () => {
  const std = (validate: (v: unknown) => unknown, input: (o: unknown) => unknown = () => ({ type: 'object' })) => ({
    '~standard': { version: 1, vendor: 'odd', validate, jsonSchema: { input, output: input } },
  });

  it("a validate returning null or a string throws the reference's `in` TypeError", async () => {
    for (const result of [null, undefined, 'str', 5]) {
      const { ref, ours } = await both((s) =>
        s.validateToolOutput(
          std(() => result),
          1,
          'x',
        ),
      );
      expect('throws' in ref).toBe(true);
      expect(ours).toEqual(ref);
      expect(
        await both((s) =>
          s.validateToolSuspendData(
            std(() => result),
            1,
          ),
        ),
      ).toEqual({ ref, ours: ref });
    }
  });

  it('standardSchemaToJSONSchema with an io the converter lacks throws "jsonSchemaFn is not a function"', async () => {
    for (const io of ['both', '', null, 0]) {
      const { ref, ours } = await both((s) => s.standardSchemaToJSONSchema(s.toStandardSchema(z4.string()), { io }));
      expect('throws' in ref).toBe(true);
      expect(ours).toEqual(ref);
    }
    const { ref, ours } = await both((s) => s.standardSchemaToJSONSchema({ '~standard': { jsonSchema: 'json' } }));
    expect(ours).toEqual(ref);
  });

  it('an input JSON Schema converter returning null fails on reading `type` first', async () => {
    const { ref, ours } = await both((s) =>
      s.validateToolInput(
        std(
          () => ({ issues: [{ message: 'bad' }] }),
          () => null,
        ),
        undefined,
        'x',
      ),
    );
    expect('throws' in ref).toBe(true);
    expect(ours).toEqual(ref);
  });
});

// Reference crashes found by this fuzz, pinned as deviations (docs/compatibility.md, 5 and 12).
describe('deviations 5 and 12: results and JSON Schema the reference crashes on', () => {
  const json = { type: 'object', properties: { a: { type: 'string' } } };
  const schemaReturning = (result: unknown, inputJson: unknown = json) => ({
    '~standard': { version: 1, vendor: 'test', validate: () => result, jsonSchema: { input: () => inputJson, output: () => inputJson } },
  });

  it('5: `issues` that is not an array (a string, an array-like) and no value', async () => {
    for (const issues of ['x', { length: 1, 0: { message: 'al' } }]) {
      const { ref, ours } = await both((s) => {
        const out = s.validateToolOutput(schemaReturning({ issues }), 1, 't');
        return { message: out.error?.message, tree: out.error?.validationErrors };
      });
      expect('throws' in ref && ref.throws.name).toBe('TypeError');
      expect(ours).toEqual({
        ok: { message: 'Tool output validation failed for t. The tool returned invalid output:\n\n\nReturned output: 1', tree: { errors: [], fields: {} } },
      });
    }
  });

  it('12: an input JSON Schema whose `properties` is not an object, when every attempt fails', async () => {
    const schema = () => schemaReturning({ issues: [{ message: 'bad', path: ['a'] }] }, { type: 'object', properties: 'prompt' });
    const { ref, ours } = await both((s) => {
      const out = s.validateToolInput(schema(), { a: 1 }, 't');
      return { message: out.error?.message };
    });
    expect(ref).toEqual({ throws: { name: 'TypeError', message: "Cannot use 'in' operator to search for 'prompt' in prompt" } });
    expect('ok' in ours && ours.ok.message).toContain('- a: bad');
  });
});
