import type { InferPublicSchema as RefInferPublicSchema, PublicSchema as RefPublicSchema } from '@mastra/core/schema';
import type { InferToolInput as RefInferToolInput, InferToolOutput as RefInferToolOutput, ValidationError as RefValidationError } from '@mastra/core/tools';
import { createTool as refCreateTool } from '@mastra/core/tools';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { jsonSchema } from 'ai';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod/v3';
import {
  createTool,
  isValidationError,
  type FormattedValidationErrors,
  type Infer,
  type InferInput,
  type InferPublicSchema,
  type InferToolInput,
  type InferToolOutput,
  type InferUITools,
  type JSONSchema7,
  type PublicSchema,
  type ToolArgsOf,
  type ValidationError,
} from '../../src/tools';

const zod4 = z.object({ a: z.string().transform((s) => s.length) });
const zod3 = z3.object({ a: z3.string() });
const valibot = toStandardJsonSchema(v.object({ a: v.string() }));
const ark = type({ a: 'number' });
const ai = jsonSchema<{ a: boolean }>({ type: 'object' });
const json = { type: 'object', properties: { a: { type: 'string' } } } satisfies JSONSchema7;

describe('InferPublicSchema and Infer', () => {
  test('output types', () => {
    expectTypeOf<InferPublicSchema<typeof zod4>>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<InferPublicSchema<typeof zod3>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<InferPublicSchema<typeof valibot>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<InferPublicSchema<typeof ark>>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<InferPublicSchema<typeof ai>>().toEqualTypeOf<{ a: boolean }>();
    expectTypeOf<InferPublicSchema<typeof json>>().toBeUnknown();
    expectTypeOf<InferPublicSchema<{ _type: Date }>>().toEqualTypeOf<Date>();
  });

  test('Infer maps a missing schema to unknown', () => {
    expectTypeOf<Infer<undefined>>().toBeUnknown();
    expectTypeOf<Infer<typeof zod4>>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<Infer<typeof zod4 | undefined>>().toBeUnknown();
  });

  test('Infer reads zod and AI SDK schemas by key, with the results InferPublicSchema gives', () => {
    expectTypeOf<Infer<typeof zod4>>().toEqualTypeOf<InferPublicSchema<typeof zod4>>();
    expectTypeOf<Infer<typeof zod3>>().toEqualTypeOf<InferPublicSchema<typeof zod3>>();
    expectTypeOf<Infer<typeof valibot>>().toEqualTypeOf<InferPublicSchema<typeof valibot>>();
    expectTypeOf<Infer<typeof ark>>().toEqualTypeOf<InferPublicSchema<typeof ark>>();
    expectTypeOf<Infer<typeof ai>>().toEqualTypeOf<InferPublicSchema<typeof ai>>();
    expectTypeOf<Infer<typeof json>>().toBeUnknown();
    expectTypeOf<Infer<string>>().toBeUnknown();
  });

  test('InferInput gives what a caller passes, before transforms', () => {
    expectTypeOf<InferInput<typeof zod4>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<InferInput<typeof zod3>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<InferInput<typeof valibot>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<InferInput<typeof ark>>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<InferInput<typeof ai>>().toEqualTypeOf<{ a: boolean }>();
    expectTypeOf<InferInput<undefined>>().toBeUnknown();
    expectTypeOf<InferInput<typeof json>>().toBeUnknown();
  });

  test('ToolArgsOf reads the input type from the schema a tool carries', () => {
    const withSchema = createTool({ id: 'z', description: 'd', inputSchema: zod4 });
    const withoutSchema = createTool({ id: 'n', description: 'd' });
    expectTypeOf<ToolArgsOf<typeof withSchema>>().toEqualTypeOf<{ a: string }>();
    expectTypeOf<ToolArgsOf<typeof withoutSchema>>().toBeUnknown();
    expectTypeOf<ToolArgsOf<{ id: 'x' }>>().toBeUnknown();
  });

  test('the same results as the reference', () => {
    expectTypeOf<InferPublicSchema<typeof zod4>>().toEqualTypeOf<RefInferPublicSchema<typeof zod4>>();
    expectTypeOf<InferPublicSchema<typeof zod3>>().toEqualTypeOf<RefInferPublicSchema<typeof zod3>>();
    expectTypeOf<InferPublicSchema<typeof valibot>>().toEqualTypeOf<RefInferPublicSchema<typeof valibot>>();
    expectTypeOf<InferPublicSchema<typeof ark>>().toEqualTypeOf<RefInferPublicSchema<typeof ark>>();
    expectTypeOf<InferPublicSchema<typeof ai>>().toEqualTypeOf<RefInferPublicSchema<typeof ai>>();
    expectTypeOf<InferPublicSchema<typeof json>>().toEqualTypeOf<RefInferPublicSchema<typeof json>>();
  });

  test('PublicSchema accepts every supported form, as the reference does', () => {
    expectTypeOf(zod4).toExtend<PublicSchema<{ a: number }, { a: string }>>();
    expectTypeOf(zod3).toExtend<PublicSchema<{ a: string }>>();
    expectTypeOf(valibot).toExtend<PublicSchema<{ a: string }>>();
    expectTypeOf(ark).toExtend<PublicSchema<{ a: number }>>();
    expectTypeOf(ai).toExtend<PublicSchema<{ a: boolean }>>();
    expectTypeOf(json).toExtend<PublicSchema>();
    for (const s of [zod4, zod3, valibot, ark, ai, json]) {
      expectTypeOf(s).toExtend<RefPublicSchema>();
      expectTypeOf(s).toExtend<PublicSchema>();
    }
    expectTypeOf<JSONSchema7>().toExtend<RefPublicSchema>();
    expectTypeOf<string>().not.toExtend<PublicSchema>();
  });
});

describe('ValidationError', () => {
  type User = { name: string; address: { city: string } };

  test('shape', () => {
    expectTypeOf<ValidationError>().toEqualTypeOf<RefValidationError>();
    expectTypeOf<ValidationError<User>>().toEqualTypeOf<RefValidationError<User>>();
    expectTypeOf<FormattedValidationErrors<User>>().toEqualTypeOf<RefValidationError<User>['validationErrors']>();
    expectTypeOf<ValidationError<User>['validationErrors']['fields']['address']>().toEqualTypeOf<FormattedValidationErrors<{ city: string }> | undefined>();
    expectTypeOf<FormattedValidationErrors<string>['fields']>().toBeUnknown();
  });

  test('isValidationError narrows an execute result', async () => {
    const tool = createTool({
      id: 't',
      description: 'd',
      outputSchema: z.object({ ok: z.boolean() }),
      execute: async () => ({ ok: true }),
    });
    const result = await tool.execute!({}, { observe: { span: async (_n, fn) => fn(), log: () => {} } });
    if (isValidationError(result)) {
      expectTypeOf(result.validationErrors.errors).toEqualTypeOf<string[]>();
    } else if (result) {
      expectTypeOf(result).toEqualTypeOf<{ ok: boolean }>();
    }
  });
});

describe('tool type helpers', () => {
  const input = z.object({ q: z.string() });
  const output = z.object({ hits: z.number() });
  const ours = createTool({ id: 's', description: 'd', inputSchema: input, outputSchema: output });
  const ref = refCreateTool({ id: 's', description: 'd', inputSchema: input, outputSchema: output });

  test('InferToolInput / InferToolOutput match the reference', () => {
    expectTypeOf<InferToolInput<typeof ours>>().toEqualTypeOf<{ q: string }>();
    expectTypeOf<InferToolOutput<typeof ours>>().toEqualTypeOf<{ hits: number }>();
    expectTypeOf<InferToolInput<typeof ours>>().toEqualTypeOf<RefInferToolInput<typeof ref>>();
    expectTypeOf<InferToolOutput<typeof ours>>().toEqualTypeOf<RefInferToolOutput<typeof ref>>();
    expectTypeOf<InferUITools<{ search: typeof ours }>>().toEqualTypeOf<{ search: { input: { q: string }; output: { hits: number } } }>();
  });
});
