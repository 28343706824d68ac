/**
 * The hook payload types, field by field, against `@mastra/core/tools` for every schema kind:
 * `onOutput`'s `output` is the `outputSchema`'s output type (after transforms and defaults),
 * `unknown` without one, and `onInputAvailable`'s `input` the `inputSchema`'s output type, in
 * both libraries (at run time `input` is not validated: test/parity/hook-payloads.parity.test.ts).
 */
import { createTool as refCreateTool } from '@mastra/core/tools';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod/v3';
import { createTool, type ToolCallOptions, type ToolInputAvailableOptions, type ToolInputDeltaOptions, type ToolOutputOptions } from '../../src/tools';

/** A hook's payload type. (Not `Parameters<F & Fn>`: on an intersection it reads `Fn`'s any[].) */
type Payload<T, K extends keyof T> = NonNullable<T[K]> extends (options: infer P) => any ? P : '<not a hook>';

const schemas = {
  zod4: z.object({ temp: z.string().transform(Number), source: z.string().default('sensor') }),
  zod3: z3.object({ temp: z3.string().transform(Number), source: z3.string().default('sensor') }),
  valibot: toStandardJsonSchema(v.object({ temp: v.number(), source: v.optional(v.string(), 'sensor') })),
  arktype: type({ temp: 'string.numeric.parse', 'source?': 'string' }),
  json: { type: 'object', properties: { temp: { type: 'number' } } } as const,
};

const ours = {
  zod4: createTool({ id: 't', description: 'd', inputSchema: schemas.zod4, outputSchema: schemas.zod4 }),
  zod3: createTool({ id: 't', description: 'd', inputSchema: schemas.zod3, outputSchema: schemas.zod3 }),
  valibot: createTool({ id: 't', description: 'd', inputSchema: schemas.valibot, outputSchema: schemas.valibot }),
  arktype: createTool({ id: 't', description: 'd', inputSchema: schemas.arktype, outputSchema: schemas.arktype }),
  json: createTool({ id: 't', description: 'd', inputSchema: schemas.json, outputSchema: schemas.json }),
  none: createTool({ id: 't', description: 'd' }),
};
const ref = {
  zod4: refCreateTool({ id: 't', description: 'd', inputSchema: schemas.zod4, outputSchema: schemas.zod4 }),
  zod3: refCreateTool({ id: 't', description: 'd', inputSchema: schemas.zod3, outputSchema: schemas.zod3 }),
  valibot: refCreateTool({ id: 't', description: 'd', inputSchema: schemas.valibot, outputSchema: schemas.valibot }),
  arktype: refCreateTool({ id: 't', description: 'd', inputSchema: schemas.arktype, outputSchema: schemas.arktype }),
  json: refCreateTool({ id: 't', description: 'd', inputSchema: schemas.json, outputSchema: schemas.json }),
  none: refCreateTool({ id: 't', description: 'd' }),
};

/** One field of one hook's payload, for every tool of a set. */
type Field<Tools, H extends string, F extends string> = {
  [K in keyof Tools]: H extends keyof Tools[K] ? (F extends keyof Payload<Tools[K], H> ? Payload<Tools[K], H>[F] : '<no such field>') : never;
};
/** The payload's keys, for every tool of a set. */
type Keys<Tools, H extends string> = { [K in keyof Tools]: H extends keyof Tools[K] ? keyof Payload<Tools[K], H> : never };
type Ours = typeof ours;
type Ref = typeof ref;

describe('hook payloads have the reference types, field by field', () => {
  test('onOutput: output, toolName, toolCallId, abortSignal, experimental_context; no messages', () => {
    expectTypeOf<Field<Ours, 'onOutput', 'output'>>().toEqualTypeOf<Field<Ref, 'onOutput', 'output'>>();
    expectTypeOf<Field<Ours, 'onOutput', 'toolName'>>().toEqualTypeOf<Field<Ref, 'onOutput', 'toolName'>>();
    expectTypeOf<Field<Ours, 'onOutput', 'toolCallId'>>().toEqualTypeOf<Field<Ref, 'onOutput', 'toolCallId'>>();
    expectTypeOf<Field<Ours, 'onOutput', 'abortSignal'>>().toEqualTypeOf<Field<Ref, 'onOutput', 'abortSignal'>>();
    expectTypeOf<Field<Ours, 'onOutput', 'experimental_context'>>().toEqualTypeOf<Field<Ref, 'onOutput', 'experimental_context'>>();
    expectTypeOf<Keys<Ours, 'onOutput'>>().toEqualTypeOf<Keys<Ref, 'onOutput'>>();
    // Typed by the outputSchema's output (after transforms and defaults), unknown without one.
    expectTypeOf<Field<Ours, 'onOutput', 'output'>['zod4']>().toEqualTypeOf<{ temp: number; source: string }>();
    expectTypeOf<Field<Ours, 'onOutput', 'output'>['none']>().toBeUnknown();
    expectTypeOf<Field<Ref, 'onOutput', 'output'>['zod4']>().toEqualTypeOf<{ temp: number; source: string }>();
    expectTypeOf<Field<Ref, 'onOutput', 'output'>['none']>().toBeUnknown();
  });

  test('onInputAvailable, onInputDelta, onInputStart: every field', () => {
    expectTypeOf<Field<Ours, 'onInputAvailable', 'input'>>().toEqualTypeOf<Field<Ref, 'onInputAvailable', 'input'>>();
    expectTypeOf<Field<Ours, 'onInputAvailable', 'messages'>['zod4'][number]['role']>().toEqualTypeOf<
      Field<Ref, 'onInputAvailable', 'messages'>['zod4'][number]['role']
    >();
    expectTypeOf<Keys<Ours, 'onInputAvailable'>>().toEqualTypeOf<Keys<Ref, 'onInputAvailable'>>();
    expectTypeOf<Field<Ours, 'onInputDelta', 'inputTextDelta'>>().toEqualTypeOf<Field<Ref, 'onInputDelta', 'inputTextDelta'>>();
    expectTypeOf<Keys<Ours, 'onInputDelta'>>().toEqualTypeOf<Keys<Ref, 'onInputDelta'>>();
    expectTypeOf<Field<Ours, 'onInputStart', 'toolCallId'>>().toEqualTypeOf<Field<Ref, 'onInputStart', 'toolCallId'>>();
    expectTypeOf<Field<Ours, 'onInputStart', 'abortSignal'>>().toEqualTypeOf<Field<Ref, 'onInputStart', 'abortSignal'>>();
    expectTypeOf<Field<Ours, 'onInputStart', 'experimental_context'>>().toEqualTypeOf<Field<Ref, 'onInputStart', 'experimental_context'>>();
    expectTypeOf<Keys<Ours, 'onInputStart'>>().toEqualTypeOf<Keys<Ref, 'onInputStart'>>();
    // Typed as the validated input, though at run time it is the input before validation.
    expectTypeOf<Field<Ours, 'onInputAvailable', 'input'>['zod4']>().toEqualTypeOf<{ temp: number; source: string }>();
  });

  test('the named payload types are what the hooks receive', () => {
    type T = typeof ours.zod4;
    expectTypeOf<Payload<T, 'onInputStart'>>().toEqualTypeOf<ToolCallOptions>();
    expectTypeOf<Payload<T, 'onInputDelta'>>().toEqualTypeOf<ToolInputDeltaOptions>();
    expectTypeOf<Payload<T, 'onInputAvailable'>>().toEqualTypeOf<ToolInputAvailableOptions<{ temp: number; source: string }>>();
    expectTypeOf<Payload<T, 'onOutput'>>().toEqualTypeOf<ToolOutputOptions<{ temp: number; source: string }>>();
  });

  test('inline hooks infer the same types in both libraries', () => {
    createTool({
      id: 't',
      description: 'd',
      inputSchema: schemas.zod4,
      outputSchema: schemas.zod4,
      execute: async ({ temp }) => ({ temp: temp + 1, source: 's' }),
      onInputAvailable: ({ input }) => {
        expectTypeOf(input).toEqualTypeOf<{ temp: number; source: string }>();
      },
      onOutput: ({ output }) => {
        expectTypeOf(output).toEqualTypeOf<{ temp: number; source: string }>();
      },
    });
    refCreateTool({
      id: 't',
      description: 'd',
      inputSchema: schemas.zod4,
      outputSchema: schemas.zod4,
      execute: async ({ temp }) => ({ temp: temp + 1, source: 's' }),
      onInputAvailable: ({ input }) => {
        expectTypeOf(input).toEqualTypeOf<{ temp: number; source: string }>();
      },
      onOutput: ({ output }) => {
        expectTypeOf(output).toEqualTypeOf<{ temp: number; source: string }>();
      },
    });
  });
});
