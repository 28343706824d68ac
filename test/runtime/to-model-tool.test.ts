import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixTypelessProperties, toModelInputSchema, toModelTool } from '../../src/runtime/to-model-tool';
import { createTool } from '../../src/tools';

const ANY = ['string', 'number', 'integer', 'boolean', 'object', 'null'];

describe('toModelTool', () => {
  it('zod 4 tool', () => {
    const tool = createTool({ id: 'w', description: 'd', inputSchema: z.object({ a: z.string(), b: z.any().describe('x') }), execute: async () => 1 });
    expect(toModelTool('weather', tool)).toEqual({
      type: 'function',
      name: 'weather',
      description: 'd',
      providerOptions: undefined,
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { type: 'string' }, b: { description: 'x', type: ANY } },
        required: ['a', 'b'],
        additionalProperties: false,
      },
    });
  });
  it('no schema; strict kept except for v2; cache returns copies', () => {
    const tool = createTool({ id: 'n', description: 'n', strict: false, execute: async () => 1 });
    const def = toModelTool('n', tool);
    expect(def.inputSchema).toEqual({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {}, additionalProperties: false });
    expect(def.strict).toBe(false);
    expect('strict' in toModelTool('n', tool, { specificationVersion: 'v2' })).toBe(false);
    expect(toModelInputSchema(tool)).not.toBe(toModelInputSchema(tool));
  });
  it('fixTypelessProperties: recursion through properties and items, items schema itself untouched', () => {
    expect(
      fixTypelessProperties({
        type: 'object',
        properties: { a: { items: {} }, l: { type: 'array', items: { type: 'object', properties: { q: {} } } }, e: {} },
        items: {},
      }),
    ).toEqual({
      type: 'object',
      items: {},
      properties: { a: { type: ANY }, l: { type: 'array', items: { type: 'object', properties: { q: { type: ANY } } } }, e: { type: ANY } },
    });
  });
});
