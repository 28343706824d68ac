import { standardSchemaToJSONSchema as refToJSON, toStandardSchema as refToStandard } from '@mastra/schema-compat/schema';
import { describe, expect, it } from 'vitest';
import { z as zodV3 } from 'zod/v3';
import { z as zod3Package } from 'zod3';
import { DEFAULT_LIBRARY_OPTIONS } from '../../src/schema/override';
import { isZod3, wrapZod3 } from '../../src/schema/vendors/zod3';
import { VALIDATION_INPUTS, zod3Cases } from './support/zod3-cases';
import { z as zod4 } from 'zod';
import { defaultJSONSchemaOverride } from '../../src/schema/override';
import { isZod4, patchZod4RecordSchemas, wrapZod4 } from '../../src/schema/vendors/zod4';
import { zod4ToJsonSchema } from '../../src/schema/zod-json/v4-generate';
import { classicCases, miniCases } from './support/zod4-cases';
import { allowConsole } from '../setup/allow-console';

// Ajv and zod-to-json-schema (and the converter that matches the latter) warn on the console.
allowConsole('warn');

type Io = 'input' | 'output';
type AnyStandard = { '~standard': any };

/** JSON text of a conversion, or the thrown message: both sides must agree on either. */
function outcome(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch (error) {
    return `THROW ${(error as Error).message}`;
  }
}

function reference(schema: unknown, target: string, io: Io): string {
  return outcome(() => refToJSON(refToStandard(schema as never) as never, { target, io } as never));
}

function ours(wrapped: AnyStandard, target: string, io: Io): string {
  return outcome(() => JSON.parse(JSON.stringify(wrapped['~standard'].jsonSchema[io]({ target, libraryOptions: { ...DEFAULT_LIBRARY_OPTIONS } }))));
}

async function validations(schema: AnyStandard): Promise<string[]> {
  const out: string[] = [];
  for (const input of VALIDATION_INPUTS) out.push(outcome(() => schema['~standard'].validate(input)));
  for (let i = 0; i < out.length; i++) {
    const result = await schema['~standard'].validate(VALIDATION_INPUTS[i]);
    out[i] = JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
  }
  return out;
}

const ZOD3_TARGETS = ['draft-07', 'draft-2020-12', 'draft-04', 'openapi-3.0', 'draft-2019-09'];

for (const [flavour, z] of [
  ['zod/v3', zodV3],
  ['zod3 package', zod3Package],
] as const) {
  describe(`zod v3 JSON Schema parity (${flavour})`, () => {
    for (const [name, make] of zod3Cases(z)) {
      it(name, async () => {
        const schema = make();
        expect(isZod3(schema)).toBe(true);
        const wrapped = wrapZod3(schema as object) as AnyStandard;
        expect(Object.getPrototypeOf(wrapped)).toBe(schema);
        const descriptor = Object.getOwnPropertyDescriptor(wrapped, '~standard');
        expect(descriptor).toMatchObject({ writable: false, enumerable: true, configurable: false });
        for (const target of ZOD3_TARGETS) {
          for (const io of ['input', 'output'] as const) {
            expect(ours(wrapped, target, io), `${target}/${io}`).toBe(reference(schema, target, io));
          }
        }
        const refWrapped = refToStandard(schema as never) as AnyStandard;
        expect(await validations(wrapped)).toEqual(await validations(refWrapped));
      });
    }
  });
}

const ZOD4_TARGETS = ['draft-07', 'draft-2020-12', 'draft-04', 'openapi-3.0', 'draft-2019-09'];

describe('zod/mini JSON Schema parity (wrapper)', () => {
  for (const [name, make] of miniCases()) {
    it(name, async () => {
      const schema = make() as object;
      expect(isZod4(schema)).toBe(true);
      const wrapped = wrapZod4(schema) as AnyStandard;
      expect(Object.getPrototypeOf(wrapped)).toBe(schema);
      for (const target of ZOD4_TARGETS) {
        for (const io of ['input', 'output'] as const) {
          expect(ours(wrapped, target, io), `${target}/${io}`).toBe(reference(schema, target, io));
        }
      }
      const refWrapped = refToStandard(schema as never) as AnyStandard;
      expect(await validations(wrapped)).toEqual(await validations(refWrapped));
    });
  }
});

describe('classic zod v4 through the converter', () => {
  const zodTargets: Record<string, string> = { 'draft-07': 'draft-7', 'draft-04': 'draft-4', 'draft-2020-12': 'draft-2020-12', 'openapi-3.0': 'openapi-3.0' };
  for (const [name, make] of [...classicCases(), ...miniCases().map(([n, f]) => [`mini ${n}`, f] as [string, () => unknown])]) {
    it(name, () => {
      const schema = make() as never;
      for (const [target, zodTarget] of Object.entries(zodTargets)) {
        const expected = outcome(() =>
          zod4.toJSONSchema(schema, { target: zodTarget as never, unrepresentable: 'any', override: defaultJSONSchemaOverride as never }),
        );
        const actual = outcome(() => zod4ToJsonSchema(schema, target as never, defaultJSONSchemaOverride));
        expect(actual, target).toBe(expected);
      }
    });
  }
});

describe('patchZod4RecordSchemas', () => {
  // Early zod v4 releases stored the lone argument of z.record(value) as the key type.
  const legacyRecord = (m: typeof import('zod/mini')) => {
    const record = m.record(m.string(), m.number());
    const def = record._zod.def as { keyType: unknown; valueType?: unknown };
    def.keyType = def.valueType;
    delete def.valueType;
    return m.object({ r: record, list: m.array(m.optional(record)) });
  };

  it('moves the lone argument to the value type, idempotently, like the reference', async () => {
    const mini = await import('zod/mini');
    const ours = legacyRecord(mini);
    const theirs = legacyRecord(mini);
    patchZod4RecordSchemas(ours);
    patchZod4RecordSchemas(ours);
    const wrapped = wrapZod4(ours) as AnyStandard;
    for (const target of ['draft-07', 'draft-2020-12']) {
      expect(ours_(wrapped, target)).toBe(reference(theirs, target, 'input'));
    }
    for (const input of [
      { r: { a: 1 }, list: [] },
      { r: { a: 'x' }, list: [{ b: 2 }] },
      { r: 3, list: [] },
    ]) {
      const a = await wrapped['~standard'].validate(input);
      const b = await (refToStandard(theirs as never) as AnyStandard)['~standard'].validate(input);
      expect(JSON.stringify(a.issues?.map((i: any) => [i.path, i.message]))).toBe(JSON.stringify(b.issues?.map((i: any) => [i.path, i.message])));
    }
  });
});

function ours_(wrapped: AnyStandard, target: string): string {
  return ours(wrapped, target, 'input');
}
