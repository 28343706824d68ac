// Deeply nested data through every schema library: nothing overflows the stack, a validator that
// does overflow gives a ValidationError, and the message stays short.
import { scope, type } from 'arktype';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { RequestContext } from '../../src/request-context';
import { runToolCall, serializePendingToolCall } from '../../src/runtime';
import { createTool, isValidationError } from '../../src/tools';
import { CASE_TIMEOUT, checkPrototypesAfterEach, nested, size } from './helpers';

checkPrototypesAfterEach();

const DEPTHS = size([10_000], [10_000, 100_000]);
const TOO_DEEP = /- root: The value is nested too deeply to validate/;
/** Head, one issue line, and an excerpt of at most 200 characters. */
const MESSAGE_BOUND = 800;

type Node = { c: Node | null };
const zod4Lazy: z.ZodType<Node> = z.lazy(() => z.object({ c: zod4Lazy.nullable() }));
const zod4Getter = z.object({
  get c(): z.ZodNullable<typeof zod4Getter> {
    return zod4Getter.nullable();
  },
});
const zod3Lazy: z3.ZodType<Node> = z3.lazy(() => z3.object({ c: zod3Lazy.nullable() }));
const valibotLazy: v.GenericSchema<Node> = v.object({ c: v.nullable(v.lazy(() => valibotLazy)) });
const arktypeCyclic = scope({ node: { c: 'node | null' } }).export().node;

const recursive: Array<[string, unknown]> = [
  ['zod 4 z.lazy', zod4Lazy],
  ['zod 4 getter', zod4Getter],
  ['zod 3 z.lazy', zod3Lazy],
  ['valibot lazy', valibotLazy],
  ['arktype cyclic type', arktypeCyclic],
];

const openData: Array<[string, unknown]> = [
  ['zod 4', z.object({ name: z.string(), data: z.unknown() })],
  ['zod 3', z3.object({ name: z3.string(), data: z3.unknown() })],
  ['valibot', v.object({ name: v.string(), data: v.unknown() })],
  ['arktype', type({ name: 'string', data: 'unknown' })],
];

function expectTooDeep(result: unknown): void {
  expect(isValidationError(result)).toBe(true);
  const message = (result as { message: string }).message;
  expect(message).toMatch(TOO_DEEP);
  expect(message.length).toBeLessThan(MESSAGE_BOUND);
}

describe.each(DEPTHS)('%i levels deep', (depth) => {
  describe.each(openData)('%s schema that does not look inside `data`', (_name, schema) => {
    const tool = createTool({ id: 'open', description: 'd', inputSchema: schema as never, execute: async () => 'ran' });

    it.each(['object', 'array'] as const)(
      'deep %s data passes through to execute',
      async (kind) => {
        expect(await tool.execute!({ name: 'x', data: nested(depth, 1, kind) } as never, {} as never)).toBe('ran');
      },
      CASE_TIMEOUT,
    );

    it(
      'deep data with undefined at the bottom (the undefined→null repair walks all of it)',
      async () => {
        expect(await tool.execute!({ name: 'x', data: nested(depth, [undefined]) } as never, {} as never)).toBe('ran');
      },
      CASE_TIMEOUT,
    );

    it(
      'an invalid field next to deep data: a ValidationError with a bounded excerpt',
      async () => {
        const result = await tool.execute!({ name: 5, data: nested(depth, 1, 'array') } as never, {} as never);
        expect(isValidationError(result)).toBe(true);
        expect((result as { message: string }).message).toContain('... (truncated)');
        expect((result as { message: string }).message.length).toBeLessThan(MESSAGE_BOUND);
      },
      CASE_TIMEOUT,
    );
  });

  describe.each(recursive)('%s', (_name, schema) => {
    it(
      'as inputSchema: a ValidationError saying the input is nested too deeply',
      async () => {
        const tool = createTool({ id: 'rec', description: 'd', inputSchema: schema as never, execute: async () => 'ran' });
        expectTooDeep(await tool.execute!(nested(depth, null) as never, {} as never));
        // The same schema still validates ordinary input.
        expect(await tool.execute!(nested(20, null) as never, {} as never)).toBe('ran');
      },
      CASE_TIMEOUT,
    );

    it(
      'as outputSchema: a ValidationError',
      async () => {
        const tool = createTool({ id: 'rec', description: 'd', outputSchema: schema as never, execute: async () => nested(depth, null) });
        const result = await tool.execute!({} as never, {} as never);
        expect(isValidationError(result)).toBe(true);
        expect((result as { message: string }).message).toMatch(TOO_DEEP);
      },
      CASE_TIMEOUT,
    );

    it(
      'as resumeSchema, for deep resume data: a ValidationError',
      async () => {
        const tool = createTool({ id: 'rec', description: 'd', resumeSchema: schema as never, execute: async () => 'ran' });
        expectTooDeep(await tool.execute!({} as never, { agent: { resumeData: nested(depth, null) } } as never));
      },
      CASE_TIMEOUT,
    );

    it(
      'as requestContextSchema field, for a deep request-context value: a ValidationError',
      async () => {
        const contextSchema =
          schema === arktypeCyclic
            ? scope({ node: { c: 'node | null' }, ctx: { tree: 'node' } }).export().ctx
            : schema === valibotLazy
              ? v.object({ tree: valibotLazy })
              : schema === zod3Lazy
                ? z3.object({ tree: zod3Lazy })
                : z.object({ tree: schema as z.ZodType });
        const tool = createTool({ id: 'rec', description: 'd', requestContextSchema: contextSchema as never, execute: async () => 'ran' });
        const result = await tool.execute!({} as never, { requestContext: new RequestContext([['tree', nested(depth, null)]]) } as never);
        expect(isValidationError(result)).toBe(true);
        expect((result as { message: string }).message).toMatch(/nested too deeply to validate/);
        expect((result as { message: string }).message.length).toBeLessThan(MESSAGE_BOUND);
      },
      CASE_TIMEOUT,
    );
  });

  it(
    'deep request-context values in a failing validation are redacted without recursion',
    async () => {
      const tool = createTool({ id: 'rc', description: 'd', requestContextSchema: z.object({ n: z.number(), data: z.unknown() }), execute: async () => 'ran' });
      const data = nested(depth, { password: 'hunter2' });
      const result = await tool.execute!(
        {} as never,
        {
          requestContext: new RequestContext([
            ['n', 'x'],
            ['data', data],
          ]),
        } as never,
      );
      expect(isValidationError(result)).toBe(true);
      expect((result as { message: string }).message).toContain('- n: ');
      expect((result as { message: string }).message).not.toContain('hunter2');
    },
    CASE_TIMEOUT,
  );

  it(
    'runToolCall: deep args, a deep suspend payload and deep resume data (tickets included)',
    async () => {
      const tool = createTool({
        id: 'deep',
        description: 'd',
        inputSchema: z.object({ data: z.unknown() }),
        suspendSchema: z.object({ tree: z.unknown() }),
        resumeSchema: z.object({ tree: z.unknown() }),
        execute: async (_input, ctx) => {
          if (!ctx.agent?.resumeData) return await ctx.agent!.suspend({ tree: nested(depth) });
          return 'resumed';
        },
      });
      const first = await runToolCall({ deep: tool }, { toolCallId: 'c', toolName: 'deep', args: { data: nested(depth) } });
      expect(first.status).toBe('suspended');
      // The ticket goes through its JSON text, as it would between processes.
      const text = serializePendingToolCall(first.pending!);
      const second = await runToolCall({ deep: tool }, { toolCallId: 'c' }, { resume: { pending: text, resumeData: { tree: nested(depth) } } });
      expect(second.status).toBe('completed');
      expect(second.result).toBe('resumed');
    },
    CASE_TIMEOUT,
  );
});

it(
  'a cycle in the input is still reported where it closes',
  async () => {
    const tool = createTool({ id: 'cyc', description: 'd', inputSchema: z.object({ data: z.unknown() }), execute: async () => 'ran' });
    const data: any = nested(100, 'bottom');
    let bottom = data;
    while (typeof bottom.c === 'object') bottom = bottom.c;
    bottom.c = data;
    const result = await tool.execute!({ data } as never, {} as never);
    expect(isValidationError(result)).toBe(true);
    expect((result as { message: string }).message).toMatch(/- data(\.c){100}: Circular reference/);
  },
  CASE_TIMEOUT,
);
