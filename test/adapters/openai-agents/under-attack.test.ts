// toolwright/openai-agents under attack, with the real SDK: a replayed RunState, runs that share
// a tool set and reuse call ids, a result nested too deep for JSON.stringify, a run context
// that must travel in the state string.
import { Agent, RunState, run } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { suspendedCallsOf, toOpenAIAgentsTools } from '../../../src/openai-agents';
import { RequestContext } from '../../../src/request-context';
import { runToolCall } from '../../../src/runtime';
import { createTool } from '../../../src/tools';
import { ScriptedModel, textOf } from './harness';

const KEYS = ['a-test-key-of-at-least-thirty-two-bytes'];
const quiet = { warn: () => undefined, error: () => undefined };

function refundTool(runs: unknown[]) {
  return createTool({
    id: 'refund',
    description: 'Refunds an order',
    inputSchema: z.object({ orderId: z.string(), amountEur: z.number() }),
    requireApproval: true,
    execute: async (input) => {
      runs.push(input);
      return { refunded: input.amountEur, orderId: input.orderId };
    },
  });
}

const REFUND_CALL = { callId: 'call-1', name: 'refund', arguments: '{"orderId":"A1","amountEur":10}' };

/** An agent whose tools are built afresh, as an app that builds its tools per request does. */
function freshAgent(runs: unknown[], model: ScriptedModel, options: Parameters<typeof toOpenAIAgentsTools>[1]) {
  return new Agent({ name: 'support', instructions: 'Help', model, tools: toOpenAIAgentsTools({ refund: refundTool(runs) }, options) });
}

function outputItem(result: { newItems: readonly unknown[] }) {
  return result.newItems.find((i) => (i as { type?: string }).type === 'tool_call_output_item') as { customData?: unknown } | undefined;
}

describe('a replayed RunState', () => {
  it.each([
    ['per-process tickets (no keys)', {}],
    ['tickets signed with keys, no replay store given', { tickets: { keys: KEYS } }],
  ])('%s: runs the approved call once, even through a tool set built again', async (_name, options) => {
    const runs: unknown[] = [];
    const model = new ScriptedModel([REFUND_CALL]);
    const first = await run(freshAgent(runs, model, options), 'Refund A1', { context: { tenant: 'acme' } });
    first.state.approve(first.interruptions[0]!);
    const stored = first.state.toString();

    const once = freshAgent(runs, model, options);
    await run(once, await RunState.fromString(once, stored));
    expect(runs).toEqual([{ orderId: 'A1', amountEur: 10 }]);

    const again = freshAgent(runs, model, { ...options });
    await run(again, await RunState.fromString(again, stored));
    expect(runs).toHaveLength(1);
    expect(textOf(model.lastResult('call-1'))).toMatch(/was already used/);
  });
});

describe('runs that share one tool set and reuse a call id', () => {
  /** A promise every call waits on, let go once `count` calls wait: their runs then go on together. */
  function gate(count: number) {
    let release: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    let waiting = 0;
    return async () => {
      waiting += 1;
      if (waiting === count) release();
      await opened;
    };
  }

  it('each run reads its own error in customData, never another run’s', async () => {
    const together = gate(200);
    const fail = createTool({
      id: 'lookup',
      description: 'Fails with the order id',
      inputSchema: z.object({ orderId: z.string() }),
      execute: async ({ orderId }) => {
        await together();
        throw new Error(`no order ${orderId}`);
      },
    });
    const tools = toOpenAIAgentsTools({ lookup: fail }, { runtime: { logger: quiet } });
    const runs = Array.from({ length: 200 }, (_, i) => {
      const model = new ScriptedModel([{ callId: 'call-1', name: 'lookup', arguments: JSON.stringify({ orderId: `T${i}` }) }]);
      return run(new Agent({ name: 'support', instructions: 'Help', model, tools }), 'Find it');
    });
    const results = await Promise.all(runs);
    const errors = results.map(
      (result) => (outputItem(result)?.customData as { toolwright?: { error?: { message?: string } } } | undefined)?.toolwright?.error?.message,
    );
    expect(errors).toEqual(results.map((_, i) => `no order T${i}`));
  });

  it('each run finds its own suspended call and its own payload', async () => {
    const together = gate(50);
    const confirm = createTool({
      id: 'confirm',
      description: 'Asks the user',
      inputSchema: z.object({ orderId: z.string() }),
      suspendSchema: z.object({ question: z.string() }),
      resumeSchema: z.object({ yes: z.boolean() }),
      execute: async ({ orderId }, context) => {
        if (!context.agent?.resumeData) await together();
        if (!context.agent?.resumeData) return await context.agent?.suspend({ question: `Cancel ${orderId}?` });
        return { orderId, cancelled: context.agent.resumeData.yes };
      },
    });
    const tools = toOpenAIAgentsTools({ confirm });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const model = new ScriptedModel([{ callId: 'call-1', name: 'confirm', arguments: JSON.stringify({ orderId: `T${i}` }) }]);
        return run(new Agent({ name: 'support', instructions: 'Help', model, tools }), 'Cancel');
      }),
    );
    const found = results.map((result) => suspendedCallsOf(result));
    expect(found.map((calls) => calls.map((call) => call.suspendPayload))).toEqual(results.map((_, i) => [{ question: `Cancel T${i}?` }]));
    // Each ticket resumes its own run's call.
    const resumed = await runToolCall({ confirm }, { toolCallId: 'call-1' }, { resume: { pending: found[7]![0]!.pending, resumeData: { yes: true } } });
    expect(resumed.result).toEqual({ orderId: 'T7', cancelled: true });
  });
});

describe('a result nested deeper than JSON.stringify goes', () => {
  const deepTool = (depth: number, runs: number[]) =>
    createTool({
      id: 'deep',
      description: 'Returns a deep tree',
      inputSchema: z.object({}),
      execute: async () => {
        runs.push(depth);
        let value: unknown = { leaf: true };
        for (let i = 0; i < depth; i++) value = { child: value };
        return value;
      },
    });

  it('10,000 levels: the model reads that the call completed and why it cannot see the result', async () => {
    const runs: number[] = [];
    const model = new ScriptedModel([{ callId: 'c1', name: 'deep', arguments: '{}' }]);
    const result = await run(new Agent({ name: 'support', instructions: 'Help', model, tools: toOpenAIAgentsTools({ deep: deepTool(10_000, runs) }) }), 'go');
    expect(runs).toEqual([10_000]);
    const told = textOf(model.lastResult('c1'));
    expect(told).toBe('Tool "deep" ran and completed, but its result is nested too deeply to be written as JSON, so it is not shown here.');
    expect(told).not.toMatch(/try again/i);
    expect(outputItem(result)?.customData).toEqual({ toolwright: { status: 'completed' } });
  });

  it('2,000 levels: the model reads the JSON', async () => {
    const model = new ScriptedModel([{ callId: 'c1', name: 'deep', arguments: '{}' }]);
    await run(new Agent({ name: 'support', instructions: 'Help', model, tools: toOpenAIAgentsTools({ deep: deepTool(2_000, []) }) }), 'go');
    const told = textOf(model.lastResult('c1'));
    expect(told.startsWith('{"child":{"child":')).toBe(true);
    expect(told.endsWith(`{"leaf":true}${'}'.repeat(2_000)}`)).toBe(true);
  });
});

describe('the run context of a stored RunState', () => {
  const scoped = (seen: unknown[]) =>
    createTool({
      id: 'refund',
      description: 'Refunds for a tenant',
      inputSchema: z.object({ orderId: z.string(), amountEur: z.number() }),
      requestContextSchema: z.object({ tenant: z.string() }),
      requireApproval: true,
      execute: async ({ orderId }, context) => {
        seen.push([orderId, context.requestContext?.get('tenant')]);
        return { orderId };
      },
    });

  it('a plain object (the guide’s way) round-trips through the state string with its ticket', async () => {
    const seen: unknown[] = [];
    const model = new ScriptedModel([REFUND_CALL]);
    const agent = new Agent({ name: 'support', instructions: 'Help', model, tools: toOpenAIAgentsTools({ refund: scoped(seen) }) });
    const first = await run(agent, 'Refund A1', { context: { tenant: 'acme' } });
    first.state.approve(first.interruptions[0]!);
    const restored = await RunState.fromString(agent, first.state.toString());
    await run(agent, restored);
    expect(seen).toEqual([['A1', 'acme']]);
  });

  it('a RequestContext cannot be stored by the SDK (its schema wants a plain object): the guide says so', async () => {
    const model = new ScriptedModel([REFUND_CALL]);
    const agent = new Agent({ name: 'support', instructions: 'Help', model, tools: toOpenAIAgentsTools({ refund: scoped([]) }) });
    const first = await run(agent, 'Refund A1', { context: new RequestContext([['tenant', 'acme']]) });
    expect(() => first.state.toString()).toThrow(/Failed to serialize run state/);
    // Its entries, as a plain object, can be: that is the guide's way from a RequestContext.
    const second = await run(agent, 'Refund A1', { context: Object.fromEntries(new RequestContext([['tenant', 'acme']]).entries()) });
    expect(() => second.state.toString()).not.toThrow();
  });
});
