// JSON Schema derivation: standardSchemaToJSONSchema(toStandardSchema(s), {io, target}) per library.
import { describe, expect, it } from 'vitest';
import { LIBS, S, aiJsonSchema, ark, expectParity, toStandardJsonSchema, v, z3pkg, z4, zm, zv3, type Node } from './support/harness';

const NODES: Array<[string, Node]> = [
  ['weather input', S.object({ location: S.string })],
  ['weather output', S.object({ location: S.string, temperatureCelsius: S.number, conditions: S.string })],
  ['optional + nullable', S.object({ a: S.optional(S.string), b: S.nullable(S.number) })],
  ['nested arrays', S.object({ a: S.object({ b: S.array(S.object({ c: S.string })) }) })],
  ['top array', S.array(S.boolean)],
  ['strict', S.strict({ prompt: S.string })],
  ['string', S.string],
];
const TARGETS = [undefined, 'draft-07', 'draft-2020-12', 'draft-04', 'openapi-3.0'];
const IOS = [undefined, 'input', 'output'];

function derive(s: any, schema: any, io: any, target: any) {
  const opts: any = {};
  if (io) opts.io = io;
  if (target) opts.target = target;
  return JSON.stringify(s.standardSchemaToJSONSchema(s.toStandardSchema(schema), opts));
}

describe('derived JSON Schema per library (JSON text equal, key order included)', () => {
  const rows: Array<[string, string, any, Node]> = [];
  for (const [n, node] of NODES) for (const lib of LIBS) rows.push([n, lib.name, lib, node]);
  it.each(rows)('%s [%s]', async (_n, _l, lib, node) => {
    await expectParity((s) => {
      const out: Record<string, string> = {};
      for (const io of IOS)
        for (const target of TARGETS) {
          try {
            out[`${io}/${target}`] = derive(s, lib.build(node), io, target);
          } catch (e: any) {
            out[`${io}/${target}`] = `THROW ${e.message}`;
          }
        }
      return out;
    });
  });
});

describe('library specifics', () => {
  const SPECIALS: Array<[string, () => any]> = [
    ['zod default (input optional, output required)', () => z4.object({ a: z4.string().default('x') })],
    ['zod transform', () => z4.object({ a: z4.string().transform((s) => s.length) })],
    ['zod date', () => z4.object({ d: z4.date() })],
    ['zod coerce date', () => z4.object({ d: z4.coerce.date() })],
    ['zod catchall unknown', () => z4.object({ a: z4.string() }).catchall(z4.unknown())],
    ['zod custom (unrepresentable)', () => z4.object({ c: z4.custom<string>(() => true) })],
    ['zod any described', () => z4.object({ x: z4.any().describe('x') })],
    ['zod record single-arg', () => (z4 as any).record(z4.number())],
    ['zod/mini default', () => zm.object({ a: zm._default(zm.string(), 'x') })],
    ['zod/v3 date', () => zv3.object({ d: zv3.date() })],
    ['zod/v3 email', () => zv3.object({ e: zv3.string().email() })],
    ['zod3 pkg default', () => z3pkg.object({ a: z3pkg.string().default('x') })],
    ['valibot optional default', () => toStandardJsonSchema(v.object({ a: v.optional(v.string(), 'x') }))],
    ['arktype numeric.parse', () => ark({ n: 'string.numeric.parse' })],
    ['arktype sorted keys', () => ark({ z: 'string', a: 'number', m: 'boolean' })],
    ['ai-sdk with $schema', () => aiJsonSchema({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} })],
    ['json schema with 2020-12', () => ({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { a: { type: 'string' } } })],
    [
      'json schema nested objects get additionalProperties',
      () => ({
        type: 'object',
        properties: { o: { type: 'object', properties: { x: { type: 'number' } } }, p: { type: 'object', properties: {}, additionalProperties: true } },
      }),
    ],
    ['json schema without properties', () => ({ type: 'object' })],
  ];
  it.each(SPECIALS)('%s', async (_n, mk) => {
    await expectParity((s) => {
      const out: Record<string, string> = {};
      for (const io of IOS)
        for (const target of TARGETS) {
          try {
            out[`${io}/${target}`] = derive(s, mk(), io, target);
          } catch (e: any) {
            out[`${io}/${target}`] = `THROW ${e.message}`;
          }
        }
      return out;
    });
  });

  it('toStandardSchema identity and vendor per library', async () => {
    await expectParity((s) => {
      const out: Record<string, unknown> = {};
      for (const lib of LIBS) {
        const raw = lib.build(S.object({ a: S.string }));
        const std = s.toStandardSchema(raw);
        out[lib.name] = {
          same: std === raw,
          vendor: std['~standard'].vendor,
          version: std['~standard'].version,
          jsonKeys: Object.keys(std['~standard'].jsonSchema ?? {}),
          again: s.toStandardSchema(std) === std,
        };
      }
      return out;
    });
  });

  it('custom override: native zod honours it, wrappers apply the default', async () => {
    await expectParity((s) => {
      const override = (ctx: any) => {
        ctx.jsonSchema.marked = true;
      };
      return [z4.object({ a: z4.string() }), zm.object({ a: zm.string() }), { type: 'object', properties: { a: { type: 'string' } } }].map((x) => {
        try {
          return JSON.stringify(s.standardSchemaToJSONSchema(s.toStandardSchema(x), { override } as any));
        } catch (e: any) {
          return `THROW ${e.message}`;
        }
      });
    });
  });
});

describe('input repairs reading the JSON Schema', () => {
  it.each(LIBS.map((l) => [l.name, l] as const))('nullish input normalisation uses io:input type [%s]', async (_n, lib) => {
    await expectParity(async (s) => {
      const out: any[] = [];
      for (const node of [S.object({ a: S.optional(S.string) }), S.array(S.string), S.string]) {
        const t = s.createTool({ id: 'n', inputSchema: lib.build(node), execute: async (x: any) => ({ x }) });
        out.push(await t.execute(undefined), await t.execute(null));
      }
      return out;
    });
  });
  it('zod default field: undefined input → {} → default applied', async () => {
    await expectParity(async (s) =>
      s.createTool({ id: 'd', inputSchema: z4.object({ a: z4.string().default('dflt') }), execute: async (x: any) => x }).execute(undefined),
    );
  });
  it('a schema whose converter throws makes execute throw for nullish input', async () => {
    const ref = await expectParity(async (s) => {
      const schema = {
        '~standard': {
          version: 1,
          vendor: 'x',
          validate: (x: any) => ({ value: x }),
          jsonSchema: {
            input: () => {
              throw new Error('no json');
            },
            output: () => ({}),
          },
        },
      };
      return s.createTool({ id: 'c', inputSchema: schema, execute: async (x: any) => x }).execute(undefined);
    });
    expect(ref.throws?.message).toBe('no json');
  });
});

describe('wrappers: validation specifics', () => {
  const CASES: Array<[string, () => any, any]> = [
    [
      'ai-sdk validate throws',
      () =>
        aiJsonSchema({ type: 'object' }, {
          validate: () => {
            throw new Error('kaput');
          },
        } as any),
      { a: 1 },
    ],
    [
      'ai-sdk validate success transforms',
      () => aiJsonSchema({ type: 'object' }, { validate: (x: any) => ({ success: true, value: { wrapped: x } }) } as any),
      { a: 1 },
    ],
    ['ai-sdk validate failure', () => aiJsonSchema({ type: 'object' }, { validate: () => ({ success: false, error: new Error('nope') }) } as any), { a: 1 }],
    [
      'json schema 2020-12 prefixItems',
      () => ({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', prefixItems: [{ type: 'string' }] }),
      [1],
    ],
    ['json schema draft-07 items tuple', () => ({ type: 'array', items: [{ type: 'string' }] }), [1]],
    [
      'json schema path decoding',
      () => ({
        type: 'object',
        properties: { 'a/b': { type: 'object', properties: { '~c': { type: 'array', items: { type: 'string' } }, '01': { type: 'string' } } } },
      }),
      { 'a/b': { '~c': ['x', 2], '01': 3 } },
    ],
    ['json schema uncompilable', () => ({ type: 'object', properties: { a: { $ref: '#/nope' } } }), { a: 1 }],
    ['json schema unknown keywords ignored (strict:false)', () => ({ type: 'object', foo: 1, properties: { a: { type: 'string', bar: true } } }), { a: 'x' }],
    ['json schema defaults not applied', () => ({ type: 'object', properties: { a: { type: 'string', default: 'd' } } }), {}],
    ['json schema allErrors', () => ({ type: 'object', properties: { a: { type: 'string', minLength: 5, pattern: '^z' } }, required: ['a', 'b'] }), { a: 'x' }],
    [
      'hand-made standard schema kept',
      () => ({
        '~standard': {
          version: 1,
          vendor: 'hand',
          validate: (x: any) => ({ value: { hand: x } }),
          jsonSchema: { input: () => ({ type: 'object' }), output: () => ({ type: 'object' }) },
        },
      }),
      { a: 1 },
    ],
  ];
  it.each(CASES)('%s', async (_n, mk, input) => {
    await expectParity(async (s) => {
      const schema = mk();
      const tool = s.createTool({ id: 'w', inputSchema: schema, outputSchema: mk(), execute: async (x: any) => x });
      return {
        same: tool.inputSchema === schema,
        vendor: tool.inputSchema['~standard'].vendor,
        r: await tool.execute(input),
        direct: s.validateToolOutput(s.toStandardSchema(mk()), input, 'x'),
      };
    });
  });

  it('ai-sdk thenable validate → async error', async () => {
    const ref = await expectParity(async (s) =>
      s
        .createTool({
          id: 'w',
          inputSchema: aiJsonSchema({ type: 'object' }, { validate: async (x: any) => ({ success: true, value: x }) } as any),
          execute: async (x: any) => x,
        })
        .execute({ a: 1 }),
    );
    expect(ref.throws?.message).toContain('async');
  });

  it('zod v3 unsupported target throws', async () => {
    const ref = await expectParity((s) => s.standardSchemaToJSONSchema(s.toStandardSchema(zv3.object({ a: zv3.string() })), { target: 'draft-2019-09' }));
    expect(ref.throws?.message).toContain('Unsupported JSON Schema target');
  });

  it('unknown targets for other libraries', async () => {
    await expectParity((s) =>
      [
        z4.object({ a: z4.string() }),
        zm.object({ a: zm.string() }),
        { type: 'object', properties: {} },
        aiJsonSchema({ type: 'object' }),
        ark({ a: 'string' }),
        toStandardJsonSchema(v.object({ a: v.string() })),
      ].map((x) => {
        try {
          return JSON.stringify(s.standardSchemaToJSONSchema(s.toStandardSchema(x), { target: 'draft-2019-09' } as any));
        } catch (e: any) {
          return `THROW ${e.message}`;
        }
      }),
    );
  });
});
