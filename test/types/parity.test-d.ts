/**
 * Differential type tests: each declaration is written twice, once against toolwright and
 * once against `@mastra/core/tools`, and the inferred types must be identical.
 */
import { createTool as refCreateTool, type Tool as RefTool } from '@mastra/core/tools';
import { RequestContext as RefRequestContext } from '@mastra/core/request-context';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { jsonSchema, zodSchema } from 'ai';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod/v3';
import { RequestContext } from '../../src/request-context';
import { createTool, type Tool } from '../../src/tools';

/** The seven type arguments of a tool, with the context reduced to its suspend/resume types. */
type ArgsOf<T> =
  T extends Tool<infer I, infer O, infer S, infer R, any, infer Id, infer RC>
    ? [I, O, S, R, Id, RC]
    : T extends RefTool<infer I, infer O, infer S, infer R, any, infer Id, infer RC>
      ? [I, O, S, R, Id, RC]
      : never;

type Fn = (...args: any[]) => any;
type Exec<T extends { execute?: Fn | undefined }> = NonNullable<T['execute']>;
type Ctx<T extends { execute?: Fn | undefined }> = Parameters<Exec<T>>[1];
// Not `Parameters<F & Fn>[0]`: on that intersection it reads `Fn`'s signature and gives any.
type Hook<T, K extends keyof T> = NonNullable<T[K]> extends (arg: infer P, ...rest: any[]) => any ? P : '<not a function>';

const schemas = {
  zod4: z.object({ location: z.string(), n: z.string().transform(Number), tags: z.array(z.string()).optional() }),
  zod3: z3.object({ location: z3.string(), n: z3.string().transform(Number) }),
  valibot: toStandardJsonSchema(v.object({ location: v.string(), n: v.optional(v.number()) })),
  arktype: type({ location: 'string', 'n?': 'number' }),
  aiJson: jsonSchema<{ location: string }>({ type: 'object', properties: { location: { type: 'string' } } }),
  aiZod: zodSchema(z.object({ location: z.string() })),
  json: { type: 'object', properties: { location: { type: 'string' } } } as const,
};

describe('createTool infers the same type arguments as the reference', () => {
  const ours = {
    zod4: createTool({ id: 'zod4', description: 'd', inputSchema: schemas.zod4, outputSchema: schemas.zod4 }),
    zod3: createTool({ id: 'zod3', description: 'd', inputSchema: schemas.zod3, outputSchema: schemas.zod3 }),
    valibot: createTool({ id: 'valibot', description: 'd', inputSchema: schemas.valibot, outputSchema: schemas.valibot }),
    arktype: createTool({ id: 'arktype', description: 'd', inputSchema: schemas.arktype, outputSchema: schemas.arktype }),
    aiJson: createTool({ id: 'aiJson', description: 'd', inputSchema: schemas.aiJson, outputSchema: schemas.aiJson }),
    aiZod: createTool({ id: 'aiZod', description: 'd', inputSchema: schemas.aiZod, outputSchema: schemas.aiZod }),
    json: createTool({ id: 'json', description: 'd', inputSchema: schemas.json, outputSchema: schemas.json }),
    none: createTool({ id: 'none', description: 'd' }),
  };
  const ref = {
    zod4: refCreateTool({ id: 'zod4', description: 'd', inputSchema: schemas.zod4, outputSchema: schemas.zod4 }),
    zod3: refCreateTool({ id: 'zod3', description: 'd', inputSchema: schemas.zod3, outputSchema: schemas.zod3 }),
    valibot: refCreateTool({ id: 'valibot', description: 'd', inputSchema: schemas.valibot, outputSchema: schemas.valibot }),
    arktype: refCreateTool({ id: 'arktype', description: 'd', inputSchema: schemas.arktype, outputSchema: schemas.arktype }),
    aiJson: refCreateTool({ id: 'aiJson', description: 'd', inputSchema: schemas.aiJson, outputSchema: schemas.aiJson }),
    aiZod: refCreateTool({ id: 'aiZod', description: 'd', inputSchema: schemas.aiZod, outputSchema: schemas.aiZod }),
    json: refCreateTool({ id: 'json', description: 'd', inputSchema: schemas.json, outputSchema: schemas.json }),
    none: refCreateTool({ id: 'none', description: 'd' }),
  };

  test('type arguments', () => {
    expectTypeOf<ArgsOf<typeof ours.zod4>>().toEqualTypeOf<ArgsOf<typeof ref.zod4>>();
    expectTypeOf<ArgsOf<typeof ours.zod3>>().toEqualTypeOf<ArgsOf<typeof ref.zod3>>();
    expectTypeOf<ArgsOf<typeof ours.valibot>>().toEqualTypeOf<ArgsOf<typeof ref.valibot>>();
    expectTypeOf<ArgsOf<typeof ours.arktype>>().toEqualTypeOf<ArgsOf<typeof ref.arktype>>();
    expectTypeOf<ArgsOf<typeof ours.aiJson>>().toEqualTypeOf<ArgsOf<typeof ref.aiJson>>();
    expectTypeOf<ArgsOf<typeof ours.aiZod>>().toEqualTypeOf<ArgsOf<typeof ref.aiZod>>();
    expectTypeOf<ArgsOf<typeof ours.json>>().toEqualTypeOf<ArgsOf<typeof ref.json>>();
    expectTypeOf<ArgsOf<typeof ours.none>>().toEqualTypeOf<ArgsOf<typeof ref.none>>();
  });

  test('execute input and return types', () => {
    expectTypeOf<Parameters<Exec<typeof ours.zod4>>[0]>().toEqualTypeOf<Parameters<Exec<typeof ref.zod4>>[0]>();
    expectTypeOf<ReturnType<Exec<typeof ours.zod4>>>().toEqualTypeOf<ReturnType<Exec<typeof ref.zod4>>>();
    expectTypeOf<Parameters<Exec<typeof ours.arktype>>[0]>().toEqualTypeOf<Parameters<Exec<typeof ref.arktype>>[0]>();
    expectTypeOf<ReturnType<Exec<typeof ours.valibot>>>().toEqualTypeOf<ReturnType<Exec<typeof ref.valibot>>>();
    expectTypeOf<ReturnType<Exec<typeof ours.none>>>().toEqualTypeOf<ReturnType<Exec<typeof ref.none>>>();
  });

  test('hook and option payloads', () => {
    type O = typeof ours.zod4;
    type R = typeof ref.zod4;
    expectTypeOf<Hook<O, 'onInputAvailable'>['input']>().toEqualTypeOf<Hook<R, 'onInputAvailable'>['input']>();
    expectTypeOf<Hook<O, 'onOutput'>['output']>().toEqualTypeOf<Hook<R, 'onOutput'>['output']>();
    expectTypeOf<Hook<O, 'onOutput'>['toolName']>().toEqualTypeOf<Hook<R, 'onOutput'>['toolName']>();
    expectTypeOf<Hook<O, 'onInputStart'>['toolCallId']>().toEqualTypeOf<Hook<R, 'onInputStart'>['toolCallId']>();
    expectTypeOf<Hook<O, 'onInputStart'>['abortSignal']>().toEqualTypeOf<Hook<R, 'onInputStart'>['abortSignal']>();
    expectTypeOf<Hook<O, 'onInputDelta'>['inputTextDelta']>().toEqualTypeOf<Hook<R, 'onInputDelta'>['inputTextDelta']>();
    expectTypeOf<Hook<O, 'toModelOutput'>>().toEqualTypeOf<Hook<R, 'toModelOutput'>>();
    expectTypeOf<Hook<O, 'requireApproval'>>().toEqualTypeOf<Hook<R, 'requireApproval'>>();
    expectTypeOf<Hook<O, 'onOutput'>['output']>().not.toBeAny();
  });

  test('the type of tool.id', () => {
    expectTypeOf(ours.zod4.id).toEqualTypeOf(ref.zod4.id);
  });
});

describe('the execute context has the same typed members', () => {
  const rc = z.object({ userId: z.string(), count: z.number() });
  const suspendSchema = z.object({ reason: z.string() });
  const resumeSchema = z.object({ ok: z.boolean() });
  const ours = createTool({ id: 'c', description: 'd', requestContextSchema: rc, suspendSchema, resumeSchema });
  const ref = refCreateTool({ id: 'c', description: 'd', requestContextSchema: rc, suspendSchema, resumeSchema });
  type O = NonNullable<Ctx<typeof ours>>;
  type R = NonNullable<Ctx<typeof ref>>;

  test('suspend, resumeData, suspendPayload', () => {
    expectTypeOf<O['resumeData']>().toEqualTypeOf<R['resumeData']>();
    expectTypeOf<O['suspendPayload']>().toEqualTypeOf<R['suspendPayload']>();
    expectTypeOf<Parameters<NonNullable<O['suspend']>>[0]>().toEqualTypeOf<Parameters<NonNullable<R['suspend']>>[0]>();
    expectTypeOf<ReturnType<NonNullable<O['suspend']>>>().toEqualTypeOf<ReturnType<NonNullable<R['suspend']>>>();
    expectTypeOf<NonNullable<O['agent']>['resumeData']>().toEqualTypeOf<NonNullable<R['agent']>['resumeData']>();
    expectTypeOf<NonNullable<O['workflow']>['suspendPayload']>().toEqualTypeOf<NonNullable<R['workflow']>['suspendPayload']>();
  });

  test('abortSignal and observe', () => {
    expectTypeOf<O['abortSignal']>().toEqualTypeOf<R['abortSignal']>();
    expectTypeOf<O['observe']['log']>().toEqualTypeOf<R['observe']['log']>();
    expectTypeOf<ReturnType<O['observe']['span']>>().toEqualTypeOf<ReturnType<R['observe']['span']>>();
  });

  test('the request context inside execute', () => {
    type OursExecCtx = Parameters<
      NonNullable<Parameters<typeof createTool<'c', undefined, undefined, undefined, undefined, z.infer<typeof rc>>>[0]['execute']>
    >[1];
    type RefExecCtx = Parameters<
      NonNullable<Parameters<typeof refCreateTool<'c', undefined, undefined, undefined, undefined, z.infer<typeof rc>>>[0]['execute']>
    >[1];
    type OursGet = ReturnType<OursExecCtx['requestContext']['get']>;
    type RefGet = ReturnType<RefExecCtx['requestContext']['get']>;
    expectTypeOf<OursGet>().toEqualTypeOf<RefGet>();
    createTool({
      id: 'c',
      description: 'd',
      requestContextSchema: rc,
      execute: async (_i, ctx) => {
        refCreateTool({
          id: 'c',
          description: 'd',
          requestContextSchema: rc,
          execute: async (_j, refCtx) => {
            const [a, b] = [ctx.requestContext.get('userId'), refCtx.requestContext.get('userId')];
            expectTypeOf(a).toEqualTypeOf<typeof b>();
            expectTypeOf(a).toEqualTypeOf<string>();
            const [c, d] = [ctx.requestContext.get('count'), refCtx.requestContext.get('count')];
            expectTypeOf(c).toEqualTypeOf<typeof d>();
            expectTypeOf(ctx.requestContext.all).toEqualTypeOf(refCtx.requestContext.all);
          },
        });
      },
    });
  });
});

describe('RequestContext has the same method types', () => {
  type V = { userId: string; flags: string[] };
  const ours = new RequestContext<V>([['userId', 'u']]);
  const ref = new RefRequestContext<V>([['userId', 'u']]);

  test('typed', () => {
    const a = ours.get('flags');
    const b = ref.get('flags');
    expectTypeOf(a).toEqualTypeOf<typeof b>();
    expectTypeOf(a).toEqualTypeOf<string[]>();
    // @ts-expect-error undeclared keys are rejected, as in the reference
    ours.get('other');
    // @ts-expect-error values are checked per key
    ours.set('userId', 1);
    // @ts-expect-error constructor tuples are checked per key
    void new RequestContext<V>([['userId', 1]]);
    expectTypeOf(ours.all).toEqualTypeOf(ref.all);
    expectTypeOf(ours.keys()).toEqualTypeOf(ref.keys());
    expectTypeOf(ours.values()).toEqualTypeOf(ref.values());
    expectTypeOf(ours.entries()).toEqualTypeOf(ref.entries());
    expectTypeOf<Parameters<typeof ours.set<'userId'>>>().toEqualTypeOf<Parameters<typeof ref.set<'userId'>>>();
    expectTypeOf<Parameters<typeof ours.forEach<'flags'>>>().toEqualTypeOf<Parameters<typeof ref.forEach<'flags'>>>();
    expectTypeOf<ConstructorParameters<typeof RequestContext<V>>>().toEqualTypeOf<ConstructorParameters<typeof RefRequestContext<V>>>();
  });

  test('untyped', () => {
    const o = new RequestContext();
    const r = new RefRequestContext();
    const ours = o.get('x');
    const theirs = r.get('x');
    expectTypeOf(ours).toEqualTypeOf<typeof theirs>();
    expectTypeOf(ours).toBeUnknown();
    expectTypeOf(o.all).toEqualTypeOf(r.all);
    expectTypeOf(o.entries()).toEqualTypeOf(r.entries());
    expectTypeOf(o.values()).toEqualTypeOf(r.values());
    expectTypeOf(o.keys()).toEqualTypeOf(r.keys());
    expectTypeOf<Parameters<typeof o.has>>().toEqualTypeOf<Parameters<typeof r.has>>();
    expectTypeOf<ConstructorParameters<typeof RequestContext>>().toEqualTypeOf<ConstructorParameters<typeof RefRequestContext>>();
  });
});
