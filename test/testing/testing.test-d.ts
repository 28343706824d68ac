import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { runToolCall, type PendingToolCall, type RunToolCallOptions, type ToolCallRecord } from '../../src/runtime';
import { RequestContext } from '../../src/request-context';
import {
  testTool,
  type HookInvocation,
  type LogEntry,
  type ToolHarness,
  type ToolInputOf,
  type ToolOutputOf,
  type ToolResumeOf,
  type ToolSuspendOf,
  type TestRunOptions,
  type ToolTestRun,
} from '../../src/testing';
import { createTool, isValidationError, type ValidationError } from '../../src/tools';

const transfer = createTool({
  id: 'transfer',
  description: 'd',
  inputSchema: z.object({ payee: z.string(), amount: z.number() }),
  outputSchema: z.object({ status: z.enum(['sent', 'cancelled']) }),
  suspendSchema: z.object({ question: z.string() }),
  resumeSchema: z.object({ approved: z.boolean() }),
  execute: async (_input, { resumeData }) => ({ status: resumeData?.approved ? ('sent' as const) : ('cancelled' as const) }),
});

type In = { payee: string; amount: number };
type Out = { status: 'sent' | 'cancelled' };

describe('types from the tool', () => {
  test('helpers read the Tool generics', () => {
    expectTypeOf<ToolInputOf<typeof transfer>>().toEqualTypeOf<In>();
    expectTypeOf<ToolOutputOf<typeof transfer>>().toEqualTypeOf<Out>();
    expectTypeOf<ToolSuspendOf<typeof transfer>>().toEqualTypeOf<{ question: string }>();
    expectTypeOf<ToolResumeOf<typeof transfer>>().toEqualTypeOf<{ approved: boolean }>();
  });

  test('testTool returns a harness typed from the schemas', () => {
    const harness = testTool(transfer);
    expectTypeOf(harness).toEqualTypeOf<ToolHarness<In, Out, { question: string }, { approved: boolean }>>();
    expectTypeOf(harness.logs).toEqualTypeOf<LogEntry[]>();
    expectTypeOf(harness.pending).toEqualTypeOf<PendingToolCall | undefined>();
    expectTypeOf(harness.toolName).toEqualTypeOf<string>();
  });

  test('call takes the input type, or raw argument text', () => {
    const harness = testTool(transfer);
    void harness.call({ payee: 'Ann', amount: 1 });
    void harness.call({ argsText: '{"payee":"Ann","amount":1}' });
    void harness.call({ argsTextDeltas: ['{"payee":', '"Ann","amount":1}'] });
    void harness.call({
      argsTextDeltas: (async function* () {
        yield '{}';
      })(),
    });
    // @ts-expect-error amount must be a number
    void harness.call({ payee: 'Ann', amount: '1' });
    // @ts-expect-error payee is required
    void harness.call({ amount: 1 });
    // @ts-expect-error argsText is a string
    void harness.call({ argsText: 1 });
    void harness.call(
      { payee: 'Ann', amount: 1 },
      { toolCallId: 'c1', requestContext: { user: 'u' }, approval: true, messages: [{ role: 'user', content: 'hi' }] },
    );
  });

  test('the run: result as the output type, args as the input type, suspendPayload as the suspend type', async () => {
    const run = await testTool(transfer).call({ payee: 'Ann', amount: 1 });
    expectTypeOf(run).toEqualTypeOf<ToolTestRun<In, Out, { question: string }>>();
    expectTypeOf(run).toMatchTypeOf<ToolCallRecord<In, Out>>();
    expectTypeOf(run.result).toEqualTypeOf<Out | ValidationError | undefined>();
    expectTypeOf(run.args).toEqualTypeOf<In | undefined>();
    expectTypeOf(run.suspendPayload).toEqualTypeOf<{ question: string } | undefined>();
    expectTypeOf(run.hooks).toEqualTypeOf<HookInvocation[]>();
    expectTypeOf(run.modelOutput).toBeUnknown();
    expectTypeOf(run.approvalRequest).toEqualTypeOf<{ toolCallId: string; toolName: string; args: unknown; resumeSchema: string } | undefined>();
    expectTypeOf(run.status).toEqualTypeOf<'completed' | 'failed' | 'approval-required' | 'declined' | 'suspended' | 'aborted' | 'pending'>();
  });

  test('resume takes the resume type; approve/decline return the same run type', async () => {
    const harness = testTool(transfer);
    expectTypeOf(await harness.resume({ approved: true })).toEqualTypeOf<ToolTestRun<In, Out, { question: string }>>();
    // @ts-expect-error approved must be a boolean
    void harness.resume({ approved: 'yes' });
    // @ts-expect-error resume needs data
    void harness.resume();
    expectTypeOf(await harness.approve()).toEqualTypeOf<ToolTestRun<In, Out, { question: string }>>();
    // Edited arguments take the input type.
    void harness.approve({ args: { payee: 'Bob', amount: 2 } });
    // @ts-expect-error amount must be a number
    void harness.approve({ args: { payee: 'Bob', amount: '2' } });
    expectTypeOf(await harness.decline()).toEqualTypeOf<ToolTestRun<In, Out, { question: string }>>();
    void harness.decline('reason', { from: JSON.stringify({}) });
    // @ts-expect-error the reason is a string
    void harness.decline(42);
  });

  test('a tool without schemas: unknown everywhere, any args accepted', async () => {
    const plain = createTool({ id: 'plain', description: 'd', execute: async () => 'x' });
    const harness = testTool(plain);
    void harness.call(123);
    const run = await harness.call({ anything: true });
    expectTypeOf(run.result).toBeUnknown();
    expectTypeOf(run.args).toBeUnknown();
  });

  test('a plain object tool works too (types unknown)', async () => {
    const harness = testTool({ id: 'obj', execute: async (input: { n: number }) => input.n });
    expectTypeOf(harness).toEqualTypeOf<ToolHarness<unknown, unknown, unknown, unknown>>();
    // @ts-expect-error not a tool
    testTool(42);
  });

  test('options are checked', () => {
    testTool(transfer, { toolName: 'send', requireToolApproval: true, logger: { warn: () => {}, error: () => {} } });
    testTool(transfer, { approval: (req) => req.toolName === 'send' });
    testTool(transfer, { approval: { toolCallId: 'c', args: {}, approved: false, reason: 'no' } });
    // @ts-expect-error a logger needs warn and error
    testTool(transfer, { logger: { warn: () => {} } });
    // @ts-expect-error toolName is a string
    testTool(transfer, { toolName: 1 });
  });

  test('a ValidationError result can be narrowed', async () => {
    const run = await testTool(transfer).call({ payee: 'Ann', amount: 1 });
    const r = run.result;
    if (r && 'error' in r) expectTypeOf(r).toEqualTypeOf<ValidationError>();
    if (r && !isValidationError(r)) expectTypeOf(r).toEqualTypeOf<Out>();
    // @ts-expect-error the result may be a ValidationError, which has no status
    void run.result!.status;
  });

  test('runToolCall and testTool take the same approval and requestContext shapes', () => {
    const shared: TestRunOptions & RunToolCallOptions = { approval: false, requestContext: { locale: 'fr' } };
    testTool(transfer, shared);
    const args = { payee: 'Ann', amount: 1 };
    void runToolCall(transfer, { toolCallId: 'c', args }, shared);
    void runToolCall(transfer, { toolCallId: 'c', args }, { approval: true, requestContext: new RequestContext() });
    // @ts-expect-error approval is a handler, a decision or a boolean
    void runToolCall(transfer, { toolCallId: 'c', args }, { approval: 'yes' });
    // @ts-expect-error approval is a handler, a decision or a boolean
    testTool(transfer, { approval: 'yes' });
    expectTypeOf<TestRunOptions['approval']>().toEqualTypeOf<RunToolCallOptions['approval']>();
    expectTypeOf<TestRunOptions['requestContext']>().toEqualTypeOf<RunToolCallOptions['requestContext']>();
  });

  test('a ToolCallRecord result may hold a ValidationError', async () => {
    const record: ToolCallRecord<In, Out> = await runToolCall(transfer, { toolCallId: 'c', args: { payee: 'Ann', amount: 1 } });
    expectTypeOf(record.result).toEqualTypeOf<Out | ValidationError | undefined>();
  });
});

describe('a schema with defaults: call takes its input type', () => {
  const search = createTool({
    id: 'search',
    description: 'd',
    inputSchema: z.object({ query: z.string(), limit: z.number().default(5) }),
    outputSchema: z.object({ limit: z.number() }),
    execute: async ({ limit }) => ({ limit }),
  });

  test('a defaulted key may be left out; the run holds the raw args', async () => {
    const run = await testTool(search).call({ query: 'q' });
    expectTypeOf(run.args).toEqualTypeOf<{ query: string; limit?: number | undefined } | undefined>();
    expectTypeOf(run.result).toEqualTypeOf<{ limit: number } | ValidationError | undefined>();
    void testTool(search).call({ query: 'q', limit: 2 });
    // @ts-expect-error query is still required
    void testTool(search).call({ limit: 2 });
    // @ts-expect-error limit is a number
    void testTool(search).call({ query: 'q', limit: '2' });
  });

  test('ToolInputOf stays what execute receives', () => {
    expectTypeOf<ToolInputOf<typeof search>>().toEqualTypeOf<{ query: string; limit: number }>();
  });
});
