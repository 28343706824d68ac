import { standardSchemaToJSONSchema as refToJSON, toStandardSchema as refToStandard } from '@mastra/schema-compat/schema';
import { describe, expect, it } from 'vitest';
import { z as zodV3 } from 'zod/v3';
import { z as zod3Package } from 'zod3';
import { DEFAULT_LIBRARY_OPTIONS } from '../../src/schema/override';
import { isZod3, wrapZod3 } from '../../src/schema/vendors/zod3';
import { VALIDATION_INPUTS, zod3Cases } from './zod3-cases';

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
  return outcome(() =>
    JSON.parse(JSON.stringify(wrapped['~standard'].jsonSchema[io]({ target, libraryOptions: { ...DEFAULT_LIBRARY_OPTIONS } }))),
  );
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
