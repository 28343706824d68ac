// toModelTool against what a real Mastra Agent sends to an AI SDK v6 (spec v3) mock model in
// `options.tools`: same values and same key order, for every schema library.
import { createTool as refCreateTool } from '@mastra/core/tools';
import { describe, expect, it } from 'vitest';
import { toModelTool } from '../../src/runtime/to-model-tool';
import { createTool } from '../../src/tools';
import { LIBS, S, ark, aiJsonSchema, keyOrders, v, toStandardJsonSchema, z4, zv3, z3pkg } from './support/harness';
import { runAgent } from './support/runtime-blocks-harness';

const NESTED = S.object({
  location: S.string,
  unit: S.optional(S.string),
  tags: S.array(S.string),
  pos: S.object({ lat: S.number, lng: S.nullable(S.number) }),
  list: S.array(S.object({ id: S.number, ok: S.optional(S.boolean) })),
});

type Case = [string, () => any];
const CASES: Case[] = [
  ...LIBS.filter((l) => l.name !== 'zod3').map((l): Case => [`${l.name} nested`, () => l.build(NESTED)]),
  ['no schema', () => undefined],
  [
    'zod4 any().describe + nested any',
    () => z4.object({ b: z4.any().describe('x'), arr: z4.array(z4.any()), o: z4.object({ u: z4.unknown(), deep: z4.array(z4.object({ q: z4.any() })) }) }),
  ],
  [
    'zod4 transform/default/date/record',
    () =>
      z4.object({
        t: z4.string().transform((s) => s.length),
        d: z4.string().default('x'),
        when: z4.date(),
        r: z4.record(z4.string(), z4.number()),
        e: z4.enum(['a', 'b']),
        u: z4.union([z4.string(), z4.number()]),
      }),
  ],
  ['zod/v3 any + date', () => zv3.object({ b: zv3.any().describe('x'), when: zv3.date(), e: zv3.string().email() })],
  ['zod3 package', () => z3pkg.object({ a: z3pkg.string(), b: z3pkg.any() })],
  ['valibot any', () => toStandardJsonSchema(v.object({ a: v.string(), b: v.any() }) as any)],
  ['arktype unknown', () => ark({ a: 'string', b: 'unknown', 'c?': 'number[]' })],
  [
    'json schema typeless + items',
    () => ({
      type: 'object',
      properties: {
        a: { description: 'x', items: { type: 'string' } },
        b: { type: 'array', items: { type: 'object', properties: { c: {} } } },
        r: { $ref: '#/definitions/x' },
      },
      definitions: { x: { type: 'string' } },
    }),
  ],
  ['json schema 2020-12 $schema', () => ({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { a: { type: 'string' } } })],
  ['ai-sdk jsonSchema', () => aiJsonSchema({ type: 'object', properties: { a: { type: 'string' }, b: {} }, required: ['a'] } as any)],
];

async function declared(mk: any, schema: any, extra: Record<string, unknown> = {}) {
  const tool = mk({ id: 'weather-id', description: 'Get the weather', ...(schema ? { inputSchema: schema } : {}), execute: async () => 'ok', ...extra });
  const run = await runAgent({ tools: { weather: tool }, calls: [] });
  return { tool, sent: run.tools[0][0] };
}

function withoutExamples(def: any) {
  const { inputExamples: _x, ...rest } = def;
  return rest;
}

describe('toModelTool = what the reference agent sends', () => {
  it.each(CASES)('%s', async (_n, make) => {
    const ours = await declared(createTool, make());
    const ref = await declared(refCreateTool, make());
    const def = toModelTool('weather', ours.tool);
    expect(ours.sent).toEqual(ref.sent);
    expect(def).toEqual(ref.sent);
    expect(keyOrders(def)).toEqual(keyOrders(ref.sent));
    expect(Object.keys(def)).toEqual(Object.keys(ref.sent));
  });

  it.each([
    [
      'strict true + providerOptions + inputExamples',
      { strict: true, providerOptions: { openai: { store: false } }, inputExamples: [{ input: { location: 'P' } }] },
    ],
    ['strict false', { strict: false }],
    ['title is not sent', { title: 'Weather' }],
    ['description missing', { description: undefined }],
  ])('%s', async (_n, extra) => {
    const schema = () => z4.object({ location: z4.string() });
    const ours = await declared(createTool, schema(), extra);
    const ref = await declared(refCreateTool, schema(), extra);
    const def = withoutExamples(toModelTool('weather', ours.tool));
    expect(def).toEqual(ref.sent);
    expect(Object.keys(def)).toEqual(Object.keys(ref.sent));
    expect(keyOrders(def)).toEqual(keyOrders(ref.sent));
  });

  it('inputExamples is carried (not sent by the reference)', () => {
    const tool = createTool({ id: 't', description: 'd', inputExamples: [{ input: { a: 1 } }], execute: async () => 1 });
    expect(toModelTool('t', tool).inputExamples).toEqual([{ input: { a: 1 } }]);
  });
});
