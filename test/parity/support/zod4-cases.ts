// Schema factories for the zod v4 parity tests: zod/mini and classic zod.
import * as m from 'zod/mini';
import { z } from 'zod';

enum Color {
  Red = 'red',
  Blue = 'blue',
}
enum Num {
  A,
  B = 4,
}

export function miniCases(): Array<[string, () => unknown]> {
  type Tree = { name: string; children: Tree[] };
  const Tree: m.ZodMiniType<Tree> = m.object({ name: m.string(), children: m.array(m.lazy(() => Tree)) });
  const shared = m.string().check(m.minLength(1));
  return [
    ['string', () => m.string()],
    ['string bounds', () => m.string().check(m.minLength(2), m.maxLength(5))],
    ['string length', () => m.string().check(m.length(3))],
    ['regex', () => m.string().check(m.regex(/^a+$/))],
    ['two regexes', () => m.string().check(m.regex(/a/), m.regex(/b/))],
    ['startsWith/includes', () => m.string().check(m.startsWith('ab'), m.includes('x.y'), m.endsWith('z'))],
    ['email', () => m.email()],
    ['url/uuid/guid', () => m.object({ a: m.url(), b: m.uuid(), c: m.guid(), d: m.cuid(), e: m.ulid() })],
    ['iso', () => m.object({ a: m.iso.datetime(), b: m.iso.date(), c: m.iso.time(), d: m.iso.duration() })],
    ['iso local', () => m.iso.datetime({ local: true })],
    ['ip/cidr', () => m.object({ a: m.ipv4(), b: m.ipv6(), c: m.cidrv4(), d: m.cidrv6() })],
    ['base64/jwt/emoji', () => m.object({ a: m.base64(), b: m.base64url(), c: m.jwt(), d: m.emoji(), e: m.nanoid() })],
    ['email+min', () => m.email().check(m.minLength(5))],
    ['number', () => m.number()],
    ['number bounds', () => m.number().check(m.gte(1), m.lte(10), m.multipleOf(2))],
    ['number exclusive', () => m.number().check(m.gt(0), m.lt(5))],
    ['number both mins', () => m.number().check(m.gte(1), m.gt(3))],
    ['int', () => m.int()],
    ['int32/uint32', () => m.object({ a: m.int32(), b: m.uint32(), c: m.float32() })],
    ['boolean', () => m.boolean()],
    ['null', () => m.null()],
    ['undefined/void/nan', () => m.object({ a: m.undefined(), b: m.void(), c: m.nan() })],
    ['any/unknown/never', () => m.object({ a: m.any(), b: m.unknown(), c: m.never() })],
    ['bigint/symbol', () => m.object({ a: m.bigint(), b: m.symbol() })],
    ['date', () => m.date()],
    ['date in object', () => m.object({ d: m.date(), c: m.optional(m.date()) })],
    ['literal', () => m.literal('a')],
    ['literal multi', () => m.literal(['a', 'b'])],
    ['literal mixed', () => m.literal([1, 'a', true])],
    ['literal null', () => m.literal(null)],
    ['literal bigint', () => m.literal(3n)],
    ['enum', () => m.enum(['a', 'b'])],
    ['native enum', () => m.object({ a: m.enum(Color), b: m.enum(Num) })],
    ['array', () => m.array(m.string())],
    ['array bounds', () => m.array(m.number()).check(m.minLength(1), m.maxLength(4))],
    ['tuple', () => m.tuple([m.string(), m.number()])],
    ['tuple rest', () => m.tuple([m.string()], m.boolean())],
    ['tuple optional tail', () => m.tuple([m.string(), m.optional(m.number())])],
    ['object', () => m.object({ a: m.string(), b: m.optional(m.number()) })],
    ['object empty', () => m.object({})],
    ['strictObject', () => m.strictObject({ a: m.string() })],
    ['looseObject', () => m.looseObject({ a: m.string() })],
    ['catchall', () => m.catchall(m.object({ a: m.string() }), m.number())],
    ['catchall unknown', () => m.catchall(m.object({ a: m.string() }), m.unknown())],
    ['nested', () => m.object({ user: m.object({ name: m.string(), tags: m.array(m.string()) }) })],
    ['optional root', () => m.optional(m.string())],
    ['nullable', () => m.nullable(m.string())],
    ['nullable object', () => m.nullable(m.object({ a: m.string() }))],
    ['nullish', () => m.object({ a: m.nullish(m.string()) })],
    ['default', () => m.object({ a: m._default(m.string(), 'x'), b: m._default(m.number(), 3) })],
    ['prefault', () => m.object({ a: m.prefault(m.string(), 'x') })],
    ['catch', () => m.object({ a: m.catch(m.number(), 0) })],
    ['readonly', () => m.readonly(m.object({ a: m.string() }))],
    ['union', () => m.union([m.string(), m.number()])],
    ['union objects', () => m.union([m.object({ a: m.string() }), m.object({ b: m.number() })])],
    ['union with null', () => m.union([m.string(), m.null()])],
    ['xor', () => m.xor([m.string(), m.number()])],
    [
      'discriminated union',
      () => m.discriminatedUnion('kind', [m.object({ kind: m.literal('a'), a: m.string() }), m.object({ kind: m.literal('b'), b: m.number() })]),
    ],
    ['intersection', () => m.intersection(m.object({ a: m.string() }), m.object({ b: m.number() }))],
    ['intersection strings', () => m.intersection(m.string(), m.string().check(m.minLength(1)))],
    ['intersection union', () => m.intersection(m.object({ a: m.string() }), m.union([m.object({ b: m.number() }), m.object({ c: m.boolean() })]))],
    ['record', () => m.record(m.string(), m.number())],
    ['record enum key', () => m.record(m.enum(['x', 'y']), m.string())],
    ['partialRecord', () => m.partialRecord(m.enum(['x', 'y']), m.string())],
    ['record key checks', () => m.record(m.string().check(m.minLength(2)), m.boolean())],
    ['record loose pattern', () => m.looseRecord(m.string().check(m.regex(/^k/)), m.number())],
    ['map/set', () => m.object({ a: m.map(m.string(), m.number()), b: m.set(m.string()) })],
    [
      'transform',
      () =>
        m.pipe(
          m.string(),
          m.transform((s: string) => s.length),
        ),
    ],
    ['pipe', () => m.pipe(m.string(), m.string().check(m.minLength(1)))],
    ['custom', () => m.object({ a: m.custom<string>(() => true) })],
    ['function', () => m.object({ f: m.function() })],
    ['lazy recursive', () => Tree],
    ['lazy simple', () => m.lazy(() => m.string())],
    ['reuse', () => m.object({ a: shared, b: shared, c: m.array(shared) })],
    ['describe', () => m.object({ a: m.string().check(m.describe('A')) }).check(m.describe('root'))],
    ['meta', () => m.string().check(m.meta({ title: 'T', examples: ['x'] }))],
    ['template literal', () => m.templateLiteral(['a', m.number()])],
    ['file', () => m.file()],
    ['file checks', () => m.file().check(m.minSize(1), m.maxSize(10), m.mime(['image/png', 'image/jpeg']))],
    ['file one mime', () => m.file().check(m.mime(['image/png']))],
    ['success', () => m.success(m.string())],
    ['promise', () => m.promise(m.string())],
    ['nonoptional', () => m.object({ a: m.nonoptional(m.optional(m.string())) })],
    [
      'weather',
      () =>
        m.object({
          location: m.string().check(m.describe('City')),
          units: m._default(m.enum(['c', 'f']), 'c'),
          days: m.optional(m.int().check(m.gte(1), m.lte(7))),
          at: m.optional(m.date()),
        }),
    ],
  ];
}

export function classicCases(): Array<[string, () => unknown]> {
  const Node: z.ZodType = z.lazy(() => z.object({ v: z.number(), next: Node.optional() }));
  const Cat = z.object({
    name: z.string(),
    get kids(): z.ZodArray<typeof Cat> {
      return z.array(Cat);
    },
  });
  return [
    ['string describe', () => z.string().describe('d').min(2)],
    ['email/url', () => z.object({ a: z.email(), b: z.url(), c: z.string().email() })],
    ['coerce date', () => z.object({ a: z.coerce.date(), b: z.date().describe('when') })],
    ['default/optional', () => z.object({ a: z.string().default('x').describe('with default'), b: z.number().optional() })],
    ['nullable/or', () => z.object({ a: z.string().nullable(), b: z.string().or(z.number()).nullable() })],
    // @ts-expect-error single-argument record, accepted at run time by zod 4.6
    ['record single arg', () => z.record(z.number())],
    ['intersection and', () => z.object({ a: z.string() }).and(z.object({ b: z.string() }).passthrough())],
    ['strict/passthrough', () => z.object({ a: z.strictObject({ x: z.string() }), b: z.object({}).passthrough() })],
    ['meta id', () => z.object({ a: z.string().meta({ id: 'Named', title: 'N' }) })],
    ['lazy node', () => Node],
    ['getter recursion', () => Cat],
    ['readonly described', () => z.object({ a: z.array(z.string()).readonly().describe('ro') })],
    ['brand', () => z.string().brand<'X'>()],
    ['transform in object', () => z.object({ a: z.string().transform(Number) })],
    ['pipe out', () => z.string().pipe(z.coerce.number())],
    ['enum extract', () => z.enum(['a', 'b', 'c']).exclude(['b'])],
    ['tuple', () => z.tuple([z.string(), z.number().optional()]).rest(z.boolean())],
    ['number chain', () => z.number().int().positive().max(100)],
    ['numeric record key', () => z.record(z.number(), z.string())],
    ['lazy described', () => z.object({ root: z.lazy(() => Node).describe('linked') })],
    ['optional described lazy', () => z.object({ n: Node.optional().describe('maybe') })],
    ['discriminated', () => z.discriminatedUnion('t', [z.object({ t: z.literal('a') }), z.object({ t: z.literal('b'), n: z.number() })])],
  ];
}
