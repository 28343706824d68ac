// toolCallNeedsApproval: the engine's approval question, asked without running the call.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall, toolCallNeedsApproval } from '../../src/runtime';
import { toolMayNeedApproval } from '../../src/wire';
import { createTool } from '../../src/tools';

const quiet = { warn: () => undefined, error: () => undefined };

function refundTool(requireApproval: unknown = true, ran: unknown[] = []) {
  return createTool({
    id: 'refund',
    description: 'Refunds an order',
    inputSchema: z.object({ orderId: z.string().min(1), amountEur: z.number() }),
    requestContextSchema: z.object({ tenant: z.string() }),
    requireApproval: requireApproval as never,
    execute: async (input) => {
      ran.push(input);
      return { refunded: input.amountEur };
    },
  });
}

describe('toolCallNeedsApproval', () => {
  const context = { tenant: 't1' };

  it('agrees with runToolCall: valid args are gated; args or a request context the tool refuses are not', async () => {
    const cases = [
      { args: { orderId: 'A1', amountEur: 10 }, requestContext: context },
      { args: { orderId: '', amountEur: 'ten' }, requestContext: context },
      { args: { orderId: 'A1', amountEur: 10 }, requestContext: { tenant: 5 } },
      { args: null, requestContext: context },
    ];
    for (const { args, requestContext } of cases) {
      const ran: unknown[] = [];
      const tools = { refund: refundTool(true, ran) };
      const asked = await toolCallNeedsApproval(tools, { toolName: 'refund', args }, { requestContext, logger: quiet });
      // @ts-expect-error some cases hold arguments the schema refuses, as a model may send them
      const record = await runToolCall(tools, { toolCallId: 'c', toolName: 'refund', args }, { requestContext, logger: quiet });
      expect(asked).toBe(record.status === 'approval-required');
      expect(ran).toEqual([]);
    }
  });

  it('asks a requireApproval function with the args as given, and only a gated call is checked', async () => {
    const seen: unknown[] = [];
    const policy = (args: unknown) => {
      seen.push(args);
      return (args as { amountEur: unknown }).amountEur !== 1;
    };
    const tools = { refund: refundTool(policy) };
    expect(await toolCallNeedsApproval(tools, { toolName: 'refund', args: { orderId: 'A1', amountEur: 1 } }, { requestContext: context })).toBe(false);
    expect(await toolCallNeedsApproval(tools, { toolName: 'refund', args: { orderId: 'A1', amountEur: 2 } }, { requestContext: context })).toBe(true);
    expect(seen).toEqual([
      { orderId: 'A1', amountEur: 1 },
      { orderId: 'A1', amountEur: 2 },
    ]);
  });

  it('fails closed: a throwing policy means "required", and is logged', async () => {
    const logged: unknown[] = [];
    const tools = {
      refund: refundTool(() => {
        throw new Error('policy down');
      }),
    };
    const logger = { warn: () => undefined, error: (...args: unknown[]) => void logged.push(args[0]) };
    expect(await toolCallNeedsApproval(tools, { toolName: 'refund', args: { orderId: 'A1', amountEur: 2 } }, { requestContext: context, logger })).toBe(true);
    expect(logged).toEqual(['Error evaluating needsApprovalFn for tool refund:']);
  });

  it('an unknown tool, or a tool that never asks, needs none; requireToolApproval gates every tool', async () => {
    const tools = { refund: refundTool(false) };
    expect(await toolCallNeedsApproval(tools, { toolName: 'nope', args: {} })).toBe(false);
    expect(await toolCallNeedsApproval(tools, { toolName: 'refund', args: { orderId: 'A1', amountEur: 2 } }, { requestContext: context })).toBe(false);
    expect(
      await toolCallNeedsApproval(tools, { toolName: 'refund', args: { orderId: 'A1', amountEur: 2 } }, { requestContext: context, requireToolApproval: true }),
    ).toBe(true);
    expect(toolMayNeedApproval(tools.refund)).toBe(false);
    expect(toolMayNeedApproval(tools.refund, true)).toBe(true);
    expect(toolMayNeedApproval(refundTool(() => false))).toBe(true);
  });
});
