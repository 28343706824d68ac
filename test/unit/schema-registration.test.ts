// toolwright/tools/core builds in only schemas that carry their own JSON Schema; the other
// families join when their entry is imported. This file loads the core first, on its own, so
// the registrations made by full entries elsewhere do not apply until it imports them.
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { jsonSchema } from 'ai';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod3';
import { z as z325v4 } from 'zod3/v4';
import * as core from '../../src/tools/core';
import { UnregisteredSchemaError } from '../../src/schema/vendors/registry';
import { ToolwrightError } from '../../src/errors/toolwright-error';

const execute = async (input: unknown) => input;

function make(createTool: typeof core.createTool, inputSchema: unknown) {
  return createTool({ id: 'probe', description: 'A probe tool', inputSchema: inputSchema as never, execute });
}

/** What a tool does with one valid and one invalid input, and the JSON Schema it would send. */
async function behaviour(createTool: typeof core.createTool, schema: () => unknown) {
  const tool = make(createTool, schema());
  const valid = await tool.execute!({ city: 'Paris' } as never, {} as never);
  const invalid = await tool.execute!({ city: 5 } as never, {} as never);
  const json = tool.inputSchema!['~standard'].jsonSchema.input({ target: 'draft-07' });
  return { valid, invalid, json };
}

const unregistered: Array<[string, () => unknown, string]> = [
  ['zod 3', () => z3.object({ city: z3.string() }), 'toolwright/tools/zod3'],
  ['zod/mini', () => zm.object({ city: zm.string() }), 'toolwright/tools/zod-mini'],
  ["zod 3.25's zod/v4", () => z325v4.object({ city: z325v4.string() }), 'toolwright/tools/zod-mini'],
  ['a plain JSON Schema', () => ({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }), 'toolwright/tools/json-schema'],
];

const builtIn: Array<[string, () => unknown]> = [
  ['zod 4', () => z.object({ city: z.string() })],
  ['valibot with toStandardJsonSchema', () => toStandardJsonSchema(v.object({ city: v.string() }))],
  ['arktype', () => type({ city: 'string' })],
  ['an AI SDK jsonSchema()', () => jsonSchema({ type: 'object', properties: { city: { type: 'string' } } })],
  ['a Standard Schema without JSON Schema', () => v.object({ city: v.string() })],
];

describe('toolwright/tools/core before any registration', () => {
  it.each(unregistered)('%s: createTool throws at once, naming the import to add', (_name, schema, entry) => {
    let thrown: unknown;
    try {
      make(core.createTool, schema());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnregisteredSchemaError);
    expect(UnregisteredSchemaError.isInstance(thrown)).toBe(true);
    expect(ToolwrightError.isInstance(thrown)).toBe(true);
    expect((thrown as UnregisteredSchemaError).name).toBe('UnregisteredSchemaError');
    expect((thrown as UnregisteredSchemaError).entry).toBe(entry);
    expect((thrown as Error).message).toContain(`import '${entry}';`);
    expect((thrown as Error).message).toContain('toolwright/tools');
  });

  it.each(unregistered)('%s: new Tool and validateToolInput throw the same error', (_name, schema, entry) => {
    expect(() => new core.Tool({ id: 'probe', description: 'd', inputSchema: schema() as never })).toThrow(`import '${entry}';`);
    const raw = schema() as object;
    // validateToolInput, as the reference's, leaves input alone for a schema without `~standard`.
    if ('~standard' in raw) expect(() => core.validateToolInput(raw, { city: 'Paris' })).toThrow(UnregisteredSchemaError);
    else expect(core.validateToolInput(raw, { city: 5 })).toEqual({ data: { city: 5 } });
  });

  it('an output, suspend or resume schema is checked as the input schema is', () => {
    for (const key of ['outputSchema', 'suspendSchema', 'resumeSchema']) {
      expect(() => core.createTool({ id: 'probe', description: 'd', [key]: z3.string() } as never)).toThrow("import 'toolwright/tools/zod3';");
    }
  });

  it.each(builtIn)('%s works without any registration', async (_name, schema) => {
    const tool = make(core.createTool, schema());
    expect(await tool.execute!({ city: 'Paris' } as never, {} as never)).toEqual({ city: 'Paris' });
  });

  it('the zod pipeline steps (JSON-string repair, codec write-back) are built in', async () => {
    const tool = make(core.createTool, z.object({ tags: z.array(z.string()) }));
    expect(await tool.execute!({ tags: '["a","b"]' } as never, {} as never)).toEqual({ tags: ['a', 'b'] });
  });
});

describe('after the registration imports', () => {
  it('each entry adds its family, and tools behave as through toolwright/tools', async () => {
    await import('../../src/tools/zod3');
    await import('../../src/tools/zod-mini');
    await import('../../src/tools/json-schema');
    const full = await import('../../src/tools');
    for (const [, schema] of unregistered) {
      const ours = await behaviour(core.createTool, schema);
      expect(ours.valid).toEqual({ city: 'Paris' });
      expect((ours.invalid as { error?: unknown }).error).toBe(true);
      expect(ours).toEqual(await behaviour(full.createTool, schema));
    }
  });

  it('the JSON-string repair reads zod 3 and zod/mini shapes too', async () => {
    await import('../../src/tools/zod3');
    const tool = make(core.createTool, z3.object({ tags: z3.array(z3.string()) }));
    expect(await tool.execute!({ tags: '["a"]' } as never, {} as never)).toEqual({ tags: ['a'] });
  });
});
