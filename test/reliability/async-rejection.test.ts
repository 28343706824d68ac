// zod 4's `~standard.validate` retries a synchronous parse that threw (a throwing getter or
// Proxy trap in the value) asynchronously and returns the rejected Promise. Whatever path the
// value takes, the caller gets the thrown error (or a ValidationError) and no rejection is left
// unhandled: a process-level listener records every unhandled rejection while each case runs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from 'valibot';
import { createTool, validateToolInput, validateToolOutput } from '../../src/tools';
import { RequestContext } from '../../src/request-context';
import { validateRequestContext, validateToolSuspendData } from '../../src/index';
import { runToolCall } from '../../src/runtime';

const ASYNC_MESSAGE = 'Your schema is async, which is not supported. Please use a sync schema.';
/** Every case must settle well within this; a hang fails the case instead of stalling CI. */
const CASE_TIMEOUT_MS = 5_000;

const unhandled: unknown[] = [];
const record = (reason: unknown) => {
  unhandled.push(reason);
};
beforeAll(() => {
  process.on('unhandledRejection', record);
});
afterAll(() => {
  process.off('unhandledRejection', record);
});

/** Lets Node report any rejection left unhandled (it does so once the microtask queue drains). */
async function drain(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(async () => {
  await drain();
  const seen = unhandled.splice(0).map((r) => (r instanceof Error ? r.message : String(r)));
  expect(seen, 'unhandled rejections').toEqual([]);
});

// ---- hostile values ----------------------------------------------------------------------

type Hostile = [name: string, make: () => object, thrown: string];

const HOSTILE: Hostile[] = [
  [
    'a throwing getter',
    () =>
      Object.defineProperty({}, 'name', {
        enumerable: true,
        get: () => {
          throw new Error('getter');
        },
      }),
    'getter',
  ],
  [
    'a Proxy whose get trap throws',
    () =>
      new Proxy(
        { name: 'x' },
        {
          get: (t, k) => {
            if (k === 'name') throw new Error('get trap');
            return Reflect.get(t, k);
          },
        },
      ),
    'get trap',
  ],
  [
    'a nested throwing getter',
    () => ({
      name: 'x',
      inner: Object.defineProperty({}, 'deep', {
        enumerable: true,
        get: () => {
          throw new Error('nested');
        },
      }),
    }),
    'nested',
  ],
  [
    'a getter that throws a non-Error',
    () =>
      Object.defineProperty({}, 'name', {
        enumerable: true,
        get: () => {
          throw 'plain string';
        },
      }),
    'plain string',
  ],
];

const schema = () => z.object({ name: z.string(), inner: z.object({ deep: z.string() }).optional() });

/** Calls a tool's execute with any input and context (the types would demand a full context). */
const exec = (tool: unknown, input: unknown, context?: unknown): Promise<unknown> => (tool as any).execute(input, context);

/** What a call ended with: its value, or what it threw (as text). */
async function outcome(run: () => unknown): Promise<{ value: unknown } | { thrown: string }> {
  try {
    return { value: await run() };
  } catch (e) {
    return { thrown: e instanceof Error ? e.message : String(e) };
  }
}

describe('tool.execute', () => {
  for (const [name, make, thrown] of HOSTILE) {
    it(`${name} in the output: execute rejects with the thrown error`, { timeout: CASE_TIMEOUT_MS }, async () => {
      const tool = createTool({ id: 'out', description: 'd', outputSchema: schema(), execute: async () => make() as any });
      expect(await outcome(() => exec(tool, {}, {}))).toEqual({ thrown });
      expect(await outcome(() => exec(tool, {}))).toEqual({ thrown });
    });

    for (const where of ['context', 'agent', 'workflow'] as const) {
      it(`${name} in a suspend payload (${where}.suspend): execute rejects with the thrown error`, { timeout: CASE_TIMEOUT_MS }, async () => {
        const tool = createTool({
          id: 'sus',
          description: 'd',
          suspendSchema: schema(),
          execute: async (_input: any, ctx: any) => {
            const suspend = where === 'context' ? ctx.suspend : ctx[where].suspend;
            await suspend(make());
            return undefined;
          },
        });
        const suspend = async () => undefined;
        const context = where === 'context' ? { suspend } : { [where]: { suspend } };
        expect(await outcome(() => exec(tool, {}, context as any))).toEqual({ thrown });
      });
    }

    it(`${name} in a request-context value: execute rejects with the thrown error, and execute never runs`, { timeout: CASE_TIMEOUT_MS }, async () => {
      let ran = false;
      const tool = createTool({
        id: 'rc',
        description: 'd',
        requestContextSchema: z.object({ user: schema() }),
        execute: async () => {
          ran = true;
          return 'ran';
        },
      });
      const requestContext = new RequestContext([['user', make()]]);
      expect(await outcome(() => exec(tool, {}, { requestContext } as any))).toEqual({ thrown });
      expect(ran).toBe(false);
    });

    it(`${name} written to a request-context view: the write is refused, nothing is left unhandled`, { timeout: CASE_TIMEOUT_MS }, async () => {
      const tool = createTool({
        id: 'rcw',
        description: 'd',
        requestContextSchema: z.object({ user: schema().optional() }),
        execute: async (_input: any, ctx: any) => {
          ctx.requestContext.set('user', make());
          return 'wrote';
        },
      });
      const result = await outcome(() => exec(tool, {}, { requestContext: new RequestContext() } as any));
      expect('thrown' in result ? result.thrown : result).toMatch(/Unable to persist request context key "user"|get trap|getter|nested|plain string/);
    });

    it(`${name} in the input: execute rejects with the thrown error`, { timeout: CASE_TIMEOUT_MS }, async () => {
      const tool = createTool({ id: 'in', description: 'd', inputSchema: schema(), execute: async () => 'ran' });
      expect(await outcome(() => exec(tool, make() as any))).toEqual({ thrown });
    });

    it(`${name} in resume data: execute rejects with the thrown error`, { timeout: CASE_TIMEOUT_MS }, async () => {
      const tool = createTool({ id: 'res', description: 'd', resumeSchema: schema(), execute: async () => 'ran' });
      expect(await outcome(() => exec(tool, {}, { resumeData: make() } as any))).toEqual({ thrown });
    });
  }
});

describe('toolwright/runtime', () => {
  for (const [name, make, thrown] of HOSTILE) {
    it(`${name} in the output: the call fails with the thrown error as the cause`, { timeout: CASE_TIMEOUT_MS }, async () => {
      const tools = { out: createTool({ id: 'out', description: 'd', outputSchema: schema(), execute: async () => make() as any }) };
      const record = await runToolCall(tools, { toolCallId: 'c1', toolName: 'out', args: {} });
      expect(record.status).toBe('failed');
      const cause = (record.error as any)?.cause;
      expect(cause instanceof Error ? cause.message : String(cause)).toBe(thrown);
    });

    it(`${name} in a suspend payload: the call fails, nothing is left unhandled`, { timeout: CASE_TIMEOUT_MS }, async () => {
      const tools = {
        sus: createTool({
          id: 'sus',
          description: 'd',
          suspendSchema: schema(),
          execute: async (_input: any, ctx: any) => {
            await ctx.agent.suspend(make());
            return undefined;
          },
        }),
      };
      const record = await runToolCall(tools, { toolCallId: 'c1', toolName: 'sus', args: {} });
      expect(record.status).toBe('failed');
      expect(JSON.stringify(record.error?.message ?? '') + String((record.error as any)?.cause?.message ?? (record.error as any)?.cause)).toContain(thrown);
    });
  }
});

describe('synchronous validators', () => {
  for (const [name, make] of HOSTILE) {
    it(`${name}: validateToolOutput, validateToolSuspendData and validateRequestContext throw the async-schema error and handle zod's Promise`, {
      timeout: CASE_TIMEOUT_MS,
    }, async () => {
      expect(await outcome(() => validateToolOutput(schema(), make()))).toEqual({ thrown: ASYNC_MESSAGE });
      expect(await outcome(() => validateToolSuspendData(schema(), make()))).toEqual({ thrown: ASYNC_MESSAGE });
      const rc = new RequestContext([['user', make()]]);
      expect(await outcome(() => validateRequestContext(z.object({ user: schema() }), rc))).toEqual({ thrown: ASYNC_MESSAGE });
    });
  }
});

describe('async validators', () => {
  const asyncSchema = () =>
    v.pipeAsync(
      v.object({ name: v.string() }),
      v.checkAsync(async (x) => x.name.length > 1, 'too short'),
    );

  it('an async Standard Schema without JSON Schema: execute awaits it, validateToolInput refuses it', { timeout: CASE_TIMEOUT_MS }, async () => {
    const tool = createTool({ id: 'av', description: 'd', inputSchema: asyncSchema(), outputSchema: asyncSchema(), execute: async (x: any) => x });
    expect(await exec(tool, { name: 'ab' })).toEqual({ name: 'ab' });
    expect(((await exec(tool, { name: 'a' })) as any).message).toContain('- root: too short');
    expect(await outcome(() => validateToolInput(asyncSchema(), { name: 'ab' }))).toEqual({
      thrown: expect.stringContaining('validateToolInput cannot wait for an async validator'),
    });
  });

  it('an async validator that rejects: execute rejects with its error', { timeout: CASE_TIMEOUT_MS }, async () => {
    const rejecting = { '~standard': { version: 1 as const, vendor: 'x', validate: () => Promise.reject(new Error('validator down')) } };
    for (const field of ['inputSchema', 'outputSchema'] as const) {
      const tool = createTool({ id: 'rej', description: 'd', [field]: rejecting, execute: async () => 'ran' } as any);
      expect(await outcome(() => exec(tool, {}))).toEqual({ thrown: 'validator down' });
    }
    expect(await outcome(() => validateToolInput(rejecting, {}))).toEqual({ thrown: expect.stringContaining('cannot wait for an async validator') });
  });

  it("an async zod schema: the reference's async-schema error, nothing left unhandled", { timeout: CASE_TIMEOUT_MS }, async () => {
    const tool = createTool({ id: 'az', description: 'd', inputSchema: z.object({ name: z.string().refine(async () => true) }), execute: async () => 'ran' });
    expect(await outcome(() => exec(tool, { name: 'x' }))).toEqual({ thrown: ASYNC_MESSAGE });
  });
});
