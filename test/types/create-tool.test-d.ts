import { type } from 'arktype';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod/v3';
import type { RequestContext } from '../../src/request-context';
import { createTool, Tool, type ToolAction, type ToolExecutionContext, type ValidationError } from '../../src/tools';

type ExecuteOf<T extends { execute?: ((...args: any[]) => any) | undefined }> = NonNullable<T['execute']>;
type InputOf<T extends { execute?: ((...args: any[]) => any) | undefined }> = Parameters<ExecuteOf<T>>[0];

describe('input inference', () => {
  test('zod 4 gives the output type, after transforms', () => {
    createTool({
      id: 'z',
      description: 'd',
      inputSchema: z.object({ location: z.string(), n: z.string().transform(Number) }),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ location: string; n: number }>();
        return input.n;
      },
    });
  });

  test('zod 3 (zod/v3)', () => {
    const tool = createTool({
      id: 'z3',
      description: 'd',
      inputSchema: z3.object({ location: z3.string(), count: z3.number().optional() }),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ location: string; count?: number | undefined }>();
      },
    });
    expectTypeOf<InputOf<typeof tool>>().toEqualTypeOf<{ location: string; count?: number | undefined }>();
  });

  test('valibot through toStandardJsonSchema', () => {
    createTool({
      id: 'v',
      description: 'd',
      inputSchema: toStandardJsonSchema(v.object({ location: v.string() })),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ location: string }>();
      },
    });
  });

  test('arktype', () => {
    createTool({
      id: 'a',
      description: 'd',
      inputSchema: type({ location: 'string' }),
      execute: async (input) => {
        expectTypeOf(input).toEqualTypeOf<{ location: string }>();
      },
    });
  });

  test('a plain JSON Schema object gives unknown', () => {
    createTool({
      id: 'j',
      description: 'd',
      inputSchema: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
      execute: async (input) => {
        expectTypeOf(input).toBeUnknown();
      },
    });
  });

  test('no schema gives unknown', () => {
    const tool = createTool({
      id: 'none',
      description: 'd',
      execute: async (input) => {
        expectTypeOf(input).toBeUnknown();
        return 1;
      },
    });
    expectTypeOf(tool).toEqualTypeOf<Tool<unknown, unknown, unknown, unknown, ToolExecutionContext<unknown, unknown, unknown>, 'none', unknown>>();
  });

  test('an invalid JSON Schema keyword type is rejected', () => {
    createTool({
      id: 'bad',
      description: 'd',
      // @ts-expect-error `type` must be a JSON Schema type name
      inputSchema: { type: 'text' },
    });
  });
});

describe('output', () => {
  const outputSchema = z.object({ temperature: z.number() });

  test('the return value is checked against outputSchema', () => {
    createTool({
      id: 'o',
      description: 'd',
      outputSchema,
      execute: async () => ({ temperature: 21 }),
    });
    createTool({
      id: 'o',
      description: 'd',
      outputSchema,
      // @ts-expect-error a string is not a number
      execute: async () => ({ temperature: 'warm' }),
    });
  });

  test('tool.execute returns output, ValidationError or void', () => {
    const tool = createTool({ id: 'o', description: 'd', outputSchema, execute: async () => ({ temperature: 1 }) });
    expectTypeOf<ReturnType<ExecuteOf<typeof tool>>>().toEqualTypeOf<Promise<{ temperature: number } | ValidationError | void>>();
  });

  test('execute may return a ValidationError or nothing (after suspend)', () => {
    createTool({
      id: 'o',
      description: 'd',
      outputSchema,
      execute: async (_input, ctx) => {
        if (Math.random() > 0.5) return { error: true, message: 'no', validationErrors: { errors: [], fields: {} } };
        await ctx.suspend?.({});
        return;
      },
    });
  });

  test('toModelOutput and onOutput see the output type', () => {
    createTool({
      id: 'o',
      description: 'd',
      outputSchema,
      toModelOutput: (output) => {
        expectTypeOf(output).toEqualTypeOf<{ temperature: number }>();
        return output.temperature;
      },
      onOutput: ({ output, toolName, toolCallId }) => {
        expectTypeOf(output).toEqualTypeOf<{ temperature: number }>();
        expectTypeOf(toolName).toBeString();
        expectTypeOf(toolCallId).toBeString();
      },
    });
  });
});

describe('tool identity and call signature', () => {
  const tool = createTool({
    id: 'weather',
    description: 'd',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }) => city,
  });

  test('the id keeps its literal type', () => {
    expectTypeOf(tool.id).toEqualTypeOf<'weather'>();
  });

  test('tool.execute needs both arguments, and the context needs observe', () => {
    const execute = tool.execute!;
    // @ts-expect-error the context argument is required
    void execute({ city: 'x' });
    // @ts-expect-error `observe` is missing from the context
    void execute({ city: 'x' }, {});
    // @ts-expect-error the input is checked
    void execute({ town: 'x' }, { observe: {} as any });
    void execute({ city: 'x' }, { observe: { span: async (_n, fn) => fn(), log: () => {} } });
  });
});

describe('execute context', () => {
  test('requestContext is always present and typed from requestContextSchema', () => {
    createTool({
      id: 'rc',
      description: 'd',
      requestContextSchema: z.object({ userId: z.string(), tier: z.enum(['free', 'pro']) }),
      execute: async (_input, ctx) => {
        expectTypeOf(ctx.requestContext).toEqualTypeOf<RequestContext<{ userId: string; tier: 'free' | 'pro' }>>();
        expectTypeOf(ctx.requestContext.get('userId')).toEqualTypeOf<string>();
        expectTypeOf(ctx.requestContext.get('tier')).toEqualTypeOf<'free' | 'pro'>();
        // @ts-expect-error an undeclared key is rejected by get()
        ctx.requestContext.get('other');
        expectTypeOf(ctx.requestContext.getRaw('other')).toBeUnknown();
        expectTypeOf(ctx.observe.log).parameter(0).toEqualTypeOf<'debug' | 'info' | 'warn' | 'error' | 'fatal'>();
      },
    });
  });

  test('without requestContextSchema the request context is untyped', () => {
    createTool({
      id: 'rc',
      description: 'd',
      execute: async (_input, ctx) => {
        expectTypeOf(ctx.requestContext).toEqualTypeOf<RequestContext<unknown>>();
        expectTypeOf(ctx.requestContext.get('anything')).toBeUnknown();
      },
    });
  });

  test('suspend and resume payloads are typed from their schemas', () => {
    createTool({
      id: 's',
      description: 'd',
      suspendSchema: z.object({ reason: z.string() }),
      resumeSchema: z.object({ approved: z.boolean() }),
      execute: async (_input, ctx) => {
        expectTypeOf(ctx.resumeData).toEqualTypeOf<{ approved: boolean } | undefined>();
        expectTypeOf(ctx.suspendPayload).toEqualTypeOf<{ reason: string } | undefined>();
        expectTypeOf(ctx.agent?.resumeData).toEqualTypeOf<{ approved: boolean } | undefined>();
        expectTypeOf(ctx.workflow?.suspendPayload).toEqualTypeOf<{ reason: string } | undefined>();
        await ctx.suspend?.({ reason: 'need approval' }, { resumeLabel: 'approve' });
        // @ts-expect-error the payload is checked against suspendSchema
        await ctx.suspend?.({ reason: 1 });
        await ctx.agent?.suspend({ reason: 'x' });
      },
    });
  });

  test('host objects are usable without casts', () => {
    createTool({
      id: 'h',
      description: 'd',
      execute: async (_input, ctx) => {
        expectTypeOf(ctx.abortSignal).toEqualTypeOf<AbortSignal | undefined>();
        ctx.abortSignal?.throwIfAborted();
        await ctx.writer?.write({ progress: 1 });
        await ctx.mcp?.progress?.({ progress: 1, total: 2 });
        void ctx.mcp?.extra.authInfo?.token;
        void ctx.agent?.messages.length;
        void ctx.observe.span('step', () => 1).then((n) => expectTypeOf(n).toBeNumber());
      },
    });
  });
});

describe('hooks', () => {
  test('hook payloads', () => {
    createTool({
      id: 'h',
      description: 'd',
      inputSchema: z.object({ q: z.string() }),
      onInputStart: (o) => {
        expectTypeOf(o.toolCallId).toBeString();
        expectTypeOf(o.abortSignal).toEqualTypeOf<AbortSignal | undefined>();
        expectTypeOf(o.messages).toBeArray();
      },
      onInputDelta: (o) => {
        expectTypeOf(o.inputTextDelta).toBeString();
      },
      onInputAvailable: async (o) => {
        expectTypeOf(o.input).toEqualTypeOf<{ q: string }>();
      },
      onOutput: (o) => {
        expectTypeOf(o.output).toBeUnknown();
        // @ts-expect-error onOutput gets no messages
        void o.messages;
      },
    });
  });

  test('requireApproval gets the parsed input', () => {
    createTool({
      id: 'a',
      description: 'd',
      inputSchema: z.object({ dryRun: z.boolean() }),
      requireApproval: async ({ dryRun }, ctx) => {
        expectTypeOf(ctx?.requestContext).toEqualTypeOf<Record<string, unknown> | undefined>();
        return !dryRun;
      },
    });
  });
});

describe('options', () => {
  test('the remaining options are accepted', () => {
    createTool({
      id: 'all',
      title: 'All',
      description: 'd',
      strict: true,
      providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      inputExamples: [{ input: { q: 'x' } }],
      mcp: { toolType: 'agent', annotations: { readOnlyHint: true, openWorldHint: false }, _meta: { v: 1 } },
      mcpMetadata: { serverName: 's', forwardInstructions: false, instructionsMaxLength: 512 },
      background: { enabled: true, defaultDisposition: 'foreground', onComplete: (task) => void task.toolName },
      transform: {
        display: { output: ({ output, phase }) => ({ phase, output }) },
        transcript: { input: async ({ input }) => input },
      },
    });
  });

  test('misspelled options are rejected', () => {
    // @ts-expect-error description is required
    createTool({ id: 'x' });
    // @ts-expect-error unknown option
    createTool({ id: 'x', description: 'd', inputSchemas: z.string() });
    // @ts-expect-error toolType is 'agent' | 'workflow'
    createTool({ id: 'x', description: 'd', mcp: { toolType: 'tool' } });
  });
});

describe('ToolAction and new Tool()', () => {
  test('a ToolAction literal type-checks against its type arguments', () => {
    const action: ToolAction<{ a: string }, { b: number }> = {
      id: 'act',
      description: 'd',
      execute: async ({ a }) => ({ b: a.length }),
    };
    // @ts-expect-error the output must match TSchemaOut
    const wrong: ToolAction<{ a: string }, { b: number }> = { id: 'x', description: 'd', execute: async () => ({ b: 'no' }) };
    void [action, wrong];
  });

  test('new Tool() with explicit type arguments', () => {
    const tool = new Tool<{ a: string }, { b: number }, unknown, unknown, ToolExecutionContext, 'explicit', { userId: string }>({
      id: 'explicit',
      description: 'd',
      execute: async ({ a }, ctx) => {
        expectTypeOf(ctx.requestContext.get('userId')).toEqualTypeOf<string>();
        return { b: a.length };
      },
    });
    expectTypeOf(tool).toExtend<ToolAction<{ a: string }, { b: number }, unknown, unknown, ToolExecutionContext, 'explicit', { userId: string }>>();
    expectTypeOf(tool.id).toEqualTypeOf<'explicit'>();
  });
});
