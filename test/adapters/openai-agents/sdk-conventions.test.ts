// The SDK's own conventions, each scenario run with a native `tool()` and with ours: a standing
// approval, a tool that returns nothing, time limits, isEnabled, guardrails, errorFunction.
import {
  Agent,
  defineToolInputGuardrail,
  defineToolOutputGuardrail,
  type FunctionTool,
  run,
  ToolGuardrailFunctionOutputFactory,
  ToolTimeoutError,
  tool,
  UserError,
} from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ToOpenAIAgentsToolOptions, toOpenAIAgentsTool } from '../../../src/openai-agents';
import { createTool } from '../../../src/tools';
import { ScriptedModel, TurnModel, textOf } from './harness';

const quiet = { warn: () => undefined, error: () => undefined };
const agentWith = (model: ScriptedModel | TurnModel, tools: FunctionTool<any, any, any>[]) =>
  new Agent({ name: 'support', instructions: 'Help', model, tools });

/** The same tool, native and ours: `body` is the execute of both. */
function bothTools(
  body: (input: { orderId: string }, signal?: AbortSignal) => Promise<unknown>,
  options: ToOpenAIAgentsToolOptions & { needsApproval?: boolean } = {},
) {
  const { needsApproval, ...ours } = options;
  const native = tool({
    name: 'lookup',
    description: 'Finds an order',
    parameters: z.object({ orderId: z.string() }),
    execute: (input: { orderId: string }, _context: unknown, details?: { signal?: AbortSignal }) => body(input, details?.signal),
    ...(needsApproval ? { needsApproval } : {}),
    ...(ours as object),
  } as never) as FunctionTool<any, any, any>;
  const toolwright = toOpenAIAgentsTool(
    createTool({
      id: 'lookup',
      description: 'Finds an order',
      inputSchema: z.object({ orderId: z.string() }),
      ...(needsApproval ? { requireApproval: true } : {}),
      execute: (input, context) => body(input, context.abortSignal),
    }),
    { runtime: { logger: quiet }, ...ours },
  );
  return { native, toolwright };
}

const LOOKUP = { callId: 'c1', name: 'lookup', arguments: '{"orderId":"A1"}' };

async function toldBy(made: FunctionTool<any, any, any>) {
  const model = new ScriptedModel([LOOKUP]);
  const result = await run(agentWith(model, [made]), 'Find A1');
  return { told: textOf(model.lastResult('c1')), result };
}

describe('a standing approval (alwaysApprove)', () => {
  it('runs the next call of the tool without asking, as a native tool does, and still validates it', async () => {
    const runs: unknown[] = [];
    const refund = createTool({
      id: 'refund',
      description: 'Refunds an order',
      inputSchema: z.object({ orderId: z.string(), amountEur: z.number().max(100) }),
      requireApproval: true,
      execute: async (input) => {
        runs.push(input);
        return { refunded: input.amountEur };
      },
    });
    const model = new TurnModel([
      [{ callId: 'c1', name: 'refund', arguments: '{"orderId":"A1","amountEur":10}' }],
      [{ callId: 'c2', name: 'refund', arguments: '{"orderId":"B2","amountEur":20}' }],
      [{ callId: 'c3', name: 'refund', arguments: '{"orderId":"C3","amountEur":500}' }],
    ]);
    const agent = agentWith(model, [toOpenAIAgentsTool(refund, { runtime: { logger: quiet } })]);
    const first = await run(agent, 'Refund', { context: {} });
    first.state.approve(first.interruptions[0]!, { alwaysApprove: true });
    const second = await run(agent, first.state);
    expect(second.interruptions).toEqual([]);
    expect(runs).toEqual([
      { orderId: 'A1', amountEur: 10 },
      { orderId: 'B2', amountEur: 20 },
    ]);
    expect(JSON.parse(textOf(model.lastResult('c2')))).toEqual({ refunded: 20 });
    expect(textOf(model.lastResult('c3'))).toMatch(/Tool input validation failed for refund/);
  });
  // A per-call approval without its ticket is still refused: adapter.test.ts, 'an approved state restored without its ticket'.
});

describe('a tool that returns nothing', () => {
  it('is a success: the model reads what a native tool’s model reads, and nothing invites a retry', async () => {
    const writes: string[] = [];
    const { native, toolwright } = bothTools(async ({ orderId }) => {
      writes.push(orderId);
    });
    const ours = await toldBy(toolwright);
    const theirs = await toldBy(native);
    expect(writes).toEqual(['A1', 'A1']);
    expect(ours.told).toBe(theirs.told);
    expect(ours.told).not.toMatch(/error|try again/i);
  });
});

describe('time limits', () => {
  const slow = async (_input: unknown, signal?: AbortSignal) =>
    new Promise((resolve) => {
      // Never settles by itself: only the time limit ends the call.
      signal?.addEventListener('abort', () => resolve('too late'));
    });

  it('runtime.timeoutMs: the model reads the engine’s timeout message, customData says why', async () => {
    const { toolwright } = bothTools(slow, { runtime: { logger: quiet, timeoutMs: 20 } });
    const { told, result } = await toldBy(toolwright);
    expect(told).toBe('Tool "lookup" failed: ToolCallTimeoutError: Tool call "c1" of tool "lookup" did not finish within 20 ms.');
    const item = result.newItems.find((i) => i.type === 'tool_call_output_item') as { customData?: unknown };
    expect(item.customData).toEqual({
      toolwright: { status: 'aborted', error: { name: 'ToolCallTimeoutError', message: 'Tool call "c1" of tool "lookup" did not finish within 20 ms.' } },
    });
  });

  it('timeoutMs with timeoutErrorFunction: the model reads the app’s text, as with a native tool', async () => {
    const timeoutErrorFunction = (_context: unknown, error: ToolTimeoutError) => `timed out: ${error.toolName} after ${error.timeoutMs} ms`;
    const { native, toolwright } = bothTools(slow, { timeoutMs: 20, timeoutErrorFunction });
    expect((await toldBy(toolwright)).told).toBe((await toldBy(native)).told);
    expect((await toldBy(toolwright)).told).toBe('timed out: lookup after 20 ms');
  });

  it("timeoutBehavior 'raise_exception': the run rejects with the SDK's ToolTimeoutError, as with a native tool", async () => {
    const { native, toolwright } = bothTools(slow, { timeoutMs: 20, timeoutBehavior: 'raise_exception' });
    const reasons = await Promise.all(
      [toldBy(native), toldBy(toolwright)].map((p) =>
        p.then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    for (const reason of reasons) {
      expect(reason).toBeInstanceOf(ToolTimeoutError);
      expect((reason as ToolTimeoutError).message).toBe("Tool 'lookup' timed out after 20ms.");
    }
  });

  it('timeoutMs is checked by the SDK’s rules, and only one of timeoutMs and runtime.timeoutMs is given', () => {
    const lookup = createTool({ id: 'lookup', description: 'Finds', inputSchema: z.object({}), execute: async () => 'ok' });
    expect(() => tool({ name: 'lookup', description: 'Finds', parameters: z.object({}), execute: async () => 'ok', timeoutMs: 0 })).toThrow(UserError);
    expect(() => toOpenAIAgentsTool(lookup, { timeoutMs: 0 })).toThrow(UserError);
    expect(() => toOpenAIAgentsTool(lookup, { timeoutMs: Number.POSITIVE_INFINITY })).toThrow(/timeoutMs must be/);
    expect(() => toOpenAIAgentsTool(lookup, { timeoutMs: 10, runtime: { timeoutMs: 20 } })).toThrow(/both timeoutMs and runtime.timeoutMs/);
  });
});

describe('isEnabled', () => {
  it('false: the tool is not offered to the model, as a native one is not', async () => {
    const { native, toolwright } = bothTools(async () => 'ok', { isEnabled: false });
    const offered = async (made: FunctionTool<any, any, any>) => {
      const model = new ScriptedModel([]);
      await run(agentWith(model, [made]), 'hi');
      return model.requests[0]!.tools.map((t) => t.name);
    };
    expect(await offered(toolwright)).toEqual(await offered(native));
    expect(await offered(toolwright)).toEqual([]);
  });

  it('a predicate reads the run context, as a native one does', async () => {
    const isEnabled = ({ runContext }: { runContext: { context: unknown } }) => (runContext.context as { admin?: boolean }).admin === true;
    const { toolwright } = bothTools(async () => 'ok', { isEnabled });
    const model = new ScriptedModel([]);
    await run(agentWith(model, [toolwright]), 'hi', { context: { admin: true } });
    await run(agentWith(model, [toolwright]), 'hi', { context: { admin: false } });
    expect(model.requests.map((request) => request.tools.map((t) => t.name))).toEqual([['lookup'], []]);
  });
});

describe('guardrails', () => {
  const rejectA1 = defineToolInputGuardrail({
    name: 'no-A1',
    run: async ({ toolCall }) =>
      toolCall.arguments.includes('A1') ? ToolGuardrailFunctionOutputFactory.rejectContent('A1 is off limits') : ToolGuardrailFunctionOutputFactory.allow(),
  });

  it('an input guardrail that rejects stops the tool, as it stops a native one', async () => {
    const runs: string[] = [];
    const { native, toolwright } = bothTools(
      async ({ orderId }) => {
        runs.push(orderId);
        return 'found';
      },
      { inputGuardrails: [rejectA1] },
    );
    expect((await toldBy(toolwright)).told).toBe((await toldBy(native)).told);
    expect((await toldBy(toolwright)).told).toBe('A1 is off limits');
    expect(runs).toEqual([]);
  });

  it('with approval: the SDK asks first, then the guardrail stops the approved call, as for a native tool', async () => {
    const runs: string[] = [];
    const { native, toolwright } = bothTools(
      async ({ orderId }) => {
        runs.push(orderId);
        return 'found';
      },
      { inputGuardrails: [rejectA1], needsApproval: true },
    );
    const approvedAndTold = async (made: FunctionTool<any, any, any>) => {
      const model = new ScriptedModel([LOOKUP]);
      const agent = agentWith(model, [made]);
      const first = await run(agent, 'Find A1', { context: {} });
      const asked = first.interruptions.length;
      for (const item of first.interruptions) first.state.approve(item);
      await run(agent, first.state);
      return { asked, told: textOf(model.lastResult('c1')) };
    };
    const ours = await approvedAndTold(toolwright);
    expect(ours).toEqual(await approvedAndTold(native));
    expect(ours).toEqual({ asked: 1, told: 'A1 is off limits' });
    expect(runs).toEqual([]);
  });

  it('an output guardrail replaces what the model reads, as for a native tool', async () => {
    const hideSecrets = defineToolOutputGuardrail({
      name: 'no-secrets',
      run: async ({ output }) =>
        String(typeof output === 'string' ? output : JSON.stringify(output)).includes('secret')
          ? ToolGuardrailFunctionOutputFactory.rejectContent('[withheld]')
          : ToolGuardrailFunctionOutputFactory.allow(),
    });
    const { native, toolwright } = bothTools(async () => 'the secret is 42', { outputGuardrails: [hideSecrets] });
    expect((await toldBy(toolwright)).told).toBe((await toldBy(native)).told);
    expect((await toldBy(toolwright)).told).toBe('[withheld]');
  });
});

describe('a failed call', () => {
  const failing = async () => {
    throw Object.assign(new TypeError('Request failed with status code 401'), { headers: { Authorization: 'Bearer s3cret' } });
  };

  it('tells the model it failed, by the error’s name and message only (the SDK’s default hides the message)', async () => {
    const { native, toolwright } = bothTools(failing);
    expect((await toldBy(native)).told).toBe('An error occurred while running the tool. Please try again.');
    const { told } = await toldBy(toolwright);
    expect(told).toBe('Tool "lookup" failed: TypeError: Request failed with status code 401');
    expect(told).not.toMatch(/s3cret/);
  });

  it('errorFunction: the app’s text, from the error execute threw, as for a native tool', async () => {
    const errorFunction = (_context: unknown, error: unknown) =>
      `sorry (${(error as Error).name}; ${(error as { headers?: unknown }).headers ? 'with headers' : 'bare'})`;
    const { native, toolwright } = bothTools(failing, { errorFunction });
    expect((await toldBy(toolwright)).told).toBe((await toldBy(native)).told);
    expect((await toldBy(toolwright)).told).toBe('sorry (TypeError; with headers)');
  });

  it('errorFunction null: the run rejects with the error, as for a native tool', async () => {
    const { native, toolwright } = bothTools(failing, { errorFunction: null });
    const reasons = await Promise.all(
      [toldBy(native), toldBy(toolwright)].map((p) =>
        p.then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    const [theirs, ours] = reasons.map((reason) => [(reason as Error).name, (reason as Error).message]);
    expect(ours).toEqual(theirs);
    expect(ours).toEqual(['ToolCallError', 'Failed to run function tools: TypeError: Request failed with status code 401']);
  });
});

describe('definition options', () => {
  it('deferLoading, providerData and allowedCallers reach the tool definition as on a native tool', () => {
    const options = { deferLoading: true, providerData: { team: 'support' }, allowedCallers: ['direct'] as never };
    const { native, toolwright } = bothTools(async () => 'ok', options);
    const pick = (made: FunctionTool<any, any, any>) => ({
      deferLoading: made.deferLoading,
      providerData: made.providerData,
      allowedCallers: made.allowedCallers,
    });
    expect(pick(toolwright)).toEqual(pick(native));
    expect(pick(toolwright).deferLoading).toBe(true);
  });
});
