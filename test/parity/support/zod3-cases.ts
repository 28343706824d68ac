// Schema factories shared by the zod v3 parity tests; `z` is either zod/v3 or the zod3 package.
export type Z3 = any;

enum Color {
  Red = 'red',
  Green = 'green',
}
enum Num {
  A,
  B = 5,
}
enum Mixed {
  A = 1,
  B = 'b',
}

export function zod3Cases(z: Z3): Array<[string, () => unknown]> {
  const address = z.object({ street: z.string(), zip: z.string().length(5) });
  const tree: Z3 = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
  return [
    ['string', () => z.string()],
    ['string min/max', () => z.string().min(2).max(10)],
    ['string min twice', () => z.string().min(2).min(4).max(10).max(8)],
    ['string length', () => z.string().length(3)],
    ['email', () => z.string().email()],
    ['email+regex', () => z.string().email().regex(/^a.*$/)],
    ['email+url', () => z.string().email().url()],
    ['url', () => z.string().url()],
    ['uuid', () => z.string().uuid()],
    ['cuid', () => z.string().cuid()],
    ['cuid2', () => z.string().cuid2()],
    ['ulid', () => z.string().ulid()],
    ['regex', () => z.string().regex(/^[a-z]+$/i)],
    ['two regexes', () => z.string().regex(/a/).regex(/b/).regex(/c/)],
    ['startsWith/endsWith', () => z.string().startsWith('ab.W-w').endsWith('x/y')],
    ['includes', () => z.string().includes('a b\nc')],
    ['datetime', () => z.string().datetime()],
    ['date/time/duration', () => z.object({ a: z.string().date(), b: z.string().time(), c: z.string().duration() })],
    ['ip', () => z.object({ a: z.string().ip(), b: z.string().ip({ version: 'v4' }), c: z.string().ip({ version: 'v6' }) })],
    ['cidr', () => z.object({ a: z.string().cidr(), b: z.string().cidr({ version: 'v4' }) })],
    ['base64', () => z.object({ a: z.string().base64(), b: z.string().base64url(), c: z.string().jwt() })],
    ['nanoid/emoji', () => z.object({ a: z.string().nanoid(), b: z.string().emoji() })],
    ['trim/lower', () => z.string().trim().toLowerCase().min(1)],
    ['number', () => z.number()],
    ['number checks', () => z.number().min(1).max(10).multipleOf(2)],
    ['number exclusive', () => z.number().gt(0).lt(100)],
    ['int', () => z.number().int().nonnegative()],
    ['positive/finite', () => z.number().positive().finite()],
    ['bigint', () => z.bigint().min(1n).lt(10n)],
    ['boolean', () => z.boolean()],
    ['null', () => z.null()],
    ['undefined', () => z.undefined()],
    ['nan/never', () => z.object({ a: z.nan(), b: z.never().optional() })],
    ['any/unknown', () => z.object({ a: z.any(), b: z.unknown(), c: z.any().describe('x') })],
    ['literal string', () => z.literal('a')],
    ['literal number/bool', () => z.object({ a: z.literal(3), b: z.literal(true) })],
    ['literal null', () => z.literal(null)],
    ['enum', () => z.enum(['a', 'b', 'c'])],
    ['nativeEnum string', () => z.nativeEnum(Color)],
    ['nativeEnum number', () => z.nativeEnum(Num)],
    ['nativeEnum mixed', () => z.nativeEnum(Mixed)],
    ['array', () => z.array(z.string())],
    ['array checks', () => z.array(z.number()).min(1).max(3)],
    ['array length', () => z.array(z.number()).length(2)],
    ['array nonempty', () => z.string().array().nonempty()],
    ['array any', () => z.array(z.any())],
    ['tuple', () => z.tuple([z.string(), z.number()])],
    ['tuple rest', () => z.tuple([z.string()]).rest(z.boolean())],
    ['tuple with function', () => z.tuple([z.string(), z.function()])],
    ['object', () => z.object({ a: z.string(), b: z.number().optional() })],
    ['object empty', () => z.object({})],
    ['object strict', () => z.object({ a: z.string() }).strict()],
    ['object passthrough', () => z.object({ a: z.string() }).passthrough()],
    ['object catchall', () => z.object({ a: z.string() }).catchall(z.number())],
    ['object nested', () => z.object({ user: z.object({ name: z.string(), address }), other: address })],
    ['object function prop', () => z.object({ a: z.string(), fn: z.function(), s: z.symbol(), v: z.void() })],
    ['optional root', () => z.string().optional()],
    ['optional nested in array', () => z.array(z.string().optional())],
    ['double optional', () => z.object({ a: z.string().optional().optional() })],
    ['nullable primitive', () => z.string().nullable()],
    ['nullable checked', () => z.string().min(1).nullable()],
    ['nullable object', () => z.object({ a: z.string() }).nullable()],
    ['nullish', () => z.object({ a: z.string().nullish(), b: z.number().optional().nullable() })],
    ['nullable null', () => z.null().nullable()],
    ['default', () => z.object({ a: z.string().default('x'), b: z.number().default(3).describe('n') })],
    ['default object', () => z.object({ a: z.object({ b: z.string() }).default({ b: 'y' }) })],
    ['union primitives', () => z.union([z.string(), z.number(), z.string()])],
    ['union with null', () => z.union([z.string(), z.null()])],
    ['union single', () => z.union([z.boolean(), z.boolean()])],
    ['union checked', () => z.union([z.string().min(1), z.number()])],
    ['union literals', () => z.union([z.literal('a'), z.literal(1), z.literal(null), z.literal('a')])],
    ['union described literal', () => z.union([z.literal('a').describe('A'), z.literal('b')])],
    ['union enums', () => z.union([z.enum(['a', 'b']), z.enum(['b', 'c'])])],
    ['union objects', () => z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])],
    ['union with function', () => z.union([z.string().min(2), z.function()])],
    ['or', () => z.string().or(z.array(z.string()))],
    [
      'discriminated union',
      () => z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.number() })]),
    ],
    ['intersection', () => z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() }))],
    [
      'intersection nested',
      () =>
        z
          .object({ a: z.string() })
          .and(z.object({ b: z.number() }))
          .and(z.object({ c: z.boolean() }).passthrough()),
    ],
    ['intersection strings', () => z.string().min(1).and(z.string().max(3))],
    ['record', () => z.record(z.number())],
    ['record key checks', () => z.record(z.string().min(2), z.boolean())],
    ['record enum key', () => z.record(z.enum(['x', 'y']), z.string())],
    ['record branded key', () => z.record(z.string().min(1).brand('K'), z.string())],
    ['record any', () => z.record(z.any())],
    ['map', () => z.map(z.string(), z.number())],
    ['set', () => z.set(z.string()).min(1).max(4)],
    ['date', () => z.date()],
    ['date described', () => z.object({ d: z.date().describe('when'), e: z.date().optional().describe('opt') })],
    ['coerce', () => z.object({ n: z.coerce.number(), d: z.coerce.date() })],
    ['transform', () => z.string().transform((s: string) => s.length)],
    ['refine', () => z.object({ a: z.string() }).refine(() => true)],
    [
      'superRefine',
      () =>
        z
          .number()
          .superRefine(() => undefined)
          .describe('r'),
    ],
    ['preprocess', () => z.preprocess((v: unknown) => v, z.string())],
    ['pipeline', () => z.string().pipe(z.coerce.number())],
    ['pipeline in object', () => z.object({ p: z.string().transform(Number).pipe(z.number()) })],
    ['lazy', () => tree],
    ['lazy simple', () => z.lazy(() => z.string()).describe('lazy')],
    [
      'reuse siblings',
      () => {
        const s = z.string().min(1);
        return z.object({ a: s, b: s, c: z.array(s) });
      },
    ],
    ['describe', () => z.object({ a: z.string().describe('A') }).describe('root')],
    ['describe optional', () => z.object({ a: z.string().describe('inner').optional() })],
    ['branded', () => z.object({ id: z.string().brand('Id') })],
    ['readonly', () => z.object({ a: z.array(z.string()).readonly() })],
    ['catch', () => z.object({ a: z.number().catch(0) })],
    ['promise', () => z.promise(z.string())],
    ['function root', () => z.function()],
    ['void', () => z.void()],
    [
      'weather',
      () =>
        z.object({
          location: z.string().describe('City name'),
          units: z.enum(['c', 'f']).default('c'),
          days: z.number().int().min(1).max(7).optional(),
          tags: z.array(z.string().email()).optional(),
          meta: z.record(z.string()).nullable(),
        }),
    ],
  ];
}

/** Inputs run through validate() for every case. */
export const VALIDATION_INPUTS: unknown[] = [undefined, null, 'abc', 'a@b.co', 3, { a: 'x' }, { a: 'x', b: 2 }, [1, 2], { location: 'Paris' }];
