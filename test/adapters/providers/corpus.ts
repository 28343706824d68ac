/**
 * One corpus of input schemas, written in zod 4, valibot, arktype and plain JSON Schema: the
 * shapes a tool's input takes in practice (nested objects, optional, nullable and default
 * fields, enums, literals, arrays, tuples, unions, records, recursion, descriptions).
 */
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import * as v from 'valibot';
import { z } from 'zod';
import type { ProviderToolSource } from '../../../src/providers';
import type { RuntimeTool } from '../../../src/runtime';
import { createTool } from '../../../src/tools';

/** A corpus tool: what both the provider formats and the runtime read. */
export type CorpusTool = RuntimeTool & ProviderToolSource & { id: string };

export type Vendor = 'zod' | 'valibot' | 'arktype' | 'json';

/** One case: a name, the schema per vendor, and whether OpenAI's strict profile can take it. */
export interface CorpusCase {
  name: string;
  strict: boolean;
  /** Gemini's Schema format can take it (recursion cannot be inlined). */
  gemini?: boolean;
  schemas: Partial<Record<Vendor, unknown>>;
}

const zTree: z.ZodType<{ label: string; children: unknown[] }> = z.object({ label: z.string(), children: z.array(z.lazy(() => zTree)) });
type VTree = { label: string; children: VTree[] };
const vTree: v.GenericSchema<VTree> = v.object({ label: v.string(), children: v.array(v.lazy(() => vTree)) });

export const corpus: CorpusCase[] = [
  {
    name: 'nested objects with descriptions',
    strict: true,
    schemas: {
      zod: z.object({ user: z.object({ name: z.string().describe('Full name'), address: z.object({ city: z.string(), zip: z.string() }) }).describe('Who') }),
      valibot: v.object({
        user: v.pipe(
          v.object({ name: v.pipe(v.string(), v.description('Full name')), address: v.object({ city: v.string(), zip: v.string() }) }),
          v.description('Who'),
        ),
      }),
      arktype: type({ user: type({ name: type('string').describe('Full name'), address: { city: 'string', zip: 'string' } }).describe('Who') }),
      json: {
        type: 'object',
        properties: {
          user: {
            description: 'Who',
            type: 'object',
            properties: {
              name: { type: 'string', description: 'Full name' },
              address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } }, required: ['city', 'zip'] },
            },
            required: ['name', 'address'],
          },
        },
        required: ['user'],
      },
    },
  },
  {
    name: 'optional, nullable and default fields',
    strict: true,
    schemas: {
      zod: z.object({
        q: z.string(),
        limit: z.number().int().optional(),
        cursor: z.string().nullable(),
        both: z.string().nullable().optional(),
        units: z.enum(['c', 'f']).default('c'),
      }),
      valibot: v.object({
        q: v.string(),
        limit: v.optional(v.pipe(v.number(), v.integer())),
        cursor: v.nullable(v.string()),
        both: v.nullish(v.string()),
        units: v.optional(v.picklist(['c', 'f']), 'c'),
      }),
      arktype: type({ q: 'string', 'limit?': 'number.integer', cursor: 'string | null', 'both?': 'string | null', units: type("'c' | 'f'").default('c') }),
      json: {
        type: 'object',
        properties: {
          q: { type: 'string' },
          limit: { type: 'integer' },
          cursor: { type: ['string', 'null'] },
          both: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          units: { type: 'string', enum: ['c', 'f'], default: 'c' },
        },
        required: ['q', 'cursor'],
        additionalProperties: false,
      },
    },
  },
  {
    name: 'enums and literals',
    strict: true,
    schemas: {
      zod: z.object({ color: z.enum(['red', 'green']), kind: z.literal('point'), level: z.union([z.literal(1), z.literal(2)]), on: z.literal(true) }),
      valibot: v.object({ color: v.picklist(['red', 'green']), kind: v.literal('point'), level: v.union([v.literal(1), v.literal(2)]), on: v.literal(true) }),
      arktype: type({ color: "'red' | 'green'", kind: "'point'", level: '1 | 2', on: 'true' }),
      json: {
        type: 'object',
        properties: { color: { enum: ['red', 'green'] }, kind: { const: 'point' }, level: { type: 'integer', enum: [1, 2] }, on: { const: true } },
        required: ['color', 'kind', 'level', 'on'],
      },
    },
  },
  {
    name: 'arrays',
    strict: true,
    schemas: {
      zod: z.object({ tags: z.array(z.string()).min(1).max(5), points: z.array(z.object({ x: z.number(), y: z.number().optional() })) }),
      valibot: v.object({
        tags: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(5)),
        points: v.array(v.object({ x: v.number(), y: v.optional(v.number()) })),
      }),
      arktype: type({ tags: 'string[] >= 1', points: type({ x: 'number', 'y?': 'number' }).array() }),
      json: {
        type: 'object',
        properties: {
          tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5 },
          points: { type: 'array', items: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x'] } },
        },
        required: ['tags', 'points'],
      },
    },
  },
  {
    name: 'tuples',
    strict: false,
    schemas: {
      zod: z.object({ pair: z.tuple([z.string(), z.number()]) }),
      valibot: v.object({ pair: v.tuple([v.string(), v.number()]) }),
      arktype: type({ pair: ['string', 'number'] }),
      json: {
        type: 'object',
        properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], minItems: 2, maxItems: 2 } },
        required: ['pair'],
      },
    },
  },
  {
    name: 'unions',
    strict: true,
    schemas: {
      zod: z.object({
        shape: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('circle'), r: z.number() }),
          z.object({ kind: z.literal('rect'), w: z.number(), h: z.number().optional() }),
        ]),
        id: z.union([z.string(), z.number()]),
      }),
      valibot: v.object({
        shape: v.variant('kind', [
          v.object({ kind: v.literal('circle'), r: v.number() }),
          v.object({ kind: v.literal('rect'), w: v.number(), h: v.optional(v.number()) }),
        ]),
        id: v.union([v.string(), v.number()]),
      }),
      arktype: type({ shape: type({ kind: "'circle'", r: 'number' }).or({ kind: "'rect'", w: 'number', 'h?': 'number' }), id: 'string | number' }),
      json: {
        type: 'object',
        properties: {
          shape: {
            oneOf: [
              { type: 'object', properties: { kind: { const: 'circle' }, r: { type: 'number' } }, required: ['kind', 'r'] },
              { type: 'object', properties: { kind: { const: 'rect' }, w: { type: 'number' }, h: { type: 'number' } }, required: ['kind', 'w'] },
            ],
          },
          id: { type: ['string', 'number'] },
        },
        required: ['shape', 'id'],
      },
    },
  },
  {
    name: 'records',
    strict: false,
    schemas: {
      zod: z.object({ scores: z.record(z.string(), z.number()) }),
      valibot: v.object({ scores: v.record(v.string(), v.number()) }),
      arktype: type({ scores: 'Record<string, number>' }),
      json: { type: 'object', properties: { scores: { type: 'object', additionalProperties: { type: 'number' } } }, required: ['scores'] },
    },
  },
  {
    name: 'recursive schemas',
    strict: true,
    gemini: false,
    schemas: {
      zod: z.object({ tree: zTree }),
      valibot: v.object({ tree: vTree }),
      json: {
        type: 'object',
        properties: { tree: { $ref: '#/definitions/node' } },
        required: ['tree'],
        definitions: {
          node: {
            type: 'object',
            properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/definitions/node' } } },
            required: ['label', 'children'],
          },
        },
      },
    },
  },
];

/** A tool over one schema; it echoes its input, so a test sees exactly what it accepted. */
export function corpusTool(id: string, vendor: Vendor, schema: unknown): CorpusTool {
  const inputSchema = vendor === 'valibot' ? toStandardJsonSchema(schema as never) : schema;
  return createTool({
    id,
    description: `The ${id} tool`,
    inputSchema: inputSchema as never,
    execute: async (input: unknown) => input,
  }) as unknown as CorpusTool;
}

/** Every (case, vendor) pair, with a tool id that names both. */
export function corpusTools() {
  return corpus.flatMap((c) =>
    (Object.entries(c.schemas) as Array<[Vendor, unknown]>).map(([vendor, schema]) => ({
      case: c,
      vendor,
      tool: corpusTool(`${c.name.replace(/[^a-z]+/g, '_')}_${vendor}`, vendor, schema),
    })),
  );
}
