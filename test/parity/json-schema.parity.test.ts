import { standardSchemaToJSONSchema as refToJSON, toStandardSchema as refToStandard } from '@mastra/schema-compat/schema';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIBRARY_OPTIONS } from '../../src/schema/override';
import type { JSONSchema } from '../../src/schema/types';
import { wrapJsonSchema } from '../../src/schema/vendors/json-schema';
import { JSON_SCHEMA_CASES } from './support/json-schema-cases';
import { allowConsole } from '../setup/allow-console';

// Ajv and zod-to-json-schema (and the converter that matches the latter) warn on the console.
allowConsole('warn');

type AnyStandard = { '~standard': any };

const TARGETS = ['draft-07', 'draft-2020-12', 'openapi-3.0'] as const;

function outcome(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch (error) {
    return `THROW ${(error as Error).message}`;
  }
}

/** The result of validating, awaited, plus whether a success kept the very same value. */
async function validation(schema: AnyStandard, value: unknown): Promise<unknown> {
  try {
    const result = await schema['~standard'].validate(value);
    if ('issues' in result && result.issues) return { issues: result.issues };
    return { same: Object.is(result.value, value), keys: Object.keys(result) };
  } catch (error) {
    return { threw: (error as Error).message };
  }
}

/** Every node the override sees, in order, as JSON at the time of the call. */
function visits(schema: AnyStandard, target: string): string[] {
  const seen: string[] = [];
  const override = (ctx: { jsonSchema: JSONSchema }): void => {
    seen.push(JSON.stringify(Object.keys(ctx)) + JSON.stringify(ctx.jsonSchema));
    ctx.jsonSchema['x-seen'] = seen.length;
  };
  seen.push(outcome(() => schema['~standard'].jsonSchema.input({ target, libraryOptions: { override } })));
  return seen;
}

const pairs = JSON_SCHEMA_CASES.flatMap((c) => c.values.map((value, i) => ({ name: `${c.name} #${i}`, schema: c.schema, value })));

describe('plain JSON Schema: validation parity with Ajv in the reference', () => {
  it('has at least 150 (schema, value) pairs', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(150);
  });

  it.each(pairs)('$name', async ({ schema, value }) => {
    const ref = refToStandard(schema as never) as unknown as AnyStandard;
    const ours = wrapJsonSchema(schema);
    expect(ours['~standard'].vendor).toBe(ref['~standard'].vendor);
    expect(await validation(ours, value)).toEqual(await validation(ref, value));
    // A second call (cached validator) answers the same.
    expect(await validation(ours, value)).toEqual(await validation(ref, value));
  });
});

describe('plain JSON Schema: JSON Schema output parity', () => {
  it.each(JSON_SCHEMA_CASES)('$name', ({ schema }) => {
    const ref = refToStandard(schema as never) as unknown as AnyStandard;
    const ours = wrapJsonSchema(schema);
    for (const target of TARGETS) {
      for (const io of ['input', 'output'] as const) {
        const expected = outcome(() => refToJSON(ref as never, { target, io } as never));
        const actual = outcome(() => refToJSON(ours as never, { target, io } as never));
        expect(actual).toBe(expected);
        const direct = outcome(() => JSON.parse(JSON.stringify(ours['~standard'].jsonSchema[io]({ target, libraryOptions: { ...DEFAULT_LIBRARY_OPTIONS } }))));
        expect(direct).toBe(expected);
      }
      expect(visits(ours, target)).toEqual(visits(ref, target));
    }
    // The source schema is never mutated.
    expect(JSON.stringify(schema)).not.toContain('x-seen');
  });
});
