// Validators whose `~standard.validate` returns a Promise, through both libraries: async
// Standard Schemas without the JSON Schema extension (deviation 1), async schemas with it, and
// zod 4's asynchronous retry of a synchronous parse that threw (deviation 13).
import { describe, expect, it } from 'vitest';
import { OURS, REF, customSchema, runSide, v, z4, zv3, type Side } from './support/harness';

const ASYNC_MESSAGE = 'Your schema is async, which is not supported. Please use a sync schema.';

/** An async valibot schema (no JSON Schema extension): `a` must be a string of 3+ characters. */
const asyncValibot = () =>
  v.pipeAsync(
    v.object({ a: v.string() }),
    v.checkAsync(async (x) => x.a.length >= 3, 'a is too short'),
  );

/** A hand-made async Standard Schema without the JSON Schema extension. */
function asyncHandMade(check: (v: any) => string | undefined) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'hand-made',
      validate: async (value: unknown) => {
        const message = check(value);
        return message ? { issues: [{ message, path: ['x'] }] } : { value: { checked: value } };
      },
    },
  };
}

/**
 * A Promise subclass that records whether anyone attached a handler to it. The reference's
 * safe-validate never does; toolwright always does.
 */
class WatchedPromise<T> extends Promise<T> {
  static watched: WatchedPromise<unknown>[] = [];
  handled = false;
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: any) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.handled = true;
    return super.then(onFulfilled, onRejected);
  }
  static override get [Symbol.species]() {
    return Promise;
  }
}

/** Wraps a zod schema's `~standard.validate` so every Promise it returns is a WatchedPromise. */
function watch<S extends object>(schema: S): { schema: S; promises: WatchedPromise<unknown>[] } {
  const promises: WatchedPromise<unknown>[] = [];
  const std = (schema as any)['~standard'];
  const validate = std.validate;
  const wrapped = Object.create(schema);
  Object.defineProperty(wrapped, '~standard', {
    value: {
      ...std,
      validate: (value: unknown) => {
        const result = validate(value);
        if (!(result instanceof Promise)) return result;
        const watched = new WatchedPromise((res, rej) => {
          // The inner Promise is watched through this one: no handler here counts.
          Promise.prototype.then.call(result, res, rej);
        });
        promises.push(watched);
        return watched;
      },
    },
    enumerable: true,
  });
  return { schema: wrapped, promises };
}

function throwingGetter(key: string, message = 'getter'): Record<string, unknown> {
  return Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      throw new Error(message);
    },
  });
}

/** Settles every watched Promise (so none is left unhandled by the test) and reports which were already handled. */
async function settleAll(promises: WatchedPromise<unknown>[]): Promise<{ handled: boolean[]; reasons: string[] }> {
  const handled = promises.map((p) => p.handled);
  const reasons = await Promise.all(
    promises.map(
      (p) =>
        Promise.prototype.then.call(
          p,
          () => 'resolved',
          (e: any) => `rejected: ${e?.message}`,
        ) as Promise<string>,
    ),
  );
  return { handled, reasons };
}

describe('deviation 1: an async Standard Schema without the JSON Schema extension', () => {
  it('validateToolInput: the reference lets any value through; toolwright throws an error naming the async validator', async () => {
    const handMade = () => asyncHandMade(() => 'never valid');
    const ref = await runSide(REF, (s) => s.validateToolInput(handMade(), 'v', 't'));
    expect(ref).toEqual({ ok: { data: 'v' } });
    const refExecute = await runSide(REF, (s) =>
      s.createTool({ id: 't', description: 'd', inputSchema: handMade(), execute: async (x: any) => ({ got: x }) }).execute('v'),
    );
    expect(refExecute).toEqual({ ok: { got: 'v' } });
    const ours = await runSide(OURS, (s) => s.validateToolInput(handMade(), 'v', 't'));
    expect(ours).toEqual({
      throws: {
        name: 'Error',
        message:
          "validateToolInput cannot wait for an async validator: the hand-made schema's ~standard.validate returned a Promise. tool.execute() awaits async validators; call it instead.",
      },
    });
    expect(await runSide(OURS, (s) => s.validateToolInput(asyncValibot(), { a: 'abc' }))).toMatchObject({
      throws: { message: expect.stringContaining('the valibot schema') },
    });
  });

  it('execute: the reference runs on invalid input; toolwright awaits the validator and returns its ValidationError', async () => {
    const scenario = (input: unknown) => async (s: Side) =>
      s.createTool({ id: 'av', description: 'd', inputSchema: asyncValibot(), execute: async (x: any) => ({ got: x }) }).execute(input);
    for (const input of [{ a: 'x' }, { a: 1 }, { b: 2 }]) {
      const ref = await runSide(REF, scenario(input));
      expect(ref).toEqual({ ok: { got: input } });
    }
    const short = (await runSide(OURS, scenario({ a: 'x' }))) as any;
    expect(short.ok.error).toBe(true);
    expect(short.ok.message).toBe(
      'Tool input validation failed for av. Please fix the following errors and try again:\n- root: a is too short\n\nProvided arguments: {\n  "a": "x"\n}',
    );
    const wrongType = (await runSide(OURS, scenario({ a: 1 }))) as any;
    expect(wrongType.ok.message).toContain('- a: Invalid type: Expected string but received 1');
  });

  it('execute: valid input reaches execute as the validator returned it, on both (the reference unvalidated)', async () => {
    const scenario = async (s: Side) =>
      s.createTool({ id: 'av', description: 'd', inputSchema: asyncValibot(), execute: async (x: any) => ({ got: x }) }).execute({ a: 'abc', extra: 1 });
    expect(await runSide(REF, scenario)).toEqual({ ok: { got: { a: 'abc', extra: 1 } } });
    expect(await runSide(OURS, scenario)).toEqual({ ok: { got: { a: 'abc' } } });
  });

  it('execute: the input repairs go on asynchronously (a null optional field is stripped and validated again)', async () => {
    const schema = () =>
      v.pipeAsync(
        v.object({ a: v.string(), b: v.optional(v.string()) }),
        v.checkAsync(async () => true, 'never'),
      );
    const scenario = async (s: Side) =>
      s.createTool({ id: 'av', description: 'd', inputSchema: schema(), execute: async (x: any) => ({ got: x }) }).execute({ a: 'abc', b: null });
    expect(await runSide(REF, scenario)).toEqual({ ok: { got: { a: 'abc', b: null } } });
    expect(await runSide(OURS, scenario)).toEqual({ ok: { got: { a: 'abc' } } });
  });

  const phases: Array<[string, (schema: unknown) => Record<string, unknown>, (s: Side, tool: any) => Promise<unknown>]> = [
    ['outputSchema', (schema) => ({ outputSchema: schema, execute: async () => 'out' }), (_s, tool) => tool.execute({})],
    [
      'suspendSchema',
      (schema) => ({
        suspendSchema: schema,
        execute: async (_x: any, ctx: any) => {
          await ctx.agent.suspend('pay');
          return undefined;
        },
      }),
      (_s, tool) => tool.execute({}, { agent: { suspend: async () => undefined } }),
    ],
    ['resumeSchema', (schema) => ({ resumeSchema: schema, execute: async () => 'ran' }), (_s, tool) => tool.execute({}, { resumeData: 'again' })],
    [
      'requestContextSchema',
      (schema) => ({ requestContextSchema: schema, execute: async (_x: any, ctx: any) => ({ seen: ctx.requestContext.all }) }),
      (s, tool) => tool.execute({}, { requestContext: new s.RequestContext([['user', 'u']]) }),
    ],
  ];
  for (const [field, opts, call] of phases) {
    it(`${field}: the reference never validates; toolwright awaits the validator`, async () => {
      const failing = asyncHandMade(() => 'rejected by the async validator');
      const scenario = (schema: unknown) => async (s: Side) => call(s, s.createTool({ id: 'ph', description: 'd', ...opts(schema) }));
      const ref = (await runSide(REF, scenario(failing))) as any;
      expect(ref.ok?.error).not.toBe(true);
      const ours = (await runSide(OURS, scenario(failing))) as any;
      expect(ours.ok.error).toBe(true);
      expect(ours.ok.message).toContain('- x: rejected by the async validator');
      const passing = (await runSide(OURS, scenario(asyncHandMade(() => undefined)))) as any;
      expect(passing.ok?.error).not.toBe(true);
    });
  }

  it("a validated output is the async validator's value", async () => {
    const scenario = async (s: Side) =>
      s.createTool({ id: 'o', description: 'd', outputSchema: asyncHandMade(() => undefined), execute: async () => 'out' }).execute({});
    expect(await runSide(REF, scenario)).toEqual({ ok: 'out' });
    expect(await runSide(OURS, scenario)).toEqual({ ok: { checked: 'out' } });
  });
});

describe("async schemas with JSON Schema: the reference's async-schema error on both", () => {
  const asyncZod = () => z4.object({ n: z4.string().refine(async (x) => x.length > 1) });
  it.each([
    ['inputSchema', async (s: Side) => s.createTool({ id: 'z', description: 'd', inputSchema: asyncZod(), execute: async () => 1 }).execute({ n: 'ab' })],
    ['outputSchema', async (s: Side) => s.createTool({ id: 'z', description: 'd', outputSchema: asyncZod(), execute: async () => ({ n: 'ab' }) }).execute({})],
    ['validateToolInput', async (s: Side) => s.validateToolInput(asyncZod(), { n: 'ab' })],
    ['validateToolOutput', async (s: Side) => s.validateToolOutput(asyncZod(), { n: 'ab' })],
    [
      'a hand-made async schema with JSON Schema',
      async (s: Side) =>
        s.validateToolInput(
          customSchema(async (x) => ({ value: x })),
          {},
        ),
    ],
  ])('%s', async (_name, scenario) => {
    const ref = await runSide(REF, scenario);
    const ours = await runSide(OURS, scenario);
    expect(ref).toEqual({ throws: { name: 'Error', message: ASYNC_MESSAGE } });
    expect(ours).toEqual(ref);
  });
});

describe('deviation 13: zod retries a throwing synchronous parse asynchronously', () => {
  const output = () => throwingGetter('name');
  const named = () => z4.object({ name: z4.string() });
  const cases: Array<[string, () => object, (schema: unknown) => (s: Side) => Promise<unknown>, string]> = [
    [
      'a throwing getter in the output',
      named,
      (schema) => async (s) => s.createTool({ id: 'g', description: 'd', outputSchema: schema, execute: async () => output() }).execute({}),
      'getter',
    ],
    [
      'a throwing Proxy trap in the output',
      named,
      (schema) => async (s) =>
        s
          .createTool({
            id: 'g',
            description: 'd',
            outputSchema: schema,
            execute: async () =>
              new Proxy(
                { name: 'x' },
                {
                  get: (t, k) => {
                    if (k === 'name') throw new Error('trap');
                    return Reflect.get(t, k);
                  },
                },
              ),
          })
          .execute({}),
      'trap',
    ],
    [
      'a throwing getter in a suspend payload',
      named,
      (schema) => async (s) =>
        s
          .createTool({
            id: 'g',
            description: 'd',
            suspendSchema: schema,
            execute: async (_x: any, ctx: any) => {
              await ctx.suspend(output());
              return undefined;
            },
          })
          .execute({}, { suspend: async () => undefined }),
      'getter',
    ],
    [
      'a throwing getter in a request-context value',
      () => z4.object({ user: named() }),
      (schema) => async (s) =>
        s
          .createTool({ id: 'g', description: 'd', requestContextSchema: schema, execute: async () => 'ran' })
          .execute({}, { requestContext: new s.RequestContext([['user', output()]]) }),
      'getter',
    ],
  ];
  for (const [name, make, scenario, thrown] of cases) {
    it(`${name}: the reference throws the async-schema error and leaves the rejection unhandled; toolwright throws the thrown error`, async () => {
      const refWatch = watch(make());
      const ref = await runSide(REF, scenario(refWatch.schema));
      expect(ref).toEqual({ throws: { name: 'Error', message: ASYNC_MESSAGE } });
      expect(await settleAll(refWatch.promises)).toEqual({ handled: [false], reasons: [`rejected: ${thrown}`] });

      const oursWatch = watch(make());
      const ours = await runSide(OURS, scenario(oursWatch.schema));
      expect(ours).toEqual({ throws: { name: 'Error', message: thrown } });
      expect((await settleAll(oursWatch.promises)).handled).toEqual([true]);
    });
  }

  it("a rejected async refinement: the reference reports the async-schema error; toolwright rethrows the refinement's error", async () => {
    const scenario = (watched: ReturnType<typeof watch>) => async (s: Side) =>
      s.createTool({ id: 'r', description: 'd', inputSchema: watched.schema, execute: async () => 'ran' }).execute({ n: 'ab' });
    // zod 4 first runs the refinement in a synchronous parse, finds its Promise and drops it
    // (unhandled, if it rejects: zod's own, out of reach), then runs it again asynchronously.
    // The first Promise here never settles, so only the second, the one the caller gets, rejects.
    const refinement = () => {
      let calls = 0;
      return z4.object({
        n: z4.string().refine(() => (++calls === 1 ? new Promise<boolean>(() => {}) : Promise.reject(new Error('lookup failed')))),
      });
    };
    const refWatch = watch(refinement());
    expect(await runSide(REF, scenario(refWatch))).toEqual({ throws: { name: 'Error', message: ASYNC_MESSAGE } });
    expect((await settleAll(refWatch.promises)).handled).toEqual([false]);
    const oursWatch = watch(refinement());
    expect(await runSide(OURS, scenario(oursWatch))).toEqual({ throws: { name: 'Error', message: 'lookup failed' } });
    expect((await settleAll(oursWatch.promises)).handled).toEqual([true]);
  });

  it('called synchronously (validateToolOutput), both throw the async-schema error; only toolwright handles the Promise', async () => {
    const refWatch = watch(z4.object({ name: z4.string() }));
    expect(await runSide(REF, (s) => s.validateToolOutput(refWatch.schema, output()))).toEqual({ throws: { name: 'Error', message: ASYNC_MESSAGE } });
    expect((await settleAll(refWatch.promises)).handled).toEqual([false]);
    const oursWatch = watch(z4.object({ name: z4.string() }));
    expect(await runSide(OURS, (s) => s.validateToolOutput(oursWatch.schema, output()))).toEqual({ throws: { name: 'Error', message: ASYNC_MESSAGE } });
    expect((await settleAll(oursWatch.promises)).handled).toEqual([true]);
  });

  it('zod/v3 does not retry: a throwing getter propagates synchronously on both', async () => {
    const scenario = async (s: Side) =>
      s.createTool({ id: 'g', description: 'd', outputSchema: zv3.object({ name: zv3.string() }), execute: async () => output() }).execute({});
    const ref = await runSide(REF, scenario);
    expect(await runSide(OURS, scenario)).toEqual(ref);
  });
});
