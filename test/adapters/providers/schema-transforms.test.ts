import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  OPENAI_STRICT_LIMITS,
  type OpenAIStrictLimits,
  ProviderSchemaError,
  ProviderToolNameError,
  toAnthropicTool,
  toGeminiSchema,
  toGeminiTool,
  toOpenAIStrictSchema,
  toOpenAITool,
} from '../../../src/providers';
import { ToolwrightError } from '../../../src/errors/toolwright-error';
import { createTool } from '../../../src/tools';
import { assertStrictProfile } from './strict-profile';

function strictError(schema: Record<string, unknown>, limits?: OpenAIStrictLimits): ProviderSchemaError {
  try {
    toOpenAIStrictSchema(schema, { toolName: 't', limits });
  } catch (error) {
    if (ProviderSchemaError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ProviderSchemaError');
}

const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...extra,
});

describe('OpenAI strict profile: what cannot be made strict throws, naming the JSON pointer', () => {
  it.each([
    ['a record', obj({ m: { type: 'object', additionalProperties: { type: 'string' } } }), '/properties/m', /record with arbitrary keys/],
    [
      'an open object',
      obj({ m: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true } }),
      '/properties/m',
      /open to extra keys/,
    ],
    ['an object without properties', obj({ m: { type: 'object' } }), '/properties/m', /arbitrary keys/],
    ['any value', obj({ a: {} }), '/properties/a', /accepts any value/],
    ['true', obj({ a: true }), '/properties/a', /accepts any value/],
    ['not', obj({ a: { type: 'string', not: { const: 'x' } } }), '/properties/a', /"not"/],
    ['if/then', obj({ a: { type: 'string', if: { const: 'x' }, then: { minLength: 2 } } }), '/properties/a', /if\/then\/else/],
    [
      'patternProperties',
      obj({ a: { type: 'object', properties: {}, patternProperties: { '^x': { type: 'string' } } } }),
      '/properties/a',
      /patternProperties/,
    ],
    ['a tuple', obj({ a: { type: 'array', items: [{ type: 'string' }] } }), '/properties/a', /tuple/],
    ['an array without items', obj({ a: { type: 'array' } }), '/properties/a', /without an items schema/],
    ['an enum of objects', obj({ a: { enum: [{ x: 1 }] } }), '/properties/a', /objects or arrays/],
    ['a remote $ref', obj({ a: { $ref: 'https://example.com/s.json' } }), '/properties/a', /not local/],
    ['a dangling $ref', obj({ a: { $ref: '#/definitions/nope' } }), '/properties/a', /does not resolve/],
    ['an allOf that cannot be merged', obj({ a: { allOf: [{ type: 'string' }, { minLength: 1 }] } }), '/properties/a', /allOf of several/],
    [
      'a validation keyword beside $ref',
      { ...obj({ a: { $ref: '#/definitions/d', minLength: 3 } }), definitions: { d: { type: 'string' } } },
      '/properties/a',
      /beside \$ref/,
    ],
    ['a keyword "~/"-escaped', obj({ 'a/b~c': { type: 'object', additionalProperties: {} } }), '/properties/a~1b~0c', /record/],
    ['a root union', { anyOf: [obj({ a: { type: 'string' } }), obj({ b: { type: 'string' } })] }, '', /root of a strict schema must be an object/],
    ['a nullable root', { type: ['object', 'null'], properties: {} }, '', /root/],
  ])('%s', (_label, schema, pointer, reason) => {
    const error = strictError(schema as Record<string, unknown>);
    expect(error.pointer).toBe(pointer);
    expect(error.reason).toMatch(reason);
    expect(error.message).toBe(`Cannot write the input schema of tool "t" for OpenAI: at "${pointer || '/'}": ${error.reason}`);
    expect(error.name).toBe('ProviderSchemaError');
    expect(ToolwrightError.isInstance(error)).toBe(true);
  });

  it('size limits are options, with OpenAI’s documented values by default', () => {
    expect(OPENAI_STRICT_LIMITS).toEqual({ maxDepth: 10, maxProperties: 5000, maxEnumValues: 1000 });
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10; i++) deep = obj({ n: deep });
    expect(() => toOpenAIStrictSchema(deep)).not.toThrow();
    expect(strictError(obj({ n: deep })).reason).toMatch(/deeper than 10/);
    expect(strictError(deep, { maxDepth: 3 }).pointer).toBe('/properties/n/properties/n/properties/n');
    expect(strictError(obj({ a: { type: 'string' }, b: { type: 'string' } }), { maxProperties: 1 }).reason).toMatch(/more than 1 properties/);
    expect(strictError(obj({ e: { enum: ['a', 'b', 'c'] } }), { maxEnumValues: 2 }).reason).toMatch(/enum of 3 values/);
  });
});

describe('OpenAI strict profile: rewrites', () => {
  it('optional → nullable in every shape: type, type list, enum, anyOf, $ref; optional-and-nullable stays as is', () => {
    const { schema } = toOpenAIStrictSchema({
      type: 'object',
      properties: {
        s: { type: 'string' },
        e: { enum: ['a', 'b'] },
        u: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        r: { $ref: '#/definitions/d' },
        n: { type: ['string', 'null'] },
      },
      definitions: { d: obj({ x: { type: 'integer' } }) },
    });
    expect(assertStrictProfile(schema)).toBe(2);
    expect(schema['properties']).toEqual({
      s: { type: ['string', 'null'] },
      e: { type: ['string', 'null'], enum: ['a', 'b', null] },
      u: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
      r: { anyOf: [{ $ref: '#/$defs/d' }, { type: 'null' }] },
      n: { type: ['string', 'null'] },
    });
  });

  it('recursion through the root ($ref "#") and through definitions, with one-entry allOf wrappers unwrapped', () => {
    const { schema } = toOpenAIStrictSchema({
      type: 'object',
      properties: { name: { type: 'string' }, parent: { $ref: '#' }, kids: { type: 'array', items: { allOf: [{ $ref: '#/$defs/kid' }] } } },
      required: ['name', 'parent', 'kids'],
      $defs: { kid: { type: 'object', properties: { of: { $ref: '#' } }, required: ['of'] } },
    });
    assertStrictProfile(schema);
    expect(schema).toMatchObject({
      properties: { parent: { $ref: '#' }, kids: { items: { $ref: '#/$defs/kid' } } },
      $defs: { kid: { properties: { of: { $ref: '#' } } } },
    });
  });

  it('merges allOf of plain objects (zod intersections arrive merged already) and reports every keyword it leaves out', () => {
    const tool = createTool({
      id: 'merge',
      description: 'd',
      inputSchema: z.intersection(z.object({ a: z.string().min(2).email() }), z.object({ b: z.number().optional() })),
      execute: async () => 1,
    });
    let dropped: unknown;
    const params = toOpenAITool(tool, { strict: true, onDropped: (d) => (dropped = d) }).function.parameters;
    assertStrictProfile(params);
    expect(params['properties']).toMatchObject({ a: { type: 'string', format: 'email' }, b: { type: ['number', 'null'] } });
    const plain = toOpenAIStrictSchema({ allOf: [obj({ a: { type: 'string', minLength: 1 } }), obj({ b: { type: 'string' } })] });
    expect(plain.schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a', 'b'],
      additionalProperties: false,
    });
    expect(plain.dropped.map((d) => d.pointer)).toEqual(['/allOf/0/properties/a']);
    expect(strictError({ allOf: [obj({ a: { type: 'string' } }), obj({ b: { type: 'object', additionalProperties: {} } })] }).pointer).toBe(
      '/allOf/1/properties/b',
    );
    expect(dropped).toMatchInlineSnapshot(`
      [
        {
          "keyword": "minLength",
          "pointer": "/properties/a",
          "reason": "not supported in strict mode; the tool still checks it",
        },
      ]
    `);
  });

  it('keeps only the supported string formats, and number bounds', () => {
    const { schema, dropped } = toOpenAIStrictSchema(
      obj({
        a: { type: 'string', format: 'uri', pattern: '^h' },
        b: { type: 'string', format: 'uuid' },
        c: { type: 'integer', minimum: 0, exclusiveMaximum: 9, multipleOf: 3 },
      }),
    );
    expect(schema['properties']).toEqual({
      a: { type: 'string', pattern: '^h' },
      b: { type: 'string', format: 'uuid' },
      c: { type: 'integer', minimum: 0, exclusiveMaximum: 9, multipleOf: 3 },
    });
    expect(dropped).toEqual([{ pointer: '/properties/a', keyword: 'format', reason: 'not supported in strict mode; the tool still checks it' }]);
  });

  it('a tool without an input schema is the empty strict object', () => {
    const tool = createTool({ id: 'ping', description: 'd', execute: async () => 'pong' });
    expect(toOpenAITool(tool, { strict: true }).function.parameters).toEqual({ type: 'object', properties: {}, required: [], additionalProperties: false });
  });

  it('strict defaults to the tool’s own strict; Responses always carries the key', () => {
    const loose = createTool({ id: 'a', description: 'd', inputSchema: z.object({ x: z.string().optional() }), execute: async () => 1 });
    const strict = createTool({ id: 'a', description: 'd', strict: true, inputSchema: z.object({ x: z.string().optional() }), execute: async () => 1 });
    expect(toOpenAITool(loose).function).not.toHaveProperty('strict');
    expect(toOpenAITool(strict).function.strict).toBe(true);
    expect(toOpenAITool(strict, { strict: false }).function).not.toHaveProperty('strict');
    expect(toOpenAITool(loose, { api: 'responses' }).strict).toBe(false);
    expect(toOpenAITool(loose, { api: 'responses', name: 'renamed' }).name).toBe('renamed');
  });
});

describe('tool names', () => {
  const tool = createTool({ id: 'has space', description: 'd', execute: async () => 1 });
  it.each([
    ['openai', () => toOpenAITool(tool)],
    ['anthropic', () => toAnthropicTool(tool)],
    ['gemini', () => toGeminiTool(tool)],
  ])('%s rejects a name outside its rule, with the rule in the message', (provider, make) => {
    let error: unknown;
    try {
      make();
    } catch (e) {
      error = e;
    }
    expect(ProviderToolNameError.isInstance(error)).toBe(true);
    expect((error as ProviderToolNameError).provider).toBe(provider);
    expect((error as Error).message).toMatch(/^Tool name "has space" is not valid for (OpenAI|Anthropic|Gemini): /);
  });

  it('Gemini allows dots and colons but must start with a letter or _', () => {
    expect(toGeminiTool(tool, { name: 'ns.tool:v1' }).name).toBe('ns.tool:v1');
    expect(() => toGeminiTool(tool, { name: '1tool' })).toThrow(ProviderToolNameError);
  });
});

describe('Gemini Schema format', () => {
  it('nullable unions, formats, counts as strings, examples and the dropped list', () => {
    const { schema, dropped } = toGeminiSchema({
      type: 'object',
      properties: {
        a: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        b: { type: 'string', format: 'email', minLength: 1, examples: ['x', 'y'] },
        c: { type: 'number', exclusiveMinimum: 0, multipleOf: 2 },
        d: { type: 'array', items: { type: 'integer', format: 'int32' }, uniqueItems: true, maxItems: 3 },
        e: { const: null },
        f: { type: ['integer', 'string'] },
      },
      required: ['a'],
      additionalProperties: false,
    });
    expect(schema).toEqual({
      type: 'OBJECT',
      properties: {
        a: { type: 'STRING', format: 'date-time', nullable: true },
        b: { type: 'STRING', minLength: '1', example: 'x' },
        c: { type: 'NUMBER' },
        d: { type: 'ARRAY', maxItems: '3', items: { type: 'INTEGER', format: 'int32' } },
        e: { type: 'NULL' },
        f: { anyOf: [{ type: 'INTEGER' }, { type: 'STRING' }] },
      },
      required: ['a'],
    });
    expect(dropped.map((d) => `${d.pointer} ${d.keyword}`)).toEqual([
      '/properties/b examples',
      '/properties/b format',
      '/properties/c exclusiveMinimum',
      '/properties/c multipleOf',
      '/properties/d uniqueItems',
    ]);
  });

  it('inlines non-recursive $refs and a tool without fields gets no parameters', () => {
    const { schema } = toGeminiSchema({
      type: 'object',
      properties: { p: { $ref: '#/definitions/pt', description: 'A point' } },
      definitions: { pt: obj({ x: { type: 'number' } }) },
    });
    expect(schema).toEqual({
      type: 'OBJECT',
      properties: { p: { type: 'OBJECT', description: 'A point', properties: { x: { type: 'NUMBER' } }, required: ['x'] } },
    });
    const ping = createTool({ id: 'ping', description: 'Ping', execute: async () => 'pong' });
    expect(toGeminiTool(ping)).toEqual({ name: 'ping', description: 'Ping' });
  });
});
