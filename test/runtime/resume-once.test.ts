// A per-process ticket resumes its call at most once. A resume the tool refused before its code
// ran gives the ticket back (the caller may answer again); once `execute` ran, it stays used.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runToolCall, TicketReplayError } from '../../src/runtime';
import { createTool, isValidationError } from '../../src/tools';

const logger = { warn: () => undefined, error: () => undefined };

function refundTool(runs: { count: number }) {
  return createTool({
    id: 'refund',
    description: 'Refunds an order.',
    inputSchema: z.object({ orderId: z.string() }),
    outputSchema: z.object({ refunded: z.number() }),
    requireApproval: true,
    // Runs, then returns what its outputSchema refuses.
    execute: async () => {
      runs.count += 1;
      return { refunded: 'all' } as never;
    },
  });
}

describe('resuming a ticket once', () => {
  it('a resumed call whose output fails outputSchema keeps its ticket used: a replay runs nothing', async () => {
    const runs = { count: 0 };
    const tools = { refund: refundTool(runs) };
    const asked = await runToolCall(tools, { toolCallId: 'c1', toolName: 'refund', args: { orderId: 'A1' } });
    expect(asked.status).toBe('approval-required');
    const first = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: asked.pending!, resumeData: { approved: true } } });
    expect(runs.count).toBe(1);
    expect(isValidationError(first.result)).toBe(true);
    const replay = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: asked.pending!, resumeData: { approved: true } } });
    expect(replay.status).toBe('failed');
    expect(replay.error).toBeInstanceOf(TicketReplayError);
    expect(runs.count).toBe(1);
  });

  it('a resume refused before the tool ran (bad resume data) gives the ticket back: the next answer runs the call', async () => {
    const runs = { count: 0 };
    const tool = createTool({
      id: 'confirm',
      description: 'Asks for a confirmation.',
      inputSchema: z.object({ orderId: z.string() }),
      resumeSchema: z.object({ confirmed: z.boolean() }),
      execute: async (_input, ctx) => {
        if (!ctx.agent?.resumeData) return ctx.agent?.suspend({ question: 'sure?' });
        runs.count += 1;
        return { done: true };
      },
    });
    const tools = { confirm: tool };
    const suspended = await runToolCall(tools, { toolCallId: 'c1', toolName: 'confirm', args: { orderId: 'A1' } }, { logger });
    expect(suspended.status).toBe('suspended');
    runs.count = 0;
    const refused = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: suspended.pending!, resumeData: { confirmed: 'yes' } }, logger });
    expect(isValidationError(refused.result)).toBe(true);
    expect(runs.count).toBe(0);
    const answered = await runToolCall(tools, { toolCallId: 'c1' }, { resume: { pending: suspended.pending!, resumeData: { confirmed: true } }, logger });
    expect(answered.status).toBe('completed');
    expect(runs.count).toBe(1);
  });
});
